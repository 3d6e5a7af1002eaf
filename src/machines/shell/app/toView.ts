/**
 * What the shell's views read from the root snapshot (conventions: `toView`). Each selector is
 * narrow, for `useSelector(appRef, selectX)`; view flags come from states, texts from context.
 */

import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { has, supportMailto } from '../../../services/brand/brand.ts';
import { formatBalance } from '../../../services/brand/formatBalance.ts';
import { unreadLabel } from '../../../services/brand/pageTitle.ts';
import { PLATFORM_TABLE, type Tab } from '../../../services/brand/platforms.ts';
import type { AccountActor } from '../../account/account/toView.ts';
import type { ChatsActor } from '../../chats/chats/toView.ts';
import type { ContactsMachine } from '../../contacts/contacts/contacts.machine.ts';
import type { FrontPageActor } from '../../frontPage/frontPage/toView.ts';
import type { JiemaActor } from '../../jiema/jiema/toView.ts';
import type { SessionMachine } from '../../login/session/session.machine.ts';
import type { NumbersMachine } from '../../numbers/numbers/numbers.machine.ts';
import type { OverlaysActor } from '../../overlays/overlays/toView.ts';
import type { ProfileGateMachine } from '../../overlays/profileGate/profileGate.machine.ts';
import type { VerificationActor } from '../../verificationCodes/verification/toView.ts';
import type { ConnectionMachine } from '../connection/connection.machine.ts';
import type { NotifierActor } from '../notifier/toView.ts';
import type { PaletteActor } from '../palette/toView.ts';
import type { PromotionActor } from '../promotion/toView.ts';
import type { WindowMachine } from '../window/window.machine.ts';
import { type AccountTabList, accountTabList } from './accountSections.ts';
import type { AppMachine } from './app.machine.ts';
import type { AreaId } from './areas.ts';
import { areasOf, selectableTabs } from './tabs.ts';
import type { AccountSection, AreaStatus } from './types.ts';

export type AppSnapshot = SnapshotFrom<AppMachine>;

// ── root view and tab bar (spec 1 §2) ────────────────────────────────────────

/**
 * spec 1 §2 Root view: the main container while someone is logged in; logged out, the front page
 * the address and the brand select (`frontPage.ts`), else (or after its Log in) the login view.
 */
export function selectRootView(snapshot: AppSnapshot): 'login' | 'frontPage' | 'main' {
  if (!snapshot.matches({ auth: 'anonymous' })) return 'main';
  return snapshot.matches({ auth: { anonymous: 'frontPage' } }) ? 'frontPage' : 'login';
}

/** The login view offers Back to the front page where the brand and the address have one. */
export function selectFrontPageReachable(snapshot: AppSnapshot): boolean {
  return snapshot.context.frontPageMode !== null;
}

/** The tabs of the bar: none in front-page mode (the bar is hidden), else the brand's tabs. */
export function selectVisibleTabs(snapshot: AppSnapshot): readonly Tab[] {
  const { platform, frontPage } = snapshot.context;
  return frontPage ? [] : selectableTabs(platform, frontPage);
}

export function selectTabBarShown(snapshot: AppSnapshot): boolean {
  return !snapshot.context.frontPage;
}

export function selectActiveTab(snapshot: AppSnapshot): Tab {
  return snapshot.context.tab;
}

/**
 * spec 3 §4: a code wait runs, so the tab bar's tabs other than the active one and the waiting
 * area's read as disabled (a click says why); null when none waits.
 */
export function selectCodeWaitTab(snapshot: AppSnapshot): Tab | null {
  const { codeWait, platform, frontPage } = snapshot.context;
  if (codeWait === null) return null;
  return areasOf(platform, frontPage).find((area) => area.id === codeWait)?.tab ?? snapshot.context.tab;
}

export function selectAccountSection(snapshot: AppSnapshot): AccountSection {
  return snapshot.context.accountSection;
}

/** The front page's chart while it runs (logged out on a front page, its chunk arrived). */
export function selectFrontPageRef(snapshot: AppSnapshot): FrontPageActor | undefined {
  return snapshot.children.frontPage as FrontPageActor | undefined;
}

export function selectLocale(snapshot: AppSnapshot) {
  return snapshot.context.locale;
}

/** spec 1 §2: the language toggle is hidden for jiema and cloudnumber. */
export function selectLanguageToggleShown(snapshot: AppSnapshot): boolean {
  return has(snapshot.context.platform, 'languageToggle');
}

/** The help link's mail draft with the brand and web id (spec 1 §1). */
export function selectHelpHref(snapshot: AppSnapshot): string {
  return supportMailto(snapshot.context.platform, snapshot.context.account?.webchatId ?? '');
}

// ── page title (spec 1 §2) ───────────────────────────────────────────────────

/** Tabs whose label goes into the title (spec 1 §2: account, numbers, verification and chats). */
const TITLED_TABS: readonly Tab[] = ['account', 'numbers', 'verification', 'chats'];

export interface TitleParts {
  /** Catalogue key of the tab label, or null when the title is the platform name alone. */
  tabLabelKey: `shell.tab.${Tab}` | null;
  platformName: string;
  /** Total unread on the chats tab (0 elsewhere), for `pageTitle(label, name, unread)`. */
  unreadCount: number;
  /** The same count as shown: '99+' above 99; null when there is none to show. */
  unreadLabel: string | null;
}

export function selectTitleParts(snapshot: AppSnapshot): TitleParts {
  const { tab, platform, locale, unreadTotal } = snapshot.context;
  const main = selectRootView(snapshot) !== 'login';
  const titled = main && TITLED_TABS.includes(tab);
  const unreadCount = titled && tab === 'chats' ? unreadTotal : 0;
  return {
    tabLabelKey: titled ? `shell.tab.${tab}` : null,
    platformName: PLATFORM_TABLE[platform].displayName[locale],
    unreadCount,
    unreadLabel: unreadCount > 0 ? unreadLabel(unreadCount) : null,
  };
}

// ── account ──────────────────────────────────────────────────────────────────

export interface AccountSummary {
  webchatId: string;
  /** The balance as the brand shows it (spec 1 §1: 4 decimals, 2 on cloudnumber, unit per brand). */
  balance: string;
}

/** null until getAccountInfo answered. */
export function selectAccountSummary(snapshot: AppSnapshot): AccountSummary | null {
  const { account, platform, locale } = snapshot.context;
  if (!account) return null;
  return { webchatId: account.webchatId, balance: formatBalance(platform, account.balance, locale) };
}

export function selectAccountLoading(snapshot: AppSnapshot): boolean {
  return snapshot.matches({ auth: { authenticated: 'loadingAccount' } });
}

/**
 * Where an area stands (or, logged out, the front page): loading (its chunk), running, failed to
 * load (retry), or not asked for yet (its tab was never shown).
 */
export function selectAreaStatus(area: AreaId | 'frontPage') {
  return (snapshot: AppSnapshot): AreaStatus | undefined => snapshot.context.areas[area];
}

export function selectAccountUnavailable(snapshot: AppSnapshot): boolean {
  return snapshot.matches({ auth: { authenticated: 'accountUnavailable' } });
}

export function selectBalanceRefreshing(snapshot: AppSnapshot): boolean {
  return snapshot.matches({ auth: { authenticated: { ready: 'refreshingBalance' } } });
}

/** The total unread count over all chats (spec 1 §2 title). */
export function selectUnreadTotal(snapshot: AppSnapshot): number {
  return snapshot.context.unreadTotal;
}

// ── children, for views that read their own charts ───────────────────────────

export function selectSessionRef(snapshot: AppSnapshot): ActorRefFrom<SessionMachine> | undefined {
  return snapshot.children.session as ActorRefFrom<SessionMachine> | undefined;
}

/** The address book while logged in on a brand that shows it (the contacts tab and the chats' names read it). */
export function selectContactsRef(snapshot: AppSnapshot): ActorRefFrom<ContactsMachine> | undefined {
  return snapshot.children.contacts as ActorRefFrom<ContactsMachine> | undefined;
}

export function selectConnectionRef(snapshot: AppSnapshot): ActorRefFrom<ConnectionMachine> | undefined {
  return snapshot.children.connection as ActorRefFrom<ConnectionMachine> | undefined;
}

export function selectProfileGateRef(snapshot: AppSnapshot): ActorRefFrom<ProfileGateMachine> | undefined {
  return snapshot.children.profileGate as ActorRefFrom<ProfileGateMachine> | undefined;
}

export function selectWindowRef(snapshot: AppSnapshot): ActorRefFrom<WindowMachine> | undefined {
  return snapshot.children.window as ActorRefFrom<WindowMachine> | undefined;
}

/** The overlays (alert, snackbar, dialogs, verification modal, progress); always running. */
export function selectOverlaysRef(snapshot: AppSnapshot): OverlaysActor | undefined {
  return snapshot.children.overlays as OverlaysActor | undefined;
}

/** The chats area (chat list, open conversation) while logged in on a brand that shows it. */
export function selectChatsRef(snapshot: AppSnapshot): ChatsActor | undefined {
  return snapshot.children.chats as ChatsActor | undefined;
}

/** The notifier (while logged in, once its chunk arrived): the 'Enable notifications' offer reads it. */
export function selectNotifierRef(snapshot: AppSnapshot): NotifierActor | undefined {
  return snapshot.children.notifier as NotifierActor | undefined;
}

/**
 * The command palette (issue 24 item 4) while logged in where the tab bar shows, once the
 * logged-in parts' chunk arrived: the keyboard layer opens it and carries out what is chosen.
 */
export function selectPaletteRef(snapshot: AppSnapshot): PaletteActor | undefined {
  return snapshot.children.palette as PaletteActor | undefined;
}

/** The banner ad and the app-download dialog (spec 1 §2). */
export function selectPromotionRef(snapshot: AppSnapshot): PromotionActor | undefined {
  return snapshot.children.promotion as PromotionActor | undefined;
}

export function selectAccountRef(snapshot: AppSnapshot): AccountActor | undefined {
  return snapshot.children.account as AccountActor | undefined;
}

/** spec 2 §2: the account tab list, in order, with how each entry behaves. */
export function selectAccountTabList(snapshot: AppSnapshot): AccountTabList {
  return accountTabList(snapshot.context);
}

/** `useSelector`'s comparison for `selectAccountTabList` (a new list is built for each snapshot). */
export function sameAccountTabList(a: AccountTabList, b: AccountTabList): boolean {
  return a.length === b.length && a.every((item, at) => item.section === b[at]?.section && item.entry === b[at]?.entry);
}

export function selectNumbersRef(snapshot: AppSnapshot): ActorRefFrom<NumbersMachine> | undefined {
  return snapshot.children.numbers as ActorRefFrom<NumbersMachine> | undefined;
}

/** Which tool the verification tab shows: the brand table's `verificationTool` column. */
export function selectVerificationTool(snapshot: AppSnapshot): 'jiema' | 'newCode' {
  return has(snapshot.context.platform, 'jiemaTool') ? 'jiema' : 'newCode';
}

/** The JieMa tool (spec 3 §2 JieMa) while logged in on a brand whose verification tab is it. */
export function selectJiemaRef(snapshot: AppSnapshot): JiemaActor | undefined {
  return snapshot.children.jiema as JiemaActor | undefined;
}

/** The verification area (spec 3 §2 Verification) while logged in on a brand that shows it. */
export function selectVerificationRef(snapshot: AppSnapshot): VerificationActor | undefined {
  return snapshot.children.verification as VerificationActor | undefined;
}
