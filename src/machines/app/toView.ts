/**
 * What the shell's views read from the root snapshot (conventions: `toView`). Each selector is
 * narrow, for `useSelector(appRef, selectX)`; view flags come from states, texts from context.
 */

import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { has, supportMailto } from '../../services/brand/brand.ts';
import { formatBalance } from '../../services/brand/formatBalance.ts';
import { unreadLabel } from '../../services/brand/pageTitle.ts';
import { PLATFORM_TABLE, type Tab, UNLOCK_BONUS_REWARD } from '../../services/brand/platforms.ts';
import type { CaptchaMachine } from '../captcha/captcha.machine.ts';
import type { ChatsActor } from '../chats/toView.ts';
import type { ConnectionMachine } from '../connection/connection.machine.ts';
import type { ContactsMachine } from '../contacts/contacts.machine.ts';
import type { ProfileGateMachine } from '../profileGate/profileGate.machine.ts';
import type { PromotionActor } from '../promotion/toView.ts';
import type { SessionMachine } from '../session/session.machine.ts';
import type { VerifyContactMachine } from '../verifyContact/verifyContact.machine.ts';
import type { WindowMachine } from '../window/window.machine.ts';
import type { AppMachine } from './app.machine.ts';
import { selectableTabs } from './tabs.ts';
import type { AccountSection, ModalAvatar, Notice, VerifyMode } from './types.ts';

export type AppSnapshot = SnapshotFrom<AppMachine>;

// ── root view and tab bar (spec 1 §2) ────────────────────────────────────────

/** 'login' while no session (outside front-page mode); otherwise the main container. */
export function selectRootView(snapshot: AppSnapshot): 'login' | 'main' {
  return !snapshot.matches({ auth: 'anonymous' }) || snapshot.context.frontPage ? 'main' : 'login';
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

export function selectAccountSection(snapshot: AppSnapshot): AccountSection {
  return snapshot.context.accountSection;
}

export function selectAppList(snapshot: AppSnapshot): boolean {
  return snapshot.context.appList;
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
  const main = selectRootView(snapshot) === 'main';
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

export function selectAccountUnavailable(snapshot: AppSnapshot): boolean {
  return snapshot.matches({ auth: { authenticated: 'accountUnavailable' } });
}

export function selectBalanceRefreshing(snapshot: AppSnapshot): boolean {
  return snapshot.matches({ auth: { authenticated: { ready: 'refreshingBalance' } } });
}

// ── overlays (spec 1 §2) ─────────────────────────────────────────────────────

export type DialogView =
  | { kind: 'none' }
  /** 'Something Went Wrong' / 'Okay' with the server's message. */
  | { kind: 'errorDialog'; message: string }
  /** 'Insufficient Balance' / Back / Recharge with the server's message or a catalogue text. */
  | { kind: 'noCredit'; text: Notice }
  | { kind: 'unlockBonus'; reward: number }
  | { kind: 'captchaModal'; captcha: ActorRefFrom<CaptchaMachine> | undefined }
  | { kind: 'modal'; avatar: ModalAvatar; title: string; body: string; leftLabel?: string; rightLabel?: string }
  | { kind: 'tollFreePrompt'; message: string };

function noCreditText(snapshot: AppSnapshot): Notice {
  const { platform, locale, noCreditMessage } = snapshot.context;
  // spec 1 §4: for cloudnumber in Chinese there is a fixed-text variant.
  if (locale === 'zh-CN' && has(platform, 'fixedNoCreditText')) return { messageKey: 'error.noCredit.fixedText' };
  return noCreditMessage ? { text: noCreditMessage } : { messageKey: 'error.noCredit.text' };
}

export function selectDialog(snapshot: AppSnapshot): DialogView {
  const { context } = snapshot;
  if (snapshot.matches({ dialog: 'errorDialog' })) return { kind: 'errorDialog', message: context.errorDialogMessage };
  if (snapshot.matches({ dialog: 'noCredit' })) return { kind: 'noCredit', text: noCreditText(snapshot) };
  if (snapshot.matches({ dialog: 'unlockBonus' })) return { kind: 'unlockBonus', reward: UNLOCK_BONUS_REWARD };
  if (snapshot.matches({ dialog: 'captchaModal' })) {
    return { kind: 'captchaModal', captcha: snapshot.children.captcha as ActorRefFrom<CaptchaMachine> | undefined };
  }
  if (snapshot.matches({ dialog: 'modal' }) && context.modal) {
    const { replyTo: _replyTo, ...shown } = context.modal;
    return { kind: 'modal', ...shown };
  }
  if (snapshot.matches({ dialog: 'tollFreePrompt' }))
    return { kind: 'tollFreePrompt', message: context.tollFreeMessage };
  return { kind: 'none' };
}

/** The alert bottom sheet's text while it shows. */
export function selectAlert(snapshot: AppSnapshot): Notice | null {
  return snapshot.matches({ alert: 'shown' }) ? snapshot.context.alert : null;
}

/** The top snackbar's text while it shows. */
export function selectSnackbar(snapshot: AppSnapshot): Notice | null {
  return snapshot.matches({ snackbar: 'shown' }) ? snapshot.context.snackbar : null;
}

export function selectProgressBusy(snapshot: AppSnapshot): boolean {
  return snapshot.matches({ progress: 'busy' });
}

/** The verification modal's requested mode while it should show. */
export function selectVerifyRequest(snapshot: AppSnapshot): VerifyMode | null {
  return snapshot.matches({ verify: 'shown' }) ? snapshot.context.verifyMode : null;
}

/** spec 1 §8: the payment submit error message, for the payment dialog. */
export function selectPaymentError(snapshot: AppSnapshot): string | null {
  return snapshot.matches({ paymentError: 'reported' }) ? snapshot.context.paymentErrorMessage : null;
}

/** spec 1 §8: a number lock answered 500000 with HTTP 400. */
export function selectNoNumberAvailable(snapshot: AppSnapshot): boolean {
  return snapshot.matches({ numberAvailability: 'noneAvailable' });
}

/** Moves each time the chat list should be fetched again (spec 1 §4: on reconnect). */
export function selectUnreadTotal(snapshot: AppSnapshot): number {
  return snapshot.context.unreadTotal;
}

// ── children, for views that read their own charts ───────────────────────────

export function selectSessionRef(snapshot: AppSnapshot): ActorRefFrom<SessionMachine> | undefined {
  return snapshot.children.session as ActorRefFrom<SessionMachine> | undefined;
}

/** The verification modal's chart while `verify` is `shown`. */
/** The address book while logged in (the contacts tab and the chats' names read it). */
export function selectContactsRef(snapshot: AppSnapshot): ActorRefFrom<ContactsMachine> | undefined {
  return snapshot.children.contacts as ActorRefFrom<ContactsMachine> | undefined;
}

export function selectVerifyContactRef(snapshot: AppSnapshot): ActorRefFrom<VerifyContactMachine> | undefined {
  return snapshot.children.verifyContact as ActorRefFrom<VerifyContactMachine> | undefined;
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

/** The chats area (chat list, open conversation) while logged in. */
export function selectChatsRef(snapshot: AppSnapshot): ChatsActor | undefined {
  return snapshot.children.chats as ChatsActor | undefined;
}

/** The banner ad and the app-download dialog (spec 1 §2). */
export function selectPromotionRef(snapshot: AppSnapshot): PromotionActor | undefined {
  return snapshot.children.promotion as PromotionActor | undefined;
}
