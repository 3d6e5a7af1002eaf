/** Types of the verification area chart (spec 3 §2 Verification). */
import type { Platform } from '../../../services/api/contract/platform.ts';
import type { GateReply } from '../../shared/gate.ts';
import type { ResubscribeRequest } from '../../shared/resubscribe.ts';
import type { GetCodeTarget } from '../newCode/types.ts';
import type { SmsPushed } from '../smsPolling/types.ts';

/** spec 3 §2: the left menu — New Code, Number Management, Subscription History. */
export const VERIFICATION_SECTIONS = ['newCode', 'management', 'history'] as const;
export type VerificationSection = (typeof VERIFICATION_SECTIONS)[number];

export type { ResubscribeRequest };

export interface VerificationInput {
  platform: Platform;
  /**
   * The left menu is shown. spec 3 §2: hidden in front-page modes (the root's `frontPage`), where
   * New Code is the only section.
   */
  menu: boolean;
  /** The clock (injectable): the history's month tabs start at the current UTC month. */
  now: () => number;
}

export interface VerificationContext extends VerificationInput {
  /** New Code is polling: the menu waits ('operation in progress'). */
  busy: boolean;
  /** Get Code's number, handed to New Code in get-code mode. */
  getCode: GetCodeTarget | null;
  resubscribe: ResubscribeRequest | null;
  resubscribeHint: string;
}

export type VerificationEvent =
  | { type: 'section.select'; section: VerificationSection }
  /** spec 1 §2: switching tabs closes the right-side panel. */
  | { type: 'detail.close' }
  /** The 'operation in progress' dialog's OK. */
  | { type: 'busy.dismiss' }
  /** Told by New Code. */
  | { type: 'newCode.busy'; busy: boolean }
  /** New Code subscribed a number and shows step 1 again (spec 3 §4): the list and balance are read again. */
  | { type: 'newCode.subscribed' }
  /** The root: another app tab was chosen while New Code polls (spec 3 §4 'operation in progress'). */
  | { type: 'tab.blocked' }
  /** Told by verification number management: Get Code on a number. */
  | { type: 'code.get'; target: GetCodeTarget }
  /** A code SMS pushed over the socket (relayed by the root, forwarded to New Code's polling). */
  | SmsPushed
  | ({ type: 'resubscribe.request' } & ResubscribeRequest)
  | { type: 'resubscribe.close' }
  /** The profile gate's answer to Get Code or re-subscribe (spec 1 §4). */
  | GateReply;
