/**
 * An SMS arriving on a verification number (issue 10 items 10, 11): the path the provider's
 * webhook takes (`InboundCodeSms`; `POST /sandbox/codeSms` calls it the same way). The number's
 * live lease decides whose it is — of the message's app, or, when the provider does not say, the
 * most recent lease of the number. Stored and charged the app's code rate in one transaction,
 * once per provider message id (a unique key: a second delivery changes nothing); then every tab
 * of the account gets the socket event `codeSms`.
 *
 * decision: when the balance no longer covers the code rate while the number's lock runs (the
 * lock checked it, but it was spent since), the SMS is still delivered — the code is what the
 * person waits for — and its charge is 0; the log records it. Outside a lock (a subscribed
 * number, which no lock checks) the code is held instead: stored with its rate, its text withheld,
 * no charge and no callback, until a recharge releases it (heldCodes.ts; issue 10 item 10).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { CodeSms } from '../../../src/services/api/contract/index.ts';
import type { InboundCodeSms } from '../../adapters/codeProvider.ts';
import type { ServerContext } from '../../context.ts';
import { codeNumberClaims, codeNumbers, codeSms } from '../../db/schema.ts';
import { publishBalance } from '../balanceEvents.ts';
import { enqueueCodeCallback } from '../developerApi/deliveries.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { accountRoom } from '../messaging/events.ts';
import { chargeAccount } from '../numbers/billing.ts';
import { inTransaction } from '../transaction.ts';
import { appName, feeOf, findApp } from './catalogue.ts';
import { arrivedCode } from './heldCodes.ts';
import { numberTypeOf, toCodeSms } from './leases.ts';

export interface ReceivedCodeSms {
  app: string;
  accountId: number;
  sms: CodeSms;
  /** False when this provider message had been delivered before. */
  created: boolean;
  /** Whether a developer-API callback was queued for it (issue 13). */
  callbackQueued: boolean;
}

export async function receiveCodeSms(ctx: ServerContext, message: InboundCodeSms): Promise<ReceivedCodeSms | Failure> {
  const now = ctx.clock.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const [lease] = await tx
      .select({ row: codeNumbers })
      .from(codeNumberClaims)
      .innerJoin(
        codeNumbers,
        and(
          eq(codeNumbers.accountId, codeNumberClaims.accountId),
          eq(codeNumbers.app, codeNumberClaims.app),
          eq(codeNumbers.fullNumber, codeNumberClaims.fullNumber),
        ),
      )
      .where(
        and(
          eq(codeNumberClaims.fullNumber, message.number),
          gt(codeNumberClaims.heldUntil, now),
          message.app === undefined ? undefined : eq(codeNumberClaims.app, message.app),
        ),
      )
      .orderBy(desc(codeNumbers.lockedAt))
      .limit(1);
    if (!lease) return fail('notFound');
    const row = lease.row;
    const app = findApp(ctx.codeProvider, row.app);
    const rate = app ? feeOf(app, numberTypeOf(row)).codeRate : '0';
    const [stored] = await tx
      .insert(codeSms)
      .values({
        accountId: row.accountId,
        codeNumberId: row.id,
        providerMessageId: message.messageId,
        smsId: randomUUID(),
        sender: message.from ?? appName(ctx.codeProvider, row.app, 'en'),
        text: message.text,
        date: now.getTime(),
        charge: rate,
      })
      .onConflictDoNothing({ target: codeSms.providerMessageId })
      .returning();
    if (!stored) {
      const [earlier] = await tx.select().from(codeSms).where(eq(codeSms.providerMessageId, message.messageId));
      if (!earlier) throw new Error('a conflicting provider message id has no row');
      return {
        app: row.app,
        accountId: earlier.accountId,
        sms: toCodeSms(earlier),
        created: false,
        callbackQueued: false,
      };
    }
    const balance = await chargeAccount(tx, now, row.accountId, rate, 'verificationCode', {
      direction: 'in',
      from: stored.sender,
      to: row.fullNumber,
      app: row.app,
    });
    if (isFailure(balance)) {
      const held = row.lockExpiresAt.getTime() <= now.getTime();
      ctx.log.warn(
        { accountId: row.accountId, app: row.app, held },
        held ? 'verification code held: balance too low' : 'verification code delivered unpaid: balance too low',
      );
      const [unpaid] = await tx
        .update(codeSms)
        .set(held ? { held: true } : { charge: '0' })
        .where(eq(codeSms.id, stored.id))
        .returning();
      if (!unpaid) throw new Error('a stored code SMS vanished');
      // A held code reaches the developer's callback when a recharge releases it (heldCodes.ts).
      const callbackQueued = !held && (await enqueueCodeCallback(tx, arrivedCode(row, unpaid), now));
      return { app: row.app, accountId: row.accountId, sms: toCodeSms(unpaid), created: true, callbackQueued };
    }
    // issue 13: the developer's callback is queued with the code, in this transaction.
    const callbackQueued = await enqueueCodeCallback(tx, arrivedCode(row, stored), now);
    return { app: row.app, accountId: row.accountId, sms: toCodeSms(stored), created: true, callbackQueued };
  });
  if (isFailure(result)) return result;
  if (result.callbackQueued) ctx.developerApi.wake();
  if (result.created) {
    ctx.sockets.io
      .to(accountRoom(result.accountId))
      .emit('codeSms', { app: result.app, number: message.number, sms: result.sms });
    // The code's charge committed with it (a held or unpaid code leaves the balance as it was,
    // and the event then says so again: harmless, and one rule is simpler than two).
    publishBalance(ctx, result.accountId);
  }
  return result;
}
