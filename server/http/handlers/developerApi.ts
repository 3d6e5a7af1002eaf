/**
 * The developer API's calls (spec 2 §7; issue 13 items 1–4), each scoped to the caller's account;
 * the rules live in server/domain/developerApi. The callback test is limited per account
 * (`DEVELOPER_API_LIMITS.testsPerMinute`): it makes the server post to a URL of the caller's choice.
 */
import { DEVELOPER_API_LIMITS, type EndpointName } from '../../../src/services/api/contract/index.ts';
import type { ServerContext } from '../../context.ts';
import { MINUTE_MS } from '../../domain/clock.ts';
import { apiInfo, createOrUpdateApi, requestPlatform } from '../../domain/developerApi/access.ts';
import { testCallback } from '../../domain/developerApi/callbackTest.ts';
import { deliveryDetail, listDeliveries, replayDelivery } from '../../domain/developerApi/deliveries.ts';
import { fail } from '../../domain/failure.ts';
import type { Caller } from '../../domain/numbers/subscriptions.ts';
import type { AuthSession } from '../../domain/sessions.ts';
import { type EndpointHandlers, type HandlerContext, withSession } from '../endpoint.ts';
import { createWindowLimiter, type WindowLimiter } from '../rateLimit.ts';

type DeveloperApiHandlers = Pick<
  EndpointHandlers,
  | 'getVerificationCodeApi'
  | 'createOrUpdateVerificationCodeApi'
  | 'applyNewCodePlatform'
  | 'testCallBackUrl'
  | 'getCallbackDeliveries'
  | 'getCallbackDelivery'
  | 'replayCallbackDelivery'
>;

function callerOf<N extends EndpointName>({ platform, lang }: HandlerContext<N>, session: AuthSession): Caller {
  return { accountId: session.accountId, platform, lang };
}

const testLimits = new WeakMap<ServerContext, WindowLimiter>();

function testLimitOf(server: ServerContext): WindowLimiter {
  let limiter = testLimits.get(server);
  if (!limiter) {
    limiter = createWindowLimiter({
      limit: DEVELOPER_API_LIMITS.testsPerMinute,
      windowMs: MINUTE_MS,
      clock: server.clock,
    });
    testLimits.set(server, limiter);
  }
  return limiter;
}

export const developerApiHandlers: DeveloperApiHandlers = {
  getVerificationCodeApi: withSession(async (context, session) => apiInfo(context.server, callerOf(context, session))),

  createOrUpdateVerificationCodeApi: withSession(async (context, session) =>
    createOrUpdateApi(context.server, callerOf(context, session), context.input),
  ),

  applyNewCodePlatform: withSession(async (context, session) =>
    requestPlatform(context.server, callerOf(context, session), context.input),
  ),

  testCallBackUrl: withSession(async (context, session) => {
    if (!testLimitOf(context.server).take(String(session.accountId))) return fail('tooFrequent');
    return testCallback(context.server, callerOf(context, session), context.input.callBackUrl);
  }),

  getCallbackDeliveries: withSession(async (context, session) =>
    listDeliveries(context.server, callerOf(context, session), context.input),
  ),

  getCallbackDelivery: withSession(async (context, session) =>
    deliveryDetail(context.server, callerOf(context, session), context.input.id),
  ),

  replayCallbackDelivery: withSession(async (context, session) =>
    replayDelivery(context.server, callerOf(context, session), context.input.id),
  ),
};
