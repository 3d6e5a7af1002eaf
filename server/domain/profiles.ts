/**
 * The account's profile (spec 1 §4 Profile gate, spec 2 §4 Profile status, §5 rules). An account
 * that never submitted a profile has no row: status 0 ("not filled") and use-case status 0, so a
 * new account is asked for the use-case answers too (decision, docs/profile.md); the demo
 * accounts are seeded verified with the use-case section hidden (-1).
 *
 * The status machine (spec 2 §4; the reviewer is `review.ts`, in sandbox mode the
 * `POST /sandbox/review` control):
 * - a submission moves the profile to 1 (reviewing), unless it was verified (2) and the billing
 *   fields did not change; the use-case answers likewise move the use-case status to 1 unless it
 *   was 2 and they did not change;
 * - 102 is locked (refused); 101 is refused until canEditDate (UTC), then like 100;
 * - the reviewer decides 2, 100, 101 (with a date) or 102.
 */
import { eq } from 'drizzle-orm';
import type {
  Platform,
  ProfileAnswer,
  ProfileGateData,
  ProfileStatus,
  UpdateProfileAnswer,
  UpdateProfileRequest,
  UseCaseStatus,
  VipStatus,
} from '../../src/services/api/contract/index.ts';
import {
  FeatureAnswer,
  ProfileStatus as ProfileStatusSchema,
  UseCaseStatus as UseCaseStatusSchema,
  UserCaseAnswer,
  VIP_STATUS,
} from '../../src/services/api/contract/index.ts';
import {
  billingErrors,
  editableNow,
  normaliseUseCases,
  PROFILE_FIELDS,
  PROFILE_RULE_TEXTS,
  type ProfileFieldError,
  type UseCaseChoice,
  useCaseErrors,
  useCaseSendable,
} from '../../src/services/api/contract/profileRules.ts';
import { PLATFORM_TABLE } from '../../src/services/brand/platforms.ts';
import type { Database } from '../db/client.ts';
import { type AccountRow, type ProfileRow, profiles } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { type Failure, fail, isFailure } from './failure.ts';
import { featureOptions, OPTION_VALUES, userCaseOptions } from './profile/options.ts';
import { PROFILE_TEXTS } from './profile/texts.ts';
import { inTransaction, type Transaction } from './transaction.ts';

/** The use-case status of an account without a profile row: the section shows, nothing answered. */
const NEW_USE_CASE_STATUS: UseCaseStatus = 0;

export async function readProfileRow(db: Database | Transaction, accountId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.accountId, accountId)).limit(1);
  return row;
}

export async function getProfileAnswer(db: Database, account: AccountRow, now: Date): Promise<ProfileAnswer> {
  return toProfileAnswer(account, await readProfileRow(db, account.id), now);
}

function statusesOf(row: ProfileRow | undefined): { profileStatus: ProfileStatus; useCaseStatus: UseCaseStatus } {
  return row
    ? { profileStatus: asStatus(row.status), useCaseStatus: UseCaseStatusSchema.parse(row.useCaseStatus) }
    : { profileStatus: 0, useCaseStatus: NEW_USE_CASE_STATUS };
}

function toProfileAnswer(account: AccountRow, row: ProfileRow | undefined, now: Date): ProfileAnswer {
  const { profileStatus, useCaseStatus } = statusesOf(row);
  const canEditDate = row?.canEditAfter ? row.canEditAfter.toISOString() : '';
  return {
    profileStatus,
    profileStatus4Phone: row ? asStatus(row.statusForPhone) : 0,
    useCaseStatus,
    needSetPhone: account.phone === null,
    profile: {
      phone: account.phone ?? '',
      email: account.email ?? '',
      firstName: row?.firstName ?? '',
      lastName: row?.lastName ?? '',
      address: row?.address ?? '',
      city: row?.city ?? '',
      province: row?.province ?? '',
      country: row?.country ?? '',
      regionCode: row?.regionCode ?? '',
      postalCode: row?.postalCode ?? '',
      canEdit: editableNow(profileStatus, canEditDate, now.getTime()),
      canEditDate,
      featureOptions: featureOptions(row?.feature ?? ''),
      userCaseOptions: userCaseOptions(row?.userCases ?? []),
      ...vipOf(account, now),
    },
  };
}

/** spec 2 §3: expireDate on every brand; the VIP status only where the brand table has one. */
function vipOf(account: AccountRow, now: Date): { expireDate: string; vipStatus?: VipStatus } {
  const ends = account.vipExpiresAt;
  const expireDate = ends ? ends.toISOString() : '';
  if (!PLATFORM_TABLE[account.platform as Platform].profile.vip) return { expireDate };
  const vipStatus = ends === null ? VIP_STATUS.none : ends > now ? VIP_STATUS.active : VIP_STATUS.expired;
  return { expireDate, vipStatus };
}

/** Stored statuses come from this server only; an unknown one is a bug worth a loud failure. */
function asStatus(value: number): ProfileStatus {
  return ProfileStatusSchema.parse(value);
}

/**
 * spec 2 §4: the profile counts as verified only when its status is 2 and, where the use-case
 * section is shown (use-case status other than -1), the use-case status is 2 as well.
 */
export function isProfileVerified(statuses: { profileStatus: number; useCaseStatus: number }): boolean {
  return statuses.profileStatus === 2 && (statuses.useCaseStatus === -1 || statuses.useCaseStatus === 2);
}

/**
 * spec 3 §8 / spec 2 §6: getting and managing numbers needs a verified profile; otherwise 100023
 * with profileStatus and needSetPhone (spec 1 §8 "stored by the client") and the use-case status
 * (decision, docs/profile.md: a profile verified but a use case not yet is refused too, spec 2 §4,
 * and the client's gate tells which notice to show only if it knows why).
 */
export async function profileGate(db: Database, account: AccountRow): Promise<Failure | undefined> {
  const statuses = statusesOf(await readProfileRow(db, account.id));
  if (isProfileVerified(statuses)) return undefined;
  return fail('profileIncomplete', undefined, {
    profileStatus: statuses.profileStatus,
    needSetPhone: account.phone === null,
    useCaseStatus: statuses.useCaseStatus,
  } satisfies Required<ProfileGateData>);
}

// ── submitting (spec 2 §5, §7 updateProfile) ─────────────────────────────────

/** A refused field: 100001 with every field error as data and the first one's text. */
function refuseFields(errors: readonly ProfileFieldError[]): Failure {
  const [first] = errors;
  return fail('badRequest', first ? PROFILE_RULE_TEXTS[first.key] : undefined, errors);
}

type Parsed<T> = T | Failure;

function parseJsonText<T>(
  text: string,
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
): Parsed<T> {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? (result.data as T) : fail('badRequest', PROFILE_TEXTS.badAnswers);
  } catch {
    return fail('badRequest', PROFILE_TEXTS.badAnswers);
  }
}

function sameUseCases(a: readonly UseCaseChoice[], b: readonly UseCaseChoice[]): boolean {
  const key = (choices: readonly UseCaseChoice[]) =>
    JSON.stringify([...choices].map((c) => [c.value, c.text ?? '']).sort());
  return key(a) === key(b);
}

/**
 * spec 2 §5 updateProfile: every rule again on the server, then the status machine above, in one
 * transaction (the row is locked so two submissions are ordered).
 */
export async function submitProfile(
  db: Database,
  clock: Clock,
  accountId: number,
  request: UpdateProfileRequest,
): Promise<UpdateProfileAnswer | Failure> {
  const billing = {
    ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, request[field].trim()])),
    regionCode: request.regionCode.trim().toUpperCase(),
  } as Record<(typeof PROFILE_FIELDS)[number], string> & { regionCode: string };
  const now = clock.now();

  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(profiles).where(eq(profiles.accountId, accountId)).for('update');
    const { profileStatus, useCaseStatus } = statusesOf(row);
    const canEditDate = row?.canEditAfter ? row.canEditAfter.toISOString() : '';
    if (profileStatus === 102) return fail('notAuthorized', PROFILE_TEXTS.locked);
    if (!editableNow(profileStatus, canEditDate, now.getTime())) {
      return fail('notAuthorized', PROFILE_TEXTS.notYet(canEditDate.slice(0, 16).replace('T', ' ')));
    }

    const errors = billingErrors(billing);
    // spec 2 §5: the answers are only sent (and only read) when the use-case status is not 101/102.
    const readsUseCase = useCaseSendable(useCaseStatus);
    let feature = row?.feature ?? '';
    let userCases: UseCaseChoice[] = row?.userCases ?? [];
    if (readsUseCase) {
      const parsedFeature =
        request.feature === undefined ? { value: '' } : parseJsonText(request.feature, FeatureAnswer);
      if (isFailure(parsedFeature)) return parsedFeature;
      const parsedCases = request.userCase === undefined ? [] : parseJsonText(request.userCase, UserCaseAnswer);
      if (isFailure(parsedCases)) return parsedCases;
      const draft = { feature: parsedFeature.value, userCases: parsedCases };
      errors.push(...useCaseErrors(draft, OPTION_VALUES));
      feature = draft.feature;
      userCases = normaliseUseCases(draft.userCases);
    }
    if (errors.length > 0) return refuseFields(errors);

    const billingChanged =
      !row || PROFILE_FIELDS.some((field) => row[field] !== billing[field]) || row.regionCode !== billing.regionCode;
    const nextProfileStatus: ProfileStatus = profileStatus === 2 && !billingChanged ? 2 : 1;
    const useCaseChanged = !row || row.feature !== feature || !sameUseCases(row.userCases, userCases);
    const nextUseCaseStatus: UseCaseStatus = !readsUseCase
      ? useCaseStatus
      : useCaseStatus === 2 && !useCaseChanged
        ? 2
        : 1;
    const values = {
      ...billing,
      status: nextProfileStatus,
      // decision: the phone's own profile status follows the profile's (spec 1 §3 names it only).
      statusForPhone: nextProfileStatus,
      useCaseStatus: nextUseCaseStatus,
      feature,
      userCases,
      canEdit: true,
      canEditAfter: null,
      updatedAt: now,
    };
    await tx
      .insert(profiles)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: profiles.accountId, set: values });
    return { profileStatus: nextProfileStatus, useCaseStatus: nextUseCaseStatus };
  });
}
