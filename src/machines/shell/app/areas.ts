/**
 * THE area registry: one row per area of the shell (spec 1 §2 Tabs). While someone is logged in,
 * the root loads (each row's `load()`, a chunk of its own) and spawns the area of every row whose
 * brand capability the brand has, under the row's id (which is also its systemId), and stops them
 * all at logout. An area loads when its tab is first shown — or at login when it `startsAtLogin` —
 * so the chats tab after login downloads only what it shows (issue 8 item 21). Adding an area is
 * adding a row here (its services come from `AreaServices`); no other area's chart changes.
 *
 * An area talks to the rest of the app only through the actor system (`../shared/address.ts`):
 * overlays, the root's requests. What the root knows that an area may need — the connection,
 * the page's focus, the balance — it forwards as "shared facts" to the areas that `hear` them.
 */
import type { ProfileAnswer } from '../../../services/api/contract/endpoints.ts';
import type {
  ChatMessageEvent,
  ChatReadEvent,
  MessagesDeletedEvent,
} from '../../../services/api/contract/messaging.ts';
import type { Platform } from '../../../services/api/contract/platform.ts';
import type { CodeSmsEvent } from '../../../services/api/contract/verificationCodes.ts';
import { type BrandFeature, numbersAreaOf } from '../../../services/brand/brand.ts';
import type { AccountSection, Tab } from '../../../services/brand/platforms.ts';
import type { Locale } from '../../../services/i18n/locale.ts';
import type { AreaFactory } from '../../shared/area.ts';

/** What the root forwards to the areas that hear it. */
export type SharedFact =
  /** spec 1 §7: a socket `message`. */
  | { type: 'message.received'; message: ChatMessageEvent }
  /** A socket `chatRead` (issue 22 item 4): a conversation was read up to a date, here or elsewhere. */
  | { type: 'chat.readElsewhere'; marker: ChatReadEvent }
  /** A socket `messagesDeleted` (issue 26 item 1): messages or a conversation deleted, here or elsewhere. */
  | { type: 'messages.deletedElsewhere'; deleted: MessagesDeletedEvent }
  /** A socket `codeSms` (issue 10): a code on a verification number, shown before the next check. */
  | ({ type: 'sms.pushed' } & CodeSmsEvent)
  /** spec 1 §4 Connection: sending is blocked while down. */
  | { type: 'connection.lost' }
  | { type: 'connection.restored' }
  /** spec 1 §4: after a reconnect the chat list is fetched again. */
  | { type: 'chats.refresh' }
  /** spec 1 §4 Window: the page is in front, or not (read rule, notifications). */
  | { type: 'window.focus' }
  | { type: 'window.blur' }
  /** issue 24 item 2: the browser lost or regained its network (what needs the server says so). */
  | { type: 'network.offline' }
  | { type: 'network.online' }
  /** spec 1 §5 Sending: the balance must be above 0. */
  | { type: 'account.balance'; balance: string }
  /** spec 3 §4: the account's numbers changed (the From picker reads them again). */
  | { type: 'numbers.changed' }
  /**
   * The root's getProfile answered (or failed): the root alone loads the profile (spec 1 §2: on
   * login and when the account tab opens on its profile section); the profile section shows it.
   */
  | { type: 'profile.loaded'; profile: ProfileAnswer }
  | { type: 'profile.unavailable' }
  /** spec 2 §2: the account section to show (its tab list, or a jump from elsewhere). */
  | { type: 'account.section'; section: AccountSection }
  /** spec 3 §3 toRecharge: the recharge section pays with the plans page's URL to come back to. */
  | { type: 'recharge.returnUrl'; returnUrl: string | null };

/**
 * What an area is started with: the current value of every fact the root tells (an area that
 * starts late has missed them), so a tab opened for the first time shows the connection, the
 * balance and the profile as they are.
 */
export interface AreaStart {
  platform: Platform;
  locale: Locale;
  balance: string | null;
  /** The root's last known profile (null until its getProfile answers). */
  profile: ProfileAnswer | null;
  /** The chat socket is up (it may come up while the areas load). */
  connected: boolean;
  /** The address selected a front-page mode (spec 1 §2: `/frontpage`, `/applist`). */
  frontPage: boolean;
}

export interface AreaEntry {
  /** The child's id; views find the area in the root's snapshot children by it. */
  id: string;
  /** Imports the area (its own chunk): `() => import('../../x/x.area.ts').then((m) => m.xArea)`. */
  load(): Promise<AreaFactory>;
  /** The tab that shows it: its chunk loads when this tab is first shown. */
  tab: Tab;
  /**
   * It runs from login whatever the tab (its chunk loads with the chats tab's): the chats (unread
   * badges, the title's count and notifications on every tab) and the address book (chats and
   * notifications name their parties from it).
   */
  startsAtLogin: boolean;
  /** spec 1 §2 Tabs: the area runs only on brands that show its tab (jiema: no chats, no contacts). */
  capability: BrandFeature;
  input(start: AreaStart): unknown;
  hears: readonly SharedFact['type'][];
  /** spec 1 §2: "Switching tabs closes the right-side panel": told on every tab switch. */
  onTabSwitch: readonly { type: string }[];
  /** Told when its own tab is opened (and when it starts while its tab is shown). */
  onShown: readonly { type: string }[];
}

export const AREAS = [
  {
    id: 'chats',
    load: () => import('../../chats/chats/chats.area.ts').then((area) => area.chatsArea),
    tab: 'chats',
    startsAtLogin: true,
    capability: 'chatsTab',
    // Sending waits for the connection's `connection.restored` (or starts with it, if it came first).
    input: ({ locale, balance, connected }) => ({ connected, locale, balance }),
    hears: [
      'message.received',
      'chat.readElsewhere',
      'messages.deletedElsewhere',
      'connection.lost',
      'connection.restored',
      'chats.refresh',
      'window.focus',
      'window.blur',
      'account.balance',
      'numbers.changed',
    ],
    onTabSwitch: [],
    onShown: [],
  },
  {
    // The cloud address book: the contacts tab shows it, chats name their parties from it.
    id: 'contacts',
    load: () => import('../../contacts/contacts/contacts.area.ts').then((area) => area.contactsArea),
    tab: 'contacts',
    startsAtLogin: true,
    capability: 'contactsTab',
    input: () => ({}),
    // issue 24 item 2: offline its changes need the connection; the network's (or the socket's) return loads it again.
    hears: ['network.offline', 'network.online', 'connection.restored'],
    onTabSwitch: [{ type: 'detail.close' }],
    // spec 3 §2: opening contacts syncs the address book's changes since its last load.
    onShown: [{ type: 'contacts.sync' }],
  },
  {
    // spec 3 §2: the numbers tab — Number Management, New Number, Subscription History, Settings, plans.
    id: 'numbers',
    load: () => import('../../numbers/numbers/numbers.area.ts').then((area) => area.numbersArea),
    tab: 'numbers',
    startsAtLogin: false,
    capability: 'numbersTab',
    input: ({ platform }) => ({
      platform,
      firstVisitTip: numbersAreaOf(platform).firstVisitTip,
      now: () => Date.now(),
    }),
    hears: [],
    onTabSwitch: [{ type: 'detail.close' }],
    // The first visit shows its tip (spec 3 §2).
    onShown: [{ type: 'area.shown' }],
  },
  {
    // spec 3 §2 Verification: New Code, the verification numbers and their subscription history
    // (hidden on wetalk and cloudnumber: the brand table's tabs).
    id: 'verification',
    load: () =>
      import('../../verificationCodes/verification/verification.area.ts').then((area) => area.verificationArea),
    tab: 'verification',
    startsAtLogin: false,
    capability: 'newCodeTool',
    // spec 3 §2: its left menu is hidden in front-page modes.
    input: ({ platform, frontPage }) => ({ platform, menu: !frontPage, now: () => Date.now() }),
    // A code pushed over the chat socket reaches New Code's polling at once (polling stays the fallback).
    hears: ['sms.pushed'],
    onTabSwitch: [{ type: 'detail.close' }],
    onShown: [],
  },
  {
    // spec 3 §2 JieMa: the verification tab of brands whose `verificationTool` is 'jiema'.
    id: 'jiema',
    load: () => import('../../jiema/jiema/jiema.area.ts').then((area) => area.jiemaArea),
    tab: 'verification',
    startsAtLogin: false,
    capability: 'jiemaTool',
    input: () => ({}),
    hears: [],
    onTabSwitch: [],
    onShown: [],
  },
  {
    // spec 2 §2: the account tab — one section at a time from its left tab list.
    id: 'account',
    load: () => import('../../account/account/account.area.ts').then((area) => area.accountArea),
    tab: 'account',
    startsAtLogin: false,
    capability: 'accountTab',
    input: ({ platform, locale, profile }) => ({ platform, locale, profile, now: () => Date.now() }),
    hears: ['account.section', 'recharge.returnUrl', 'profile.loaded', 'profile.unavailable'],
    onTabSwitch: [],
    onShown: [],
  },
] as const satisfies readonly AreaEntry[];

export type AreaId = (typeof AREAS)[number]['id'];
