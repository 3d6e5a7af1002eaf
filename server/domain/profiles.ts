/**
 * The account's profile (spec 1 §4 Profile gate, spec 2 §4 Profile status). An account that never
 * submitted a profile has no row and status 0 ("not filled"); the account area adds submission.
 */
import { eq } from 'drizzle-orm';
import type { ProfileAnswer, ProfileStatus } from '../../src/services/api/contract/index.ts';
import { ProfileStatus as ProfileStatusSchema, UseCaseStatus } from '../../src/services/api/contract/index.ts';
import type { Database } from '../db/client.ts';
import { type AccountRow, type ProfileRow, profiles } from '../db/schema.ts';
import { type Failure, fail } from './failure.ts';

export async function getProfileAnswer(db: Database, account: AccountRow): Promise<ProfileAnswer> {
  const [row] = await db.select().from(profiles).where(eq(profiles.accountId, account.id)).limit(1);
  return toProfileAnswer(account, row);
}

function toProfileAnswer(account: AccountRow, row: ProfileRow | undefined): ProfileAnswer {
  const needSetPhone = account.phone === null;
  const contact = { phone: account.phone ?? '', email: account.email ?? '' };
  if (!row) {
    return {
      profileStatus: 0,
      profileStatus4Phone: 0,
      useCaseStatus: -1,
      needSetPhone,
      profile: {
        ...contact,
        firstName: '',
        lastName: '',
        address: '',
        city: '',
        province: '',
        country: '',
        regionCode: '',
        postalCode: '',
        canEdit: true,
        canEditDate: '',
      },
    };
  }
  return {
    profileStatus: asStatus(row.status),
    profileStatus4Phone: asStatus(row.statusForPhone),
    useCaseStatus: UseCaseStatus.parse(row.useCaseStatus),
    needSetPhone,
    profile: {
      ...contact,
      firstName: row.firstName,
      lastName: row.lastName,
      address: row.address,
      city: row.city,
      province: row.province,
      country: row.country,
      regionCode: row.regionCode,
      postalCode: row.postalCode,
      canEdit: row.canEdit,
      canEditDate: row.canEditAfter ? row.canEditAfter.toISOString() : '',
    },
  };
}

/** Stored statuses come from this server only; an unknown one is a bug worth a loud failure. */
function asStatus(value: number): ProfileStatus {
  return ProfileStatusSchema.parse(value);
}

/**
 * spec 2 §4: the profile counts as verified only when its status is 2 and, where the use-case
 * section is shown (use-case status other than -1), the use-case status is 2 as well.
 */
export function isProfileVerified(answer: ProfileAnswer): boolean {
  return answer.profileStatus === 2 && (answer.useCaseStatus === -1 || answer.useCaseStatus === 2);
}

/**
 * spec 3 §8 / spec 2 §6: getting and managing numbers needs a verified profile; otherwise 100023
 * with profileStatus and needSetPhone (spec 1 §8 "stored by the client").
 */
export async function profileGate(db: Database, account: AccountRow): Promise<Failure | undefined> {
  const answer = await getProfileAnswer(db, account);
  if (isProfileVerified(answer)) return undefined;
  return fail('profileIncomplete', undefined, {
    profileStatus: answer.profileStatus,
    needSetPhone: answer.needSetPhone,
  } satisfies { profileStatus: ProfileStatus; needSetPhone: boolean });
}
