/**
 * The callback test (spec 2 §7 "Callback test": the sample JSON POSTed to the URL; any success
 * HTTP status means OK). decision: the spec's client posts to a proxied check path built from the
 * URL; here the proxy is the contract's `POST /testCallBackUrl {callBackUrl}`, which posts from the
 * server through the SSRF-safe client — the URL then passes the contract's validation like any
 * other input instead of being spliced into a path (docs/developer-api.md). The sample is signed
 * with the account's key when it has one, so a receiver can try its verification too.
 */
import { performance } from 'node:perf_hooks';
import { API_STATUS, type CallbackBody, type CallbackTestAnswer } from '../../../src/services/api/contract/index.ts';
import { type Failure, fail } from '../failure.ts';
import type { Caller } from '../numbers/subscriptions.ts';
import { apiGate, apiRowOf, type DeveloperApiContext } from './access.ts';
import { outcomeOf, signedPost } from './dispatcher.ts';
import { newApiKey } from './keys.ts';
import { DEVELOPER_API_TEXTS } from './texts.ts';

export async function testCallback(
  ctx: DeveloperApiContext,
  caller: Caller,
  url: string,
): Promise<CallbackTestAnswer | Failure> {
  const gate = apiGate(caller);
  if (gate) return gate;
  const api = await apiRowOf(ctx.db, caller.accountId);
  // spec 2 §4: edit and test are disabled at 3 (rejected).
  if (api?.status === API_STATUS.rejected) return fail('notAuthorized', DEVELOPER_API_TEXTS.rejected);
  const sample: CallbackBody = {
    app: 'whatsapp',
    from: 'WhatsApp',
    to: '13325550100',
    userId: api?.userId ?? '',
    text: 'Your WhatsApp code: 123-456 (a test of your callback URL)',
    time: ctx.clock.now().getTime(),
  };
  // Without an application (or a readable key) there is no key yet: a throw-away one, so the
  // headers have their shape.
  const key = (api && ctx.developerApi.keys?.open(api.keyCipher)) || newApiKey();
  const started = performance.now();
  const outcome = outcomeOf(await signedPost(ctx, url, JSON.stringify(sample), key));
  return {
    passed: outcome.state === 'delivered',
    httpStatus: outcome.status,
    latencyMs: Math.round(performance.now() - started),
    reason: outcome.error,
  };
}
