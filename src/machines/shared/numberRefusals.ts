/**
 * The refusals spec 1 §8's catalogue keeps silent (500000) that a number flow must explain itself
 * (issue 27 item 2): the call's own chart recognises its answer and tells the person what happened
 * and what to do, in the catalogue's words, on the overlays' alert sheet. Routed once: the retcode
 * table stays silent on 500000 (only the number lock's 'no number available' is its own).
 */
import type { AnyActorRef } from 'xstate';
import { RETCODE } from '../../services/api/contract/retcodes.ts';
import type { ApiResult } from '../../services/api/result.ts';
import type { MessageKey } from '../../services/i18n/catalogue.ts';
import { SYSTEM_ID, tell } from './address.ts';

/** HTTP 400 + 500000: the number is held by someone else now (the server's `numberUnavailable`). */
export function numberTaken(result: ApiResult<unknown>): boolean {
  return !result.ok && result.retcode === RETCODE.SERVICE_UNAVAILABLE && result.httpStatus === 400;
}

/**
 * 500000 answered by the server (not a network failure, which carries 500000 too): the service
 * behind it refused (a code SMS the provider did not take, HTTP 503).
 */
export function serviceRefused(result: ApiResult<unknown>): boolean {
  return !result.ok && result.retcode === RETCODE.SERVICE_UNAVAILABLE && result.httpStatus !== undefined;
}

/** What happened and what to do, on the alert sheet. */
export function tellRefusal(system: AnyActorRef['system'], messageKey: MessageKey): void {
  tell(system, SYSTEM_ID.overlays, { type: 'alert.show', notice: { messageKey } });
}
