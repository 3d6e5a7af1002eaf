/**
 * Held codes (issue 10 item 10; docs/verification-codes.md "Codes and charges"): a code that
 * arrived on a subscribed number while the balance did not cover its rate is stored held — its
 * text withheld, nothing charged, no developer callback (inbound.ts). The recharge that covers it
 * releases it: in the crediting transaction (payments/settle.ts), oldest first, each held code is
 * charged the rate it was stored with and its callback queued, until the balance no longer covers
 * the next one (that one and the later ones stay held for the next recharge).
 *
 * Exactly once: the account's held rows are locked and each leaves `held` in the transaction that
 * charges it, so a later recharge no longer finds it; a settled order never credits again
 * (settle.ts), and the provider message id made the code stored at most once.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { CodeNumberRow, CodeSmsRow } from '../../db/schema.ts';
import { codeNumbers, codeSms } from '../../db/schema.ts';
import { type ArrivedCode, enqueueCodeCallback } from '../developerApi/deliveries.ts';
import { isFailure } from '../failure.ts';
import { chargeAccount } from '../numbers/billing.ts';
import type { Transaction } from '../transaction.ts';

/** What the developer's callback carries of a released (or never held) code. */
export function arrivedCode(
  number: Pick<CodeNumberRow, 'accountId' | 'app' | 'fullNumber'>,
  sms: CodeSmsRow,
): ArrivedCode {
  return {
    accountId: number.accountId,
    smsId: sms.smsId,
    app: number.app,
    from: sms.sender,
    to: number.fullNumber,
    text: sms.text,
    time: sms.date,
  };
}

/** Releases what the balance now covers of the account's held codes; answers how many. */
export async function releaseHeldCodes(tx: Transaction, accountId: number, at: Date): Promise<number> {
  const held = await tx
    .select({ sms: codeSms, number: codeNumbers })
    .from(codeSms)
    .innerJoin(codeNumbers, eq(codeNumbers.id, codeSms.codeNumberId))
    .where(and(eq(codeSms.accountId, accountId), eq(codeSms.held, true)))
    .orderBy(asc(codeSms.date), asc(codeSms.id))
    .for('update', { of: codeSms });
  let released = 0;
  for (const { sms, number } of held) {
    const charged = await chargeAccount(tx, at, accountId, sms.charge, 'verificationCode', {
      direction: 'in',
      from: sms.sender,
      to: number.fullNumber,
      app: number.app,
    });
    if (isFailure(charged)) break;
    const [open] = await tx.update(codeSms).set({ held: false }).where(eq(codeSms.id, sms.id)).returning();
    if (!open) throw new Error('a held code SMS vanished while locked');
    await enqueueCodeCallback(tx, arrivedCode(number, open), at);
    released += 1;
  }
  return released;
}
