/**
 * Adding or changing the account's phone or e-mail (spec 2 §4 Verification modal): request a
 * code (answers a verifyid), validate it, then save the contact with that verifyid. The save
 * calls accept only a verifyid this account validated for exactly that phone or e-mail.
 *
 * No enumeration (issue 14): a code request answers the same whether or not another account
 * already uses the phone or e-mail, and the code goes to it either way. Only the save, made by
 * whoever proved to hold that phone or mailbox, says 'already used by another account' (100018).
 */

import type { EndpointName, Platform } from '../../../src/services/api/contract/index.ts';
import type { ServerContext } from '../../context.ts';
import { isContactTaken, saveContact } from '../../domain/accounts.ts';
import { checkCodeRequestCaptcha, spendCaptchaPass } from '../../domain/captcha.ts';
import { sendCode, spendVerification, validateVerifyCode } from '../../domain/codes.ts';
import { type Contact, emailContact, phoneContact } from '../../domain/contacts.ts';
import { type Failure, fail, isFailure } from '../../domain/failure.ts';
import type { AuthSession } from '../../domain/sessions.ts';
import { type EndpointHandlers, type HandlerContext, withSession } from '../endpoint.ts';

type VerificationHandlers = Pick<
  EndpointHandlers,
  | 'getVerifyCode'
  | 'requestToVerifyEmail'
  | 'validateCode'
  | 'validateCodeForEmail'
  | 'setPhoneForAccount'
  | 'updatePhone'
  | 'setEmailForAccount'
  | 'updateEmail'
>;

/** Sends a 'verify' code to the contact. */
async function sendVerifyCode(
  context: Pick<HandlerContext<EndpointName>, 'server' | 'platform' | 'lang' | 'log' | 'ip'>,
  session: AuthSession,
  contact: Contact,
  limitWaived: boolean,
): Promise<{ verifyid: string } | Failure> {
  const { db, clock, messenger, codeLimits } = context.server;
  const sent = await sendCode(
    { db, clock, messenger, log: context.log, limits: codeLimits },
    {
      platform: context.platform,
      lang: context.lang,
      purpose: 'verify',
      contact,
      accountId: session.accountId,
      limitWaived,
      requesterIp: context.ip,
    },
  );
  if (isFailure(sent)) return sent;
  if (!sent.verifyId) throw new Error('a verify code was created without a verifyid');
  return { verifyid: sent.verifyId };
}

/**
 * decision: setPhoneForAccount and updatePhone (and the e-mail pair) save the same way: the
 * client picks the name by modal mode; the verifyid is what the server trusts.
 */
async function saveVerifiedContact(
  server: ServerContext,
  platform: Platform,
  session: AuthSession,
  contact: Contact | Failure,
  verifyId: string,
): Promise<Record<string, never> | Failure> {
  if (isFailure(contact)) return contact;
  if (await isContactTaken(server.db, platform, contact, session.accountId)) return fail('contactTaken');
  const spent = await spendVerification(server.db, server.clock, session.accountId, verifyId, contact);
  if (isFailure(spent)) return spent;
  const saved = await saveContact(server.db, session.accountId, contact);
  return isFailure(saved) ? saved : {};
}

export const verificationHandlers: VerificationHandlers = {
  getVerifyCode: withSession(async (context, session) => {
    const { input, server } = context;
    const contact = phoneContact(input.telcode, input.phone);
    if (isFailure(contact)) return contact;
    const requester = { platform: context.platform, ip: context.ip };
    const limitWaived = input.captchaId
      ? await spendCaptchaPass(server.db, server.clock, requester, input.captchaId, 'getVerifyCode')
      : false;
    return sendVerifyCode(context, session, contact, limitWaived);
  }),

  requestToVerifyEmail: withSession(async (context, session) => {
    const { input, server } = context;
    const human = await checkCodeRequestCaptcha(
      server.db,
      server.clock,
      { platform: context.platform, ip: context.ip },
      'requestToVerifyEmail',
      input.captchaId,
      input.inputCaptcha,
    );
    if (!human) return fail('captchaFailed');
    return sendVerifyCode(context, session, emailContact(input.email), human.limitWaived);
  }),

  validateCode: withSession(async ({ input, ip, server }, session) => {
    const checked = await validateVerifyCode(
      { db: server.db, clock: server.clock, limits: server.codeLimits },
      session.accountId,
      input.verifyid,
      'sms',
      { code: input.activationcode, ip },
    );
    return isFailure(checked) ? checked : {};
  }),

  validateCodeForEmail: withSession(async ({ input, ip, server }, session) => {
    const checked = await validateVerifyCode(
      { db: server.db, clock: server.clock, limits: server.codeLimits },
      session.accountId,
      input.verifyid,
      'email',
      { code: input.activationcode, ip },
    );
    return isFailure(checked) ? checked : {};
  }),

  setPhoneForAccount: withSession(({ input, platform, server }, session) =>
    saveVerifiedContact(server, platform, session, phoneContact(input.telcode, input.phone), input.verifyid),
  ),
  updatePhone: withSession(({ input, platform, server }, session) =>
    saveVerifiedContact(server, platform, session, phoneContact(input.telcode, input.phone), input.verifyid),
  ),
  setEmailForAccount: withSession(({ input, platform, server }, session) =>
    saveVerifiedContact(server, platform, session, emailContact(input.email), input.verifyid),
  ),
  updateEmail: withSession(({ input, platform, server }, session) =>
    saveVerifiedContact(server, platform, session, emailContact(input.email), input.verifyid),
  ),
};
