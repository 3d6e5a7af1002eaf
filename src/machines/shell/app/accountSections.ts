/**
 * Which account sections show, and what a click on each does (spec 2 §2 tab list). Pure, so the
 * root's guard and the account area's tab list ask the same question.
 */
import { accountSectionsOf } from '../../../services/brand/brand.ts';
import type { AccountSection } from '../../../services/brand/platforms.ts';
import type { AppContext } from './types.ts';

type SectionFacts = Pick<AppContext, 'platform' | 'frontPage' | 'capabilities' | 'account'>;

/** What the tab list shows for a section. */
export type SectionEntry =
  /** Opens the section. */
  | 'enabled'
  /** spec 2 §2 redeemCode without a phone: shown disabled; a click opens the unlock-bonus prompt. */
  | 'unlockBonus';

/** spec 2 §2: the rules that depend on the account or on front-page mode; null = not shown. */
export function sectionEntry(facts: SectionFacts, section: AccountSection): SectionEntry | null {
  if (!accountSectionsOf(facts.platform).includes(section)) return null;
  switch (section) {
    case 'credit':
      return facts.frontPage ? null : 'enabled';
    case 'invite':
      return facts.capabilities?.canInvite ? 'enabled' : null;
    case 'redeemCode':
      if (!facts.capabilities?.canSetInviter) return null;
      return facts.account?.accountInfo.phone ? 'enabled' : 'unlockBonus';
    default:
      return 'enabled';
  }
}

export type AccountTabList = readonly { section: AccountSection; entry: SectionEntry }[];

/** The tab list in display order, with how each entry behaves. */
export function accountTabList(facts: SectionFacts): AccountTabList {
  return accountSectionsOf(facts.platform).flatMap((section) => {
    const entry = sectionEntry(facts, section);
    return entry ? [{ section, entry }] : [];
  });
}
