/** Types of the `profile` chart (spec 2 §2 Profile screen, §4 Profile status, §5 rules). */
import type {
  KycInfo,
  ProfileAnswer,
  UpdateProfileAnswer,
  UpdateProfileRequest,
} from '../../../services/api/contract/endpoints.ts';
import type { Platform } from '../../../services/api/contract/platform.ts';
import type {
  ProfileDraftFields,
  ProfileField,
  ProfileFieldError,
  UseCaseChoice,
} from '../../../services/api/contract/profileRules.ts';
import type { AccountSection, Tab } from '../../../services/brand/index.ts';

export type { KycInfo, ProfileAnswer, ProfileField, ProfileFieldError, UpdateProfileAnswer, UpdateProfileRequest };

/** What the form holds: the billing fields and the use-case answers. */
export type ProfileDraft = ProfileDraftFields & { feature: string; userCases: UseCaseChoice[] };

/**
 * The profile-status dialog's display values (spec 2 §2, §4): refused, pending (just submitted),
 * pendingUseCase, done; and review — decision: the dialog opened from the summary while the
 * profile is under review ('Your Profile is Being Reviewed').
 */
export type ProfileDisplay = 'refused' | 'review' | 'pending' | 'pendingUseCase' | 'done';

/** Where a person was going when the form with changes asked first (spec 2 §2 unsaved changes). */
export type LeaveTarget = { tab: Tab } | { section: AccountSection };

export interface ProfileInput {
  platform: Platform;
  /** The root's last known profile (null until its getProfile answers). */
  profile: ProfileAnswer | null;
}

export interface ProfileContext extends ProfileInput {
  kyc: KycInfo | null;
  /** The form as typed. */
  draft: ProfileDraft;
  /** The form as last loaded or saved: the draft differs from it = unsaved changes. */
  saved: ProfileDraft;
  /** Shown after a save was tried (client rules) or refused (the server's rules). */
  errors: ProfileFieldError[];
  /** The status dialog's display value while it shows. */
  display: ProfileDisplay | null;
  /** Leaving the section or the tab, held while the unsaved-changes dialog asks. */
  leaving: LeaveTarget | null;
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  /** The root's getProfile answered (forwarded by the account area). */
  | { type: 'profile.loaded'; profile: ProfileAnswer }
  /** The root's getProfile failed (its failure was routed). */
  | { type: 'profile.unavailable' }
  | { type: 'profile.edit' }
  | { type: 'form.change'; field: ProfileField; value: string }
  | { type: 'form.country'; country: string; regionCode: string }
  | { type: 'form.feature'; value: string }
  | { type: 'form.useCase'; value: string; chosen: boolean }
  | { type: 'form.otherText'; text: string }
  | { type: 'form.save' }
  | { type: 'form.close' }
  /** Another section or tab was chosen while the form is open (the views ask the form first). */
  | { type: 'form.leave'; to: LeaveTarget }
  | { type: 'unsaved.discard' }
  | { type: 'unsaved.stay' }
  | { type: 'status.open' }
  | { type: 'status.close' }
  | { type: 'status.updateNow' }
  | { type: 'identity.open' };
