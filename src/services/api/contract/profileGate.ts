/**
 * The profile statuses and the body of a 100023 answer (spec 1 §3 Account, §8), which the retcode
 * table reads on any refused call — also on the login screen, before the rest of the contract is
 * loaded. Checked by hand for that reason, not with zod (issue 8 item 21;
 * `tests/unit/startChunk.test.ts` keeps zod out of the start); the zod schema of the statuses for
 * the profile calls is `ProfileStatus` in `profile.ts`, built from the same list.
 */

/** spec 1 §3 Account: profileStatus 0 not filled, 1 under review, 100 refused (spec 2 §4 adds 2, 101, 102). */
export const PROFILE_STATUSES = [0, 1, 2, 100, 101, 102] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** Body of a 100023 answer (spec 1 §8: profileStatus and needSetPhone are stored). */
export interface ProfileGateData {
  profileStatus: ProfileStatus;
  needSetPhone: boolean;
}

export function isProfileGateData(value: unknown): value is ProfileGateData {
  if (typeof value !== 'object' || value === null) return false;
  const { profileStatus, needSetPhone } = value as Record<string, unknown>;
  return (PROFILE_STATUSES as readonly unknown[]).includes(profileStatus) && typeof needSetPhone === 'boolean';
}
