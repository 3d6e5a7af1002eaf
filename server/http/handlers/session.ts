/** Logging in and out (spec 1 §4 Session, §7). */
import { findOrCreateAccount, getAccount } from '../../domain/accounts.ts';
import { checkCodeRequestCaptcha, spendCaptchaPass } from '../../domain/captcha.ts';
import { sendCode, spendLoginCode } from '../../domain/codes.ts';
import { emailContact, phoneContact } from '../../domain/contacts.ts';
import { fail, isFailure } from '../../domain/failure.ts';
import { referralCapabilities } from '../../domain/referral/referral.ts';
import { createSession, extendSession, revokeSession } from '../../domain/sessions.ts';
import { type EndpointHandlers, withSession } from '../endpoint.ts';

type SessionHandlers = Pick<EndpointHandlers, 'preLogin' | 'login' | 'refreshToken' | 'logout'>;

export const sessionHandlers: SessionHandlers = {
  /**
   * Sends a login code: 4 digits by SMS, 6 by e-mail. Phone requests need no captcha (spec 1 §4
   * Resend countdown); e-mail requests carry one, checked and used up here.
   */
  async preLogin({ input, platform, lang, ip, log, server }) {
    const { db, clock, messenger, codeLimits: limits } = server;
    const services = { db, clock, messenger, log, limits };
    const requester = { platform, ip };
    if ('email' in input) {
      const human = await checkCodeRequestCaptcha(
        db,
        clock,
        requester,
        'preLogin',
        input.captchaId,
        input.inputCaptcha,
      );
      if (!human) return fail('captchaFailed');
      const sent = await sendCode(services, {
        platform,
        lang,
        purpose: 'login',
        contact: emailContact(input.email),
        limitWaived: human.limitWaived,
        requesterIp: ip,
      });
      return isFailure(sent) ? sent : {};
    }
    const contact = phoneContact(input.telCode, input.phone);
    if (isFailure(contact)) return contact;
    const limitWaived = input.captchaId
      ? await spendCaptchaPass(db, clock, requester, input.captchaId, 'preLogin')
      : false;
    const sent = await sendCode(services, { platform, lang, purpose: 'login', contact, limitWaived, requesterIp: ip });
    return isFailure(sent) ? sent : {};
  },

  /** A right code logs in; the first login of a contact on a brand creates its account. */
  async login({ input, platform, ip, log, server }) {
    const { db, clock } = server;
    const contact = 'email' in input ? emailContact(input.email) : phoneContact(input.telCode, input.phone);
    if (isFailure(contact)) return contact;
    const used = await spendLoginCode({ db, clock, limits: server.codeLimits }, platform, contact, {
      code: input.code,
      ip,
    });
    if (isFailure(used)) return used;
    const { account, created } = await findOrCreateAccount(db, clock, platform, contact);
    const token = await createSession(db, clock, account.id, platform);
    log.info({ accountId: account.id, platform, created }, created ? 'account registered' : 'login');
    return { token, ...(await referralCapabilities(db, account)) };
  },

  /** Slides the expiry and answers the same token (decision, see domain/sessions.ts). */
  refreshToken: withSession(async ({ server }, session) => {
    await extendSession(server.db, server.clock, session.sessionId);
    const account = await getAccount(server.db, session.accountId);
    return { token: session.token, ...(await referralCapabilities(server.db, account)) };
  }),

  /** The token is dead afterwards on HTTP (100014) and its sockets are told and closed. */
  logout: withSession(async ({ server }, session) => {
    await revokeSession(server.db, server.clock, session.sessionId);
    await server.sockets.endSessions([session.sessionId], fail('loggedOut'));
    return {};
  }),
};
