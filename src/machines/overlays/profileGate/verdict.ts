/**
 * The gate's one decision, as a pure function so charts and tests share it (spec 1 §4 Profile
 * gate, spec 2 §4 Profile status).
 *
 * spec 2 §4: "The profile counts as verified only when status is 2 and, if the use-case section
 * is shown, use-case status is 2" — so both statuses are judged, each by the same table (the
 * use-case status "carries the same meanings"; -1 hides the section and asks nothing).
 *
 * decisions (docs/profile.md "The gate asks first"):
 * - When the two statuses ask for different notices, a refusal shows first (spec 2 §4 display
 *   values: "refused (profileStatus or useCaseStatus 100)" before "pending"), then 'complete'
 *   (something is missing that no review will supply), then the review notice.
 * - The statuses are judged before the phone: an incomplete, pending or refused profile is the
 *   bigger obstacle, and setting a phone does not change it.
 * - An unknown status (profile not loaded yet, or its load failed; a use-case status an older
 *   server's 100023 did not send) asks nothing: the server is the authority and answers 100023
 *   when the profile blocks, which feeds the gate.
 */
import type { GateFacts, GateNotice, GateVerdict, UseCaseStatus } from './types.ts';

/** What one status asks for on its own (spec 2 §4); null: nothing, it lets the action on. */
const STATUS_ASKS = {
  [-1]: null,
  0: 'askComplete',
  1: 'reviewing',
  2: null,
  // 100 needs update; 101 needs update after canEditDate; 102 unverified and locked.
  100: 'refused',
  101: 'refused',
  102: 'refused',
} as const satisfies Record<UseCaseStatus, GateNotice | null>;

/** Which notice shows when the profile and the use case ask for different ones: the first. */
const PRECEDENCE = ['refused', 'askComplete', 'reviewing'] as const satisfies readonly GateNotice[];

function asks(status: UseCaseStatus | null): GateNotice | null {
  return status === null ? null : STATUS_ASKS[status];
}

export function gateVerdict({ profileStatus, useCaseStatus, needSetPhone }: GateFacts): GateVerdict {
  const asked = [asks(profileStatus), asks(useCaseStatus)];
  return PRECEDENCE.find((notice) => asked.includes(notice)) ?? (needSetPhone ? 'needPhone' : 'open');
}

/** The refusal the texts tell: the harder of the two (102 locked, over 101, over 100). */
function refusalOf({ profileStatus, useCaseStatus }: GateFacts): UseCaseStatus | null {
  return ([102, 101, 100] as const).find((status) => status === profileStatus || status === useCaseStatus) ?? null;
}

/**
 * A refused profile may be resubmitted unless it is locked (spec 2 §4: 102 cannot be edited or
 * resubmitted). decision: a locked use case locks the whole: the profile could never count as
 * verified again, so no 'Update Now' is offered.
 */
export function canResubmit(facts: GateFacts): boolean {
  return refusalOf(facts) !== 102;
}

/**
 * spec 2 §4 pendingUseCase: the profile is verified and only its use case is under review, which
 * the review notice says in its own words.
 */
export function reviewsUseCaseOnly({ profileStatus, useCaseStatus }: GateFacts): boolean {
  return profileStatus === 2 && useCaseStatus === 1;
}
