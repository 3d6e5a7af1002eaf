/**
 * The profile statuses and the body of a 100023 answer (spec 1 §3 Account, §8), which the retcode
 * table reads on any refused call — also on the login screen, before the rest of the contract is
 * loaded. Checked by hand for that reason, not with zod (issue 8 item 21;
 * `tests/unit/startChunk.test.ts` keeps zod out of the start); the zod schemas of the statuses for
 * the profile calls are `ProfileStatus` and `UseCaseStatus` in `profile.ts`, built from the same lists.
 */

/** spec 1 §3 Account: profileStatus 0 not filled, 1 under review, 100 refused (spec 2 §4 adds 2, 101, 102). */
export const PROFILE_STATUSES = [0, 1, 2, 100, 101, 102] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** spec 2 §4: the use-case status has the profile's values, plus -1 (the use-case section is hidden). */
export const USE_CASE_STATUSES = [-1, ...PROFILE_STATUSES] as const;
export type UseCaseStatus = (typeof USE_CASE_STATUSES)[number];

/**
 * Body of a 100023 answer (spec 1 §8: profileStatus and needSetPhone are stored). decision
 * (docs/profile.md): it also carries `useCaseStatus`, since spec 2 §4 counts a profile verified
 * only with the use case verified too, and a refusal for the use case alone (profile status 2)
 * must say so. Optional when read: a server that does not send it is still understood.
 */
export interface ProfileGateData {
  profileStatus: ProfileStatus;
  needSetPhone: boolean;
  useCaseStatus?: UseCaseStatus;
}

const isOneOf = <T>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

export function isProfileGateData(value: unknown): value is ProfileGateData {
  if (typeof value !== 'object' || value === null) return false;
  const { profileStatus, needSetPhone, useCaseStatus } = value as Record<string, unknown>;
  return (
    isOneOf(PROFILE_STATUSES, profileStatus) &&
    typeof needSetPhone === 'boolean' &&
    (useCaseStatus === undefined || isOneOf(USE_CASE_STATUSES, useCaseStatus))
  );
}
