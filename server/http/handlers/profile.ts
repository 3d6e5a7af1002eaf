/** The profile and identity-proof calls (spec 2 §7; issue 11 item 10); the rules live in the domain. */
import { getAccount } from '../../domain/accounts.ts';
import { getKycInfo, updateKyc } from '../../domain/profile/kyc.ts';
import { getProfileAnswer, submitProfile } from '../../domain/profiles.ts';
import { type EndpointHandlers, withSession } from '../endpoint.ts';

type ProfileHandlers = Pick<EndpointHandlers, 'getProfile' | 'updateProfile' | 'getKYCInfo' | 'updateKYCInfo'>;

export const profileHandlers: ProfileHandlers = {
  getProfile: withSession(async ({ server }, session) =>
    getProfileAnswer(server.db, await getAccount(server.db, session.accountId), server.clock.now()),
  ),

  updateProfile: withSession(async ({ server, input }, session) =>
    submitProfile(server.db, server.clock, session.accountId, input),
  ),

  getKYCInfo: withSession(async ({ server, platform }, session) =>
    getKycInfo(server.db, server.clock, platform, session.accountId),
  ),

  updateKYCInfo: withSession(async ({ server, platform, input }, session) =>
    updateKyc(server.db, server.clock, platform, session.accountId, input),
  ),
};
