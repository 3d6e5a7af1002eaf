import type { chats as en } from '../en/chats.ts';

/** 聊天区域的文案（与 en/chats.ts 键名一致）。 */
export const chats: Record<keyof typeof en, string> = {
  'chats.list.label': '会话',
  'chats.newChat': '新建聊天',
  'chats.list.delete': '删除会话',
  'chats.emptyConversation': '请选择一个会话，或新建聊天。',

  'chats.marker.image': '[图片]',
  'chats.marker.voicemail': '[语音信箱]',
  'chats.marker.attachment': '[附件]',

  'chats.listDate.today': '{date, time, short}',
  'chats.listDate.yesterday': '昨天',
  'chats.listDate.thisWeek': '{date, date, ::EEEE}',
  'chats.listDate.thisYear': '{date, date, ::MMMd}',
  'chats.listDate.older': '{date, date, short}',

  'chats.timeLabel.today': '{date, time, short}',
  'chats.timeLabel.yesterday': '昨天 {date, time, short}',
  'chats.timeLabel.thisWeek': '{date, date, ::EEEE} {date, time, short}',
  'chats.timeLabel.thisYear': '{date, date, ::MMMd} {date, time, short}',
  'chats.timeLabel.older': '{date, date, medium} {date, time, short}',

  'chats.to': '收件人',
  'chats.from': '发件号码',
  'chats.countryCode': '国家代码',
  'chats.recipient.placeholder': '姓名或号码',
  'chats.from.placeholder': '选择您的号码',
  'chats.ownNumber.notes': '备注：{notes}',
  'chats.numberType.Hosting': 'Hosting',
  'chats.numberType.tollfree': '免费电话号码',
  'chats.numberType.local': '本地号码',
  'chats.menu': '更多选项',
  'chats.menu.addContact': '添加联系人',
  'chats.menu.delete': '删除',

  'chats.message.sending': '发送中',
  'chats.message.failed': '发送失败',
  'chats.message.copy': '复制',
  'chats.message.delete': '删除',
  'chats.message.image': '图片',
  'chats.message.imageLoading': '图片发送中…',
  'chats.message.loadingOlder': '正在加载更早的消息…',

  'chats.voicemail': '语音信箱',
  'chats.transcription.language': '转写语言',
  'chats.transcription.search': '搜索语言',
  'chats.transcription.start': '转为文字',
  'chats.transcription.inProgress': '正在转写…',
  'chats.transcription.sorry': '抱歉！语音转文字服务暂时不可用，请稍后再试。',

  'chats.composer.label': '消息',
  'chats.composer.placeholder': '输入消息',
  'chats.composer.send': '发送',
  'chats.composer.emoji': '表情',
  'chats.composer.attach': '添加图片',

  'chats.attachment.uploadFailed': '上传失败，请重试。',
  'chats.attachment.tooLarge': '图片太大，请选择较小的图片。',

  'chats.deleteConversation.title': '删除会话',
  'chats.deleteConversation.text': '确定删除与 {name} 的全部消息吗？此操作无法撤销。',
  'chats.deleteConversation.confirm': '删除',
  'chats.tollFree.title': '需要登记免费电话号码',
  'chats.tollFree.text': '使用免费电话号码发送消息前，请先完成登记。',
  'chats.tollFree.register': '打开登记表',
  'chats.noNumber.title': '暂无可用号码',
  'chats.noNumber.text': '您还没有可用于发送消息的号码，请联系 {supportEmail} 获取帮助。',
  'chats.wrongRegion': '您的号码 {ownNumber} 无法向国家代码为 +{otherTelCode} 的号码发送消息。',
};
