/**
 * A batch of SMS sends in ONE round trip (issue 14 throughput; docs/messaging.md): one statement
 * of fixed text, prepared once per connection, reads and checks every send of the batch — its
 * session still live, its `fromNumber` the sender's and not suspended — and writes the sends that
 * pass, with their charges and, on-net, the recipients' copies (`MESSAGE_WRITES`,
 * `messageBatch.ts`), so they commit together or not at all.
 *
 * It does not look for an earlier send of the smsId: the unique key of `messages` (account, smsId)
 * does, when the sender's copy is inserted, by a probe of its index whatever the table's size —
 * a lookup in the statement got a cached plan that read the whole table (docs/messaging.md, "The
 * send statement's plan"). A retried smsId therefore fails the statement, and the batch is written
 * by the checked path (`sendBatch.ts`), which answers the retry as it was answered then.
 *
 * It decides only "written now". A send it does not write — refused, or whose sender's balance did
 * not cover its sends of the batch — is handed back, and the checked path works out its answer:
 * those are the rare cases, and their exact failure (which check failed first, which code) stays
 * written in one place.
 */
import { randomUUID } from 'node:crypto';
import { fullNumberDigits } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { NamedStatement } from '../../db/prepared.ts';
import { MESSAGE_WRITES, runMessageWrites, storedMessage, type WrittenRow } from './messageBatch.ts';
import { numberFacts } from './phoneNumbers.ts';
import { priceOf } from './pricing.ts';
import type { SendJob, SendOutcome } from './sendBatch.ts';

const WRITE_SMS_BATCH: NamedStatement = {
  name: 'write_sms_batch',
  text: `
    WITH send AS (
      SELECT * FROM unnest($3::integer[], $4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[],
                           $10::text[], $11::text[], $12::numeric[], $13::text[])
        AS send (ord, account_id, session_id, platform, sms_id, own_full_number, other_full_number, other_tel_code,
                 text, price, recipient_sms_id)
    ),
    accepted AS (
      -- Each read is a probe of one row by its key, per send. LIMIT 1 keeps each a subquery the
      -- planner cannot turn into a join of whole tables: the plan cached for the statement (a
      -- generic one after five runs, made when the tables may still be nearly empty) must not
      -- hash or scan a table that grows (docs/messaging.md, "The send statement's plan").
      SELECT send.*, own.tel_code AS own_tel_code, owner.account_id AS owner_id, owner.tel_code AS owner_tel_code
      FROM send
      JOIN LATERAL (
        SELECT tel_code FROM virtual_numbers
        WHERE platform = send.platform AND full_number = send.own_full_number
          AND account_id = send.account_id AND status <> 'suspended'
        LIMIT 1) own ON true
      LEFT JOIN LATERAL (
        SELECT account_id, tel_code FROM virtual_numbers
        WHERE platform = send.platform AND full_number = send.other_full_number
        LIMIT 1) owner ON true
      LEFT JOIN LATERAL (
        SELECT true AS live FROM sessions
        WHERE id = send.session_id AND revoked_at IS NULL AND expires_at > $2::timestamptz
        LIMIT 1) session ON true
      WHERE send.session_id IS NULL OR session.live
    ),
    planned AS (
      -- Per send: the sender's copy (ord 2i, charged; off-net it waits for the carrier) and, on-net,
      -- the recipient's copy under a fresh smsId (ord 2i + 1, paid by the sender).
      SELECT ord * 2 AS ord, account_id, account_id AS payer, own_full_number, own_tel_code, other_full_number,
             other_tel_code, sms_id, 'out' AS direction, 'sms' AS type, text, '' AS media, '' AS highlight_target,
             '' AS highlight_text, NULL::text AS transcript, price, owner_id IS NULL AS carrier_pending
      FROM accepted
      UNION ALL
      SELECT ord * 2 + 1, owner_id, account_id, other_full_number, owner_tel_code, own_full_number, own_tel_code,
             recipient_sms_id, 'in', 'sms', text, '', '', '', NULL, 0, false
      FROM accepted WHERE owner_id IS NOT NULL
    ),
    ${MESSAGE_WRITES}`,
};

/**
 * Writes the SMS sends that pass every check, in one statement; answers each job's outcome when
 * it was written (stored), undefined when it was not — none of the batch when one of its smsIds
 * is stored already.
 */
export async function writeSmsBatch(
  db: Database,
  now: Date,
  jobs: readonly SendJob[],
): Promise<(SendOutcome | undefined)[]> {
  const priced = jobs.flatMap((job, index) => {
    const price = priceOf('sms', numberFacts(fullNumberDigits(job.request.fromNumber)).region, job.recipient.region);
    return typeof price === 'string' ? [{ index, job, price, recipientSmsId: randomUUID() }] : [];
  });
  const outcomes: (SendOutcome | undefined)[] = jobs.map(() => undefined);
  if (priced.length === 0) return outcomes;
  const written = await writeUnlessStored(db, now, [
    priced.map((send) => send.index),
    priced.map((send) => send.job.sender.accountId),
    priced.map((send) => send.job.sender.sessionId ?? null),
    priced.map((send) => send.job.sender.platform),
    priced.map((send) => send.job.request.smsId),
    priced.map((send) => fullNumberDigits(send.job.request.fromNumber)),
    priced.map((send) => send.job.recipient.fullNumber),
    priced.map((send) => send.job.recipient.telCode),
    priced.map((send) => send.job.request.text),
    priced.map((send) => send.price),
    priced.map((send) => send.recipientSmsId),
  ]);
  for (const { index, job, price, recipientSmsId } of priced) {
    const sent = written.get(index * 2);
    if (!sent) continue;
    const own = numberFacts(fullNumberDigits(job.request.fromNumber));
    const common = { type: 'sms', text: job.request.text, media: '' } as const;
    const message = storedMessage(
      {
        ...common,
        accountId: sent.accountId,
        payer: sent.accountId,
        own,
        other: job.recipient,
        smsId: job.request.smsId,
        direction: 'out',
        price,
        carrierPending: !written.has(index * 2 + 1),
      },
      sent,
      now,
    );
    const delivered = written.get(index * 2 + 1);
    const received =
      delivered &&
      storedMessage(
        {
          ...common,
          accountId: delivered.accountId,
          payer: sent.accountId,
          own: job.recipient,
          other: own,
          smsId: recipientSmsId,
          direction: 'in',
          price: '0',
          carrierPending: false,
        },
        delivered,
        now,
      );
    outcomes[index] = { kind: 'stored', message, ...(received ? { received } : {}) };
  }
  return outcomes;
}

/** The unique key of a sender's smsId (migrations/0003). */
const SMS_ID_KEY = 'messages_account_sms_id';

/**
 * Runs the statement; answers its written rows, or none when a send's smsId was stored already
 * (a retry, or a twin committed by another process meanwhile): the statement then wrote nothing.
 */
async function writeUnlessStored(
  db: Database,
  now: Date,
  values: readonly unknown[],
): Promise<Map<number, WrittenRow>> {
  try {
    return await runMessageWrites(db, WRITE_SMS_BATCH, now, values);
  } catch (error) {
    if (isUniqueViolation(error, SMS_ID_KEY)) return new Map();
    throw error;
  }
}
