/** What the gate's notice view reads from a `profileGate` snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { ProfileGateMachine } from './profileGate.machine.ts';
import type { GateNotice, ProfileStatus } from './types.ts';
import { canResubmit } from './verdict.ts';

export type ProfileGateSnapshot = SnapshotFrom<ProfileGateMachine>;

export interface GateNoticeView {
  notice: GateNotice;
  /** The status the texts depend on (spec 2 §4: 100, 101 and 102 read differently). */
  profileStatus: ProfileStatus | null;
  /** Whether the notice offers 'Update Now' / 'Complete' (not on a locked 102 profile). */
  offersProfileForm: boolean;
  /** Whether the notice offers to set a phone. */
  offersVerify: boolean;
}

const NOTICE_STATES = ['askComplete', 'reviewing', 'refused', 'needPhone'] as const satisfies readonly GateNotice[];

/** The notice showing, or null when the gate shows nothing. */
export function selectGateNotice(snapshot: ProfileGateSnapshot | undefined): GateNoticeView | null {
  if (!snapshot?.hasTag('notice')) return null;
  const notice = NOTICE_STATES.find((state) => snapshot.matches(state));
  if (!notice) return null;
  const { profileStatus } = snapshot.context;
  return {
    notice,
    profileStatus,
    offersProfileForm: notice === 'askComplete' || (notice === 'refused' && canResubmit(profileStatus)),
    offersVerify: notice === 'needPhone',
  };
}
