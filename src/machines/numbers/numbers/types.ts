/**
 * Types of the numbers area chart (spec 3 §2 Numbers area): the sections of its left menu, the
 * first-visit tip, and what its children tell it.
 */
import type { AnyActorRef } from 'xstate';
import type { Platform } from '../../../services/api/contract/platform.ts';
import type { GateReply } from '../../shared/gate.ts';
import type { ForwardingFacts, ManagedNumberRef } from '../../shared/numbers/facts.ts';
import type { ResubscribeRequest } from '../../shared/resubscribe.ts';

export type { ForwardingFacts, ManagedNumberRef };

/**
 * The left menu's sections (spec 3 §2): Number Management (kept alive between switches), New
 * Number, Subscription History, Settings (only when forwarding or voicemail is available), the
 * embedded plans page, and the plan change opened by a number's Manage.
 */
export const NUMBERS_SECTIONS = ['management', 'newNumber', 'history', 'settings', 'plans'] as const;
export type NumbersSection = (typeof NUMBERS_SECTIONS)[number];

export interface NumbersInput {
  /** The brand (the embedded plans page hands it to the frame). */
  platform: Platform;
  /** spec 3 §1: the first-visit tip dialog shows on this brand (not on wetalk and cloudnumber). */
  firstVisitTip: boolean;
  /** The clock (injectable): subscription history's tabs start at the current UTC month. */
  now: () => number;
}

export type { ResubscribeRequest };

export interface NumbersContext extends NumbersInput {
  /** From the latest number list; null before it answers. */
  forwarding: ForwardingFacts | null;
  /** The number whose plan the planChange section changes. */
  planChangeNumber: ManagedNumberRef | null;
  resubscribe: ResubscribeRequest | null;
  /** The re-subscribe answer's hint (spec 3 §2: shown in a dialog, line breaks kept). */
  resubscribeHint: string;
}

export type NumbersEvent =
  /** A left-menu entry (spec 3 §2). */
  | { type: 'section.select'; section: NumbersSection }
  /** Manage on a number (spec 3 §2, §4): the plan change, or the plans page for Hosting numbers. */
  | { type: 'plan.manage'; number: ManagedNumberRef }
  /** The numbers tab was opened (the registry's onShown): the first visit's tip. */
  | { type: 'area.shown' }
  /** spec 1 §2: switching tabs closes the right-side panel. */
  | { type: 'detail.close' }
  /** The first-visit tip's two buttons (spec 3 §2): dismiss, or dismiss and go to verification. */
  | { type: 'tip.dismiss' }
  | { type: 'tip.toVerification' }
  /** The number list answered (told by numberManagement). */
  | { type: 'numbers.listed'; forwarding: ForwardingFacts }
  /** Forwarding or voicemail changed (told by numberSettings). */
  | { type: 'forwarding.changed'; forwarding: ForwardingFacts }
  /** A number was bought, changed or taken up again: the list (and the balance) is read again. */
  | { type: 'numbers.changed' }
  /** Re-subscribe on a type-100 history row (spec 3 §2, §4), and OK on its result dialog. */
  | ({ type: 'resubscribe.request' } & ResubscribeRequest)
  | { type: 'resubscribe.close' }
  /**
   * The banner's TMO section (spec 1 §2; issue 22 item 8): Number Management, its US cell-phone
   * plan shown, scrolled to and focused.
   */
  | { type: 'cellPlan.show' }
  /** The view scrolled to the cell-phone plan and focused it. */
  | { type: 'cellPlan.focused' }
  /** The profile gate's answer to New Number, Manage or re-subscribe (spec 1 §4). */
  | GateReply;

/** What the numbers area's children get to tell it. */
export interface ChildInput {
  parent?: AnyActorRef;
}
