/**
 * The pure chat rules (spec 1 §2–§5, §9): no I/O, no timers; time comes in as `now`.
 * `tollFree.ts` is deliberately not re-exported: it carries libphonenumber's full metadata and
 * is loaded with `import('…/chats/tollFree.ts')` by whoever checks a send.
 */
export { unreadLabel } from '../brand/pageTitle.ts';
export { type ChatListPreview, chatListPreview } from './chatListPreview.ts';
export {
  conversationKey,
  conversationKeyOf,
  parseConversationKey,
} from './conversationKey.ts';
export {
  appendMessages,
  mergeChatList,
  mergeMessages,
  removeConversation,
  removedByTombstones,
  removeMessage,
  replaceNewestPage,
  replaceWithFirstPage,
} from './merge.ts';
export {
  HIGHLIGHT_DELIMITER,
  type Highlight,
  type LinkDestination,
  messageSegments,
  parseHighlights,
  parseHighlightTarget,
  type TextSegment,
} from './messageText.ts';
export {
  CHAT_HISTORY_MONTHS,
  formatYearMonth,
  monthChanged,
  monthMarker,
  monthsBetween,
  recentMonths,
  retentionCutoff,
  type YearMonth,
  yearMonthOf,
} from './months.ts';
export { isNanpTollFree, NANP_TOLL_FREE_AREA_CODES } from './nanpTollFree.ts';
export { type NewChatTarget, newChatTarget, type OwnNumberLike, senderFor } from './newChat.ts';
export {
  bareTelCode,
  COUNTRY_CODE_MAX_LENGTH,
  cleanRecipientNumber,
  RECIPIENT_MAX_LENGTH,
  RECIPIENT_MIN_DIGITS,
  recipientNumber,
  truncateCountryCode,
} from './recipientNumber.ts';
export {
  REFETCH_CONVERSATIONS,
  type RefetchEntry,
  refetchMonths,
  refetchPlan,
  VERIFICATION_CODE_TYPES,
} from './refetchPlan.ts';
export { SENDER_COLOURS, senderColour, senderColourIndex } from './senderColour.ts';
export {
  chatListDateMessage,
  type DateMessage,
  type DateStyle,
  type DisplayItem,
  dateStyle,
  TIME_LABEL_GAP_MS,
  timeLabelMessage,
  withTimeLabels,
} from './timeLabels.ts';
export {
  type ChatListItemLike,
  type ChatTombstoneLike,
  MESSAGE_STATUS,
  MESSAGE_TYPES,
  type MessageLike,
  type MessageType,
} from './types.ts';
export { isWrongRegion } from './wrongRegion.ts';
