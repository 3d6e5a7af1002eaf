/** 登录前的首页（规格 1 §2 首页模式，规格 3 §6）；其余文字沿用接码的。 */
export const frontPage = {
  'frontPage.title': '在线接收验证码',
  /** 登录页回到首页。 */
  'frontPage.login': '登录',
  'frontPage.allServices': '全部服务',
  'frontPage.numbers': '{app}：当前可用号码',
  'frontPage.getNumberFor': '获取号码 {number}',
};
