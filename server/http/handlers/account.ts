/** What the main view reads about the logged-in account (spec 1 §3 Account, §7). */
import { getAccount, toAccountView } from '../../domain/accounts.ts';
import { adConfig } from '../../domain/ads.ts';
import { fail } from '../../domain/failure.ts';
import { referralCapabilities } from '../../domain/referral/referral.ts';
import { BAD_INPUT_TEXTS } from '../../i18n.ts';
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

  // The pay-back address is absolute on the request's own origin (ads.ts); a request naming no
  // http(s) host has none to give.
  async getAdConfig({ platform, origin }) {
    return origin ? adConfig(platform, origin) : fail('badRequest', BAD_INPUT_TEXTS.noOrigin);
  },
};
