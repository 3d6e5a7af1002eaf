/** What the invite section shows, derived from the chart (spec 2 §2 Invite screen). */
import type { SnapshotFrom } from 'xstate';
import type { InviteMachine } from './invite.machine.ts';
import type { InviteData } from './types.ts';

export interface InviteView {
  invite: InviteData | null;
  loading: boolean;
  unavailable: boolean;
  copied: boolean;
  rulesOpen: boolean;
}

export function inviteToView(snapshot: SnapshotFrom<InviteMachine>): InviteView {
  return {
    invite: snapshot.context.invite,
    loading: snapshot.matches('loading'),
    unavailable: snapshot.matches('unavailable'),
    copied: snapshot.matches({ shown: { copy: 'copied' } }),
    rulesOpen: snapshot.matches({ shown: { rules: 'open' } }),
  };
}
