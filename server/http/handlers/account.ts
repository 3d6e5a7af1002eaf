/** What the main view reads about the logged-in account (spec 1 §3 Account, §7). */
import { getAccount, toAccountView } from '../../domain/accounts.ts';
import { adConfig } from '../../domain/ads.ts';
import { referralCapabilities } from '../../domain/referral/referral.ts';
import { type EndpointHandlers, withSession } from '../endpoint.ts';

type AccountHandlers = Pick<EndpointHandlers, 'getAccountInfo' | 'queryBalance' | 'getAdConfig'>;

export const accountHandlers: AccountHandlers = {
  getAccountInfo: withSession(async ({ server }, session) => {
    const account = await getAccount(server.db, session.accountId);
    return toAccountView(account, await referralCapabilities(server.db, account));
  }),

  queryBalance: withSession(async ({ server }, session) => ({
    balance: (await getAccount(server.db, session.accountId)).balance,
  })),

  async getAdConfig({ platform }) {
    return adConfig(platform);
  },
};
