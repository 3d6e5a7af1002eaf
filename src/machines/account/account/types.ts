/** Types of the account area chart (spec 2 §2: one section at a time from the left tab list). */
import type { ProfileAnswer } from '../../../services/api/contract/endpoints.ts';
import type { Platform } from '../../../services/api/contract/platform.ts';
import type { AccountSection } from '../../../services/brand/platforms.ts';
import type { Locale } from '../../../services/i18n/locale.ts';

export type { AccountSection };

export interface AccountInput {
  platform: Platform;
  /** The language at start (spec 2 §2: the rates' country picker starts on China in Chinese). */
  locale: Locale;
  /** Epoch ms now: the histories' month tabs are the current UTC month and those before. */
  now: () => number;
  /** The root's last known profile (null until its getProfile answers): the profile section shows it. */
  profile: ProfileAnswer | null;
}

export type AccountContext = AccountInput;

export type AccountEvent =
  /**
   * The section to show: the root owns it (other areas jump to sections) and tells it at start
   * and on every change (its tab list or a jump from elsewhere, spec 2 §2).
   */
  | { type: 'account.section'; section: AccountSection }
  /** spec 3 §3 toRecharge: the URL to come back to after paying (null: recharge opened otherwise). */
  | { type: 'recharge.returnUrl'; returnUrl: string | null }
  /** The root's getProfile answered, or failed (forwarded to the profile section while it shows). */
  | { type: 'profile.loaded'; profile: ProfileAnswer }
  | { type: 'profile.unavailable' }
  /** Raised on entering subscriptionHistory: the verification chart then shows its history. */
  | { type: 'verification.history' };
