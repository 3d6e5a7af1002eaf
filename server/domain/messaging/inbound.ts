/**
 * A message from another network arrives (spec 1 §4 Incoming messages): the carrier's webhook
 * — and, in sandbox mode, `POST /sandbox/inbound` — hands it here. It is stored for the account
 * owning the number it was sent to and pushed to that account's tabs at once. A voicemail without
 * a recording gets a generated one, so the sandbox needs no audio host.
 *
 * Messages that arrive together are written together (`groupCommit.ts`): a batch reads the
 * numbers of all its messages in one query and writes all of them in one statement
 * (`messageBatch.ts`), so a busy carrier webhook shares round trips and commits as sends do.
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
import { sandboxVoicemailRecording, VOICEMAIL_RECORDING_TYPE } from './media.ts';
import { type BatchRow, writeMessageBatch } from './messageBatch.ts';
import { splitFullNumber } from './phoneNumbers.ts';
import { retryingConflicts } from './sendBatch.ts';
import { MESSAGING_TEXTS } from './texts.ts';
import { asConversationSide, findNumbersOnAnyBrand } from './virtualNumbers.ts';

/** The most messages in one statement (as a send batch). */
const MAX_INBOUND_PER_BATCH = 128;

interface InboundJob {
  message: InboundCarrierMessage;
  platform: Platform | undefined;
}

const inboundByServer = new WeakMap<ServerContext, GroupCommit<InboundJob, MessageRow | Failure>>();

function inboundOf(context: ServerContext): GroupCommit<InboundJob, MessageRow | Failure> {
  let commits = inboundByServer.get(context);
  if (!commits) {
    commits = createGroupCommit({
      prepare: (jobs) => planInbound(context.db, jobs),
      write: (_jobs, planned) => writeInbound(context, planned),
      maxBatch: MAX_INBOUND_PER_BATCH,
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

/** Each message's row to write, or why it is refused. */
type Planned = (BatchRow | Failure)[];

/** One query for the numbers of the whole batch. */
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
