/**
 * The reviewer (spec 2 §4: the statuses 2, 100, 101 with a date, 102 are decided by a person on
 * the provider's side). In sandbox mode `POST /sandbox/review` plays that person; a real
 * deployment would call this from its back office.
 *
 * decision: the reviewer may set any status (also on a profile never filled, which then gets an
 * empty row), and `canEditDate` applies to whichever of the statuses set is 101. The sandbox
 * also sets the VIP membership's end (wetalk's VIP status, spec 2 §3): the product sells none.
 */
import { eq } from 'drizzle-orm';
import type { KycStatus, ProfileStatus, UseCaseStatus } from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { accounts, kyc, profiles } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';

export interface ReviewDecision {
  profileStatus?: Exclude<ProfileStatus, 0>;
  useCaseStatus?: UseCaseStatus;
  kycStatus?: Exclude<KycStatus, -1>;
  /** When a status set is 101: the time (UTC) after which the account may edit again. */
  canEditDate?: Date;
  /** The end of the account's VIP membership (null: never a VIP). */
  vipExpireDate?: Date | null;
}

export async function applyReview(
  db: Database,
  clock: Clock,
  accountId: number,
  decision: ReviewDecision,
): Promise<void> {
  const now = clock.now();
  const dateFor = (status: number | undefined) => (status === 101 ? (decision.canEditDate ?? null) : null);
  await db.transaction(async (tx) => {
    if (decision.profileStatus !== undefined || decision.useCaseStatus !== undefined) {
      const [row] = await tx.select().from(profiles).where(eq(profiles.accountId, accountId)).for('update');
      const profileStatus = decision.profileStatus ?? row?.status ?? 0;
      const changes = {
        status: profileStatus,
        statusForPhone: profileStatus,
        useCaseStatus: decision.useCaseStatus ?? row?.useCaseStatus ?? 0,
        canEdit: profileStatus !== 102,
        canEditAfter: dateFor(profileStatus) ?? dateFor(decision.useCaseStatus),
        updatedAt: now,
      };
      await tx
        .insert(profiles)
        .values({ accountId, ...changes })
        .onConflictDoUpdate({ target: profiles.accountId, set: changes });
    }
    if (decision.vipExpireDate !== undefined) {
      await tx.update(accounts).set({ vipExpiresAt: decision.vipExpireDate }).where(eq(accounts.id, accountId));
    }
    if (decision.kycStatus !== undefined) {
      const changes = { status: decision.kycStatus, canEditAfter: dateFor(decision.kycStatus), updatedAt: now };
      await tx
        .insert(kyc)
        .values({ accountId, ...changes })
        .onConflictDoUpdate({ target: kyc.accountId, set: changes });
    }
  });
}
