/**
 * The gate's one decision, as a pure function so charts and tests share it (spec 1 §4 Profile
 * gate, spec 2 §4 Profile status).
 *
 * decision: the profile status is judged before the phone — an incomplete, pending or refused
 * profile is the bigger obstacle, and setting a phone does not change it. An unknown status
 * (profile not loaded yet, or its load failed) lets the action go on: the server is the
 * authority and answers 100023 when the profile blocks, which feeds the gate.
 */
import type { GateFacts, GateVerdict } from './types.ts';

export function gateVerdict({ profileStatus, needSetPhone }: GateFacts): GateVerdict {
  switch (profileStatus) {
    case 0:
      return 'askComplete';
    case 1:
      return 'reviewing';
    // 100 needs update; 101 needs update after canEditDate; 102 unverified and locked.
    case 100:
    case 101:
    case 102:
      return 'refused';
    default:
      return needSetPhone ? 'needPhone' : 'open';
  }
}

/** A refused profile may be resubmitted unless it is locked (spec 2 §4: 102 cannot be edited). */
export function canResubmit(profileStatus: GateFacts['profileStatus']): boolean {
  return profileStatus !== 102;
}
