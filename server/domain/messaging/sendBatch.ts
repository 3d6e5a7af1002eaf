/**
 * The checked path of a send batch (docs/messaging.md): three reads (sessions, earlier sends by
 * smsId, numbers; concurrent on PostgreSQL), every check in code with its own failure, then one
 * write. For every send of the batch, the sender's copy, its charge with the ledger entry and —
 * on-net — the recipient's copy are written by ONE SQL statement (`messageBatch.ts`; a statement
 * is atomic): they commit together or not at all, so no crash leaves the sender charged and the
 * recipient without the message. An off-net send stores its copy with `carrier_pending` (the
 * outbox row, migrations/0004) and is handed to the carrier after the commit.
 *
 * SMS batches take the one-round-trip statement first (`sendStatement.ts`); this path answers
 * MMS, and the sends that statement did not write (refused, retried, not covered by the balance).
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
import { deadSessions } from '../sessions.ts';
import { type Attachment, type CheckedAttachment, checkAttachment } from './media.ts';
import { type BatchMediaFile, type BatchRow, writeMessageBatch } from './messageBatch.ts';
import { type NumberFacts, numberFacts } from './phoneNumbers.ts';
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
interface PreparedBatch {
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
async function commitSendBatch(db: Database, clock: Clock, prepared: PreparedBatch): Promise<SendOutcome[]> {
  let attempt = 0;
  return retryingConflicts(async () => {
    attempt += 1;
    return writePrepared(db, clock, attempt === 1 ? prepared : await prepareSendBatch(db, clock, prepared.jobs));
  });
}

/** Runs `work` again when it fails by a conflict with another writer, up to MAX_ATTEMPTS times in all. */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
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

async function prepareSendBatch(db: Database, clock: Clock, jobs: readonly SendJob[]): Promise<PreparedBatch> {
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

/**
 * The sends' rows, written by one statement (`messageBatch.ts`): per send the sender's copy (its
 * charge, an off-net one marked `carrier_pending`) and, on-net, the recipient's copy, paid by the
 * sender — a sender whose balance does not cover the batch writes neither.
 */
async function writeAccepted(
  db: Database,
  now: Date,
  accepted: readonly Accepted[],
): Promise<Map<number, SendOutcome>> {
  const rows: BatchRow[] = [];
  const sendOf: Accepted[] = [];
  for (const send of accepted) {
    const { job, own, owner, attachment } = send;
    const payer = job.sender.accountId;
    let media = '';
    let mediaFile: BatchMediaFile | undefined;
    if (attachment) {
      const token = randomBytes(32).toString('base64url');
      media = `${MEDIA_PATH_PREFIX}${token}`;
      mediaFile = { token, accountId: payer, ...attachment };
    }
    const common = { payer, type: job.request.kind, text: job.request.text, media };
    rows.push({
      ...common,
      accountId: payer,
      own: asConversationSide(own),
      other: job.recipient,
      smsId: job.request.smsId,
      direction: 'out',
      ...(mediaFile ? { mediaFile } : {}),
      price: send.price,
      carrierPending: !owner,
    });
    sendOf.push(send);
    if (owner) {
      rows.push({
        ...common,
        accountId: owner.accountId,
        own: asConversationSide(owner),
        other: asConversationSide(own),
        // The recipient's own copy under a fresh smsId, so no sender can collide with its ids.
        smsId: randomUUID(),
        direction: 'in',
        price: '0',
        carrierPending: false,
      });
      sendOf.push(send);
    }
  }

  const written = await writeMessageBatch(db, now, rows);
  const copies = new Map<number, { message?: MessageRow; received?: MessageRow }>();
  written.forEach((copy, ord) => {
    const send = sendOf[ord];
    if (!copy || !send) return;
    const both = copies.get(send.index) ?? {};
    if (copy.direction === 'out') both.message = copy;
    else both.received = copy;
    copies.set(send.index, both);
  });
  const outcomes = new Map<number, SendOutcome>();
  for (const [index, { message, received }] of copies) {
    if (message) outcomes.set(index, { kind: 'stored', message, ...(received ? { received } : {}) });
  }
  return outcomes;
}
