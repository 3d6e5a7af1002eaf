/**
 * What the overlays do with a routed failure (spec 1 §8): the retcode table (`routeFailure`) says
 * what a code means; this turns that answer into requests the overlays' regions and the global
 * actors understand. Pure, so a test can read every row's effect without running a chart.
 */
import type { AnyActorRef } from 'xstate';
import type { RetcodeAction, RetcodeRoute } from '../../../services/api/retcodeTable.ts';
import type { GateUpdate } from '../../shared/address.ts';
import type { OverlaysInternalEvent } from './types.ts';

/** Where each effect goes: raised on the overlays themselves, or sent to a global actor. */
export type RoutedEffect =
  | { to: 'self'; event: OverlaysInternalEvent }
  | { to: 'session'; event: { type: 'session.kick'; retcode: number } }
  | {
      to: 'profileGate';
      event: GateUpdate | { type: 'gate.check' };
    };

/** The refused call's own facts that some effects carry on. */
export interface RouteOrigin {
  endpoint: string;
  replyTo?: AnyActorRef;
}

function effectsOfAction(action: RetcodeAction, origin: RouteOrigin): RoutedEffect[] {
  switch (action.type) {
    case 'kick':
      return [{ to: 'session', event: { type: 'session.kick', retcode: action.retcode } }];
    case 'captchaModal':
      // The solved captcha is a pass for the refused endpoint, and whoever waits retries.
      return [
        {
          to: 'self',
          event: {
            type: 'captchaModal.open',
            nextApi: origin.endpoint,
            ...(origin.replyTo ? { replyTo: origin.replyTo } : {}),
          },
        },
      ];
    case 'profileGate':
      // spec 1 §8 100023: store profileStatus and needSetPhone (and the use-case status, spec 2
      // §4), then the profile-completion prompt opens — the gate's check shows the notice the new
      // facts call for.
      return [
        {
          to: 'profileGate',
          event: {
            type: 'gate.update',
            profileStatus: action.profileStatus,
            useCaseStatus: action.useCaseStatus,
            needSetPhone: action.needSetPhone,
          },
        },
        { to: 'profileGate', event: { type: 'gate.check' } },
      ];
    case 'verifyModal':
      return [{ to: 'self', event: { type: 'verify.open', mode: action.mode } }];
    case 'errorDialog':
      return [{ to: 'self', event: { type: 'errorDialog.open', retmsg: action.retmsg } }];
    case 'noCredit':
      return [
        {
          to: 'self',
          event:
            action.retmsg === undefined ? { type: 'noCredit.open' } : { type: 'noCredit.open', retmsg: action.retmsg },
        },
      ];
    case 'tollFreePrompt':
      return [{ to: 'self', event: { type: 'tollFreePrompt.open', retmsg: action.retmsg } }];
    // These concern only the flow that made the request, which reads the same code from its own
    // answer: 100028 (solve the image captcha, retry after 1 s) and 100020 (count the captcha
    // failure) in the login and verification forms; a payment submit error (200201, 200025,
    // 200040–200047) shown by the payment dialog; 500000 on a number lock (no number in this
    // area) shown by the number picker (spec 1 §8). Nothing is left for the overlays to do.
    case 'imageCaptchaRetry':
    case 'captchaFailed':
    case 'paymentError':
    case 'noNumberAvailable':
    case 'none':
      return [];
  }
}

/** The alert (if any) first, then the action's requests, in order. */
export function effectsOfRoute(route: RetcodeRoute, origin: RouteOrigin): RoutedEffect[] {
  const alert: RoutedEffect[] = route.alert ? [{ to: 'self', event: { type: 'alert.show', notice: route.alert } }] : [];
  return [...alert, ...effectsOfAction(route.action, origin)];
}
