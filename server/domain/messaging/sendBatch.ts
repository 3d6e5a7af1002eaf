/**
 * Writing a batch of sends (docs/messaging.md). For every send of the batch, the sender's copy,
 * its charge with the ledger entry and — on-net — the recipient's copy are written by ONE SQL
 * statement (data-modifying CTEs; a statement is atomic): they commit together or not at all, so
 * no crash leaves the sender charged and the recipient without the message. An off-net send
 * stores its copy with `carrier_pending` (the outbox row, migrations/0004) and is handed to the
 * carrier after the commit.
 *
 * The cost of a write is its round trips and its commit, not its rows: a batch of any size takes
 * three reads (sessions, earlier sends by smsId, numbers; concurrent on PostgreSQL) and one write.
 * The write takes the messaging clocks first, sorted by account (as every messaging transaction
 * takes its account's clock first), then the balances; a deadlock, or a twin send committed by
 * another process meanwhile (unique smsId), runs the batch again, which then sees the twin.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import {
  fullNumberDigits,
  type LanguageCode,
  MEDIA_PATH_PREFIX,
  type Platform,
  type SentMessage,
} from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { type MessageRow, messages, type VirtualNumberRow, virtualNumbers } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { fromMinorUnits, toMinorUnits } from '../money.ts';
import { deadSessions } from '../sessions.ts';
import { type Attachment, type CheckedAttachment, checkAttachment } from './media.ts';
import { type NumberFacts, numberFacts, type SplitNumber } from './phoneNumbers.ts';
import { priceOf } from './pricing.ts';
import { MESSAGING_TEXTS } from './texts.ts';
import { asConversationSide } from './virtualNumbers.ts';

export interface Sender {
  accountId: number;
  platform: Platform;
  /** The language of the failure text in a failure echo. */
  lang: LanguageCode;
  /** The session the send came through; re-checked with every send (an open socket's may have died since). */
  sessionId?: number;
}

export type OutboundRequest =
  | { kind: 'sms'; fromNumber: string; toNumber: string; smsId: string; text: string }
  | { kind: 'mms'; fromNumber: string; toNumber: string; smsId: string; text: string; attachment: Attachment };

/** A send whose recipient was already read (spec 1 §5: a valid, non-toll-free number). */
export interface SendJob {
  sender: Sender;
  request: OutboundRequest;
  recipient: NumberFacts;
}

export type SendOutcome =
  /** Refused; nothing was stored. */
  | { kind: 'refused'; failure: Failure }
  /** The smsId was stored by an earlier send: its answer (its carrier delivery may still be owed). */
  | { kind: 'replayed'; answer: SentMessage | Failure; message: MessageRow }
  /** Stored now: the sender's copy and, on-net, the recipient's. */
  | { kind: 'stored'; message: MessageRow; received?: MessageRow };

/** A deadlock, a serialization failure or a twin's unique smsId: the batch is simply run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001', '23505']);
const MAX_ATTEMPTS = 5;

/**
 * The reads and checks of a batch, done before its write (and, in the group commit, while the
 * previous batch is being written): what is already decided, and the sends left to write.
 */
export interface PreparedBatch {
  jobs: readonly SendJob[];
  decided: (SendOutcome | undefined)[];
  accepted: Accepted[];
}

/** Reads, checks and writes the batch; conflicts retry it whole. */
export async function writeSendBatch(db: Database, clock: Clock, jobs: readonly SendJob[]): Promise<SendOutcome[]> {
  return commitSendBatch(db, clock, await prepareSendBatch(db, clock, jobs));
}

/**
 * Writes a prepared batch. A conflict (deadlock, a twin smsId committed by another process since
 * the reads) prepares and writes it again, up to MAX_ATTEMPTS times.
 */
export async function commitSendBatch(db: Database, clock: Clock, prepared: PreparedBatch): Promise<SendOutcome[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writePrepared(
        db,
        clock,
        attempt === 1 ? prepared : await prepareSendBatch(db, clock, prepared.jobs),
      );
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

async function writePrepared(db: Database, clock: Clock, prepared: PreparedBatch): Promise<SendOutcome[]> {
  const { jobs, accepted } = prepared;
  const outcomes: (SendOutcome | typeof UNPAID | undefined)[] = [...prepared.decided];
  if (accepted.length > 0) {
    const written = await writeAccepted(db, clock.now(), accepted);
    for (const send of accepted) outcomes[send.index] = written.get(send.index) ?? UNPAID;
  }
  // A sender whose balance did not cover all its sends of the batch: those sends again, one at a
  // time and in order, so each is charged or refused on its own (400001).
  if (jobs.length > 1) {
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome !== UNPAID) continue;
      const [alone] = await writeSendBatch(db, clock, [jobs[index] as SendJob]);
      outcomes[index] = alone;
    }
  }
  return outcomes.map(
    (outcome): SendOutcome =>
      outcome === UNPAID || outcome === undefined
        ? { kind: 'refused', failure: fail('insufficientBalance', MESSAGING_TEXTS.insufficientBalance) }
        : outcome,
  );
}

function isRetryable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
  }
  return false;
}

/** A send left unwritten because its sender's balance did not cover the batch. */
const UNPAID = Symbol('unpaid');

/** A send that passed every check and will be written. */
interface Accepted {
  index: number;
  job: SendJob;
  own: VirtualNumberRow;
  /** The recipient's number when it is on this server and brand (on-net). */
  owner: VirtualNumberRow | undefined;
  price: string;
  attachment: CheckedAttachment | undefined;
}

export async function prepareSendBatch(db: Database, clock: Clock, jobs: readonly SendJob[]): Promise<PreparedBatch> {
  const decided: (SendOutcome | undefined)[] = jobs.map(() => undefined);
  const sessionIds = [...new Set(jobs.flatMap((job) => job.sender.sessionId ?? []))];
  const [dead, earlier, numbers] = await Promise.all([
    // The sessions still live (an open socket's session may have been revoked or have expired).
    deadSessions(db, clock, sessionIds),
    earlierSends(db, jobs),
    numbersOf(db, jobs),
  ]);

  const accepted: Accepted[] = [];
  jobs.forEach((job, index) => {
    const sessionEnded = job.sender.sessionId === undefined ? undefined : dead.get(job.sender.sessionId);
    if (sessionEnded) {
      decided[index] = { kind: 'refused', failure: sessionEnded };
      return;
    }
    // A send already stored under its smsId answers as it did then (a retry never duplicates).
    const stored = earlier.get(rowKey(job.sender.accountId, job.request.smsId));
    if (stored) {
      decided[index] = { kind: 'replayed', answer: replayAnswer(stored, job), message: stored };
      return;
    }
    const checked = checkSend(job, numbers);
    if (isFailure(checked)) decided[index] = { kind: 'refused', failure: checked };
    else accepted.push({ index, job, ...checked });
  });
  return { jobs, decided, accepted };
}

const rowKey = (accountId: number, smsId: string) => `${accountId}:${smsId}`;

async function earlierSends(db: Database, jobs: readonly SendJob[]): Promise<Map<string, MessageRow>> {
  const pairs = jobs.map(({ sender, request }) => sql`(${sender.accountId}::bigint, ${request.smsId}::text)`);
  const rows = await db
    .select()
    .from(messages)
    .where(sql`(${messages.accountId}, ${messages.smsId}) IN (${sql.join(pairs, sql`, `)})`);
  return new Map(rows.map((row) => [rowKey(row.accountId, row.smsId), row]));
}

/** The answer a stored send gave; an smsId used for another message is bad input. */
function replayAnswer(earlier: MessageRow, job: SendJob): SentMessage | Failure {
  const sameSend =
    earlier.direction === 'out' &&
    earlier.type === job.request.kind &&
    earlier.ownFullNumber === fullNumberDigits(job.request.fromNumber) &&
    earlier.otherFullNumber === job.recipient.fullNumber;
  if (!sameSend) return fail('badRequest', MESSAGING_TEXTS.smsIdTaken);
  if (earlier.status === 2) return fail('serviceUnavailable', MESSAGING_TEXTS.unsendable);
  return { smsId: earlier.smsId, date: earlier.date, ...(earlier.media ? { media: earlier.media } : {}) };
}

const numberKey = (platform: string, fullNumber: string) => `${platform}:${fullNumber}`;

/** Every number the sends name (sender and recipient), on their brands, by `platform:fullNumber`. */
async function numbersOf(db: Database, jobs: readonly SendJob[]): Promise<Map<string, VirtualNumberRow>> {
  const wanted = new Map<string, SQL>();
  const want = (platform: string, fullNumber: string) =>
    wanted.set(numberKey(platform, fullNumber), sql`(${platform}::text, ${fullNumber}::text)`);
  for (const { sender, request, recipient } of jobs) {
    want(sender.platform, fullNumberDigits(request.fromNumber));
    want(sender.platform, recipient.fullNumber);
  }
  const rows = await db
    .select()
    .from(virtualNumbers)
    .where(
      sql`(${virtualNumbers.platform}, ${virtualNumbers.fullNumber}) IN (${sql.join([...wanted.values()], sql`, `)})`,
    );
  return new Map(rows.map((row) => [numberKey(row.platform, row.fullNumber), row]));
}

/** spec 1 §5: the sender owns `fromNumber`, the route has a price (spec 2 §9), an attachment fits. */
function checkSend(
  job: SendJob,
  numbers: ReadonlyMap<string, VirtualNumberRow>,
): Omit<Accepted, 'index' | 'job'> | Failure {
  const own = numbers.get(numberKey(job.sender.platform, fullNumberDigits(job.request.fromNumber)));
  if (!own || own.accountId !== job.sender.accountId) return fail('notAuthorized', MESSAGING_TEXTS.notYourNumber);
  if (own.status === 'suspended') return fail('notAuthorized', MESSAGING_TEXTS.numberSuspended);
  const price = priceOf(job.request.kind, numberFacts(own.fullNumber).region, job.recipient.region);
  if (isFailure(price)) return price;
  let attachment: CheckedAttachment | undefined;
  if (job.request.kind === 'mms') {
    const checked = checkAttachment(job.request.attachment, own.type);
    if (isFailure(checked)) return checked;
    attachment = checked;
  }
  const owner = numbers.get(numberKey(job.sender.platform, job.recipient.fullNumber));
  return { own, owner, price, attachment };
}

/** One row of the batch's messages, before the database gives it an id and a date. */
interface PlannedRow {
  send: Accepted;
  accountId: number;
  own: SplitNumber;
  other: SplitNumber;
  smsId: string;
  direction: 'in' | 'out';
  /** Its place among the batch's rows of its account (0, 1, …): its date is the account's first time + seq. */
  seq: number;
  media: string;
  /** Out copies: what was charged and the balance after it, as an offset from the account's final balance. */
  price: string;
  balanceAbove: string;
}

/**
 * The one statement. Its parts, in the order they run and lock:
 * - `reserve`/`clock`: each account's messaging clock (migrations/0003) reserves as many
 *   consecutive times as the batch writes rows for it, the first being max(now, last + 1) — as
 *   `inMessagingTransaction` hands out one at a time — so dates stay unique and increase in
 *   commit order within every account; clock rows are locked in account order;
 * - `charged`: each sender pays the sum of its sends if its balance covers it (spec 1 §5;
 *   decision: a balance never goes negative); a sender it does not cover writes nothing here;
 * - `media`, `stored`: the attachments and both copies of every send of the paying senders;
 * - `conversation`: each conversation points at its newest message (reviving a deleted one);
 * - `ledger`: one entry per charge with the balance after it.
 * Answers the stored rows' ids and dates.
 */
async function writeAccepted(
  db: Database,
  now: Date,
  accepted: readonly Accepted[],
): Promise<Map<number, SendOutcome>> {
  const nowMs = now.getTime();
  const counts = new Map<number, number>();
  const nextSeq = (accountId: number) => {
    const seq = counts.get(accountId) ?? 0;
    counts.set(accountId, seq + 1);
    return seq;
  };
  const totals = new Map<number, bigint>();
  for (const send of accepted) {
    const payer = send.job.sender.accountId;
    totals.set(payer, (totals.get(payer) ?? 0n) + toMinorUnits(send.price));
  }
  // What each send leaves above its sender's final balance: the prices of its later sends.
  const later = new Map(totals);
  const rows: PlannedRow[] = [];
  const mediaFiles: SQL[] = [];
  for (const send of accepted) {
    const { job, own, owner, attachment } = send;
    const payer = job.sender.accountId;
    later.set(payer, (later.get(payer) ?? 0n) - toMinorUnits(send.price));
    let media = '';
    if (attachment) {
      const token = randomBytes(32).toString('base64url');
      media = `${MEDIA_PATH_PREFIX}${token}`;
      mediaFiles.push(
        sql`(${token}::text, ${payer}::bigint, ${attachment.contentType}::text, ${attachment.fileName}::text, ${attachment.bytes.byteLength}::integer, ${Buffer.from(attachment.bytes.buffer, attachment.bytes.byteOffset, attachment.bytes.byteLength)}::bytea)`,
      );
    }
    rows.push({
      send,
      accountId: payer,
      own: asConversationSide(own),
      other: job.recipient,
      smsId: job.request.smsId,
      direction: 'out',
      seq: nextSeq(payer),
      media,
      price: send.price,
      balanceAbove: fromMinorUnits(later.get(payer) ?? 0n),
    });
    if (owner) {
      rows.push({
        send,
        accountId: owner.accountId,
        own: asConversationSide(owner),
        other: asConversationSide(own),
        // The recipient's own copy under a fresh smsId, so no sender can collide with its ids.
        smsId: randomUUID(),
        direction: 'in',
        seq: nextSeq(owner.accountId),
        media,
        price: '0',
        balanceAbove: '0',
      });
    }
  }

  const reserve = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([accountId, count]) => sql`(${accountId}::bigint, ${count}::integer)`);
  const cost = [...totals].map(([accountId, total]) => sql`(${accountId}::bigint, ${fromMinorUnits(total)}::numeric)`);
  const planned = rows.map(
    (row, ord) =>
      sql`(${ord}::integer, ${row.accountId}::bigint, ${row.send.job.sender.accountId}::bigint, ${row.own.fullNumber}::text, ${row.own.telCode}::text, ${row.other.fullNumber}::text, ${row.other.telCode}::text, ${row.smsId}::text, ${row.direction}::text, ${row.send.job.request.kind}::text, ${row.send.job.request.text}::text, ${row.media}::text, ${row.price}::numeric, ${row.direction === 'out' && !row.send.owner}::boolean, ${row.seq}::integer, ${row.balanceAbove}::numeric)`,
  );
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
    cost (account_id, total) AS (VALUES ${sql.join(cost, sql`, `)}),
    charged AS (
      UPDATE accounts SET balance = accounts.balance - cost.total
      FROM cost
      -- Reading clock makes it run first: clock rows are locked before balances, as everywhere.
      WHERE accounts.id = cost.account_id AND accounts.balance >= cost.total
        AND (SELECT count(*) FROM clock) > 0
      RETURNING accounts.id, accounts.balance
    ),
    planned (ord, account_id, payer, own_full_number, own_tel_code, other_full_number, other_tel_code, sms_id,
             direction, type, text, media, price, carrier_pending, seq, balance_above)
      AS (VALUES ${sql.join(planned, sql`, `)})
    ${mediaPart},
    stored AS (
      INSERT INTO messages (account_id, own_full_number, other_full_number, sms_id, date, direction, type, text,
                            media, price, carrier_pending, created_at)
      SELECT p.account_id, p.own_full_number, p.other_full_number, p.sms_id,
             clock.last_tick - reserve.count + 1 + p.seq, p.direction, p.type, p.text, p.media, p.price,
             p.carrier_pending, ${now}::timestamptz
      FROM planned p
      JOIN clock ON clock.account_id = p.account_id
      JOIN reserve ON reserve.account_id = p.account_id
      WHERE p.payer IN (SELECT id FROM charged)
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
      WHERE n.direction = 'out'
    )
    SELECT ord, id::float8 AS id, date::float8 AS date FROM numbered
  `)) as unknown as { rows: { ord: number; id: number; date: number }[] };

  const stored = new Map(result.rows.map((row) => [Number(row.ord), { id: Number(row.id), date: Number(row.date) }]));
  const outcomes = new Map<number, SendOutcome>();
  const copies = new Map<number, { message?: MessageRow; received?: MessageRow }>();
  rows.forEach((row, ord) => {
    const written = stored.get(ord);
    if (!written) return;
    const copy: MessageRow = {
      id: written.id,
      accountId: row.accountId,
      ownFullNumber: row.own.fullNumber,
      otherFullNumber: row.other.fullNumber,
      smsId: row.smsId,
      date: written.date,
      direction: row.direction,
      type: row.send.job.request.kind,
      text: row.send.job.request.text,
      media: row.media,
      status: 0,
      highlightTarget: '',
      highlightText: '',
      transcript: null,
      price: row.price,
      deletedAt: null,
      createdAt: now,
      carrierPending: row.direction === 'out' && !row.send.owner,
    };
    const both = copies.get(row.send.index) ?? {};
    if (row.direction === 'out') both.message = copy;
    else both.received = copy;
    copies.set(row.send.index, both);
  });
  for (const [index, { message, received }] of copies) {
    if (message) outcomes.set(index, { kind: 'stored', message, ...(received ? { received } : {}) });
  }
  return outcomes;
}
