import type { common as en } from '../en/common.ts';

export const common = {
  'common.ok': '好的',
  'common.cancel': '取消',
  'common.alert.close': '关闭提示',
  'common.snackbar.close': '关闭通知',
  'common.loading': '加载中…',
  'common.loadFailed': '列表加载失败。',
  // A lazily loaded view whose code could not be fetched (NotLoadedBoundary, docs/pwa.md).
  'common.partNotLoaded': '应用的这一部分未能加载。',
  'common.tryAgain': '重试',
  'common.reload': '重新加载',
  'common.progress': '请稍候…',

  'common.unlockBonus.title': '解锁奖励',
  'common.unlockBonus.text': '为账户设置手机号并兑换邀请码，即可获得 {reward} 的奖励。',
  'common.unlockBonus.later': '稍后',
  'common.unlockBonus.setUpNow': '立即设置',

  'common.logout.title': '退出登录',
  'common.logout.text': '确定要退出登录吗？',
  'common.logout.confirm': '退出',
  'common.logout.cancel': '取消',

  // Named by the root (notifications, the toll-free prompt): in the first screen's chunk (START_AREAS).
  'chats.marker.image': '[图片]',
  'chats.marker.voicemail': '[语音信箱]',
  'chats.marker.attachment': '[附件]',
  'chats.tollFree.text': '使用免费电话号码发送消息前，请先完成登记。',
  'chats.tollFree.register': '打开登记表',
} satisfies Record<keyof typeof en, string>;
