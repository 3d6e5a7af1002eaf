/** 会话区文案（消息列表、消息气泡、媒体、语音转写、输入栏）。 */
export const conversationView = {
  'conversationView.list': '消息',
  'conversationView.loading': '正在加载消息…',
  'conversationView.loadFailed': '消息加载失败。',
  'conversationView.retry': '重试',
  'conversationView.message.attachment': '附件',
  'conversationView.media.open': '打开附件',
  'conversationView.transcription.go': '开始',
  'conversationView.transcription.cancel': '取消',
  'conversationView.transcription.noMatch': '没有匹配的语言',
  'conversationView.emoji.loading': '正在加载表情…',
  'conversationView.emoji.failed': '表情加载失败，请重试。',
};
