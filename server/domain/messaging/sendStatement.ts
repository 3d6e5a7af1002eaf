/**
 * A batch of SMS sends in ONE round trip (issue 14 throughput; docs/messaging.md): one statement
 * of fixed text, prepared once per connection, reads and checks every send of the batch — its
 * session still live, its smsId not stored yet, its `fromNumber` the sender's and not suspended —
 * and writes the sends that pass, with their charges and, on-net, the recipients' copies
 * (`MESSAGE_WRITES`, `messageBatch.ts`), so they commit together or not at all.
 *
 * It decides only "written now". A send it does not write — refused, already stored (a retry),
 * or whose sender's balance did not cover its sends of the batch — is handed back, and the
 * checked path (`sendBatch.ts`) works out its answer: those are the rare cases, and their exact
 * failure (which check failed first, which code) stays written in one place.
 */
import { randomUUID } from 'node:crypto';
import { fullNumberDigits } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import type { NamedStatement } from '../../db/prepared.ts';
import { MESSAGE_WRITES, runMessageWrites, storedMessage } from './messageBatch.ts';
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
      SELECT send.*, own.tel_code AS own_tel_code, owner.account_id AS owner_id, owner.tel_code AS owner_tel_code
      FROM send
      JOIN virtual_numbers own
        ON own.platform = send.platform AND own.full_number = send.own_full_number
       AND own.account_id = send.account_id AND own.status <> 'suspended'
      LEFT JOIN virtual_numbers owner ON owner.platform = send.platform AND owner.full_number = send.other_full_number
      WHERE (send.session_id IS NULL OR EXISTS (
              SELECT 1 FROM sessions
              WHERE sessions.id = send.session_id AND sessions.revoked_at IS NULL AND sessions.expires_at > $2::timestamptz))
        AND NOT EXISTS (SELECT 1 FROM messages WHERE messages.account_id = send.account_id AND messages.sms_id = send.sms_id)
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
 * it was written (stored), undefined when it was not.
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
  const written = await runMessageWrites(db, WRITE_SMS_BATCH, now, [
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
