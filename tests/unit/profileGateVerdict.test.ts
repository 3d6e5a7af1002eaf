/**
 * The profile gate's verdict (spec 1 §4 Profile gate; spec 2 §4 Profile status): every
 * combination of profile status, use-case status and needSetPhone, against the spec's own words.
 */
import { describe, expect, it } from 'vitest';
import type { GateFacts, GateVerdict } from '../../src/machines/overlays/profileGate/types.ts';
import { canResubmit, gateVerdict, reviewsUseCaseOnly } from '../../src/machines/overlays/profileGate/verdict.ts';
import { PROFILE_STATUSES, USE_CASE_STATUSES } from '../../src/services/api/contract/profileGate.ts';

const ALL: GateFacts[] = [null, ...PROFILE_STATUSES].flatMap((profileStatus) =>
  [null, ...USE_CASE_STATUSES].flatMap((useCaseStatus) =>
    [false, true].map((needSetPhone) => ({ profileStatus, useCaseStatus, needSetPhone })),
  ),
);

type Row = [profileStatus: GateFacts['profileStatus'], useCaseStatus: GateFacts['useCaseStatus'], GateVerdict];

describe('gateVerdict', () => {
  it.each<Row>([
    // The profile status alone (the use-case section hidden, -1), as before use cases.
    [0, -1, 'askComplete'],
    [1, -1, 'reviewing'],
    [100, -1, 'refused'],
    [101, -1, 'refused'],
    [102, -1, 'refused'],
    [2, -1, 'open'],
    // A verified profile and its use case (spec 2 §4: verified only when the use case is 2 too).
    [2, 2, 'open'],
    [2, 0, 'askComplete'],
    [2, 1, 'reviewing'],
    [2, 100, 'refused'],
    [2, 101, 'refused'],
    [2, 102, 'refused'],
    // Both asking: a refusal first (spec 2 §4 "refused (profileStatus or useCaseStatus 100)"
    // before "pending"), then completing, then the review.
    [1, 100, 'refused'],
    [100, 1, 'refused'],
    [0, 100, 'refused'],
    [100, 0, 'refused'],
    [1, 0, 'askComplete'],
    [0, 1, 'askComplete'],
    [0, 0, 'askComplete'],
    [1, 1, 'reviewing'],
    [1, 2, 'reviewing'],
    // Unknown statuses ask nothing (the server's 100023 stays the backstop).
    [null, null, 'open'],
    [2, null, 'open'],
    [1, null, 'reviewing'],
    [null, 1, 'reviewing'],
  ])('profile %s, use case %s: %s', (profileStatus, useCaseStatus, verdict) => {
    expect(gateVerdict({ profileStatus, useCaseStatus, needSetPhone: false })).toBe(verdict);
    // The statuses are judged before the phone: a phone to set shows only where they let on.
    expect(gateVerdict({ profileStatus, useCaseStatus, needSetPhone: true })).toBe(
      verdict === 'open' ? 'needPhone' : verdict,
    );
  });

  it('lets an action on (or asks only for a phone) exactly when the profile counts as verified', () => {
    for (const facts of ALL) {
      const { profileStatus, useCaseStatus } = facts;
      if (profileStatus === null || useCaseStatus === null) continue;
      // spec 2 §4: "verified only when status is 2 and, if the use-case section is shown, use-case status is 2".
      const verified = profileStatus === 2 && (useCaseStatus === -1 || useCaseStatus === 2);
      expect(['open', 'needPhone'].includes(gateVerdict(facts)), JSON.stringify(facts)).toBe(verified);
    }
  });
});

describe('the notice texts', () => {
  it('offers no resubmission where either status is locked (102)', () => {
    for (const facts of ALL) {
      const locked = facts.profileStatus === 102 || facts.useCaseStatus === 102;
      expect(canResubmit(facts), JSON.stringify(facts)).toBe(!locked);
    }
  });

  it("reads the review as the use case's alone only beside a verified profile (pendingUseCase)", () => {
    const useCaseOnly = ALL.filter(reviewsUseCaseOnly);
    expect(useCaseOnly.every((facts) => facts.profileStatus === 2 && facts.useCaseStatus === 1)).toBe(true);
    expect(useCaseOnly).toHaveLength(2);
    for (const facts of useCaseOnly) expect(gateVerdict(facts)).toBe('reviewing');
  });
});
