/**
 * Searching the chats (issue 22 item 5; the spec has no search — Google Voice and Quo do): one
 * call finds the caller's conversations by the other party's contact name or number, and their
 * messages by text or, for a voicemail, by the words of its transcript. Decisions are marked "decision" and collected in docs/chat-search.md.
 *
 * decision: matching is a case-insensitive substring match (`ILIKE '%query%'`), served on the
 * server by a trigram index (pg_trgm) for queries of 3 characters or more. Full-text search was
 * not taken: its parsers split no Chinese text into words, so '下午见' would never match. A query
 * of 1 or 2 characters — a single Chinese word is often that short — is matched the same way but
 * cannot use the trigram index: it scans only the caller's own live messages (an index on the
 * account), which bounds its cost by one account's history.
 */
import { z } from 'zod/mini';
import { defineEndpoint } from './defineEndpoint.ts';
import { ChatParties, MessageDirection, MessageType, TimeMs } from './messaging.ts';
import { rowsOf } from './rows.ts';
import { freeText } from './text.ts';

export const SEARCH_LIMITS = {
  /** decision: the longest query (a search box, not a document). */
  queryMax: 100,
  /** decision: message hits per page (the results list pages on with 'More results'). */
  pageSize: 30,
  /** decision: the largest page one call answers. */
  pageSizeMax: 100,
  /** decision: conversation hits come with the first page only, at most this many. */
  conversationsMax: 20,
  /** pg_trgm's trigrams: shorter queries are matched without the trigram index (see above). */
  trigramMinChars: 3,
} as const;

const PageSize = z.pipe(
  z.pipe(
    z.union([z.int(), z.string().check(z.trim(), z.regex(/^\d{1,6}$/, 'must be a whole number'))]),
    z.transform(Number),
  ),
  z.int().check(z.gte(1), z.lte(SEARCH_LIMITS.pageSizeMax)),
);

export const SearchChatsRequest = z.object({
  /** What was typed: trimmed, 1 to 100 characters. */
  query: freeText(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'type something to search'),
        z.maxLength(SEARCH_LIMITS.queryMax, `at most ${SEARCH_LIMITS.queryMax} characters`),
      ),
  ),
  pageSize: z._default(PageSize, SEARCH_LIMITS.pageSize),
  /** Only messages older than this (the previous page's `nextBefore`); absent: the first page. */
  before: z.optional(TimeMs),
});
export type SearchChatsRequest = z.input<typeof SearchChatsRequest>;

/** A conversation whose other party matched, by its contact's name or by its number. */
export const ChatSearchConversation = z.extend(ChatParties, {
  /** The contact's name in the caller's address book, '' when the number is no contact. */
  contactName: z.string(),
  matchedBy: z.enum(['name', 'number']),
  /** The conversation's newest message (the order of the hits: newest first). */
  date: z.int(),
});
export type ChatSearchConversation = z.infer<typeof ChatSearchConversation>;

/** A live message whose text, or whose voicemail transcript, matched. */
export const ChatSearchMessage = z.extend(ChatParties, {
  smsId: z.string(),
  date: z.int(),
  direction: MessageDirection,
  type: MessageType,
  text: z.string(),
  /**
   * A voicemail's transcript when that is what matched and its text did not (the transcript the
   * person had made, else the carrier's); '' otherwise. The results show and mark it instead.
   */
  transcript: z.string(),
  /** The other party's contact name, '' when none. */
  contactName: z.string(),
});
export type ChatSearchMessage = z.infer<typeof ChatSearchMessage>;

/** Read row by row like every list (issue 22 item 1): a hit the client cannot read is skipped, not the answer. */
export const ChatSearchAnswer = z.object({
  /** Only on the first page (no `before`): newest conversation first. */
  conversations: rowsOf('searchChats conversations', ChatSearchConversation),
  /** Newest first. */
  messages: rowsOf('searchChats messages', ChatSearchMessage),
  /** The `before` of the next page of messages, or null when there is none. */
  nextBefore: z.nullable(z.int()),
});
export type ChatSearchAnswer = z.infer<typeof ChatSearchAnswer>;

/** decision: the chats' search, a group of its own: the client loads it with the first search, not with the chats tab. */
export const searchEndpoints = {
  searchChats: defineEndpoint({
    description:
      "Finds the caller's conversations by contact name or number and their messages by text or voicemail transcript (case-insensitive, any language), newest first, paged.",
    method: 'GET',
    path: '/searchChats',
    auth: true,
    input: SearchChatsRequest,
    output: ChatSearchAnswer,
  }),
} as const;
