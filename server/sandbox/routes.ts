/**
 * Sandbox controls under `/sandbox/*` (only registered in sandbox mode): read the codes and the
 * off-net messages the sandbox "sent", read a captcha's answer, revoke an account's sessions and
 * set its balance as a server admin would, deliver a message from outside as a carrier
 * would, arm one failure for an account's next call (`faults.ts`), and reset the code limits. Answers of the two readers are plain JSON (no envelope); the others use the envelope.
 */

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import {
  CaptchaId,
  FAIL_NEXT_CARRIER_PATH,
  FAIL_NEXT_SOCKET_PATH,
  OUTBOX_KINDS,
  RevokeSessionsRequest,
  SANDBOX_CALL_PATH,
  SANDBOX_PATHS,
  SandboxAdvanceClockRequest,
  SandboxBadRowRequest,
  SandboxCallRequest,
  SandboxCodeSmsRequest,
  SandboxEmptyPoolRequest,
  SandboxFailNextRequest,
  SandboxInboundRequest,
  SandboxReviewRequest,
  SandboxSetBalanceRequest,
} from '../../src/services/api/contract/index.ts';
import type { SandboxCodeProvider } from '../adapters/codeProviderSandbox.ts';
import type { SandboxOutbox } from '../adapters/sandboxOutbox.ts';
import type { ServerContext } from '../context.ts';
import { findAccount } from '../domain/accounts.ts';
import { publishBalance } from '../domain/balanceEvents.ts';
import { peekCaptchaAnswer } from '../domain/captcha.ts';
import { type AdjustableClock, DAY_MS } from '../domain/clock.ts';
import { resetCodeLimits } from '../domain/codes.ts';
import { emailContact, phoneContact } from '../domain/contacts.ts';
import { fail, isFailure } from '../domain/failure.ts';
import { recordCall } from '../domain/ledger/calls.ts';
import { receiveInbound } from '../domain/messaging/inbound.ts';
import { setBalance } from '../domain/messaging/ledger.ts';
import { runDueRenewals } from '../domain/numbers/renewals.ts';
import { expireDueOrders } from '../domain/payments/expiry.ts';
import { getKycInfo } from '../domain/profile/kyc.ts';
import { applyReview } from '../domain/profile/review.ts';
import { getProfileAnswer } from '../domain/profiles.ts';
import { revokeAccountSessions, shiftLiveSessions } from '../domain/sessions.ts';
import { peekSliderGap } from '../domain/slider/sliderCaptcha.ts';
import { receiveCodeSms } from '../domain/verificationCodes/inbound.ts';
import { sendFailure, successBody } from '../http/answers.ts';
import { requestLanguage } from '../http/common.ts';
import { parseInput } from '../http/validation.ts';
import { BAD_INPUT_TEXTS } from '../i18n.ts';
import { FAULT_PATHS, FAULT_RETCODES, type SandboxFaults } from './faults.ts';

const OutboxQuery = z.object({
  to: z.string().check(z.trim(), z.minLength(3), z.maxLength(320)),
  kind: z._default(z.enum(OUTBOX_KINDS), 'code'),
});

export function registerSandboxRoutes(
  app: FastifyInstance,
  context: ServerContext,
  {
    outbox,
    faults,
    clock,
    codeProvider,
  }: {
    outbox: SandboxOutbox;
    faults: SandboxFaults;
    clock: AdjustableClock;
    /** The sandbox code provider, whose pools `emptyPool` empties; null when another provider runs. */
    codeProvider: SandboxCodeProvider | null;
  },
): void {
  app.get(
    SANDBOX_PATHS.outbox,
    {
      config: {
        description: 'Sandbox: the codes (and off-net messages) the sandbox sent instead of real SMS and mail.',
      },
    },
    async (request, reply) => {
      const query = parseInput(OutboxQuery, request.query);
      if (isFailure(query)) return sendFailure(reply, query, requestLanguage(request));
      return reply.send(outbox.list(query.to, query.kind));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${SANDBOX_PATHS.captcha}/:id`,
    { config: { description: 'Sandbox: the answer of an image captcha.' } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const id = parseInput(CaptchaId, request.params.id);
      if (isFailure(id)) return sendFailure(reply, id, lang);
      const text = await peekCaptchaAnswer(context.db, id);
      return text === undefined ? sendFailure(reply, fail('notFound'), lang) : reply.send({ text });
    },
  );

  app.get<{ Params: { id: string } }>(
    `${SANDBOX_PATHS.sliderCaptcha}/:id`,
    { config: { description: "Sandbox: where a slider puzzle's gap is (its right answer)." } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const id = parseInput(CaptchaId, request.params.id);
      if (isFailure(id)) return sendFailure(reply, id, lang);
      const gapX = await peekSliderGap(context.db, id);
      return gapX === undefined ? sendFailure(reply, fail('notFound'), lang) : reply.send({ gapX });
    },
  );

  app.post(
    SANDBOX_PATHS.revokeSessions,
    { config: { description: "Sandbox: revokes an account's sessions (as a login elsewhere would)." } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = parseInput(RevokeSessionsRequest, request.body ?? {});
      if (isFailure(body)) return sendFailure(reply, body, lang);
      const contact = 'email' in body ? emailContact(body.email) : phoneContact(body.telCode, body.phone);
      if (isFailure(contact)) return sendFailure(reply, contact, lang);
      const account = await findAccount(context.db, body.platform, contact);
      if (!account) return sendFailure(reply, fail('notFound'), lang);
      const revoked = await revokeAccountSessions(context.db, context.clock, account.id);
      await context.sockets.endSessions(revoked, fail('loggedOut'));
      request.log.info({ accountId: account.id, revoked: revoked.length }, 'sandbox revoked sessions');
      return reply.send(successBody({ revoked: revoked.length }, lang));
    },
  );

  app.post(
    SANDBOX_PATHS.inbound,
    {
      config: {
        description: "Sandbox: an SMS, MMS or voicemail from outside arrives, through the carrier's webhook path.",
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = parseInput(SandboxInboundRequest, request.body ?? {});
      if (isFailure(body)) return sendFailure(reply, body, lang);
      const { platform, ...message } = body;
      const received = await receiveInbound(context, message, platform);
      if (isFailure(received)) return sendFailure(reply, received, lang);
      return reply.send(successBody(received, lang));
    },
  );

  app.post(
    SANDBOX_PATHS.setBalance,
    { config: { description: "Sandbox: sets an account's balance." } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = parseInput(SandboxSetBalanceRequest, request.body ?? {});
      if (isFailure(body)) return sendFailure(reply, body, lang);
      const contact = phoneContact(body.telCode, body.phone);
      if (isFailure(contact)) return sendFailure(reply, contact, lang);
      const account = await findAccount(context.db, body.platform, contact);
      if (!account) return sendFailure(reply, fail('notFound'), lang);
      const balance = await context.db.transaction((tx) => setBalance(tx, context.clock, account.id, body.balance));
      if (balance === undefined) return sendFailure(reply, fail('notFound'), lang);
      publishBalance(context, account.id);
      return reply.send(successBody({ balance }, lang));
    },
  );

  // The sandbox carrier reports a call of an account's number: recorded and charged (docs/histories-and-rates.md).
  app.post(
    SANDBOX_CALL_PATH,
    {
      config: {
        description:
          "Sandbox carrier: records one call {from, to, direction, seconds} of an account's number and charges it by the rate table.",
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = parseInput(SandboxCallRequest, request.body ?? {});
      if (isFailure(body)) return sendFailure(reply, body, lang);
      const recorded = await recordCall(context, body);
      if (isFailure(recorded)) return sendFailure(reply, recorded, lang);
      return reply.send(successBody(recorded, lang));
    },
  );

  app.post(
    SANDBOX_PATHS.review,
    {
      config: {
        description:
          "Sandbox: the reviewer decides an account's profile, use-case and identity-proof statuses, and its VIP membership's end.",
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = parseInput(SandboxReviewRequest, request.body ?? {});
      if (isFailure(body)) return sendFailure(reply, body, lang);
      const contact =
        body.email !== undefined ? emailContact(body.email) : phoneContact(body.telCode ?? '', body.phone ?? '');
      if (isFailure(contact)) return sendFailure(reply, contact, lang);
      const account = await findAccount(context.db, body.platform, contact);
      if (!account) return sendFailure(reply, fail('notFound'), lang);
      const { profileStatus, useCaseStatus, kycStatus, canEditDate, vipExpireDate } = body;
      await applyReview(context.db, context.clock, account.id, {
        ...(profileStatus !== undefined ? { profileStatus } : {}),
        ...(useCaseStatus !== undefined ? { useCaseStatus } : {}),
        ...(kycStatus !== undefined ? { kycStatus } : {}),
        ...(canEditDate !== undefined ? { canEditDate: new Date(canEditDate) } : {}),
        ...(vipExpireDate !== undefined
          ? { vipExpireDate: vipExpireDate === null ? null : new Date(vipExpireDate) }
          : {}),
      });
      const now = context.clock.now();
      const [profile, kyc] = await Promise.all([
        getProfileAnswer(context.db, account, now),
        getKycInfo(context.db, context.clock, body.platform, account.id),
      ]);
      request.log.info({ accountId: account.id, profileStatus, useCaseStatus, kycStatus }, 'sandbox review');
      return reply.send(successBody({ profile, kyc }, lang));
    },
  );

  app.post(
    SANDBOX_PATHS.advanceClock,
    {
      config: {
        description:
          "Sandbox: moves the server's clock forward and runs what fell due (renewals, suspensions, releases).",
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = parseInput(SandboxAdvanceClockRequest, request.body ?? {});
      if (isFailure(body)) return sendFailure(reply, body, lang);
      // Sessions first, so none expires in the moment between the two.
      const ms = body.days * DAY_MS;
      await shiftLiveSessions(context.db, clock, ms);
      clock.advance(ms);
      const events = await runDueRenewals(context.db, clock.now(), (accountId) => publishBalance(context, accountId));
      // Payment orders that ran out meanwhile expire too, and their tabs hear it (docs/payments.md).
      await expireDueOrders(context);
      return reply.send(successBody({ now: clock.now().getTime(), events }, lang));
    },
  );

  // Through the provider webhook's path (server/domain/verificationCodes/inbound.ts).
  app.post(
    SANDBOX_PATHS.codeSms,
    {
      config: {
        description: 'Sandbox: the code provider delivers an SMS to a locked or subscribed verification number.',
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = parseInput(SandboxCodeSmsRequest, request.body ?? {});
      if (isFailure(body)) return sendFailure(reply, body, lang);
      const received = await receiveCodeSms(context, {
        number: body.number,
        text: body.text,
        messageId: body.messageId ?? randomUUID(),
        ...(body.app === undefined ? {} : { app: body.app }),
        ...(body.from === undefined ? {} : { from: body.from }),
      });
      if (isFailure(received)) return sendFailure(reply, received, lang);
      const { sms, app: leasedApp, created } = received;
      return reply.send(successBody({ smsId: sms.smsId, app: leasedApp, charge: sms.charge, created }, lang));
    },
  );

  app.post(
    SANDBOX_PATHS.emptyPool,
    { config: { description: "Sandbox: empties (or refills) the code provider's pool of one app in one country." } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = parseInput(SandboxEmptyPoolRequest, request.body ?? {});
      if (isFailure(body)) return sendFailure(reply, body, lang);
      if (!codeProvider) return sendFailure(reply, fail('notFound'), lang);
      codeProvider.setEmpty(body.app, body.country, body.empty);
      return reply.send(successBody({ app: body.app, country: body.country, empty: body.empty }, lang));
    },
  );

  app.post(
    SANDBOX_PATHS.resetLimits,
    {
      config: {
        description:
          'Sandbox: forgets the code-request counts and every wrong code try (codes already sent still work).',
      },
    },
    async (request, reply) => {
      await resetCodeLimits(context.db);
      request.log.info('sandbox reset the code limits');
      return reply.send(successBody({ reset: true }, requestLanguage(request)));
    },
  );

  app.post(
    SANDBOX_PATHS.failNext,
    { config: { description: "Sandbox: makes an account's next call of a path answer a given retcode, once." } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = parseInput(SandboxFailNextRequest, request.body ?? {});
      if (isFailure(body)) return sendFailure(reply, body, lang);
      if (!FAULT_PATHS.has(body.path)) {
        const why = `must be a /web endpoint path that needs a session (e.g. /getChatList), ${FAIL_NEXT_SOCKET_PATH} or ${FAIL_NEXT_CARRIER_PATH}`;
        return sendFailure(reply, fail('badRequest', BAD_INPUT_TEXTS.invalidField('path', why)), lang);
      }
      if (!FAULT_RETCODES.includes(body.retcode)) {
        const why = `must be one of ${FAULT_RETCODES.join(', ')}`;
        return sendFailure(reply, fail('badRequest', BAD_INPUT_TEXTS.invalidField('retcode', why)), lang);
      }
      const contact = phoneContact(body.telCode, body.phone);
      if (isFailure(contact)) return sendFailure(reply, contact, lang);
      const account = await findAccount(context.db, body.platform, contact);
      if (!account) return sendFailure(reply, fail('notFound'), lang);
      faults.arm(account.id, body.path, body.retcode);
      request.log.info({ accountId: account.id, path: body.path, retcode: body.retcode }, 'sandbox armed a failure');
      return reply.send(successBody({ path: body.path, retcode: body.retcode }, lang));
    },
  );

  app.post(
    SANDBOX_PATHS.badRow,
    {
      config: {
        description:
          "Sandbox: adds one message with a free-worded direction and type to an account's chat and dialog lists.",
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = parseInput(SandboxBadRowRequest, request.body ?? {});
      if (isFailure(body)) return sendFailure(reply, body, lang);
      const contact = phoneContact(body.telCode, body.phone);
      if (isFailure(contact)) return sendFailure(reply, contact, lang);
      const account = await findAccount(context.db, body.platform, contact);
      if (!account || !context.badRows) return sendFailure(reply, fail('notFound'), lang);
      const { ownTelCode, ownNumber, otherTelCode, otherNumber, direction, type, text } = body;
      const row = {
        ownFullNumber: `${ownTelCode}${ownNumber}`,
        ownTelCode,
        ownNumber,
        otherFullNumber: `${otherTelCode}${otherNumber}`,
        otherTelCode,
        otherNumber,
        date: context.clock.now().getTime(),
        smsId: `sandbox-odd-${randomUUID()}`,
        direction,
        type,
        text,
      };
      context.badRows.add(account.id, row);
      request.log.info({ accountId: account.id, direction, type }, 'sandbox stored an odd row');
      return reply.send(successBody({ smsId: row.smsId, date: row.date }, lang));
    },
  );
}
