/**
 * A batch of inbound messages in ONE round trip (issue 14 throughput; docs/messaging.md): one
 * statement of fixed text, prepared once per connection, finds the account owning each message's
 * number — on the brand the carrier named, or on any brand — and writes the messages whose number
 * has exactly one owner (`MESSAGE_WRITES`, `messageBatch.ts`).
 *
 * It decides only "written now". A message it does not write (its number has no owner or several)
 * and a voicemail (its owner may refuse voicemail; a recording may have to be made) take the
 * checked path in `inbound.ts`, which works out the answer: those are the rare cases.
 */
import { randomUUID } from 'node:crypto';
import type { Platform } from '../../../src/services/api/contract/index.ts';
import type { InboundCarrierMessage } from '../../adapters/carrier.ts';
import type { Database } from '../../db/client.ts';
import type { NamedStatement } from '../../db/prepared.ts';
import type { MessageRow } from '../../db/schema.ts';
import { MESSAGE_WRITES, runMessageWrites, storedMessage } from './messageBatch.ts';
import { splitFullNumber } from './phoneNumbers.ts';

/** A message the carrier handed over, and the brand it named (when several have the number). */
export interface InboundJob {
  message: InboundCarrierMessage;
  platform: Platform | undefined;
}

const WRITE_INBOUND_BATCH: NamedStatement = {
  name: 'write_inbound_batch',
  text: `
    WITH arrived AS (
      SELECT * FROM unnest($3::integer[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                           $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
        AS arrived (ord, platform, own_full_number, other_full_number, other_tel_code, sms_id, type, text, media,
                    highlight_target, highlight_text, transcript)
    ),
    planned AS (
      -- Each message's owner: a probe of the number's rows by their key (at most one per brand),
      -- the owner on the brand named (platform NULL: any brand) when exactly one has it. A
      -- subquery with an aggregate is never turned into a join of whole tables, so the plan cached
      -- for the statement (a generic one, made when the tables may still be nearly empty) reads
      -- no table that grows (docs/messaging.md, "The hot statements' plans").
      SELECT arrived.ord, owner.account_id, NULL::bigint AS payer, own_full_number, owner.own_tel_code,
             other_full_number, other_tel_code, sms_id, 'in' AS direction, type, text, media, highlight_target,
             highlight_text, transcript, 0::numeric AS price, false AS carrier_pending
      FROM arrived
      JOIN LATERAL (
        SELECT min(account_id) AS account_id, min(tel_code) AS own_tel_code FROM virtual_numbers
        WHERE full_number = arrived.own_full_number AND (arrived.platform IS NULL OR platform = arrived.platform)
        HAVING count(*) = 1) owner ON true
    ),
    ${MESSAGE_WRITES}`,
};

/** Writes the messages of the batch whose number has one owner; answers each one's stored copy, or undefined. */
export async function writeInboundBatch(
  db: Database,
  now: Date,
  jobs: readonly InboundJob[],
): Promise<(MessageRow | undefined)[]> {
  const arrived = jobs.map(({ message, platform }) => ({
    message,
    platform,
    other: splitFullNumber(message.from),
    smsId: randomUUID(),
  }));
  const written = await runMessageWrites(db, WRITE_INBOUND_BATCH, now, [
    arrived.map((_, ord) => ord),
    arrived.map((row) => row.platform ?? null),
    arrived.map((row) => row.message.to),
    arrived.map((row) => row.other.fullNumber),
    arrived.map((row) => row.other.telCode),
    arrived.map((row) => row.smsId),
    arrived.map((row) => row.message.type),
    arrived.map((row) => row.message.text),
    arrived.map((row) => row.message.mediaUrl ?? ''),
    arrived.map((row) => row.message.highlightTarget ?? ''),
    arrived.map((row) => row.message.highlightText ?? ''),
    arrived.map((row) => row.message.transcript ?? null),
  ]);
  return arrived.map((row, ord) => {
    const stored = written.get(ord);
    return (
      stored &&
      storedMessage(
        {
          accountId: stored.accountId,
          payer: null,
          own: splitFullNumber(row.message.to),
          other: row.other,
          smsId: row.smsId,
          direction: 'in',
          type: row.message.type,
          text: row.message.text,
          media: row.message.mediaUrl ?? '',
          highlightTarget: row.message.highlightTarget ?? '',
          highlightText: row.message.highlightText ?? '',
          transcript: row.message.transcript ?? null,
          price: '0',
          carrierPending: false,
        },
        stored,
        now,
      )
    );
  });
}
