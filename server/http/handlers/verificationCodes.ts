/**
 * The verification-code calls (spec 3 §7; issue 10 items 9–11), each scoped to the caller's
 * account. The rules live in server/domain/verificationCodes; this file only maps requests to
 * them, and limits the public phone list (no token) per address.
 */
import { type EndpointName, VERIFICATION_LIMITS } from '../../../src/services/api/contract/index.ts';
import type { ServerContext } from '../../context.ts';
import { MINUTE_MS } from '../../domain/clock.ts';
import { fail, isFailure } from '../../domain/failure.ts';
import type { Caller } from '../../domain/numbers/subscriptions.ts';
import type { AuthSession } from '../../domain/sessions.ts';
import { appList, brandGate, feeList, knownApp } from '../../domain/verificationCodes/catalogue.ts';
import { lockNumber, phoneOptions, pollSms, publicPhoneOptions } from '../../domain/verificationCodes/locks.ts';
import { sendCodeSms } from '../../domain/verificationCodes/send.ts';
import { latestSms, smsOfMonth } from '../../domain/verificationCodes/sms.ts';
import {
  appsOfAccount,
  numberList,
  resubscribe,
  subscribe,
  subscribedList,
  unsubscribe,
  updateInfo,
} from '../../domain/verificationCodes/subscriptions.ts';
import { type EndpointHandlers, type HandlerContext, withSession } from '../endpoint.ts';
import { createWindowLimiter, type WindowLimiter } from '../rateLimit.ts';

type VerificationCodeHandlers = Pick<
  EndpointHandlers,
  | 'getAppList'
  | 'getAppListByAccount'
  | 'getVerificationCodePhoneListV2'
  | 'getPublicCodePhoneList'
  | 'getCodeNumberFeeByAppV2'
  | 'lockVerificationCodePhone'
  | 'pollVerificationCodeSms'
  | 'getVerificationCodeSmsList'
  | 'getCodeSmsList'
  | 'subVerificationCodePhone'
  | 'unSubVerificationCodePhone'
  | 'reSubVerificationCodePhone'
  | 'getSubCodeNumberList'
  | 'getCodeNumberListByAccount'
  | 'updateCodeNumberInfo'
  | 'sendCodeSms'
>;

function callerOf<N extends EndpointName>({ platform, lang }: HandlerContext<N>, session: AuthSession): Caller {
  return { accountId: session.accountId, platform, lang };
}

const publicLimits = new WeakMap<ServerContext, WindowLimiter>();

/** One limiter per server, on its clock. */
function publicLimitOf(server: ServerContext): WindowLimiter {
  let limiter = publicLimits.get(server);
  if (!limiter) {
    limiter = createWindowLimiter({
      limit: VERIFICATION_LIMITS.publicListPerMinute,
      windowMs: MINUTE_MS,
      clock: server.clock,
    });
    publicLimits.set(server, limiter);
  }
  return limiter;
}

export const verificationCodeHandlers: VerificationCodeHandlers = {
  async getAppList({ server, lang }) {
    return appList(server.codeProvider, lang);
  },

  getAppListByAccount: withSession(async (context, session) =>
    appsOfAccount(context.server, callerOf(context, session)),
  ),

  getVerificationCodePhoneListV2: withSession(async (context, session) =>
    phoneOptions(context.server, callerOf(context, session), context.input),
  ),

  async getPublicCodePhoneList({ server, input, ip, lang }) {
    if (!publicLimitOf(server).take(ip)) return fail('tooFrequent');
    return publicPhoneOptions(server, input, lang);
  },

  getCodeNumberFeeByAppV2: withSession(async ({ server, input, platform }) => {
    const gate = brandGate(platform);
    if (gate) return gate;
    const app = knownApp(server.codeProvider, input.app);
    if (isFailure(app)) return app;
    return { feeList: feeList(server.codeProvider, app, input.code) };
  }),

  lockVerificationCodePhone: withSession(async (context, session) => {
    const { input, log } = context;
    if (input.needLog)
      log.info({ app: input.app, code: input.code, numberType: input.numberType }, 'needLog: lock asked');
    return lockNumber(context.server, callerOf(context, session), input);
  }),

  pollVerificationCodeSms: withSession(async (context, session) => {
    context.log.debug({ app: context.input.app, count: context.input.count }, 'poll');
    return pollSms(context.server, callerOf(context, session), context.input);
  }),

  getVerificationCodeSmsList: withSession(async (context, session) =>
    latestSms(context.server, callerOf(context, session), context.input),
  ),

  getCodeSmsList: withSession(async (context, session) =>
    smsOfMonth(context.server, callerOf(context, session), context.input),
  ),

  subVerificationCodePhone: withSession(async (context, session) =>
    subscribe(context.server, callerOf(context, session), context.input),
  ),

  unSubVerificationCodePhone: withSession(async (context, session) =>
    unsubscribe(context.server, callerOf(context, session), context.input),
  ),

  reSubVerificationCodePhone: withSession(async (context, session) =>
    resubscribe(context.server, callerOf(context, session), Number(context.input.historyId), context.input.date),
  ),

  getSubCodeNumberList: withSession(async (context, session) =>
    subscribedList(context.server, callerOf(context, session), context.input.pageSize),
  ),

  getCodeNumberListByAccount: withSession(async (context, session) =>
    numberList(context.server, callerOf(context, session), context.input.app),
  ),

  updateCodeNumberInfo: withSession(async (context, session) =>
    updateInfo(context.server, callerOf(context, session), context.input),
  ),

  sendCodeSms: withSession(async (context, session) =>
    sendCodeSms(context.server, callerOf(context, session), context.input),
  ),
};
