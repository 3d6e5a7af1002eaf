/**
 * The search over the chats (issue 22 item 5; the spec has no search, docs/chat-search.md): the
 * box, the results list and what is announced to screen readers.
 */
export const chatSearch = {
  'chatSearch.label': 'Search conversations and messages',
  'chatSearch.placeholder': 'Search',
  'chatSearch.clear': 'Clear search',
  'chatSearch.results': 'Search results',
  'chatSearch.searching': 'Searching…',
  // No cause is guessed: a refusal, the server away or offline (docs/pwa.md 'Offline or the server out of reach').
  'chatSearch.failed': 'Search failed. Please try again.',
  'chatSearch.retry': 'Try again',
  'chatSearch.count':
    '{count, plural, =0 {No results for “{query}”} one {# result for “{query}”} other {# results for “{query}”}}',
  /** More pages remain: the count is of the results shown so far. */
  'chatSearch.countMore': '{count}+ results for “{query}”',
  'chatSearch.more': 'More results',
  'chatSearch.loadingMore': 'Loading more results…',
  'chatSearch.moreFailed': 'More results could not be loaded.',
  /** Before a voicemail's transcript that matched (the message itself has no text). */
  'chatSearch.transcript': 'Voicemail transcript',
  'chatSearch.conversation': 'Conversation',
  'chatSearch.matchedNumber': 'Number matches',
  'chatSearch.matchedName': 'Name matches',
  'chatSearch.hint': 'Use the arrow keys to move through the results, Enter to open one, Esc to clear.',
};
