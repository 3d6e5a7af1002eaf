/**
 * The profile statuses and the body of a 100023 answer (spec 1 §3 Account, §8), which the retcode
 * table reads on any refused call — also on the login screen, before the rest of the contract is
 * loaded. Written with zod's small functional build (`zod/mini`) for that reason (issue 8 item
 * 21); they are ordinary zod schemas for every other use (`endpoints.ts` builds on them).
 */
import { z } from 'zod/mini';

/** spec 1 §3 Account: profileStatus 0 not filled, 1 under review, 100 refused (spec 2 §4 adds 2, 101, 102). */
export const ProfileStatus = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(100),
  z.literal(101),
  z.literal(102),
]);
export type ProfileStatus = z.infer<typeof ProfileStatus>;

/** Body of a 100023 answer (spec 1 §8: profileStatus and needSetPhone are stored). */
export const ProfileGateData = z.object({ profileStatus: ProfileStatus, needSetPhone: z.boolean() });
