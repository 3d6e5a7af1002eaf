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
  // What a message will cost, under the composer (issue 11 item 8).
  'conversationView.cost.label': '此短信的费用',
  'conversationView.cost.segments': '{count, plural, =0 {尚无短信} other {# 条短信}}',
  'conversationView.cost.encoding.gsm7': '标准字符',
  'conversationView.cost.encoding.ucs2': 'Unicode',
  'conversationView.cost.remaining': '还可输入 {remaining}',
  'conversationView.cost.price': '费用 {price}',
  'conversationView.cost.notSold': '无法发送到此号码',
  'conversationView.cost.short': '余额不足以发送此短信。',
};
