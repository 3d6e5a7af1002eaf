import type { chatSearch as en } from '../en/chatSearch.ts';

/** 聊天搜索的文案（与 en/chatSearch.ts 键名一致）。 */
export const chatSearch: Record<keyof typeof en, string> = {
  'chatSearch.label': '搜索会话和消息',
  'chatSearch.placeholder': '搜索',
  'chatSearch.clear': '清除搜索',
  'chatSearch.results': '搜索结果',
  'chatSearch.searching': '正在搜索…',
  'chatSearch.failed': '搜索失败，请重试。',
  'chatSearch.retry': '重试',
  'chatSearch.count': '{count, plural, =0 {没有找到“{query}”的结果} other {找到 # 条“{query}”的结果}}',
  'chatSearch.countMore': '找到 {count}+ 条“{query}”的结果',
  'chatSearch.more': '更多结果',
  'chatSearch.loadingMore': '正在加载更多结果…',
  'chatSearch.moreFailed': '无法加载更多结果。',
  'chatSearch.transcript': '语音留言转写',
  'chatSearch.conversation': '会话',
  'chatSearch.matchedNumber': '号码匹配',
  'chatSearch.matchedName': '名称匹配',
  'chatSearch.hint': '使用方向键浏览结果，按 Enter 打开，按 Esc 清除。',
};
