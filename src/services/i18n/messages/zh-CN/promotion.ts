import type { promotion as en } from '../en/promotion.ts';

/** 横幅广告与应用下载对话框（规格 1 §2）。 */
export const promotion: Record<keyof typeof en, string> = {
  'promotion.banner.numbers': '{brand} 号码：查看可选号码',
  'promotion.banner.appDownload': '下载 {brand} 应用',
  'promotion.open.stores': '下载应用',
  'promotion.open.homeSite': '在手机上打开',
  'promotion.stores.title': '下载 {brand} 应用',
  'promotion.stores.hint': '用手机相机扫描二维码即可打开应用商店。',
  'promotion.stores.appStore': 'App Store（iPhone、iPad）',
  'promotion.stores.googlePlay': 'Google Play（安卓）',
  'promotion.stores.apk': '下载安卓 APK 安装包',
  'promotion.stores.done': '完成',
  'promotion.homeSite.title': '在手机上打开 {brand}',
  'promotion.homeSite.hint': '用手机相机扫描此二维码，即可在手机上打开 {brand}。',
  'promotion.homeSite.close': '关闭',
  'promotion.qr': '{url} 的二维码',
};
