/** 登录前的首页（规格 1 §2 首页模式，规格 3 §6）；其余文字沿用接码的。 */
export const frontPage = {
  'frontPage.title': '在线接收验证码',
  /** 登录页回到首页。 */
  'frontPage.login': '登录',
  'frontPage.allServices': '全部服务',
  'frontPage.numbers': '{app}：当前可用号码',
  'frontPage.getNumberFor': '获取号码 {number}',
  /**
   * JieMa's texts the front page shows too (its code tool's first step and numbers): kept here so
   * the front page's part of the messages is not all of JieMa's (issue 24 item 5); the JieMa tab
   * loads this part as well (`src/ui/catalogueParts.ts`).
   */
  'jiema.step1': '1. 选择服务',
  'jiema.search': '搜索服务',
  'jiema.noService': '没有匹配的服务。',
  'jiema.country': '国家',
  'jiema.noNumbers': '该国家暂时没有可用号码，请换一个国家或稍后重试。',
  'jiema.getNumber': '获取号码',
  'jiema.loading': '加载中…',
  'jiema.failed': '加载失败。',
  'jiema.retry': '重试',
};
