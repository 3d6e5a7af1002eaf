/** What the account area's views read of its snapshot (spec 2 §2); sections add their selectors. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { InviteMachine } from '../invite/invite.machine.ts';
import type { RedeemMachine } from '../redeem/redeem.machine.ts';
import type { AccountMachine } from './account.machine.ts';

export type AccountActor = ActorRefFrom<AccountMachine>;

/** The invite section's chart while the invite section shows (spec 2 §2). */
export function selectInviteRef(snapshot: SnapshotFrom<AccountMachine>): ActorRefFrom<InviteMachine> | undefined {
  return snapshot.children.invite as ActorRefFrom<InviteMachine> | undefined;
}

/** The redeem-code section's chart while it shows (spec 2 §2). */
export function selectRedeemRef(snapshot: SnapshotFrom<AccountMachine>): ActorRefFrom<RedeemMachine> | undefined {
  return snapshot.children.redeem as ActorRefFrom<RedeemMachine> | undefined;
}
