/** Types of the invite chart (spec 2 §2 Invite screen, §3 invite data). */
import type { InviteInfo } from '../../../services/api/contract/referral.ts';

/** The invite screen's data: invite info plus the invitation to copy, its referral link filled in. */
export interface InviteData extends InviteInfo {
  invitation: string;
}

export interface InviteContext {
  invite: InviteData | null;
}

export type InviteEvent =
  | { type: 'invite.copy' }
  | { type: 'invite.retry' }
  /** The more-rules dialog (spec 2 §2). */
  | { type: 'invite.rules.open' }
  | { type: 'invite.rules.close' };
