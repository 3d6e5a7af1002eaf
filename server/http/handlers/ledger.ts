/**
 * Bills, calls and SMS histories, call rates and message prices (spec 2 §7; issue 11 items 8, 12),
 * each scoped to the caller's account. The rules live in server/domain/ledger.
 */

import { fail, isFailure } from '../../domain/failure.ts';
import { listBills } from '../../domain/ledger/bills.ts';
import { listCalls } from '../../domain/ledger/calls.ts';
import { countryRates } from '../../domain/ledger/rates.ts';
import { listSms } from '../../domain/ledger/smsHistory.ts';
import { numberFacts } from '../../domain/messaging/phoneNumbers.ts';
import { priceOf } from '../../domain/messaging/pricing.ts';
import { findOwnNumber } from '../../domain/messaging/virtualNumbers.ts';
import { type EndpointHandlers, withSession } from '../endpoint.ts';

type LedgerHandlers = Pick<
  EndpointHandlers,
  'getBillList' | 'getCallList' | 'getNormalSmsList' | 'getCountryRates' | 'getMessagePrice'
>;

export const ledgerHandlers: LedgerHandlers = {
  getBillList: withSession(async ({ server, input }, session) => listBills(server.db, session.accountId, input)),

  getCallList: withSession(async ({ server, input }, session) => listCalls(server.db, session.accountId, input)),

  getNormalSmsList: withSession(async ({ server, input }, session) => listSms(server.db, session.accountId, input)),

  getCountryRates: withSession(
    async ({ platform, lang, input }) => countryRates(platform, lang, input) ?? fail('badRequest'),
  ),

  getMessagePrice: withSession(async ({ server, input }, session) => {
    const own = await findOwnNumber(server.db, session.accountId, input.from);
    if (!own) return fail('notFound');
    const price = priceOf('sms', numberFacts(own.fullNumber).region, numberFacts(input.to).region);
    return { price: isFailure(price) ? null : price };
  }),
};
