/**
 * spec 3 §7 sendCodeSms: an SMS from one of the caller's verification numbers — leased now (a
 * live lock or a running subscription) for that app, of a type that can send (`canSendFrom`) — to
 * any recipient chats could send to (spec 1 §5), at chats' SMS rate (spec 2 §9). The provider
 * sends it (the number is its SIM); a refusal gives the money back.
 *
 * decision: the SMS is not kept in chats — the verification number is not one of the account's
 * chat numbers — only in the ledger (type 4, direction out) and the provider's outbox.
 */
import { randomUUID } from 'node:crypto';
import type { SentMessage } from '../../../src/services/api/contract/index.ts';
import type { ServerContext } from '../../context.ts';
import { publishBalance } from '../balanceEvents.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { numberFacts, readRecipient } from '../messaging/phoneNumbers.ts';
import { priceOf } from '../messaging/pricing.ts';
import { chargeAccount } from '../numbers/billing.ts';
import type { Caller } from '../numbers/subscriptions.ts';
import { inTransaction } from '../transaction.ts';
import { brandGate } from './catalogue.ts';
import { canSendFrom, liveHolder, numberTypeOf, ownCodeNumber } from './leases.ts';
import { CODE_TEXTS } from './texts.ts';

export async function sendCodeSms(
  ctx: ServerContext,
  caller: Caller,
  request: { from: string; to: string; app: string; text: string },
): Promise<SentMessage | Failure> {
  const gate = brandGate(caller.platform);
  if (gate) return gate;
  const row = await ownCodeNumber(ctx.db, caller.accountId, request.app, request.from);
  if (!row) return fail('notFound');
  const now = ctx.clock.now();
  if ((await liveHolder(ctx.db, row.app, row.fullNumber, now)) !== caller.accountId) {
    return fail('notFound', CODE_TEXTS.notLeased);
  }
  if (!canSendFrom(row.fullNumber, numberTypeOf(row))) return fail('notAuthorized', CODE_TEXTS.cannotSend);
  const recipient = readRecipient(request.to);
  if (!recipient) return fail('phoneNotSupported');
  if (recipient.tollFree) return fail('tollFreeDestination');
  const price = priceOf('sms', numberFacts(row.fullNumber).region, recipient.region);
  if (isFailure(price)) return price;

  const smsId = randomUUID();
  const details = { direction: 'out', from: row.fullNumber, to: recipient.fullNumber, app: row.app };
  const charged = await inTransaction(ctx.db, (tx) =>
    chargeAccount(tx, now, caller.accountId, price, 'codeSmsSent', details),
  );
  if (isFailure(charged)) return charged;
  // issue 27 item 4: every tab shows the balance after the charge (and again after a refund).
  publishBalance(ctx, caller.accountId);
  try {
    await ctx.codeProvider.send({
      app: row.app,
      from: row.fullNumber,
      to: recipient.fullNumber,
      text: request.text,
      smsId,
    });
  } catch (error) {
    ctx.log.warn({ err: error, app: row.app }, 'the code provider refused an SMS: refunded');
    await inTransaction(ctx.db, (tx) =>
      chargeAccount(tx, ctx.clock.now(), caller.accountId, `-${price}`, 'codeSmsSent', details),
    );
    publishBalance(ctx, caller.accountId);
    return fail('serviceUnavailable');
  }
  return { smsId, date: now.getTime() };
}
