/** The conversation body's own labels (message list, bubbles, media, transcription, composer): owned by the conversation views. */
export const conversationView = {
  'conversationView.list': 'Messages',
  'conversationView.loading': 'Loading messages…',
  'conversationView.loadFailed': 'The messages could not be loaded.',
  'conversationView.retry': 'Try again',
  'conversationView.message.attachment': 'Attachment',
  'conversationView.media.open': 'Open attachment',
  'conversationView.transcription.go': 'Start',
  'conversationView.transcription.cancel': 'Cancel',
  'conversationView.transcription.noMatch': 'No language matches',
  'conversationView.emoji.loading': 'Loading emoji…',
  'conversationView.emoji.failed': 'The emoji could not be loaded. Please try again.',
  // What a message will cost, under the composer (issue 11 item 8).
  'conversationView.cost.label': 'What this message costs',
  'conversationView.cost.segments': '{count, plural, =0 {No SMS yet} one {1 SMS} other {# SMS}}',
  'conversationView.cost.encoding.gsm7': 'standard characters',
  'conversationView.cost.encoding.ucs2': 'Unicode',
  'conversationView.cost.remaining': '{remaining} left',
  'conversationView.cost.price': 'costs {price}',
  'conversationView.cost.notSold': 'cannot be sent to this number',
  'conversationView.cost.short': 'Your balance does not cover this message.',
};
