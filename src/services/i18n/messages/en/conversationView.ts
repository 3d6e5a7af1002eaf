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
};
