/** 账户区域的框架：左侧标签列表（规格 2 §2）。各栏目的文案在各自的文件中。 */
export const account = {
  'account.sections': '账户栏目',
  'account.section.profile': '个人资料',
  'account.section.rates': '费率',
  'account.section.credit': '充值',
  'account.section.history': '账单',
  'account.section.api': 'API',
  'account.section.sms': '短信记录',
  'account.section.call': '通话记录',
  'account.section.invite': '邀请好友',
  'account.section.redeemCode': '兑换码',
  'account.section.numberManagement': '号码管理',
  'account.section.subscriptionHistory': '订阅记录',
};
