/**
 * Which tabs may be active (spec 1 §2 Tabs): the brand's visible tabs, minus the panels that
 * front-page mode hides. Pure, so the chart's guards and the views ask the same question.
 */
import type { Platform } from '../../../services/api/contract/platform.ts';
import { has, visibleTabs } from '../../../services/brand/brand.ts';
import { TABS, type Tab } from '../../../services/brand/platforms.ts';
import { AREAS } from './areas.ts';

/** spec 1 §2: in front-page mode the tab bar and the chats, contacts and account panels are hidden. */
const HIDDEN_ON_FRONT_PAGE: readonly Tab[] = ['chats', 'contacts', 'account'];

/** spec 1 §2: 'Any unknown tab value shows contacts.' */
const FALLBACK_TAB: Tab = 'contacts';

export function isTab(value: string): value is Tab {
  return (TABS as readonly string[]).includes(value);
}

export function selectableTabs(platform: Platform, frontPage: boolean): readonly Tab[] {
  const tabs = visibleTabs(platform);
  return frontPage ? tabs.filter((tab) => !HIDDEN_ON_FRONT_PAGE.includes(tab)) : tabs;
}

/**
 * The tab at start and after logout: verification in front-page mode (spec 1 §2: 'the
 * verification tab is emitted at start'); otherwise the brand's first tab (chats, or verification
 * on jiema). decision: when neither exists (a front page on a brand without the verification tab)
 * the first tab the brand shows at all, so the value is always a real tab.
 */
export function defaultTab(platform: Platform, frontPage: boolean): Tab {
  const selectable = selectableTabs(platform, frontPage);
  if (frontPage && selectable.includes('verification')) return 'verification';
  return selectable[0] ?? visibleTabs(platform)[0] ?? 'account';
}

/**
 * The tab a `tab.select {tab}` leads to, or null when it must be ignored: an unknown value means
 * contacts (spec 1 §2); a tab hidden for the brand or by front-page mode cannot be selected.
 */
export function resolveTabRequest(value: string, platform: Platform, frontPage: boolean): Tab | null {
  const tab = isTab(value) ? value : FALLBACK_TAB;
  return selectableTabs(platform, frontPage).includes(tab) ? tab : null;
}

/** The areas of the registry that run for this brand: those whose tab it shows (spec 1 §2, §7). */
export function areasOf(platform: Platform, frontPage: boolean): readonly (typeof AREAS)[number][] {
  const tabs = selectableTabs(platform, frontPage);
  return AREAS.filter((area) => has(platform, area.capability) && tabs.includes(area.tab));
}
