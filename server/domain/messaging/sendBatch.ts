/**
 * Writing a batch of sends in ONE transaction (docs/messaging.md): for every send of the batch,
 * the sender's copy, its charge with the ledger entry and — on-net — the recipient's copy commit
 * together or not at all. There is no window in which a crash leaves the sender charged and the
 * recipient without the message. An off-net send stores its copy with `carrier_pending` (the
 * outbox row, migrations/0004) and is handed to the carrier after the commit.
 *
 * The cost of a transaction is its round trips, not its rows, so the batch does the same fixed
 * number of statements whatever its size (about ten): sessions, earlier sends by smsId, numbers,
 * clocks, balances, then multi-row inserts. Rows are locked in one order — clocks, then balances,
 * each sorted by account — as every other messaging transaction does (clock first), so two
 * batches in two processes cannot deadlock on each other; a deadlock or a twin send committed by
 * another process meanwhile (unique smsId) retries the batch, which then sees the twin.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import {
  fullNumberDigits,
  type LanguageCode,
  type Platform,
  type SentMessage,
} from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  conversations,
  ledgerEntries,
  type MessageRow,
  messages,
  messagingClocks,
  type VirtualNumberRow,
  virtualNumbers,
} from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { fromMinorUnits, toMinorUnits } from '../money.ts';
import { deadSessions } from '../sessions.ts';
import { type Attachment, type CheckedAttachment, checkAttachment, storeMedia } from './media.ts';
import type { Transaction } from './messagingClock.ts';
import { type NumberFacts, numberFacts, type SplitNumber } from './phoneNumbers.ts';
import { priceOf } from './pricing.ts';
import { MESSAGING_TEXTS } from './texts.ts';
import { asConversationSide } from './virtualNumbers.ts';

export interface Sender {
  accountId: number;
  platform: Platform;
  /** The language of the failure text in a failure echo. */
  lang: LanguageCode;
  /** The session the send came through; re-checked in the send's transaction (an open socket's may have died since). */
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
  /** The smsId was stored by an earlier send: its answer (which may still owe the carrier). */
  | { kind: 'replayed'; answer: SentMessage | Failure; message: MessageRow }
  /** Stored now: the sender's copy and, on-net, the recipient's. */
  | { kind: 'stored'; message: MessageRow; received?: MessageRow };

/** A deadlock, a serialization failure or a twin's unique smsId: the batch is simply run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001', '23505']);
const MAX_ATTEMPTS = 5;

export async function writeSendBatch(db: Database, clock: Clock, jobs: readonly SendJob[]): Promise<SendOutcome[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => writeInTransaction(tx, clock, jobs));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

function isRetryable(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
  }
  return false;
}

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

async function writeInTransaction(tx: Transaction, clock: Clock, jobs: readonly SendJob[]): Promise<SendOutcome[]> {
  const outcomes: (SendOutcome | undefined)[] = jobs.map(() => undefined);
  const open = () => jobs.flatMap((job, index) => (outcomes[index] ? [] : [{ job, index }]));

  // 1. The sessions still live (an open socket's session may have been revoked or have expired).
  const sessionIds = [...new Set(jobs.flatMap((job) => job.sender.sessionId ?? []))];
  const dead = await deadSessions(tx, clock, sessionIds);
  for (const { job, index } of open()) {
    const failure = job.sender.sessionId === undefined ? undefined : dead.get(job.sender.sessionId);
    if (failure) outcomes[index] = { kind: 'refused', failure };
  }

  // 2. Sends already stored under their smsId answer as they did then (a retry never duplicates).
  for (const { job, index } of await replays(tx, open())) outcomes[index] = job;

  // 3. The sender owns its number; the recipient is on-net when the brand has its number.
  const numbers = await numbersOf(tx, open());
  const accepted: Accepted[] = [];
  for (const { job, index } of open()) {
    const checked = checkSend(job, numbers);
    if (isFailure(checked)) outcomes[index] = { kind: 'refused', failure: checked };
    else accepted.push({ index, job, ...checked });
  }
  if (accepted.length === 0) return outcomes as SendOutcome[];

  // 4. Each account's times (clock rows locked first, sorted), then the senders' balances.
  const ticks = await takeTicks(tx, clock, accepted);
  const charged = await charge(tx, accepted);
  for (const send of accepted) {
    if (!charged.has(send.index)) {
      outcomes[send.index] = {
        kind: 'refused',
        failure: fail('insufficientBalance', MESSAGING_TEXTS.insufficientBalance),
      };
    }
  }
  const writing = accepted.filter((send) => charged.has(send.index));
  if (writing.length === 0) return outcomes as SendOutcome[];

  // 5. The rows: media, both copies, conversations, balances, ledger.
  const now = clock.now();
  const rows: (typeof messages.$inferInsert)[] = [];
  const sides = new Map<string, { own: SplitNumber; other: SplitNumber }>();
  const receivedSmsIds = new Map<number, string>();
  for (const send of writing) {
    const { job, own, owner, price } = send;
    const media = send.attachment
      ? await storeMedia(tx, clock, {
          accountId: job.sender.accountId,
          contentType: send.attachment.contentType,
          fileName: send.attachment.fileName,
          bytes: send.attachment.bytes,
        })
      : '';
    const common = { type: job.request.kind, text: job.request.text, media, createdAt: now };
    rows.push({
      ...common,
      accountId: job.sender.accountId,
      ownFullNumber: own.fullNumber,
      otherFullNumber: job.recipient.fullNumber,
      smsId: job.request.smsId,
      date: ticks.next(job.sender.accountId),
      direction: 'out',
      price,
      carrierPending: owner === undefined,
    });
    sides.set(rowKey(job.sender.accountId, job.request.smsId), {
      own: asConversationSide(own),
      other: job.recipient,
    });
    if (owner) {
      // The recipient's own copy under a fresh smsId, so no sender can collide with its ids.
      const smsId = randomUUID();
      receivedSmsIds.set(send.index, smsId);
      rows.push({
        ...common,
        accountId: owner.accountId,
        ownFullNumber: owner.fullNumber,
        otherFullNumber: own.fullNumber,
        smsId,
        date: ticks.next(owner.accountId),
        direction: 'in',
      });
      sides.set(rowKey(owner.accountId, smsId), { own: asConversationSide(owner), other: asConversationSide(own) });
    }
  }
  const inserted = await tx.insert(messages).values(rows).returning();
  const byKey = new Map(inserted.map((row) => [rowKey(row.accountId, row.smsId), row]));
  const stored = (accountId: number, smsId: string) => {
    const row = byKey.get(rowKey(accountId, smsId));
    if (!row) throw new Error('a message of the batch was not inserted');
    return row;
  };

  await touchConversations(tx, inserted, sides);

  const ledger: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const send of writing) {
    const message = stored(send.job.sender.accountId, send.job.request.smsId);
    const receivedSmsId = receivedSmsIds.get(send.index);
    const received = receivedSmsId && send.owner ? stored(send.owner.accountId, receivedSmsId) : undefined;
    outcomes[send.index] = { kind: 'stored', message, ...(received ? { received } : {}) };
    ledger.push({
      accountId: message.accountId,
      kind: message.type === 'mms' ? 'mms' : 'sms',
      amount: fromMinorUnits(-toMinorUnits(send.price)),
      balanceAfter: charged.get(send.index) ?? '0',
      messageId: message.id,
      createdAt: now,
    });
  }
  await saveBalances(tx, charged.balances);
  await tx.insert(ledgerEntries).values(ledger);
  return outcomes as SendOutcome[];
}

const rowKey = (accountId: number, smsId: string) => `${accountId}:${smsId}`;

async function replays(
  tx: Transaction,
  open: readonly { job: SendJob; index: number }[],
): Promise<{ index: number; job: SendOutcome }[]> {
  if (open.length === 0) return [];
  const pairs = open.map(({ job }) => sql`(${job.sender.accountId}::bigint, ${job.request.smsId}::text)`);
  const earlier = await tx
    .select()
    .from(messages)
    .where(sql`(${messages.accountId}, ${messages.smsId}) IN (${sql.join(pairs, sql`, `)})`);
  const byKey = new Map(earlier.map((row) => [rowKey(row.accountId, row.smsId), row]));
  return open.flatMap(({ job, index }) => {
    const message = byKey.get(rowKey(job.sender.accountId, job.request.smsId));
    return message ? [{ index, job: { kind: 'replayed' as const, answer: replayAnswer(message, job), message } }] : [];
  });
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

/** Every number the sends name, on their brands, by `platform:fullNumber`. */
async function numbersOf(
  tx: Transaction,
  open: readonly { job: SendJob }[],
): Promise<Map<string, VirtualNumberRow>> {
  const wanted = new Set<string>();
  for (const { job } of open) {
    wanted.add(numberKey(job.sender.platform, fullNumberDigits(job.request.fromNumber)));
    wanted.add(numberKey(job.sender.platform, job.recipient.fullNumber));
  }
  if (wanted.size === 0) return new Map();
  const pairs = [...wanted].map((key) => {
    const [platform = '', fullNumber = ''] = key.split(':');
    return sql`(${platform}::text, ${fullNumber}::text)`;
  });
  const rows = await tx
    .select()
    .from(virtualNumbers)
    .where(sql`(${virtualNumbers.platform}, ${virtualNumbers.fullNumber}) IN (${sql.join(pairs, sql`, `)})`);
  return new Map(rows.map((row) => [numberKey(row.platform, row.fullNumber), row]));
}

const numberKey = (platform: string, fullNumber: string) => `${platform}:${fullNumber}`;

/** spec 1 §5: the sender owns `fromNumber`, the route has a price (spec 2 §9), an attachment fits. */
function checkSend(
  job: SendJob,
  numbers: ReadonlyMap<string, VirtualNumberRow>,
): Omit<Accepted, 'index' | 'job'> | Failure {
  const own = numbers.get(numberKey(job.sender.platform, fullNumberDigits(job.request.fromNumber)));
  if (!own || own.accountId !== job.sender.accountId) return fail('notAuthorized', MESSAGING_TEXTS.notYourNumber);
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

interface Ticks {
  /** The account's next time in this batch: strictly increasing, in the batch's order. */
  next(accountId: number): number;
}

/**
 * Takes the messaging clock of every account the batch writes to (migrations/0003
 * messaging_clocks) in one statement, reserving as many consecutive times as it writes rows:
 * the first is max(now, last + 1), as `inMessagingTransaction` hands out one at a time. Rows are
 * locked in account order. A send later refused for its balance leaves an unused time (harmless:
 * times need to be increasing, not dense).
 */
async function takeTicks(tx: Transaction, clock: Clock, accepted: readonly Accepted[]): Promise<Ticks> {
  const counts = new Map<number, number>();
  const count = (accountId: number) => counts.set(accountId, (counts.get(accountId) ?? 0) + 1);
  for (const send of accepted) {
    count(send.job.sender.accountId);
    if (send.owner) count(send.owner.accountId);
  }
  const now = clock.now().getTime();
  const values = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([accountId, rows]) => ({ accountId, lastTick: now + rows - 1 }));
  // excluded.last_tick - now + 1 is the number of times this batch reserves for the account.
  const taken = await tx
    .insert(messagingClocks)
    .values(values)
    .onConflictDoUpdate({
      target: messagingClocks.accountId,
      set: {
        lastTick: sql`GREATEST(excluded.last_tick, ${messagingClocks.lastTick} + excluded.last_tick - ${now}::bigint + 1)`,
      },
    })
    .returning();
  const nextTick = new Map(taken.map((row) => [row.accountId, row.lastTick - (counts.get(row.accountId) ?? 1) + 1]));
  return {
    next(accountId) {
      const tick = nextTick.get(accountId);
      if (tick === undefined) throw new Error(`no clock taken for account ${accountId}`);
      nextTick.set(accountId, tick + 1);
      return tick;
    },
  };
}

interface Charges {
  /** The balance after each charged send, by the send's index in the batch. */
  get(index: number): string | undefined;
  has(index: number): boolean;
  /** Every sender's new balance. */
  balances: ReadonlyMap<number, string>;
}

/**
 * spec 1 §5: sending needs a balance; decision: at least the price, so a balance never goes
 * negative (400001). Balances are locked in account order and charged in the batch's order.
 */
async function charge(tx: Transaction, accepted: readonly Accepted[]): Promise<Charges> {
  const senderIds = [...new Set(accepted.map((send) => send.job.sender.accountId))].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(inArray(accounts.id, senderIds))
    .orderBy(accounts.id)
    .for('update');
  const units = new Map(rows.map((row) => [row.id, toMinorUnits(row.balance)]));
  const after = new Map<number, string>();
  const balances = new Map<number, string>();
  for (const send of accepted) {
    const accountId = send.job.sender.accountId;
    const balance = units.get(accountId);
    const price = toMinorUnits(send.price);
    if (balance === undefined || balance < price) continue;
    units.set(accountId, balance - price);
    const left = fromMinorUnits(balance - price);
    after.set(send.index, left);
    balances.set(accountId, left);
  }
  return { get: (index) => after.get(index), has: (index) => after.has(index), balances };
}

async function saveBalances(tx: Transaction, balances: ReadonlyMap<number, string>): Promise<void> {
  if (balances.size === 0) return;
  const values = [...balances].map(([id, balance]) => sql`(${id}::bigint, ${balance}::numeric)`);
  await tx.execute(
    sql`UPDATE ${accounts} SET balance = changed.balance FROM (VALUES ${sql.join(values, sql`, `)}) AS changed (id, balance) WHERE ${accounts.id} = changed.id`,
  );
}

/** Each conversation the batch wrote to now points at its newest message (reviving a deleted one). */
async function touchConversations(
  tx: Transaction,
  inserted: readonly MessageRow[],
  sides: ReadonlyMap<string, { own: SplitNumber; other: SplitNumber }>,
): Promise<void> {
  const newest = new Map<string, typeof conversations.$inferInsert>();
  for (const row of inserted) {
    const side = sides.get(rowKey(row.accountId, row.smsId));
    if (!side) throw new Error('a message of the batch has no conversation');
    const key = `${row.accountId}:${row.ownFullNumber}:${row.otherFullNumber}`;
    const known = newest.get(key);
    if (known && known.changedAt > row.date) continue;
    newest.set(key, {
      accountId: row.accountId,
      ownFullNumber: side.own.fullNumber,
      ownTelCode: side.own.telCode,
      otherFullNumber: side.other.fullNumber,
      otherTelCode: side.other.telCode,
      lastMessageId: row.id,
      changedAt: row.date,
    });
  }
  await tx
    .insert(conversations)
    .values([...newest.values()])
    .onConflictDoUpdate({
      target: [conversations.accountId, conversations.ownFullNumber, conversations.otherFullNumber],
      set: {
        lastMessageId: sql`excluded.last_message_id`,
        changedAt: sql`excluded.changed_at`,
        deleted: false,
      },
    });
}
