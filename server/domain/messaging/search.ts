/**
 * Searching an account's chats (issue 22 item 5, docs/chat-search.md): its live conversations by
 * the other party's contact name or number, its live messages by text or by the words of a
 * voicemail's transcript. Every row read is the caller's (`account_id`); an account belongs to one
 * brand, so the brand is the caller's too.
 *
 * Text is matched as a case-insensitive substring (`ILIKE '%query%'`, the query's own `%`, `_` and
 * `\` taken literally). For 3 characters or more PostgreSQL answers it from the trigram index of
 * migration 0028 (pg_trgm works on characters, so Chinese text is found as well as English); a
 * 1–2 character query has no trigram and is answered from the account's own live messages.
 */
import { and, desc, eq, isNotNull, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type {
  ChatSearchAnswer,
  ChatSearchConversation,
  ChatSearchMessage,
} from '../../../src/services/api/contract/index.ts';
import { SEARCH_LIMITS } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { addressBookContacts, conversations, messages } from '../../db/schema.ts';

/**
 * What a message is found by: its text and a voicemail's two transcripts (the carrier's, the one
 * speechToText made), a line break between them so no match spans two (a query has no control
 * characters). Written out as migration 0028's index has it, so the planner can use that index.
 */
const SEARCHED_TEXT = sql.raw(
  `("messages"."text" || E'\\n' || coalesce("messages"."transcript", '') || E'\\n' || coalesce("messages"."stt", ''))`,
);

export interface ChatSearchRequest {
  query: string;
  pageSize: number;
  before?: number;
}

/** The query as an ILIKE pattern that matches it anywhere, its wildcard characters taken literally. */
export function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The digits of a query that reads as a phone number ('+1 (202) 555', '2025'), else null: a
 * number is searched by its digits, whatever way it was typed.
 */
export function numberQueryDigits(query: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(query)) return null;
  const digits = query.replace(/\D/g, '');
  return digits === '' ? null : digits;
}

/**
 * The caller's live contacts' numbers (full, without '+') with the name of the first contact
 * holding each: one pass over the account's address book, joined by hash to the rows searched —
 * not a probe of the whole book per conversation.
 */
function contactNumbersOf(db: Database, accountId: number) {
  return db.$with('contact_numbers').as(
    db
      .select({
        fullNumber: sql<string>`substr(p.phone, 2)`.as('contact_full_number'),
        name: sql<string>`(array_agg(${addressBookContacts.name} order by ${addressBookContacts.id}))[1]`.as(
          'contact_name',
        ),
      })
      .from(
        sql`${addressBookContacts} cross join lateral jsonb_to_recordset(${addressBookContacts.phoneList}) as p(phone text)`,
      )
      .where(and(eq(addressBookContacts.accountId, accountId), not(addressBookContacts.deleted)))
      .groupBy(sql`substr(p.phone, 2)`),
  );
}

function parties(row: { ownFullNumber: string; ownTelCode: string; otherFullNumber: string; otherTelCode: string }) {
  return {
    ownFullNumber: row.ownFullNumber,
    ownTelCode: row.ownTelCode,
    ownNumber: row.ownFullNumber.slice(row.ownTelCode.length),
    otherFullNumber: row.otherFullNumber,
    otherTelCode: row.otherTelCode,
    otherNumber: row.otherFullNumber.slice(row.otherTelCode.length),
  };
}

export async function searchChats(
  db: Database,
  accountId: number,
  request: ChatSearchRequest,
): Promise<ChatSearchAnswer> {
  const pattern = containsPattern(request.query);
  const [conversationHits, messagePage] = await Promise.all([
    // decision: conversations are hits of the first page only (a person refines a query that names too many).
    request.before === undefined ? searchConversations(db, accountId, request.query, pattern) : Promise.resolve([]),
    searchMessages(db, accountId, pattern, request),
  ]);
  return { conversations: conversationHits, ...messagePage };
}

async function searchConversations(
  db: Database,
  accountId: number,
  query: string,
  pattern: string,
): Promise<ChatSearchConversation[]> {
  const contacts = contactNumbersOf(db, accountId);
  const contactName = sql<string>`coalesce(${contacts.name}, '')`;
  const digits = numberQueryDigits(query);
  const numberMatch = digits === null ? sql`false` : sql`${conversations.otherFullNumber} like ${`%${digits}%`}`;
  const rows = await db
    .with(contacts)
    .select({
      ownFullNumber: conversations.ownFullNumber,
      ownTelCode: conversations.ownTelCode,
      otherFullNumber: conversations.otherFullNumber,
      otherTelCode: conversations.otherTelCode,
      date: messages.date,
      contactName,
      byNumber: sql<boolean>`${numberMatch}`,
    })
    .from(conversations)
    .innerJoin(messages, eq(messages.id, conversations.lastMessageId))
    .leftJoin(contacts, eq(contacts.fullNumber, conversations.otherFullNumber))
    .where(
      and(
        eq(conversations.accountId, accountId),
        not(conversations.deleted),
        isNotNull(conversations.lastMessageId),
        or(numberMatch, sql`${contactName} ilike ${pattern}`),
      ),
    )
    .orderBy(desc(messages.date))
    .limit(SEARCH_LIMITS.conversationsMax);
  return rows.map((row) => ({
    ...parties(row),
    contactName: row.contactName,
    matchedBy: row.byNumber ? 'number' : 'name',
    date: row.date,
  }));
}

async function searchMessages(
  db: Database,
  accountId: number,
  pattern: string,
  request: ChatSearchRequest,
): Promise<{ messages: ChatSearchMessage[]; nextBefore: number | null }> {
  const conditions: SQL[] = [
    eq(messages.accountId, accountId),
    isNull(messages.deletedAt),
    sql`${SEARCHED_TEXT} ilike ${pattern}`,
  ];
  if (request.before !== undefined) conditions.push(lt(messages.date, request.before));
  const contacts = contactNumbersOf(db, accountId);
  // One row beyond the page tells whether there is a next one.
  const rows = await db
    .with(contacts)
    .select({
      ownFullNumber: messages.ownFullNumber,
      ownTelCode: conversations.ownTelCode,
      otherFullNumber: messages.otherFullNumber,
      otherTelCode: conversations.otherTelCode,
      smsId: messages.smsId,
      date: messages.date,
      direction: messages.direction,
      type: messages.type,
      text: messages.text,
      // The transcript to show when it, not the text, matched: the one the person had made first.
      transcript: sql<string>`case when ${messages.text} ilike ${pattern} then ''
        when ${messages.stt} ilike ${pattern} then ${messages.stt}
        when ${messages.transcript} ilike ${pattern} then ${messages.transcript} else '' end`,
      contactName: sql<string>`coalesce(${contacts.name}, '')`,
    })
    .from(messages)
    .innerJoin(
      conversations,
      and(
        eq(conversations.accountId, messages.accountId),
        eq(conversations.ownFullNumber, messages.ownFullNumber),
        eq(conversations.otherFullNumber, messages.otherFullNumber),
      ),
    )
    .leftJoin(contacts, eq(contacts.fullNumber, messages.otherFullNumber))
    .where(and(...conditions))
    .orderBy(desc(messages.date))
    .limit(request.pageSize + 1);
  const page = rows.slice(0, request.pageSize);
  const last = page.at(-1);
  return {
    messages: page.map((row) => ({
      ...parties(row),
      smsId: row.smsId,
      date: row.date,
      direction: row.direction,
      type: row.type,
      text: row.text,
      transcript: row.transcript,
      contactName: row.contactName,
    })),
    nextBefore: rows.length > request.pageSize && last ? last.date : null,
  };
}
