/**
 * Writing many messages in ONE SQL statement (data-modifying CTEs; a statement is atomic): the
 * sends of a send batch (both copies and their charges, `sendBatch.ts`) and the messages of an
 * inbound batch (`inbound.ts`) — the cost of a write is its round trips and its commit, not its
 * rows. Its parts, in the order they run and lock:
 * - `reserve`/`clock`: each account's messaging clock (migrations/0003) reserves as many
 *   consecutive times as the batch writes rows for it, the first being max(now, last + 1) — as
 *   `inMessagingTransaction` hands out one at a time — so dates stay unique and increase in
 *   commit order within every account; clock rows are locked in account order;
 * - `charged`: each payer pays the sum of its rows if its balance covers it (spec 1 §5;
 *   decision: a balance never goes negative); a payer it does not cover writes nothing here;
 * - `media`, `stored`: the attachments, and every row whose payer paid or that has no payer;
 * - `conversation`: each conversation points at its newest message (reviving a deleted one);
 * - `ledger`: one entry per charged row with the balance after it.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { MessageType } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import type { MessageRow } from '../../db/schema.ts';
import { fromMinorUnits, toMinorUnits } from '../money.ts';
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

/** Writes the rows; answers each row's stored copy, or undefined when its payer's balance did not cover the batch. */
export async function writeMessageBatch(
  db: Database,
  now: Date,
  rows: readonly BatchRow[],
): Promise<(MessageRow | undefined)[]> {
  const nowMs = now.getTime();
  const counts = new Map<number, number>();
  const totals = new Map<number, bigint>();
  for (const row of rows) {
    if (row.payer !== null && row.direction === 'out')
      totals.set(row.payer, (totals.get(row.payer) ?? 0n) + toMinorUnits(row.price));
  }
  // What each charged row leaves above its payer's final balance: the prices of its later rows.
  const later = new Map(totals);
  const planned: SQL[] = [];
  const mediaFiles: SQL[] = [];
  rows.forEach((row, ord) => {
    // Its place among the batch's rows of its account: its date is the account's first time + seq.
    const seq = counts.get(row.accountId) ?? 0;
    counts.set(row.accountId, seq + 1);
    const charged = row.payer !== null && row.direction === 'out';
    if (charged) later.set(row.accountId, (later.get(row.accountId) ?? 0n) - toMinorUnits(row.price));
    const balanceAbove = charged ? fromMinorUnits(later.get(row.accountId) ?? 0n) : '0';
    const file = row.mediaFile;
    if (file) {
      mediaFiles.push(
        sql`(${file.token}::text, ${file.accountId}::bigint, ${file.contentType}::text, ${file.fileName}::text, ${file.bytes.byteLength}::integer, ${Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)}::bytea)`,
      );
    }
    planned.push(
      sql`(${ord}::integer, ${row.accountId}::bigint, ${row.payer}::bigint, ${row.own.fullNumber}::text, ${row.own.telCode}::text, ${row.other.fullNumber}::text, ${row.other.telCode}::text, ${row.smsId}::text, ${row.direction}::text, ${row.type}::text, ${row.text}::text, ${row.media}::text, ${row.highlightTarget ?? ''}::text, ${row.highlightText ?? ''}::text, ${row.transcript ?? null}::text, ${row.price}::numeric, ${row.carrierPending}::boolean, ${seq}::integer, ${balanceAbove}::numeric)`,
    );
  });

  const reserve = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([accountId, count]) => sql`(${accountId}::bigint, ${count}::integer)`);
  const cost =
    totals.size > 0
      ? sql`VALUES ${sql.join(
          [...totals].map(([accountId, total]) => sql`(${accountId}::bigint, ${fromMinorUnits(total)}::numeric)`),
          sql`, `,
        )}`
      : sql`SELECT NULL::bigint, NULL::numeric WHERE false`;
  const mediaPart = mediaFiles.length
    ? sql`, media AS (
        INSERT INTO media_files (token, account_id, content_type, file_name, size, bytes, created_at)
        SELECT token, account_id, content_type, file_name, size, bytes, ${now}::timestamptz
        FROM (VALUES ${sql.join(mediaFiles, sql`, `)}) AS file (token, account_id, content_type, file_name, size, bytes)
      )`
    : sql``;

  // Both drivers (node-postgres, PGlite) answer `{ rows }`; the generic database type does not say so.
  const result = (await db.execute(sql`
    WITH reserve (account_id, count) AS (VALUES ${sql.join(reserve, sql`, `)}),
    clock AS (
      INSERT INTO messaging_clocks (account_id, last_tick)
      SELECT account_id, ${nowMs}::bigint + count - 1 FROM reserve ORDER BY account_id
      ON CONFLICT (account_id) DO UPDATE
        SET last_tick = GREATEST(excluded.last_tick, messaging_clocks.last_tick + excluded.last_tick - ${nowMs}::bigint + 1)
      RETURNING account_id, last_tick
    ),
    cost (account_id, total) AS (${cost}),
    charged AS (
      UPDATE accounts SET balance = accounts.balance - cost.total
      FROM cost
      -- Reading clock makes it run first: clock rows are locked before balances, as everywhere.
      WHERE accounts.id = cost.account_id AND accounts.balance >= cost.total
        AND (SELECT count(*) FROM clock) > 0
      RETURNING accounts.id, accounts.balance
    ),
    planned (ord, account_id, payer, own_full_number, own_tel_code, other_full_number, other_tel_code, sms_id,
             direction, type, text, media, highlight_target, highlight_text, transcript, price, carrier_pending,
             seq, balance_above)
      AS (VALUES ${sql.join(planned, sql`, `)})
    ${mediaPart},
    stored AS (
      INSERT INTO messages (account_id, own_full_number, other_full_number, sms_id, date, direction, type, text,
                            media, highlight_target, highlight_text, transcript, price, carrier_pending, created_at)
      SELECT p.account_id, p.own_full_number, p.other_full_number, p.sms_id,
             clock.last_tick - reserve.count + 1 + p.seq, p.direction, p.type, p.text, p.media,
             p.highlight_target, p.highlight_text, p.transcript, p.price, p.carrier_pending, ${now}::timestamptz
      FROM planned p
      JOIN clock ON clock.account_id = p.account_id
      JOIN reserve ON reserve.account_id = p.account_id
      WHERE p.payer IS NULL OR p.payer IN (SELECT id FROM charged)
      ORDER BY p.ord
      RETURNING id, account_id, sms_id, date
    ),
    numbered AS (
      SELECT p.*, stored.id, stored.date FROM stored
      JOIN planned p ON p.account_id = stored.account_id AND p.sms_id = stored.sms_id
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
             charged.balance + n.balance_above, n.id, ${now}::timestamptz
      FROM numbered n JOIN charged ON charged.id = n.account_id
      WHERE n.direction = 'out' AND n.payer IS NOT NULL
    )
    SELECT ord, id::float8 AS id, date::float8 AS date FROM numbered
  `)) as unknown as { rows: { ord: number; id: number; date: number }[] };

  const stored = new Map(result.rows.map((row) => [Number(row.ord), { id: Number(row.id), date: Number(row.date) }]));
  return rows.map((row, ord): MessageRow | undefined => {
    const written = stored.get(ord);
    if (!written) return undefined;
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
      price: row.price,
      deletedAt: null,
      createdAt: now,
      carrierPending: row.carrierPending,
    };
  });
}
