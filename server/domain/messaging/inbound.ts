/**
 * A message from another network arrives (spec 1 §4 Incoming messages): the carrier's webhook
 * — and, in sandbox mode, `POST /sandbox/inbound` — hands it here. It is stored for the account
 * owning the number it was sent to and pushed to that account's tabs at once. A voicemail without
 * a recording gets a generated one, so the sandbox needs no audio host.
 *
 * Messages that arrive together are written together (`groupCommit.ts`): a batch is one statement
 * that finds the numbers' owners and writes the messages (`inboundStatement.ts`), so a busy
 * carrier webhook shares round trips and commits as sends do; what it does not write (a number
 * without one owner, a voicemail) takes the checked path below — one query for the numbers of
 * those messages, then the write of `messageBatch.ts`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { MEDIA_PATH_PREFIX, type Platform, type SentMessage } from '../../../src/services/api/contract/index.ts';
import type { InboundCarrierMessage } from '../../adapters/carrier.ts';
import type { ServerContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import type { MessageRow } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { accountsRefusingVoicemail } from '../numbers/settings.ts';
import { publishToAccount, toMessageEvent } from './events.ts';
import { createGroupCommit, type GroupCommit } from './groupCommit.ts';
import { type InboundJob, writeInboundBatch } from './inboundStatement.ts';
import { sandboxVoicemailRecording, VOICEMAIL_RECORDING_TYPE } from './media.ts';
import { type BatchRow, writeMessageBatch } from './messageBatch.ts';
import { splitFullNumber } from './phoneNumbers.ts';
import { retryingConflicts } from './sendBatch.ts';
import { MESSAGING_TEXTS } from './texts.ts';
import { asConversationSide, findNumbersOnAnyBrand } from './virtualNumbers.ts';

/** The most messages in one statement (as a send batch). */
const MAX_INBOUND_PER_BATCH = 128;

/**
 * Two batches in flight: the next batch's statement reaches the database while the one before is
 * still executing and committing, so the database does not wait for this process to read an
 * answer and cut the next batch. Messages for one account still get dates in commit order (its
 * messaging clock row is locked until commit); webhook calls answered together have no order
 * between them to keep.
 */
const INBOUND_WRITES_IN_FLIGHT = 2;

const inboundByServer = new WeakMap<ServerContext, GroupCommit<InboundJob, MessageRow | Failure>>();

function inboundOf(context: ServerContext): GroupCommit<InboundJob, MessageRow | Failure> {
  let commits = inboundByServer.get(context);
  if (!commits) {
    commits = createGroupCommit({
      write: (jobs) => writeJobs(context, jobs),
      maxBatch: MAX_INBOUND_PER_BATCH,
      inFlight: INBOUND_WRITES_IN_FLIGHT,
    });
    inboundByServer.set(context, commits);
  }
  return commits;
}

/**
 * `to` must be a number owned on this server (100005 otherwise); `platform` picks the brand when
 * several brands have the number (100001 when it is needed and missing).
 */
export async function receiveInbound(
  context: ServerContext,
  message: InboundCarrierMessage,
  platform?: Platform,
): Promise<SentMessage | Failure> {
  const received = await inboundOf(context).submit({ message, platform });
  if (isFailure(received)) return received;
  publishToAccount(context.sockets, received.accountId, toMessageEvent(received));
  return { smsId: received.smsId, date: received.date };
}

/**
 * A batch without voicemail goes through the one-statement write first; what it did not write
 * and a batch holding a voicemail take the checked path, in their order.
 */
async function writeJobs(context: ServerContext, jobs: readonly InboundJob[]): Promise<(MessageRow | Failure)[]> {
  const { db, clock } = context;
  let written: (MessageRow | undefined)[] = jobs.map(() => undefined);
  if (!jobs.some((job) => job.message.type === 'voicemail')) {
    try {
      written = await retryingConflicts(() => writeInboundBatch(db, clock.now(), jobs));
    } catch (error) {
      context.log.warn({ err: error, messages: jobs.length }, 'an inbound batch failed; taking the checked path');
    }
  }
  const left = jobs.filter((_, index) => written[index] === undefined);
  const checked = left.length > 0 ? await writeInbound(context, await planInbound(db, left)) : [];
  let next = 0;
  return written.map((row) => row ?? (checked[next++] as MessageRow | Failure));
}

/** Each message's row to write, or why it is refused. */
type Planned = (BatchRow | Failure)[];

/** One query for the numbers of the messages. */
async function planInbound(db: Database, jobs: readonly InboundJob[]): Promise<Planned> {
  const owners = await findNumbersOnAnyBrand(db, [...new Set(jobs.map((job) => job.message.to))]);
  const noVoicemail = jobs.some((job) => job.message.type === 'voicemail')
    ? await accountsRefusingVoicemail(
        db,
        owners.map((owner) => owner.accountId),
      )
    : new Set<number>();
  return jobs.map(({ message, platform }): BatchRow | Failure => {
    const candidates = owners.filter(
      (owner) => owner.fullNumber === message.to && (platform === undefined || owner.platform === platform),
    );
    const [owner] = candidates;
    if (!owner) return fail('notFound');
    if (candidates.length > 1) return fail('badRequest', MESSAGING_TEXTS.ambiguousNumber);
    if (message.type === 'voicemail' && noVoicemail.has(owner.accountId)) {
      return fail('notAuthorized', MESSAGING_TEXTS.voicemailOff);
    }
    const token =
      message.mediaUrl === undefined && message.type === 'voicemail'
        ? randomBytes(32).toString('base64url')
        : undefined;
    return {
      accountId: owner.accountId,
      payer: null,
      own: asConversationSide(owner),
      other: splitFullNumber(message.from),
      smsId: randomUUID(),
      direction: 'in',
      type: message.type,
      text: message.text,
      media: message.mediaUrl ?? (token ? `${MEDIA_PATH_PREFIX}${token}` : ''),
      ...(token
        ? {
            mediaFile: {
              token,
              accountId: owner.accountId,
              contentType: VOICEMAIL_RECORDING_TYPE,
              fileName: 'voicemail.wav',
              bytes: sandboxVoicemailRecording(),
            },
          }
        : {}),
      highlightText: message.highlightText ?? '',
      highlightTarget: message.highlightTarget ?? '',
      transcript: message.transcript ?? null,
      price: '0',
      carrierPending: false,
    };
  });
}

/**
 * One statement for the batch; a conflict with another writer (a deadlock) runs it again. When it
 * fails for another reason, each message is written alone, so one bad message cannot fail the others.
 */
async function writeInbound(context: ServerContext, planned: Planned): Promise<(MessageRow | Failure)[]> {
  const { db, clock } = context;
  const rows = planned.filter((row): row is BatchRow => !isFailure(row));
  let written: (MessageRow | undefined)[];
  try {
    written = rows.length > 0 ? await writeWithRetries(db, clock, rows) : [];
  } catch (error) {
    if (rows.length <= 1) throw error;
    context.log.warn({ err: error, messages: rows.length }, 'an inbound batch failed; writing its messages one by one');
    return Promise.all(
      planned.map(async (row) => {
        if (isFailure(row)) return row;
        try {
          const [alone] = await writeWithRetries(db, clock, [row]);
          return alone ?? fail('serverError');
        } catch (single) {
          context.log.error({ err: single }, 'storing an inbound message failed');
          return fail('serverError');
        }
      }),
    );
  }
  let next = 0;
  return planned.map((row) => {
    if (isFailure(row)) return row;
    return written[next++] ?? fail('serverError');
  });
}

function writeWithRetries(db: Database, clock: Clock, rows: readonly BatchRow[]): Promise<(MessageRow | undefined)[]> {
  return retryingConflicts(() => writeMessageBatch(db, clock.now(), rows));
}
