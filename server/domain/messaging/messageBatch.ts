/**
 * Writing many messages in ONE SQL statement (data-modifying CTEs; a statement is atomic): the
 * messages of an inbound batch (`inbound.ts`), the sends of a checked send batch
 * (`sendBatch.ts`) and — with its own head that reads and checks the sends — an SMS batch
 * (`sendStatement.ts`). The cost of a write is its round trips and its commit, not its rows.
 *
 * The statements have fixed text (the rows come as arrays, `unnest`), so each is parsed and
 * planned once per connection (`runNamed`). A head produces `planned`, one row per message; the
 * shared tail (`MESSAGE_WRITES`) writes them. Its parts, in the order they run and lock:
 * - `reserve`/`clock`: each account's messaging clock (migrations/0003) reserves as many
 *   consecutive times as the batch writes rows for it, the first being max(now, last + 1) — as
 *   `inMessagingTransaction` hands out one at a time — so dates stay unique and increase in
 *   commit order within every account; clock rows are locked in account order;
 * - `charged`: each payer pays the sum of its rows if its balance covers it (spec 1 §5;
 *   decision: a balance never goes negative); a payer it does not cover writes nothing here;
 * - `stored`: every row whose payer paid or that has no payer, dated in `ord` order within its
 *   account;
 * - `conversation`: each conversation points at its newest message (reviving a deleted one);
 * - `ledger`: one entry per charged row with the balance after it.
 * Parameters $1 and $2 of every such statement are the time: ms since the epoch, and as a
 * timestamp. Its plan is cached per connection (a generic one, possibly made on a fresh database):
 * the only table it reads is `accounts`, by key; the inserts find their conflicts through unique
 * indexes. Keep it that way (docs/messaging.md, "The hot statements' plans").
 */
import type { MessageType } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { type NamedStatement, runNamed } from '../../db/prepared.ts';
import type { MessageRow } from '../../db/schema.ts';
import type { SplitNumber } from './phoneNumbers.ts';

/** A stored file to write with the batch (its row's `media` is `/media/<token>`). */
export interface BatchMediaFile {
  token: string;
  accountId: number;
  contentType: string;
  fileName: string;
  bytes: Uint8Array;
}

/** One message to write; its id and date come from the database. */
export interface BatchRow {
  accountId: number;
  /** Who pays for this row (a send's two copies name the sender): stored only if that one paid. Null: stored anyway. */
  payer: number | null;
  own: SplitNumber;
  other: SplitNumber;
  smsId: string;
  direction: 'in' | 'out';
  type: MessageType;
  text: string;
  media: string;
  mediaFile?: BatchMediaFile;
  highlightTarget?: string;
  highlightText?: string;
  transcript?: string | null;
  /** Decimal string charged for this row ('0' for none). */
  price: string;
  carrierPending: boolean;
}

/**
 * The writes of the rows of `planned` (ord, account_id, payer, own_full_number, own_tel_code,
 * other_full_number, other_tel_code, sms_id, direction, type, text, media, highlight_target,
 * highlight_text, transcript, price, carrier_pending); answers `ord, id, date, account_id` of
 * every stored row. A row's charge is `price` when it is outbound and has a payer (its own
 * account).
 */
export const MESSAGE_WRITES = `
    reserve AS (
      SELECT account_id, count(*)::integer AS count FROM planned GROUP BY account_id
    ),
    clock AS (
      INSERT INTO messaging_clocks (account_id, last_tick)
      SELECT account_id, $1::bigint + count - 1 FROM reserve ORDER BY account_id
      ON CONFLICT (account_id) DO UPDATE
        SET last_tick = GREATEST(excluded.last_tick, messaging_clocks.last_tick + excluded.last_tick - $1::bigint + 1)
      RETURNING account_id, last_tick
    ),
    cost AS (
      SELECT account_id, sum(price) AS total FROM planned
      WHERE direction = 'out' AND payer IS NOT NULL GROUP BY account_id
    ),
    charged AS (
      UPDATE accounts SET balance = accounts.balance - cost.total
      FROM cost
      -- Reading clock makes it run first: clock rows are locked before balances, as everywhere.
      WHERE accounts.id = cost.account_id AND accounts.balance >= cost.total
        AND (SELECT count(*) FROM clock) > 0
      RETURNING accounts.id, accounts.balance
    ),
    sequenced AS (
      -- seq: the row's place among the batch's rows of its account (its date is the first time + seq);
      -- balance_above: what the account's later charged rows of the batch cost (the balance after
      -- this row is the final balance plus that).
      SELECT p.*,
             row_number() OVER (PARTITION BY p.account_id ORDER BY p.ord) - 1 AS seq,
             coalesce(sum(p.price) FILTER (WHERE p.direction = 'out' AND p.payer IS NOT NULL)
               OVER (PARTITION BY p.account_id ORDER BY p.ord ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0)
               AS balance_above
      FROM planned p
    ),
    stored AS (
      INSERT INTO messages (account_id, own_full_number, other_full_number, sms_id, date, direction, type, text,
                            media, highlight_target, highlight_text, transcript, price, carrier_pending, created_at)
      SELECT p.account_id, p.own_full_number, p.other_full_number, p.sms_id,
             clock.last_tick - reserve.count + 1 + p.seq, p.direction, p.type, p.text, p.media,
             p.highlight_target, p.highlight_text, p.transcript, p.price, p.carrier_pending, $2::timestamptz
      FROM sequenced p
      JOIN clock ON clock.account_id = p.account_id
      JOIN reserve ON reserve.account_id = p.account_id
      WHERE p.payer IS NULL OR p.payer IN (SELECT id FROM charged)
      ORDER BY p.ord
      RETURNING id, account_id, sms_id, date
    ),
    numbered AS (
      SELECT p.*, stored.id, stored.date FROM stored
      JOIN sequenced p ON p.account_id = stored.account_id AND p.sms_id = stored.sms_id
    ),
    conversation AS (
      INSERT INTO conversations (account_id, own_full_number, own_tel_code, other_full_number, other_tel_code,
                                 last_message_id, changed_at)
      SELECT DISTINCT ON (account_id, own_full_number, other_full_number)
             account_id, own_full_number, own_tel_code, other_full_number, other_tel_code, id, date
      FROM numbered
      ORDER BY account_id, own_full_number, other_full_number, date DESC
      ON CONFLICT (account_id, own_full_number, other_full_number) DO UPDATE
        SET last_message_id = excluded.last_message_id, changed_at = excluded.changed_at, deleted = false
    ),
    ledger AS (
      INSERT INTO ledger_entries (account_id, kind, amount, balance_after, message_id, created_at)
      SELECT n.account_id, CASE WHEN n.type = 'mms' THEN 'mms' ELSE 'sms' END, -n.price,
             charged.balance + n.balance_above, n.id, $2::timestamptz
      FROM numbered n JOIN charged ON charged.id = n.account_id
      WHERE n.direction = 'out' AND n.payer IS NOT NULL
    )
    SELECT ord, id::float8 AS id, date::float8 AS date, account_id::float8 AS account_id FROM numbered`;

/** A stored row of a batch, by its `ord`. */
export interface WrittenRow {
  ord: number;
  id: number;
  date: number;
  accountId: number;
}

/** Runs a statement of `MESSAGE_WRITES` at `now` ($1, $2) with the head's parameters after them. */
export async function runMessageWrites(
  db: Database,
  statement: NamedStatement,
  now: Date,
  values: readonly unknown[],
): Promise<Map<number, WrittenRow>> {
  const rows = await runNamed<{ ord: number; id: number; date: number; account_id: number }>(db, statement, [
    now.getTime(),
    now.toISOString(),
    ...values,
  ]);
  return new Map(rows.map((row) => [row.ord, { ord: row.ord, id: row.id, date: row.date, accountId: row.account_id }]));
}

const WRITE_MESSAGE_BATCH: NamedStatement = {
  name: 'write_message_batch',
  text: `
    WITH planned AS (
      SELECT * FROM unnest($3::integer[], $4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[],
                           $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[],
                           $17::text[], $18::numeric[], $19::boolean[])
        AS row (ord, account_id, payer, own_full_number, own_tel_code, other_full_number, other_tel_code, sms_id,
                direction, type, text, media, highlight_target, highlight_text, transcript, price, carrier_pending)
    ),
    media AS (
      INSERT INTO media_files (token, account_id, content_type, file_name, size, bytes, created_at)
      SELECT token, account_id, content_type, file_name, octet_length(bytes), bytes, $2::timestamptz
      FROM unnest($20::text[], $21::bigint[], $22::text[], $23::text[], $24::bytea[])
        AS file (token, account_id, content_type, file_name, bytes)
    ),
    ${MESSAGE_WRITES}`,
};

/** Writes the rows; answers each row's stored copy, or undefined when its payer's balance did not cover the batch. */
export async function writeMessageBatch(
  db: Database,
  now: Date,
  rows: readonly BatchRow[],
): Promise<(MessageRow | undefined)[]> {
  const files = rows.flatMap((row) => row.mediaFile ?? []);
  const written = await runMessageWrites(db, WRITE_MESSAGE_BATCH, now, [
    rows.map((_, ord) => ord),
    rows.map((row) => row.accountId),
    rows.map((row) => row.payer),
    rows.map((row) => row.own.fullNumber),
    rows.map((row) => row.own.telCode),
    rows.map((row) => row.other.fullNumber),
    rows.map((row) => row.other.telCode),
    rows.map((row) => row.smsId),
    rows.map((row) => row.direction),
    rows.map((row) => row.type),
    rows.map((row) => row.text),
    rows.map((row) => row.media),
    rows.map((row) => row.highlightTarget ?? ''),
    rows.map((row) => row.highlightText ?? ''),
    rows.map((row) => row.transcript ?? null),
    rows.map((row) => row.price),
    rows.map((row) => row.carrierPending),
    files.map((file) => file.token),
    files.map((file) => file.accountId),
    files.map((file) => file.contentType),
    files.map((file) => file.fileName),
    files.map((file) => Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)),
  ]);
  return rows.map((row, ord) => {
    const stored = written.get(ord);
    return stored && storedMessage(row, stored, now);
  });
}

/** The stored copy of a row, as the database now holds it. */
export function storedMessage(row: BatchRow, written: WrittenRow, now: Date): MessageRow {
  return {
    id: written.id,
    accountId: row.accountId,
    ownFullNumber: row.own.fullNumber,
    otherFullNumber: row.other.fullNumber,
    smsId: row.smsId,
    date: written.date,
    direction: row.direction,
    type: row.type,
    text: row.text,
    media: row.media,
    status: 0,
    highlightTarget: row.highlightTarget ?? '',
    highlightText: row.highlightText ?? '',
    transcript: row.transcript ?? null,
    // Made only on request, later (speechToText).
    stt: null,
    price: row.price,
    deletedAt: null,
    createdAt: now,
    carrierPending: row.carrierPending,
  };
}
