/**
 * What the root does with a routed failure (spec 1 §8): the retcode table (`routeFailure`) says
 * what a code means; this turns that answer into the requests the root's regions and children
 * understand. Pure, so a test can read every row's effect without running the chart.
 */
import type { RetcodeAction, RetcodeRoute } from '../../services/api/retcodeTable.ts';
import type { ProfileGateEvent } from '../profileGate/types.ts';
import type { AppRequestEvent } from './types.ts';

/** Where each effect goes: raised on the root itself, or sent to a child by id. */
export type RoutedEffect =
  | { to: 'self'; event: AppRequestEvent }
  | { to: 'session'; event: { type: 'session.kick'; retcode: number } }
  | { to: 'profileGate'; event: ProfileGateEvent };

function effectsOfAction(action: RetcodeAction): RoutedEffect[] {
  switch (action.type) {
    case 'kick':
      return [{ to: 'session', event: { type: 'session.kick', retcode: action.retcode } }];
    case 'captchaModal':
      return [{ to: 'self', event: { type: 'captchaModal.open' } }];
    case 'profileGate':
      // spec 1 §8 100023: store profileStatus and needSetPhone, then the profile-completion
      // prompt opens — the gate's check shows the notice the new facts call for.
      return [
        {
          to: 'profileGate',
          event: { type: 'gate.update', profileStatus: action.profileStatus, needSetPhone: action.needSetPhone },
        },
        { to: 'profileGate', event: { type: 'gate.check' } },
      ];
    case 'verifyModal':
      return [{ to: 'self', event: { type: 'verify.open', mode: action.mode } }];
    case 'paymentError':
      return [{ to: 'self', event: { type: 'paymentError.report', retmsg: action.retmsg } }];
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
    case 'noNumberAvailable':
      return [{ to: 'self', event: { type: 'numbers.noneAvailable' } }];
    // 100028 and 100020 concern the flow that made the request (login, verification modal): it
    // reads the same code from its own answer, solves the image captcha and retries after 1 s,
    // or counts the captcha failure (spec 2 §4). Nothing is left for the root to do.
    case 'imageCaptchaRetry':
    case 'captchaFailed':
    case 'none':
      return [];
  }
}

/** The alert (if any) first, then the action's requests, in order. */
export function effectsOfRoute(route: RetcodeRoute): RoutedEffect[] {
  const alert: RoutedEffect[] = route.alert ? [{ to: 'self', event: { type: 'alert.show', notice: route.alert } }] : [];
  return [...alert, ...effectsOfAction(route.action)];
}
