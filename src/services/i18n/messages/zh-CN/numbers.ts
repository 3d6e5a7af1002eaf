/** 号码区（规格 3 §2）：菜单、提示、号码管理、侧栏、设置、订阅记录。 */
export const numbers = {
  'numbers.area': '我的号码',
  'numbers.menu': '号码菜单',
  'numbers.menu.newNumber': '新号码',
  'numbers.menu.management': '号码管理',
  'numbers.menu.history': '订阅记录',
  'numbers.menu.settings': '设置',
  'numbers.menu.plans': '套餐',
  'numbers.helpTip': '租用号码后即可用它收发短信。在“号码管理”中管理号码的套餐、名称和备注。',
  'numbers.tip.title': '欢迎使用我的号码',
  'numbers.tip.rent': '在这里租用属于你自己的虚拟号码，并通过月度套餐长期保留。',
  'numbers.tip.verification': '只需要一次性验证码？请改用验证码号码。',
  'numbers.tip.dismiss': '知道了',
  'numbers.tip.toVerification': '前往验证码',
};
