/** What the gate's notice view reads from a `profileGate` snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { MessageKey } from '../../../services/i18n/catalogue.ts';
import type { ProfileGateMachine } from './profileGate.machine.ts';
import type { GateFacts, GateNotice } from './types.ts';
import { canResubmit, reviewsUseCaseOnly } from './verdict.ts';

export type ProfileGateSnapshot = SnapshotFrom<ProfileGateMachine>;

export interface GateNoticeView {
  notice: GateNotice;
  /**
   * The notice's text: spec 2 §4 reads a locked refusal (102) and a review of the use case alone
   * (pendingUseCase) differently from the rest.
   */
  text: MessageKey;
  /** Whether the notice offers 'Update Now' / 'Complete' (not on a locked 102 profile). */
  offersProfileForm: boolean;
  /** Whether the notice offers to set a phone. */
  offersVerify: boolean;
}

const NOTICE_STATES = ['askComplete', 'reviewing', 'refused', 'needPhone'] as const satisfies readonly GateNotice[];

function textOf(notice: GateNotice, facts: GateFacts): MessageKey {
  if (notice === 'refused' && !canResubmit(facts)) return 'gate.refused.lockedText';
  if (notice === 'reviewing' && reviewsUseCaseOnly(facts)) return 'gate.reviewing.useCaseText';
  return `gate.${notice}.text`;
}

/** The notice showing, or null when the gate shows nothing. */
export function selectGateNotice(snapshot: ProfileGateSnapshot | undefined): GateNoticeView | null {
  if (!snapshot?.hasTag('notice')) return null;
  const notice = NOTICE_STATES.find((state) => snapshot.matches(state));
  if (!notice) return null;
  const facts = snapshot.context;
  return {
    notice,
    text: textOf(notice, facts),
    offersProfileForm: notice === 'askComplete' || (notice === 'refused' && canResubmit(facts)),
    offersVerify: notice === 'needPhone',
  };
}
