/**
 * The chats area (spec 1 §2 Chats tab, §5, §8): list, conversation, composer, attachments,
 * transcription and the chat dialogs. The spec's English is used verbatim where it gives one.
 * Dates are ICU date/time arguments (`values: { date }` in epoch ms), chosen by
 * `timeLabelMessage` / `chatListDateMessage` of `services/chats`.
 */
export const chats = {
  // Chat list (spec 1 §2).
  'chats.list.label': 'Conversations',
  'chats.newChat': 'New chat',
  'chats.list.delete': 'Delete conversation',
  'chats.emptyConversation': 'Choose a conversation, or start a new chat.',
  'chats.list.loading': 'Loading conversations…',
  'chats.list.empty': 'No conversations yet.',
  'chats.list.failed': 'Your conversations could not be loaded.',
  'chats.numbers.failed': 'Your numbers could not be loaded, so no chat can be started.',
  'chats.list.unread': '{count} unread',

  // Chat-list dates: time today, then 'Yesterday', the weekday, day and month, the full date.
  'chats.listDate.today': '{date, time, short}',
  'chats.listDate.yesterday': 'Yesterday',
  'chats.listDate.thisWeek': '{date, date, ::EEEE}',
  'chats.listDate.thisYear': '{date, date, ::MMMd}',
  'chats.listDate.older': '{date, date, short}',

  // Time labels between messages more than 5 minutes apart (spec 1 §2).
  'chats.timeLabel.today': '{date, time, short}',
  'chats.timeLabel.yesterday': 'Yesterday {date, time, short}',
  'chats.timeLabel.thisWeek': '{date, date, ::EEEE} {date, time, short}',
  'chats.timeLabel.thisYear': '{date, date, ::MMMd} {date, time, short}',
  'chats.timeLabel.older': '{date, date, medium} {date, time, short}',

  // issue 22 item 6: permission is asked only from this control (never from a new message).
  'chats.notifications.enable': 'Enable notifications',
  'chats.notifications.hint': 'Get a desktop notification for new messages while this page is in the background.',

  // New-chat and existing-chat headers (spec 1 §2).
  'chats.to': 'To',
  'chats.from': 'From',
  'chats.countryCode': 'Country code',
  'chats.recipient.placeholder': 'Name or number',
  'chats.from.placeholder': 'Choose your number',
  'chats.ownNumber.notes': 'Notes: {notes}',
  'chats.numberType.Hosting': 'Hosting',
  'chats.numberType.tollfree': 'Toll-free',
  'chats.numberType.local': 'Local',
  'chats.menu': 'More options',
  // spec 1 §2: the contact-detail panel opens on the right from the chat header.
  'chats.showContact': 'Show the details of {name}',
  'chats.menu.addContact': 'Add contact',
  'chats.menu.delete': 'Delete',
  'chats.suggestions': 'Contacts',
  'chats.starting': 'Checking the number…',
  // A contact's detail starts a chat with one of its numbers (spec 3 §2).
  'chats.messageContact': 'Message',
  'chats.messageContact.label': 'Message {phone}',

  // Message display (spec 1 §2).
  'chats.message.sending': 'Sending',
  'chats.message.failed': 'Not sent',
  'chats.message.copy': 'Copy',
  'chats.message.delete': 'Delete',
  'chats.message.retry': 'Retry',
  'chats.message.failedActions': 'Message not sent',
  // issue 24 item 3: a text written while the connection is down waits in the outbox.
  'chats.message.queued': 'Waiting to send',
  'chats.message.queuedActions': 'Message waiting to send',
  'chats.message.image': 'Image',
  'chats.message.imageLoading': 'Sending image…',
  'chats.message.loadingOlder': 'Loading earlier messages…',

  // Voicemail transcription (spec 1 §4 Transcription, §8).
  'chats.voicemail': 'Voicemail',
  'chats.transcription.language': 'Transcription language',
  'chats.transcription.search': 'Search languages',
  'chats.transcription.start': 'Transcribe',
  'chats.transcription.inProgress': 'Transcribing…',
  'chats.transcription.sorry': 'Sorry! The Speech-to-text is temporarily unavailable. Please try again later.',

  // Composer (spec 1 §2, §4 Chat input).
  'chats.composer.label': 'Message',
  'chats.composer.placeholder': 'Type a message',
  'chats.composer.send': 'Send',
  'chats.composer.emoji': 'Emoji',
  'chats.composer.attach': 'Attach an image',
  // Why the message box is disabled (spec 1 §4 Chat input, Connection).
  'chats.composer.blocked.noRecipient': 'Type a number and press Enter, or pick a contact, to write a message.',
  'chats.composer.blocked.disconnected': 'Messages can be sent again once the connection is back.',
  // issue 24 item 3: while the connection is down a text waits; a picture needs the server to upload.
  'chats.composer.waits': 'No connection: messages wait and are sent when it is back. Images need the connection.',
  'chats.composer.blocked.loading': 'Loading the conversation…',
  'chats.composer.blocked.failed': 'The conversation could not be loaded.',
  'chats.composer.blocked.busy': 'Please wait…',
  // spec 1 §4 Connection, §8 'Connection down, reconnecting': the standing notice while the socket is down.
  // Its cause is said (docs/pwa.md 'Offline or the server out of reach'): 'offline' only when the
  // browser has no network; with one, the server cannot be reached and socket.io keeps retrying.
  'chats.connection.offline': 'You are offline. The app reconnects when your network is back.',
  'chats.connection.unreachable': 'The server cannot be reached right now. Retrying…',

  // Attachments (spec 1 §5, §8).
  'chats.attachment.uploadFailed': 'Upload failed. Please try again.',
  'chats.attachment.tooLarge': 'The image is too large, please select a smaller one.',

  // Chat dialogs (spec 1 §2, §8).
  'chats.deleteConversation.title': 'Delete conversation',
  'chats.deleteConversation.text': 'Delete all messages with {name}? This cannot be undone.',
  'chats.deleteConversation.confirm': 'Delete',
  'chats.tollFree.title': 'Toll-free registration required',
  'chats.noNumber.title': 'No number available',
  'chats.noNumber.text': 'You have no number to send messages from. Please contact {supportEmail} for help.',
  'chats.wrongRegion': 'Your number {ownNumber} cannot message numbers with country code +{otherTelCode}.',
};
