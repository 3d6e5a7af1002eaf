/** What the account area's views read of its snapshot (spec 2 §2); sections add their selectors. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { HistoryActor } from '../../common/history/toView.ts';
import type { VerificationActor } from '../../verificationCodes/verification/toView.ts';
import type { InviteMachine } from '../invite/invite.machine.ts';
import type { RatesActor } from '../rates/toView.ts';
import type { RedeemMachine } from '../redeem/redeem.machine.ts';
import type { AccountMachine } from './account.machine.ts';

export type AccountActor = ActorRefFrom<AccountMachine>;
type AccountSnapshot = SnapshotFrom<AccountMachine>;

/** The invite section's chart while the invite section shows (spec 2 §2). */
export function selectInviteRef(snapshot: AccountSnapshot): ActorRefFrom<InviteMachine> | undefined {
  return snapshot.children.invite as ActorRefFrom<InviteMachine> | undefined;
}

/** The redeem-code section's chart while it shows (spec 2 §2). */
export function selectRedeemRef(snapshot: AccountSnapshot): ActorRefFrom<RedeemMachine> | undefined {
  return snapshot.children.redeem as ActorRefFrom<RedeemMachine> | undefined;
}

/** The running history of the bills, calls or SMS section (spec 2 §2 Histories). */
export function ledgerHistoryOf(
  snapshot: AccountSnapshot,
  kind: 'billHistory' | 'callHistory' | 'smsHistory',
): HistoryActor | undefined {
  return snapshot.children[kind] as HistoryActor | undefined;
}

/** The rates section's chart while it shows. */
export function ratesOf(snapshot: AccountSnapshot): RatesActor | undefined {
  return snapshot.children.rates as RatesActor | undefined;
}

/** jiema's numberManagement and subscriptionHistory sections: the verification chart they run. */
export function verificationOf(snapshot: AccountSnapshot): VerificationActor | undefined {
  return snapshot.children.verification as VerificationActor | undefined;
}
