import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ActorRefFrom,
  createActor,
  type EventObject,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
  setup,
  waitFor,
} from 'xstate';
import {
  ARRIVALS_REST_MS,
  CHAT_SWITCH_MS,
  chatsMachine,
  READ_MARK_REST_MS,
} from '../../src/machines/chats/chats/chats.machine.ts';
import { type DraftPick, EMPTY_DRAFT } from '../../src/machines/chats/chats/draft.ts';
import { conversationKeyOfEvent } from '../../src/machines/chats/chats/listItem.ts';
import {
  areDraftsRestored,
  chatListOf,
  chatPaneOf,
  composerDraftOf,
  deleteDialogOf,
  isStartingChat,
  noNumberCardShown,
  openChatKeyOf,
  selectedChatKeyOf,
  unreadBadgeOf,
  unreadTotalOf,
} from '../../src/machines/chats/chats/toView.ts';
import type {
  ChatChangesResult,
  ChatListResult,
  ChatsInput,
  MyNumbersResult,
  RecipientCheck,
  RefetchRequest,
  RefetchResult,
} from '../../src/machines/chats/chats/types.ts';
import { conversationMachine } from '../../src/machines/chats/conversation/conversation.machine.ts';
import type {
  CachedPage,
  ConversationParties,
  DialogPageRequest,
  DialogPageResult,
  MessagePriceRequest,
  MessagePriceResult,
} from '../../src/machines/chats/conversation/types.ts';
import { outboxMachine } from '../../src/machines/chats/outbox/outbox.machine.ts';
import { outgoingMessageMachine } from '../../src/machines/chats/outgoingMessage/outgoingMessage.machine.ts';
import type {
  OutgoingMessageOutput,
  SendMessageAck,
  SendMessagePayload,
} from '../../src/machines/chats/outgoingMessage/types.ts';
import { SYSTEM_ID } from '../../src/machines/shared/address.ts';
import type { ChatListItem, ChatMessageEvent } from '../../src/services/api/contract/messaging.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { conversationKeyOf } from '../../src/services/chats/conversationKey.ts';
import { messageFromEvent } from '../../src/services/chats/message.ts';
import { loadPhoneParser } from '../../src/services/phone/phoneFormat.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { chatListItem, chatMessageEvent } from '../support/chatFixtures.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof chatsMachine>;

const OWN = '12025550100';
const ANNA = '12025550199';
const BORIS = '12025550188';
const KEY_A = `${OWN}-${ANNA}`;
const KEY_B = `${OWN}-${BORIS}`;
/** A new chat's recipient, typed with the trunk 1 and punctuation (spec 1 §5). */
const NEW_OTHER = '12025550177';
const KEY_NEW = `${OWN}-${NEW_OTHER}`;
const START = { otherTelCode: '+1', typed: '1 (202) 555-0177', ownFullNumber: OWN };
const WRONG_REGION = { otherTelCode: '44', typed: '7700 900123' };
const NOT_A_NUMBER = { otherTelCode: '1', typed: '55-01' };
/** A conversation from a number the user no longer owns (spec 1 §5 Sending). */
const EXPIRED = '12025550111';
const KEY_EXPIRED = `${EXPIRED}-${ANNA}`;
const INPUT: ChatsInput = { connected: true, locale: 'en' };
/** A message of Anna's chat, as a search hit points at it (issue 22 item 5). */
const FOCUS_A = { smsId: 'hit-a', date: 150 };

function row(other: string, date: number, text: string): ChatListItem {
  return chatListItem(OWN, other, date, { text });
}

function socketMessage(other: string, direction: 'in' | 'out', time: number): ChatMessageEvent {
  const [from, to] = direction === 'in' ? [other, OWN] : [OWN, other];
  return chatMessageEvent({
    fromNumber: from,
    toNumber: to,
    fromPhone: from.slice(1),
    toPhone: to.slice(1),
    direction,
    text: `hello ${time}`,
    smsId: `m${time}`,
    time,
  });
}

const LIST = ok({ chatList: [row(BORIS, 200, 'b'), row(ANNA, 100, 'a')], syncTime: 1_000 });
const LISTED = `${KEY_B}@200,${KEY_A}@100`;
/** Anna's conversation as the server holds it: her one message (an empty page would say it was deleted). */
const ANNAS_PAGE: DialogPageResult = ok({
  messages: [messageFromEvent(socketMessage(ANNA, 'in', 100))],
  nextStartTime: null,
});
/** Boris's conversation as the server holds it; and a conversation it holds nothing of (deleted). */
const BORIS_PAGE: DialogPageResult = ok({
  messages: [messageFromEvent(socketMessage(BORIS, 'in', 200))],
  nextStartTime: null,
});
const EMPTY_PAGE: DialogPageResult = ok({ messages: [], nextStartTime: null });
/** A `getChatListByDate` tombstone: the conversation with `other` deleted at `date`. */
function tombstone(other: string, date: number) {
  const { text: _t, media: _m, type: _ty, smsId: _s, direction: _d, status: _st, ...parties } = row(other, date, '');
  return { ...parties, deleted: true as const };
}
const CHANGES = ok({ chatList: [tombstone(BORIS, 10_000)], syncTime: 2_000 });
const NUMBERS = ok({
  virtualPhones: [
    { phone: OWN.slice(1), telCode: '1', fullNumber: OWN, type: 'Hosting' as const, numberName: '', notes: '' },
  ],
});
const NO_NUMBERS = ok({ virtualPhones: [] });
const IN_A = socketMessage(ANNA, 'in', 500);
const IN_B = socketMessage(BORIS, 'in', 600);
const ECHO_A = socketMessage(ANNA, 'out', 700);
const SENT: OutgoingMessageOutput = {
  outcome: 'sent',
  message: {
    smsId: 'web-1',
    date: 800,
    direction: 'out',
    type: 'sms',
    text: 'sent',
    media: '',
    status: 0,
    highlightTarget: '',
    highlightText: '',
  },
};
const unexpected = { error: new Error('unexpected failure') };
/** issue 24 item 3: a text written to Anna while the connection is down, and the copy the outbox shows. */
const QUEUED_TEXT = {
  smsId: 'web-1',
  createdAt: 790,
  fromNumber: OWN,
  toNumber: ANNA,
  ownNumberType: 'local' as const,
  text: 'sent',
};
const QUEUED_COPY = { ...SENT.message, status: 1 as const, date: 790, queued: true as const };
const fromOutbox = { ownFullNumber: OWN, otherFullNumber: ANNA };
/** issue 22 item 4: `chatRead` markers — Anna's chat read up to her message, Boris's with 2 and then 0 left. */
const MARKER_A = { ownFullNumber: OWN, otherFullNumber: ANNA, readUpTo: 500, unread: 0 };
const MARKER_B_TWO = { ownFullNumber: OWN, otherFullNumber: BORIS, readUpTo: 150, unread: 2 };
const MARKER_B_NONE = { ownFullNumber: OWN, otherFullNumber: BORIS, readUpTo: 600, unread: 0 };
/** issue 26 item 1: `messagesDeleted` — one message, or the whole conversation, deleted in another tab. */
/** A conversation of the account this tab neither lists nor holds a draft of. */
const CAROL = '12025550177';
const deletedIn = (other: string, smsIds: string[] | null) => ({
  deleted: { ownFullNumber: OWN, otherFullNumber: other, smsIds },
});
/** Typed in Anna's message box and not sent. */
const UNSENT = 'See you at 8';

// ── when the world may act ──────────────────────────────────────────────────

const listReady = (s: Snapshot) => s.matches({ list: 'ready' });
// The start-up refetch answers before anything else happens, so the walk is not repeated under it.
const calm = (s: Snapshot) => listReady(s) && s.matches({ deletion: 'idle' }) && s.matches({ refetch: 'done' });
const isOpen = (s: Snapshot) => s.matches({ chat: 'open' });
/** Open and chosen for 300 ms (spec 1 §4): the walk does most of its work here, not while opening. */
const isRead = (s: Snapshot) => s.matches({ chat: { open: 'read' } });
const isOpening = (s: Snapshot) => s.matches({ chat: { open: 'opening' } });
const listed = (s: Snapshot) => s.context.list.map((r) => `${conversationKeyOf(r)}@${r.date}`).join();

/**
 * Side trips off the main walk, each offering only its own events: a new chat (drafting or
 * starting, or opened), a chat from an expired number, a known balance, no own number at all.
 */
const restoring = (s: Snapshot) => s.matches({ drafts: 'restoring' });
/** What the encrypted store kept of Boris's box before the reload. */
const KEPT_DRAFTS = { [KEY_B]: 'kept before the reload' };
const newChat = (s: Snapshot) => s.matches({ chat: 'drafting' }) || s.matches({ chat: 'starting' });
const elsewhere = (s: Snapshot) => s.context.chosenKey === KEY_NEW || s.context.chosenKey === KEY_EXPIRED;
const balanceKnown = (s: Snapshot) => s.context.balance !== null;
const noNumbers = (s: Snapshot) => s.matches({ numbers: 'ready' }) && s.context.numbers.length === 0;
/** issue 24 item 3: a queued text settled while no chat was open (its conversation moved to the top). */
const settledAway = (s: Snapshot) => s.matches({ chat: 'none' }) && s.context.list[0]?.date === 800;
const detour = (s: Snapshot) => newChat(s) || elsewhere(s) || balanceKnown(s) || noNumbers(s) || settledAway(s);
/** Only on the main walk. */
const main =
  <T>(payloads: (s: Snapshot) => readonly T[]) =>
  (s: Snapshot): readonly T[] =>
    detour(s) ? [] : payloads(s);
/** Where the side trips start: the list as loaded, nothing unread, in front and connected. */
const settled = (s: Snapshot) =>
  calm(s) &&
  !newChat(s) &&
  !elsewhere(s) &&
  !balanceKnown(s) &&
  s.matches({ list: { ready: 'idle' } }) &&
  listed(s) === LISTED &&
  unreadTotalOf(s) === 0 &&
  s.context.connected &&
  s.context.nearBottom &&
  s.matches({ page: 'focused' });
/** …with the own number known. */
const base = (s: Snapshot) => settled(s) && s.matches({ numbers: 'ready' }) && s.context.numbers.length === 1;
/** …without an own number to send from (none, or not known). */
const numberless = (s: Snapshot) => settled(s) && (noNumbers(s) || s.matches({ numbers: 'failed' }));

const events = {
  'chat.open': (s) => {
    if (newChat(s)) return [{ key: KEY_A }];
    if (balanceKnown(s)) return s.matches({ chat: 'none' }) ? [{ key: KEY_A }] : [];
    if (!calm(s) || detour(s)) return [];
    if (s.matches({ chat: 'none' })) return base(s) ? [{ key: KEY_A }, { key: KEY_EXPIRED }] : [{ key: KEY_A }];
    return s.context.chosenKey === KEY_A ? [{ key: KEY_B }, { key: KEY_A }] : [];
  },
  // Issue 22 item 5: a chosen search hit — a message of Anna's chat (opens it at that message, or
  // goes there in the open chat), or Boris's conversation while Anna's is open.
  'search.show': main((s) => {
    if (!calm(s)) return [];
    if (s.matches({ chat: 'none' }) && base(s)) return [{ key: KEY_A, focus: FOCUS_A }];
    if (isOpening(s) && s.context.chosenKey === KEY_A && s.context.focus === null)
      return [{ key: KEY_A, focus: FOCUS_A }];
    return isRead(s) && s.context.chosenKey === KEY_A ? [{ key: KEY_A, focus: FOCUS_A }, { key: KEY_B }] : [];
  }),
  'chat.close': (s) => {
    if (newChat(s) || (balanceKnown(s) && isRead(s))) return [{}];
    return calm(s) && !detour(s) ? [{}] : [];
  },
  // spec 1 §2: the new-chat header, from the empty pane, an open chat or a switch.
  'chat.new': (s) => (base(s) ? [{}] : []),
  // spec 1 §2: the new-chat header fills the draft (To code, number, From), then takes it —
  // as typed, or a contact suggestion picked instead (a +44 one: the wrong-region snackbar).
  'draft.change': (s) =>
    s.matches({ chat: 'drafting' }) && s.context.draft.typed === '' && s.context.numbers.length === 1
      ? [{ telCode: START.otherTelCode, typed: START.typed, ownFullNumber: OWN }]
      : [],
  'draft.submit': (s) =>
    s.matches({ chat: 'drafting' }) && s.context.draft.typed === START.typed
      ? [{}, { pick: { telCode: '44', phone: '7700900123', shown: '+44 7700 900123' } }]
      : [],
  // spec 1 §2, §5: a typed number (or a contact's 'message'), also while a chat is open; without own numbers too.
  'chat.start': (s) => {
    if (s.matches({ chat: 'drafting' })) return [START, WRONG_REGION, NOT_A_NUMBER];
    if (base(s) && s.matches({ chat: 'none' })) return [START, WRONG_REGION, NOT_A_NUMBER];
    if (base(s) && isRead(s) && s.context.chosenKey === KEY_A) return [START];
    return numberless(s) && s.matches({ chat: 'none' }) ? [START] : [];
  },
  // spec 1 §5 Sending: the balance reaches the open conversation, and the next one opened.
  'account.balance': (s) => {
    if (!base(s)) return [];
    if (s.matches({ chat: 'none' })) return [{ balance: '0.00' }];
    return isRead(s) && s.context.chosenKey === KEY_A ? [{ balance: '5.00' }] : [];
  },
  'composer.focus': main((s) => (calm(s) && isRead(s) ? [{}] : [])),
  // Typed in Anna's box (kept through switches, closes and refusals), then emptied (sent or erased).
  'composer.draft': main((s) =>
    calm(s) && isRead(s) && s.context.chosenKey === KEY_A
      ? [{ text: s.context.composerDrafts[KEY_A] === undefined ? UNSENT : '' }]
      : [],
  ),
  'window.blur': main((s) => (calm(s) && isRead(s) && s.context.chosenKey === KEY_A ? [{}] : [])),
  'window.focus': main((s) => (calm(s) ? [{}] : [])),
  'conversation.scrolled': main((s) =>
    calm(s) && isRead(s) && s.context.chosenKey === KEY_A ? [{ nearBottom: !s.context.nearBottom }] : [],
  ),
  'message.received': main((s) => {
    if (!calm(s) || unreadTotalOf(s) >= 2 || !s.matches({ numbers: 'ready' })) return [];
    const waiting = s.context.arrivals.length;
    // Two in one frame: Boris's joins Anna's, and only Anna's reach her open conversation.
    if (waiting > 0) return waiting === 1 && s.context.arrivals[0] === IN_A ? [{ message: IN_B }] : [];
    if (s.matches({ chat: 'none' })) return [{ message: IN_B }, { message: ECHO_A }];
    // Chosen, not yet read (the 300 ms of spec 1 §4): a message for it counts.
    if (isOpening(s)) return s.context.chosenKey === KEY_A ? [{ message: IN_A }] : [];
    return isRead(s) && s.context.chosenKey === KEY_A ? [{ message: IN_A }, { message: ECHO_A }] : [];
  }),
  'chats.refresh': main((s) => {
    if (s.matches({ list: 'failed' })) return [{}];
    // The first socket connection while the list loads (issue 8 item 18).
    if (s.matches({ list: 'loading' }) && s.matches({ numbers: 'ready' }) && s.context.numbers.length === 1)
      return [{}];
    if (s.matches({ numbers: 'failed' }) && calm(s)) return [{}];
    if (!calm(s) || s.context.syncTime !== 1_000) return [];
    return s.matches({ chat: 'none' }) || isRead(s) ? [{}] : [];
  }),
  'connection.lost': main((s) =>
    calm(s) && (isRead(s) || s.matches({ chat: 'none' })) && s.context.connected ? [{}] : [],
  ),
  'connection.restored': main((s) => (calm(s) && !s.context.connected ? [{}] : [])),
  // spec 3 §4: the numbers area changed a number; the From picker reads the list again.
  'numbers.changed': (s) =>
    s.matches({ chat: 'none' }) && (s.matches({ numbers: 'loading' }) || calm(s) || s.matches({ numbers: 'failed' }))
      ? [{}]
      : [],
  'chat.delete.request': main((s) =>
    calm(s) && unreadTotalOf(s) === 0 && (s.matches({ chat: 'none' }) || isRead(s))
      ? [{ key: KEY_A }, { key: 'nobody' }]
      : [],
  ),
  'chat.delete.confirm': {},
  'chat.delete.cancel': {},
  // issue 24 item 3: the open conversation queues a text written offline (or deletes it), and the
  // outbox shows its copy and its outcome — in the open chat, or with no chat open.
  'conversation.queue': main((s) =>
    calm(s) && isRead(s) && s.context.chosenKey === KEY_A ? [{ text: QUEUED_TEXT }] : [],
  ),
  'conversation.unqueue': main((s) =>
    calm(s) && isRead(s) && s.context.chosenKey === KEY_A ? [{ smsId: QUEUED_TEXT.smsId }] : [],
  ),
  'outbox.message': main((s) =>
    calm(s) && ((isRead(s) && s.context.chosenKey === KEY_A) || s.matches({ chat: 'none' }))
      ? [{ ...fromOutbox, message: QUEUED_COPY }]
      : [],
  ),
  // Settled with Anna's chat open, or with none open (only from the list as loaded: a side trip).
  'outbox.settled': main((s) =>
    calm(s) &&
    s.context.list[0]?.date !== 800 &&
    ((isRead(s) && s.context.chosenKey === KEY_A) || (base(s) && s.matches({ chat: 'none' })))
      ? [{ ...fromOutbox, output: SENT }]
      : [],
  ),
  'conversation.outgoingSettled': main((s) =>
    calm(s) && isRead(s) && s.context.list[0]?.date !== 800
      ? [{ ownFullNumber: OWN, otherFullNumber: ANNA, output: SENT }]
      : [],
  ),
  'xstate.done.actor.loadMyNumbers': (s) =>
    s.matches({ list: 'loading' })
      ? [{ output: NUMBERS }, { output: networkFailure }, { output: NO_NUMBERS }]
      : [{ output: NUMBERS }],
  'xstate.error.actor.loadMyNumbers': (s) => (s.matches({ list: 'loading' }) ? [unexpected] : []),
  'xstate.done.actor.loadChatList': (s) =>
    s.matches({ numbers: 'loading' }) ? [] : [{ output: LIST }, { output: refused(RETCODE.SERVICE_UNAVAILABLE) }],
  'xstate.error.actor.loadChatList': (s) => (s.matches({ numbers: 'loading' }) ? [] : [unexpected]),
  'xstate.done.actor.loadChatChanges': [{ output: CHANGES }, { output: networkFailure }],
  'xstate.error.actor.loadChatChanges': unexpected,
  'xstate.done.actor.deleteConversation': [{ output: ok({ deleted: 3 }) }, { output: refused(RETCODE.NOT_FOUND) }],
  'xstate.error.actor.deleteConversation': unexpected,
  'xstate.done.actor.refetchRecent': [{ output: { monthChanged: true } }, { output: { monthChanged: false } }],
  'xstate.error.actor.refetchRecent': unexpected,
  'xstate.done.actor.isTollFreeRecipient': [{ output: { tollFree: true } }, { output: { tollFree: false } }],
  // The frame comes once the arrivals are in (a second message may join first, see above).
  'xstate.done.actor.nextFrame': (s) =>
    s.context.arrivals.length === 1 && s.context.arrivals[0] === IN_A && isRead(s) ? [] : [{ output: undefined }],
  // A frame that cannot be waited for applies the same: once for the open chat, once for another.
  'xstate.error.actor.nextFrame': (s) => {
    const [only, ...more] = s.context.arrivals;
    if (more.length > 0) return [];
    if (only === IN_A && isRead(s) && unreadTotalOf(s) === 0) return [unexpected];
    return only === IN_B && s.matches({ chat: 'none' }) && unreadTotalOf(s) === 1 ? [unexpected] : [];
  },
  'xstate.error.actor.isTollFreeRecipient': unexpected,
  // The walk opens no chat while arrivals rest, so a chat still opening chose before the rest
  // began: its 300 ms end before the rest's 400 ms.
  'xstate.after.arrivalsRest.chats.arrivals.resting': (s) => (isOpening(s) ? [] : [{}]),
  // The drafts kept before a reload (another chat's), or a store that could not be read.
  'xstate.done.actor.readComposerDrafts': (s) => (restoring(s) ? [{ output: KEPT_DRAFTS }] : []),
  'xstate.error.actor.readComposerDrafts': (s) => (restoring(s) ? [unexpected] : []),
  // issue 22 item 4: another tab read Boris's chat (2 left after its marker, then none), or this
  // tab's own marker of Anna's open chat, read here, comes back.
  'chat.readElsewhere': main((s) => {
    if (!calm(s)) return [];
    if (isRead(s) && s.context.chosenKey === KEY_A && s.context.nearBottom && unreadTotalOf(s) === 0)
      return [{ marker: MARKER_A }];
    if (!s.matches({ chat: 'none' })) return [];
    if (unreadTotalOf(s) === 0) return [{ marker: MARKER_B_TWO }];
    return s.context.unread[KEY_B] === 2 ? [{ marker: MARKER_B_NONE }] : [];
  }),
  // issue 26 item 1: deleted in another tab — a message or the whole chat, of the open chat or another.
  'messages.deletedElsewhere': main((s) => {
    if (!calm(s) || !s.matches({ deletion: 'idle' })) return [];
    if (isRead(s) && s.context.chosenKey === KEY_A) return [deletedIn(ANNA, ['a-1']), deletedIn(ANNA, null)];
    const listed = s.context.list.some((item) => conversationKeyOf(item) === KEY_B);
    // (A conversation deleted elsewhere with no draft here: Boris's keeps its draft from before the reload.)
    return s.matches({ chat: 'none' }) && listed ? [deletedIn(BORIS, ['b-1']), deletedIn(CAROL, null)] : [];
  }),
  // issue 26 item 1: the open chat's newest page found nothing on the server (deleted while away).
  'conversation.emptied': main((s) =>
    calm(s) && isRead(s) && s.context.chosenKey === KEY_A ? [{ ownFullNumber: OWN, otherFullNumber: ANNA }] : [],
  ),
  // Raised by the chart itself once a listing is in.
  'unread.settle': [],
  // The marks went (a second one could not, and goes again), or the call failed unexpectedly.
  'xstate.done.actor.markChatsRead': (s) =>
    Object.keys(s.context.sendingReads).length === 1
      ? [{ output: { retry: {} } }, { output: { retry: s.context.sendingReads } }]
      : [{ output: { retry: {} } }],
  'xstate.error.actor.markChatsRead': [unexpected],
  // Marks only wait while nothing else does (the walk offers nothing else meanwhile).
  'xstate.after.readMarkRest.chats.readMarkers.resting': (s) => (isOpening(s) ? [] : [{}]),
} satisfies EventTable<typeof chatsMachine>;

/** issue 22 item 4: the events of the read markers' region, the only ones offered while it works. */
const MARKER_EVENTS = new Set([
  'xstate.done.actor.markChatsRead',
  'xstate.error.actor.markChatsRead',
  'xstate.after.readMarkRest.chats.readMarkers.resting',
]);
const markersBusy = (s: Snapshot) => !s.matches({ readMarkers: 'idle' });
const markerTurn = (type: string, s: Snapshot) => MARKER_EVENTS.has(type) === markersBusy(s);

/**
 * While arrivals wait for their frame the world does little else (or every path doubles): only
 * the frame, a second message, and a switch to another chat before the frame comes.
 */
const DURING_A_FRAME = new Set(['message.received', 'xstate.done.actor.nextFrame', 'xstate.error.actor.nextFrame']);
const switchesBeforeTheFrame = (s: Snapshot) =>
  isRead(s) && s.context.chosenKey === KEY_A && s.context.arrivals.length === 1 && s.context.arrivals[0] === ECHO_A;
const DRAFT_RESTORE = new Set(['xstate.done.actor.readComposerDrafts', 'xstate.error.actor.readComposerDrafts']);
const walk = Object.fromEntries(
  Object.entries(events).map(([type, payloads]) => {
    const offered = (s: Snapshot): readonly unknown[] =>
      typeof payloads === 'function'
        ? (payloads as (s: Snapshot) => readonly unknown[])(s)
        : Array.isArray(payloads)
          ? payloads
          : [payloads];
    const during = (s: Snapshot) => {
      if (DURING_A_FRAME.has(type)) return offered(s);
      if (type === 'chat.open' && switchesBeforeTheFrame(s)) return [{ key: KEY_B }];
      return [];
    };
    // Right after a frame the world does nothing but send one more message for the open chat,
    // which waits out the rest (the rest's end itself is a timer the walk takes by itself).
    const resting = (s: Snapshot) => {
      if (type.startsWith('xstate.after.arrivalsRest')) return offered(s);
      return type === 'message.received' &&
        s.context.arrivals.length === 0 &&
        isRead(s) &&
        s.context.chosenKey === KEY_A
        ? [{ message: IN_A }]
        : [];
    };
    return [
      type,
      (s: Snapshot) =>
        // The kept drafts are read first: the rest of the walk starts once they are in.
        restoring(s)
          ? DRAFT_RESTORE.has(type)
            ? offered(s)
            : []
          : s.matches({ arrivals: 'resting' })
            ? resting(s)
            : s.context.arrivals.length > 0
              ? during(s)
              : markerTurn(type, s)
                ? offered(s)
                : [],
    ];
  }),
) as unknown as typeof events;

// ── what each state promises ─────────────────────────────────────────────────

type Event = { type: string; output?: unknown; message?: ChatMessageEvent; key?: string };
const stepEvent = (replay: Replay) => replay.step.event as Event;
const effects = (replay: Replay, type: string) => replay.effects.filter((e) => e.type === type);

/** spec 1 §4 Incoming messages, Unread count: read, counted, notified — by the state before it arrived. */
function checkIncoming(snapshot: Snapshot, replay: Replay) {
  const e = stepEvent(replay);
  const before = replay.previous as Snapshot | undefined;
  if (e.type !== 'message.received' || !e.message || !before) return;
  const key = conversationKeyOfEvent(e.message);
  // Read needs the chat chosen for 300 ms: while it opens, a message for it counts (spec 1 §4).
  const open = isRead(before) && before.context.chosenKey === key;
  const front = open && before.matches({ page: 'focused' });
  const read = e.message.direction === 'out' || (front && before.context.nearBottom);
  expect(snapshot.context.unread[key] ?? 0).toBe((before.context.unread[key] ?? 0) + (read ? 0 : 1));
  expect(effects(replay, 'notifyMessage')).toHaveLength(e.message.direction === 'in' && !front ? 1 : 0);
  // An own echo may carry a late failure: it goes to the failure route (tested under a root below).
  expect(effects(replay, 'alertLateFailure')).toHaveLength(e.message.direction === 'out' ? 1 : 0);
  expect(effects(replay, 'reportUnreadTotal')).toHaveLength(read ? 0 : 1);
  // Its row and the open conversation wait for the next frame (issue 8 item 23).
  expect(snapshot.context.arrivals).toEqual([...before.context.arrivals, e.message]);
  expect(chatListOf(snapshot)).toBe(chatListOf(before));
  // Right after a frame it waits out the rest first (issue 8 item 23).
  if (before.matches({ arrivals: 'resting' })) expect(replay.running('nextFrame')).toBeUndefined();
  else expect(replay.running('nextFrame')).toBeDefined();
}

/**
 * issue 22 item 4: what this tab reads becomes a read marker for the server, up to the newest
 * message it knows of in that chat; a marker from elsewhere sets the count, except for the chat
 * read here.
 */
function checkReadMarks(snapshot: Snapshot, replay: Replay) {
  const before = replay.previous as Snapshot | undefined;
  const e = stepEvent(replay);
  if (!before) return;
  const marks = { ...snapshot.context.pendingReads, ...snapshot.context.sendingReads };
  // A message read as it arrived (open, in front, at the bottom) is marked read at its date.
  if (e.type === 'message.received' && e.message?.direction === 'in') {
    const key = conversationKeyOfEvent(e.message);
    const readHere = isRead(before) && before.context.chosenKey === key;
    const read = readHere && before.matches({ page: 'focused' }) && before.context.nearBottom;
    if (read) expect(marks[key]).toBe(e.message.time);
  }
  // The open chat had unread messages and is read now: marked up to its newest message.
  const key = snapshot.context.chosenKey;
  const row = snapshot.context.list.find((item) => conversationKeyOf(item) === key);
  if (key !== null && (before.context.unread[key] ?? 0) > 0 && snapshot.context.unread[key] === undefined) {
    // (A conversation no longer listed — deleted meanwhile — has nothing to mark.)
    if (isRead(snapshot) && row && e.type !== 'chat.readElsewhere') expect(marks[key]).toBeGreaterThanOrEqual(row.date);
  }
  if (e.type === 'chat.readElsewhere') {
    const { marker } = e as unknown as { marker: typeof MARKER_A };
    const markedKey = `${marker.ownFullNumber}-${marker.otherFullNumber}`;
    const readHere = isRead(before) && before.context.chosenKey === markedKey && before.context.nearBottom;
    expect(snapshot.context.unread[markedKey]).toBe(readHere || marker.unread === 0 ? undefined : marker.unread);
    expect(effects(replay, 'reportUnreadTotal')).toHaveLength(readHere ? 0 : 1);
  }
}

/** The frame came: every arrival's row at once, and the open conversation's own arrivals as one batch. */
function checkFrame(snapshot: Snapshot, replay: Replay) {
  const before = replay.previous as Snapshot | undefined;
  const e = stepEvent(replay);
  if (!before || !e.type.endsWith('.actor.nextFrame')) return;
  const arrivals = before.context.arrivals;
  expect(arrivals.length).toBeGreaterThan(0);
  expect(snapshot.context.arrivals).toEqual([]);
  for (const arrival of arrivals) {
    const key = conversationKeyOfEvent(arrival);
    // The conversation's row carries its newest message (a late one never moves it back in time).
    const earlier = before.context.list.find((r) => conversationKeyOf(r) === key);
    const newest = [...arrivals]
      .filter((other) => conversationKeyOfEvent(other) === key)
      .reduce((a, b) => (b.time >= a.time ? b : a));
    const expected = earlier && earlier.date > newest.time ? earlier : { date: newest.time, text: newest.text };
    expect(chatListOf(snapshot).find((r) => conversationKeyOf(r) === key)).toMatchObject({
      date: expected.date,
      text: expected.text,
    });
  }
  const open = before.matches({ chat: 'open' }) ? before.context.chosenKey : null;
  const forOpenChat = arrivals.filter((arrival) => conversationKeyOfEvent(arrival) === open);
  if (forOpenChat.length > 0) {
    expect(replay.received('conversation').at(-1)).toEqual({
      type: 'messages.received',
      messages: forOpenChat.map(messageFromEvent),
    });
  }
}

/** What only concerns the chat pane leaves the list, the numbers, the refetch, the page and a deletion alone. */
function checkOnlyTheChatPane(snapshot: Snapshot, replay: Replay) {
  const paneOnly = ['chat.new', 'chat.start', 'draft.change', 'draft.submit', 'account.balance', 'send.refused'];
  const before = replay.previous;
  const e = stepEvent(replay);
  if (!before || !(paneOnly.includes(e.type) || e.type.endsWith('.actor.isTollFreeRecipient'))) return;
  const { chat: _now, ...others } = snapshot.value as Record<string, unknown>;
  const { chat: _before, ...othersBefore } = before.value as Record<string, unknown>;
  expect(others).toEqual(othersBefore);
  expect(chatListOf(snapshot)).toBe(chatListOf(before));
  expect(replay.callsInStep.map((call) => call.src)).toEqual(
    snapshot.matches({ chat: 'starting' })
      ? ['isTollFreeRecipient']
      : isOpen(snapshot) && !isOpen(before)
        ? ['conversation']
        : [],
  );
}

/**
 * The conversation a step deleted as a whole, or null: deleted here, in another tab (heard live),
 * or while this tab was away — a listing's tombstone of a listed row (issue 26 item 1).
 */
function wholeDeletionOf(before: Snapshot, e: Event): string | null {
  if (e.type === 'xstate.done.actor.deleteConversation') return (e.output as { ok: boolean }).ok ? KEY_A : null;
  if (e.type === 'messages.deletedElsewhere') {
    const { deleted } = e as unknown as ReturnType<typeof deletedIn>;
    return deleted.smsIds === null ? `${deleted.ownFullNumber}-${deleted.otherFullNumber}` : null;
  }
  if (e.type === 'xstate.done.actor.loadChatChanges' && (e.output as { ok: boolean }).ok)
    return before.context.list.some((item) => conversationKeyOf(item) === KEY_B) ? KEY_B : null;
  if (e.type === 'conversation.emptied') {
    const { ownFullNumber, otherFullNumber } = e as unknown as { ownFullNumber: string; otherFullNumber: string };
    const key = `${ownFullNumber}-${otherFullNumber}`;
    const listed = before.context.list.some((item) => conversationKeyOf(item) === key);
    return listed && before.context.chosenKey === key ? key : null;
  }
  return null;
}

/**
 * The unsent text of a message box is the chart's, per conversation: only the box itself changes
 * it, and a deleted conversation takes it along; opening, switching, closing keep it.
 */
function checkComposerDrafts(snapshot: Snapshot, replay: Replay) {
  const before = replay.previous as Snapshot | undefined;
  const e = stepEvent(replay) as Event & { text?: string };
  expect(Object.values(snapshot.context.composerDrafts)).not.toContain('');
  if (!before) return;
  if (e.type === 'composer.draft') {
    expect(composerDraftOf(snapshot)).toBe(e.text);
    // Kept across a reload: every change goes to the encrypted store.
    expect(effects(replay, 'persistDrafts')).toHaveLength(1);
    return;
  }
  if (e.type === 'xstate.done.actor.readComposerDrafts') {
    expect(snapshot.context.composerDrafts).toEqual({ ...KEPT_DRAFTS, ...before.context.composerDrafts });
    return;
  }
  const gone = wholeDeletionOf(before, e);
  const { [gone ?? '']: _gone, ...kept } = before.context.composerDrafts;
  expect(snapshot.context.composerDrafts).toEqual(gone === null ? before.context.composerDrafts : kept);
  expect(effects(replay, 'persistDrafts')).toHaveLength(gone === null ? 0 : 1);
  // Back on Anna's chat (opened again, or after another), her text shows again.
  if (isOpen(snapshot) && snapshot.context.chosenKey === KEY_A && gone !== KEY_A) {
    expect(composerDraftOf(snapshot)).toBe(before.context.composerDrafts[KEY_A] ?? '');
  }
  if (!isOpen(snapshot)) expect(composerDraftOf(snapshot)).toBe('');
}

function checkUnread(snapshot: Snapshot) {
  for (const [key, count] of Object.entries(snapshot.context.unread)) {
    expect(count).toBeGreaterThan(0);
    expect(unreadBadgeOf(snapshot, key)).toBe(String(count));
  }
}

/** An open chat, whether still opening or read: its conversation runs and hears what concerns it. */
function checkOpen(snapshot: Snapshot, replay: Replay) {
  const key = snapshot.context.chosenKey;
  expect(openChatKeyOf(snapshot)).toBe(key);
  expect(replay.running('conversation')).toBeDefined();
  const e = stepEvent(replay);
  if (replay.callsInStep.some((call) => call.src === 'conversation')) {
    // Opened (or switched to) in this step: the conversation starts, but nothing is fetched until
    // the chat stayed chosen for 300 ms (spec 1 §4, §9: rapid clicks fetch only the last chat).
    expect(replay.received('conversation')).toEqual([]);
  } else if (e.type.startsWith('xstate.after.chatSwitch')) {
    // Chosen for 300 ms: the conversation gets its parties (and the search hit, if any).
    expect(replay.running('conversation')?.input).toEqual({
      connected: snapshot.context.connected,
      locale: INPUT.locale,
      balance: snapshot.context.balance,
      // The conversation tells this chart of its sends through the ref it is handed.
      parent: expect.anything(),
    });
    const [ownFullNumber, otherFullNumber] = (key ?? '').split('-');
    const own = snapshot.context.numbers.find((phone) => phone.fullNumber === ownFullNumber);
    const focus = replay.previous?.context.focus;
    // (A catch-up asked while it waited reached an idle conversation: only the choice counts.)
    expect(replay.received('conversation').filter((sent) => sent.type === 'conversation.choose')).toEqual([
      {
        type: 'conversation.choose',
        // spec 1 §5 Sending: a sender not among the known own numbers is not owned.
        parties: {
          ownFullNumber,
          otherFullNumber,
          ownNumberType: own?.type ?? 'local',
          owned: own !== undefined || !snapshot.matches({ numbers: 'ready' }),
        },
        // Issue 22 item 5: opened from a search hit's message, the conversation starts there.
        ...(focus ? { focus } : {}),
      },
    ]);
    expect(snapshot.context.focus).toBeNull();
  } else if (e.type === 'search.show') {
    // The chat already open goes to the hit's message.
    expect(e.key).toBe(key);
    if (replay.previous && isOpening(replay.previous)) {
      // Not chosen yet: the hit waits for the choice (it starts there).
      expect(snapshot.context.focus).toEqual(FOCUS_A);
    } else {
      expect(replay.received('conversation').at(-1)).toEqual({ type: 'conversation.focus', ...FOCUS_A });
    }
  }
  if (e.type === 'xstate.done.actor.isTollFreeRecipient' || e.type === 'xstate.error.actor.isTollFreeRecipient') {
    // The started chat opens at once (a check that could not run does not keep it shut).
    expect(key).toBe(KEY_NEW);
    expect(snapshot.context.startingKey).toBeNull();
    expect(effects(replay, 'refuseTollFree')).toEqual([]);
  }
  if (e.type === 'account.balance') {
    const { balance } = e as unknown as { balance: string };
    expect(replay.received('conversation').at(-1)).toEqual({ type: 'account.balance', balance });
  }
  if (e.type === 'composer.focus') expect(snapshot.context.unread[key ?? '']).toBeUndefined();
  // The conversation only ever gets its own messages (issue 8 item 23: batched per frame).
  for (const told of replay.received('conversation')) {
    if (told.type !== 'messages.received') continue;
    const { messages } = told as unknown as { messages: { smsId: string }[] };
    const its = [IN_A, IN_B, ECHO_A].filter((m) => conversationKeyOfEvent(m) === key).map((m) => m.smsId);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(its).toContain(message.smsId);
  }
  if (e.type === 'chats.refresh') {
    expect(replay.received('conversation').at(-1)).toEqual({ type: 'conversation.catchUp' });
  }
  if (e.type === 'connection.lost') expect(replay.received('conversation').at(-1)).toEqual({ type: e.type });
  if (e.type === 'connection.restored') {
    // Issue 3 item 6: back online, the open dialog catches up at once.
    expect(replay.received('conversation').slice(-2)).toEqual([
      { type: 'connection.restored' },
      { type: 'conversation.catchUp' },
    ]);
  }
  if (e.type === 'conversation.scrolled' && (e as unknown as { nearBottom: boolean }).nearBottom) {
    if (snapshot.matches({ page: 'focused' })) expect(snapshot.context.unread[key ?? '']).toBeUndefined();
  }
}

/**
 * issue 24 item 3: the outbox child hears what the conversation queues or deletes and every
 * connection change; its copies and outcomes reach the open conversation, or the kept history of
 * a chat not open; a sent one moves its conversation to the top like any send.
 */
function checkOutbox(snapshot: Snapshot, replay: Replay) {
  const e = stepEvent(replay);
  expect(replay.running('outbox')?.input).toMatchObject({ connected: INPUT.connected });
  const toOutbox = replay.received('outbox').at(-1);
  const open = isOpen(snapshot) && snapshot.context.chosenKey === KEY_A;
  const toConversation = replay.received('conversation').at(-1);
  if (e.type === 'conversation.queue') expect(toOutbox).toEqual({ type: 'outbox.add', text: QUEUED_TEXT });
  if (e.type === 'conversation.unqueue') expect(toOutbox).toEqual({ type: 'outbox.discard', smsId: QUEUED_TEXT.smsId });
  if (e.type === 'connection.lost' || e.type === 'connection.restored') expect(toOutbox).toEqual({ type: e.type });
  if (e.type === 'outbox.message' && open)
    expect(toConversation).toEqual({ type: 'queued.shown', message: QUEUED_COPY });
  if (e.type === 'outbox.message' && !open) expect(replay.callsInStep).toEqual([]);
  if (e.type === 'outbox.settled') {
    expect(chatListOf(snapshot)[0]).toMatchObject({ date: 800, text: 'sent' });
    if (open) expect(toConversation).toEqual({ type: 'queued.settled', output: SENT });
    expect(effects(replay, 'keepQueuedOutcome')).toEqual(
      open ? [] : [{ type: 'keepQueuedOutcome', params: { key: KEY_A, output: SENT } }],
    );
  }
}

const checks = {
  'list.loading': (_snapshot, replay) => {
    expect(replay.running('loadChatList')).toBeDefined();
    // A refresh asked while it loads asks again, so the answer is no older than the request.
    if (stepEvent(replay).type === 'chats.refresh')
      expect(replay.callsInStep.map((call) => call.src)).toContain('loadChatList');
  },
  'list.failed': (snapshot, replay) => {
    expect(replay.running('loadChatList')).toBeUndefined();
    expect(chatListOf(snapshot)).toEqual([]);
  },
  'list.ready.idle': (snapshot, replay) => {
    checkUnread(snapshot);
    const keys = chatListOf(snapshot).map(conversationKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
    const dates = chatListOf(snapshot).map((r) => r.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const e = stepEvent(replay);
    if (e.type === 'xstate.done.actor.loadChatList') {
      expect(keys).toEqual([KEY_B, KEY_A]);
      expect(snapshot.context.syncTime).toBe(1_000);
    }
    if (e.type === 'xstate.done.actor.loadChatChanges' && (e.output as { ok: boolean }).ok) {
      // The tombstone removed Boris's conversation.
      expect(keys).not.toContain(KEY_B);
      expect(snapshot.context.syncTime).toBe(2_000);
      // issue 26 item 1: deleted while this tab was away — handled as the live deletion is: its
      // count and local storage go (its draft: `checkComposerDrafts`), and it closes if open.
      const gone = wholeDeletionOf(replay.previous as Snapshot, e);
      expect(effects(replay, 'forgetConversation')).toEqual(
        gone === null ? [] : [{ type: 'forgetConversation', params: { key: gone } }],
      );
      expect(snapshot.context.unread[KEY_B]).toBeUndefined();
      if (replay.previous?.context.chosenKey === KEY_B) expect(snapshot.matches({ chat: 'none' })).toBe(true);
    }
    if (e.type === 'conversation.outgoingSettled')
      expect(chatListOf(snapshot)[0]).toMatchObject({ date: 800, text: 'sent' });
    checkOutbox(snapshot, replay);
  },
  'list.ready.syncing': (snapshot, replay) => {
    expect(replay.running('loadChatChanges')?.input).toEqual({ since: snapshot.context.syncTime });
  },
  'numbers.loading': (_snapshot, replay) => {
    expect(replay.running('loadMyNumbers')).toBeDefined();
    if (replay.step.event.type === 'numbers.changed')
      expect(replay.callsInStep.map((call) => call.id)).toEqual(['loadMyNumbers']);
  },
  'numbers.failed': (snapshot) => expect(snapshot.context.numbers).toEqual([]),
  'numbers.ready': (snapshot) => {
    expect(snapshot.context.numbersKnown).toBe(true);
    // spec 1 §2, §5: known and none — the no-number card.
    expect(noNumberCardShown(snapshot)).toBe(snapshot.context.numbers.length === 0);
  },
  'chat.none': (snapshot, replay) => {
    expect(openChatKeyOf(snapshot)).toBeNull();
    expect(chatPaneOf(snapshot)).toBe('empty');
    expect(replay.running('conversation')).toBeUndefined();
    if (replay.previous && !replay.previous.matches({ chat: 'none' })) expect(selectedChatKeyOf(snapshot)).toBeNull();
    if (stepEvent(replay).type === 'conversation.emptied') {
      // issue 26 item 1: the open chat the server no longer holds closes as a live deletion does.
      const gone = wholeDeletionOf(replay.previous as Snapshot, stepEvent(replay));
      expect(gone).toBe(KEY_A);
      expect(effects(replay, 'forgetConversation')).toEqual([{ type: 'forgetConversation', params: { key: gone } }]);
      expect(chatListOf(snapshot).map(conversationKeyOf)).not.toContain(KEY_A);
      expect(snapshot.context.unread[KEY_A]).toBeUndefined();
    }
    if (
      stepEvent(replay).type === 'xstate.done.actor.deleteConversation' &&
      replay.previous?.matches({ chat: 'open' })
    ) {
      // The open chat closes with its deleted conversation.
      expect(replay.previous.context.chosenKey).toBe(KEY_A);
      expect((stepEvent(replay).output as { ok: boolean }).ok).toBe(true);
    }
  },
  'chat.drafting': (snapshot, replay) => {
    // spec 1 §2: the new-chat header, nobody chosen (no row highlighted), no conversation.
    expect(chatPaneOf(snapshot)).toBe('newChat');
    expect(isStartingChat(snapshot)).toBe(false);
    expect(selectedChatKeyOf(snapshot)).toBeNull();
    expect(replay.running('conversation')).toBeUndefined();
    expect(replay.running('isTollFreeRecipient')).toBeUndefined();
    const e = stepEvent(replay);
    const refusals = effects(replay, 'refuseStart');
    if (e.type === 'chat.new') expect(snapshot.context.draft).toEqual(EMPTY_DRAFT);
    if (e.type === 'draft.change') {
      expect(snapshot.context.draft).toEqual({ telCode: START.otherTelCode, typed: START.typed, ownFullNumber: OWN });
    }
    if (e.type === 'draft.submit') {
      // Taken as a chat.start of the draft: here the picked +44 contact, refused for its region.
      const pick = (e as { pick?: DraftPick }).pick;
      expect(pick).toBeDefined();
      expect(snapshot.context.draft.typed).toBe(pick?.shown);
      expect(refusals).toEqual([
        {
          type: 'refuseStart',
          params: { type: 'chat.start', otherTelCode: '44', typed: pick?.phone, ownFullNumber: OWN },
        },
      ]);
    } else if (e.type === 'chat.start') {
      // spec 1 §5, §8: refused with the snackbar when there is an own number; else the no-number card.
      const hasOwnNumber = snapshot.context.numbers.length > 0;
      expect(refusals).toEqual(hasOwnNumber ? [{ type: 'refuseStart', params: e }] : []);
      expect(noNumberCardShown(snapshot)).toBe(noNumbers(snapshot));
    } else expect(refusals).toEqual([]);
    if (e.type === 'xstate.done.actor.isTollFreeRecipient') {
      // spec 1 §5 Sending: toll-free recipients are refused with the alert.
      expect(e.output).toEqual({ tollFree: true });
      expect(effects(replay, 'refuseTollFree')).toHaveLength(1);
    }
  },
  'chat.starting': (snapshot, replay) => {
    // spec 1 §5: the number passed the rules; its toll-free check runs, the header waits.
    expect(chatPaneOf(snapshot)).toBe('newChat');
    expect(isStartingChat(snapshot)).toBe(true);
    expect(selectedChatKeyOf(snapshot)).toBeNull();
    expect(snapshot.context.startingKey).toBe(KEY_NEW);
    expect(replay.running('conversation')).toBeUndefined();
    expect(replay.running('isTollFreeRecipient')?.input).toEqual({ otherFullNumber: NEW_OTHER });
    // The draft as typed makes the same chat as START.
    if (stepEvent(replay).type === 'draft.submit') expect(snapshot.context.draft.typed).toBe(START.typed);
  },
  'chat.open.opening': (snapshot, replay) => {
    checkOpen(snapshot, replay);
    const e = stepEvent(replay);
    // Issue 26 item 4: the conversation starts but fetches nothing; the load and the read-marking wait.
    if (e.type === 'chat.open') {
      expect(replay.callsInStep.map((call) => call.src)).toEqual(['conversation']);
      expect(replay.received('conversation')).toEqual([]);
      expect(snapshot.context.unread).toEqual(replay.previous?.context.unread);
      expect(effects(replay, 'clearOpenUnread')).toEqual([]);
    }
  },
  'chat.open.read': (snapshot, replay) => {
    checkOpen(snapshot, replay);
    const key = snapshot.context.chosenKey ?? '';
    if (stepEvent(replay).type.startsWith('xstate.after.chatSwitch')) {
      // spec 1 §4: chosen for 300 ms — now it is read; its unread count goes.
      expect(replay.elapsed).toBe(CHAT_SWITCH_MS);
      expect(isOpening(replay.previous as Snapshot)).toBe(true);
      expect(snapshot.context.unread[key]).toBeUndefined();
      expect(effects(replay, 'reportUnreadTotal')).toHaveLength(1);
    }
  },
  'refetch.waiting': (snapshot, replay) => {
    expect(listReady(snapshot)).toBe(false);
    expect(replay.running('refetchRecent')).toBeUndefined();
  },
  'refetch.running': (snapshot, replay) => {
    // spec 1 §4 Start-up refetch: as soon as the chat list is in, from that list.
    expect(listReady(snapshot)).toBe(true);
    expect(replay.running('refetchRecent')?.input).toEqual({ list: snapshot.context.list });
    if (replay.previous?.matches({ refetch: 'waiting' })) {
      expect(stepEvent(replay).type).toBe('xstate.done.actor.loadChatList');
    }
  },
  'refetch.done': (_snapshot, replay) => {
    expect(replay.running('refetchRecent')).toBeUndefined();
    const e = stepEvent(replay);
    // spec 1 §4: the month check's answer goes to the root (a change reloads billing).
    expect(effects(replay, 'announceMonthChange')).toEqual(
      e.type === 'xstate.done.actor.refetchRecent' ? [{ type: 'announceMonthChange', params: e.output }] : [],
    );
    if (e.type === 'xstate.error.actor.refetchRecent') {
      expect(effects(replay, 'reportFailure')).toEqual([
        { type: 'reportFailure', params: { endpoint: 'refetchRecent', failure: null } },
      ]);
    }
  },
  'page.focused': (snapshot, replay) => {
    checkOnlyTheChatPane(snapshot, replay);
    checkComposerDrafts(snapshot, replay);
    checkIncoming(snapshot, replay);
    if (stepEvent(replay).type === 'window.focus' && isRead(snapshot) && snapshot.context.nearBottom) {
      expect(snapshot.context.unread[snapshot.context.chosenKey ?? '']).toBeUndefined();
    }
  },
  'page.blurred': (snapshot, replay) => {
    checkOnlyTheChatPane(snapshot, replay);
    checkComposerDrafts(snapshot, replay);
    checkIncoming(snapshot, replay);
  },
  'arrivals.idle': (snapshot, replay) => {
    expect(snapshot.context.arrivals).toEqual([]);
    expect(replay.running('nextFrame')).toBeUndefined();
    if (stepEvent(replay).type.startsWith('xstate.after.arrivalsRest')) expect(replay.elapsed).toBe(ARRIVALS_REST_MS);
  },
  'arrivals.waiting': (snapshot, replay) => {
    expect(snapshot.context.arrivals.length).toBeGreaterThan(0);
    expect(replay.running('nextFrame')).toBeDefined();
    // What came during the rest waits for a frame once the rest is over.
    if (replay.previous?.matches({ arrivals: 'resting' })) {
      expect(stepEvent(replay).type).toMatch(/^xstate\.after\.arrivalsRest/);
      expect(replay.elapsed).toBe(ARRIVALS_REST_MS);
    }
  },
  'arrivals.resting': (snapshot, replay) => {
    // A frame applied the arrivals; the next frame waits 400 ms, whatever comes meanwhile queues.
    expect(replay.running('nextFrame')).toBeUndefined();
    checkFrame(snapshot, replay);
  },
  'readMarkers.idle': (snapshot, replay) => {
    // Nothing waits: a mark made goes at once (or after the rest).
    expect(snapshot.context.pendingReads).toEqual({});
    expect(replay.running('markChatsRead')).toBeUndefined();
    checkReadMarks(snapshot, replay);
  },
  'readMarkers.sending': (snapshot, replay) => {
    expect(Object.keys(snapshot.context.sendingReads).length).toBeGreaterThan(0);
    expect(replay.running('markChatsRead')?.input).toEqual({ marks: snapshot.context.sendingReads });
    if (replay.previous?.matches({ readMarkers: 'resting' })) {
      // Marks made during the rest went once the second had passed.
      expect(stepEvent(replay).type).toMatch(/^xstate\.after\.readMarkRest/);
      expect(replay.elapsed).toBe(READ_MARK_REST_MS);
    }
    checkReadMarks(snapshot, replay);
  },
  'readMarkers.resting': (snapshot, replay) => {
    expect(replay.running('markChatsRead')).toBeUndefined();
    expect(snapshot.context.sendingReads).toEqual({});
    const e = stepEvent(replay);
    // Marks that could not reach the server go again after the rest.
    if (e.type === 'xstate.done.actor.markChatsRead') {
      const { retry } = e.output as { retry: Record<string, number> };
      for (const [key, date] of Object.entries(retry)) expect(snapshot.context.pendingReads[key]).toBe(date);
    }
    checkReadMarks(snapshot, replay);
  },
  'deletion.idle': (snapshot, replay) => {
    expect(deleteDialogOf(snapshot)).toBeNull();
    expect(snapshot.context.deleteKey).toBeNull();
    const e = stepEvent(replay);
    if (e.type === 'messages.deletedElsewhere') {
      const { deleted } = e as unknown as ReturnType<typeof deletedIn>;
      const key = `${deleted.ownFullNumber}-${deleted.otherFullNumber}`;
      const wasOpen = replay.previous?.context.chosenKey === key;
      if (deleted.smsIds === null) {
        // Gone from the list, its counts, its draft and local storage; the open chat closes.
        expect(chatListOf(snapshot).map(conversationKeyOf)).not.toContain(key);
        expect(snapshot.context.unread[key]).toBeUndefined();
        expect(snapshot.context.composerDrafts[key]).toBeUndefined();
        expect(effects(replay, 'forgetConversation')).toEqual([{ type: 'forgetConversation', params: { key } }]);
        if (wasOpen) expect(snapshot.matches({ chat: 'none' })).toBe(true);
      } else if (wasOpen) {
        // The open conversation drops them (and rewrites the kept history itself).
        expect(replay.received('conversation')).toContainEqual({ type: 'messages.deleted', smsIds: deleted.smsIds });
        expect(effects(replay, 'forgetMessages')).toEqual([]);
      } else {
        expect(effects(replay, 'forgetMessages')).toEqual([
          { type: 'forgetMessages', params: { key, smsIds: deleted.smsIds } },
        ]);
      }
    }
    if (e.type === 'xstate.done.actor.deleteConversation') {
      const deleted = (e.output as { ok: boolean }).ok;
      // spec 1 §4 Deleting: gone from the list and memory; the root wipes local storage.
      expect(chatListOf(snapshot).map(conversationKeyOf).includes(KEY_A)).toBe(!deleted);
      expect(effects(replay, 'forgetConversation')).toEqual(
        deleted ? [{ type: 'forgetConversation', params: { key: KEY_A } }] : [],
      );
    }
  },
  'deletion.confirming': (snapshot) => {
    expect(deleteDialogOf(snapshot)).toBe('confirm');
    expect(snapshot.context.deleteKey).toBe(KEY_A);
  },
  'drafts.restoring': (snapshot, replay) => {
    // Read once, at the start; nothing else happens before the kept drafts are in.
    expect(replay.running('readComposerDrafts')).toBeDefined();
    expect(areDraftsRestored(snapshot)).toBe(false);
  },
  'drafts.restored': (snapshot, replay) => {
    expect(replay.running('readComposerDrafts')).toBeUndefined();
    expect(areDraftsRestored(snapshot)).toBe(true);
  },
  'deletion.deleting': (snapshot, replay) => {
    expect(deleteDialogOf(snapshot)).toBe('deleting');
    expect(replay.running('deleteConversation')?.input).toEqual({ ownFullNumber: OWN, otherFullNumber: ANNA });
  },
} satisfies Checks<typeof chatsMachine>;

testModel({
  name: 'chats',
  machine: chatsMachine,
  input: INPUT,
  events: walk,
  checks,
  actions: { reportFailure: () => {}, alertLateFailure: () => {} },
  // The facts the events table and the guards look at, as flags and counts (never whole lists):
  // paths stay proportional to the transitions (docs/architecture.md, Tests).
  serialize: (snapshot) => ({
    balanceKnown: balanceKnown(snapshot),
    starting: snapshot.matches({ chat: 'starting' }) ? snapshot.context.startingKey : null,
    listAsLoaded: listed(snapshot) === LISTED,
    sentOnTop: snapshot.context.list[0]?.date === 800,
    syncTime: snapshot.context.syncTime,
    numbers: snapshot.context.numbers.length,
    unread: unreadTotalOf(snapshot),
    chosen: snapshot.context.chosenKey,
    nearBottom: snapshot.context.nearBottom,
    connected: snapshot.context.connected,
    deleting: snapshot.context.deleteKey !== null,
    // The draft matters only while the new-chat header shows (`chat.new` empties it).
    drafted: newChat(snapshot) ? snapshot.context.draft.typed !== '' : null,
    arrivals: snapshot.context.arrivals.length,
    unsent: snapshot.context.composerDrafts[KEY_A] !== undefined,
    pendingReads: Object.keys(snapshot.context.pendingReads).length,
    sendingReads: Object.keys(snapshot.context.sendingReads).length,
    unreadB: snapshot.context.unread[KEY_B] ?? 0,
  }),
});

/**
 * What the chart tells the root (the model above only sees that the notifying actions ran): the
 * chats chart under a root that records every event it gets.
 */
describe('chats tells the root', () => {
  // Numbers in notices are written in the product's one format (`services/phone`).
  beforeAll(async () => {
    await loadPhoneParser();
  });

  async function underRoot({ numbers = NUMBERS, monthChanged = false, tollFree = false } = {}) {
    const told: EventObject[] = [];
    const refetched: RefetchRequest[] = [];
    const root = setup({
      actors: {
        chats: chatsMachine.provide({
          actors: {
            loadChatList: fromPromise<ChatListResult, void>(async () => LIST),
            loadMyNumbers: fromPromise<MyNumbersResult, void>(async () => numbers),
            refetchRecent: fromPromise<RefetchResult, RefetchRequest>(async ({ input }) => {
              refetched.push(input);
              return { monthChanged };
            }),
            isTollFreeRecipient: fromPromise<{ tollFree: boolean }, RecipientCheck>(async () => ({ tollFree })),
          },
        }),
        // The overlays, addressed by systemId like the root: both record what the area asks.
        overlays: fromCallback<EventObject>(({ receive }) => receive((event) => told.push(event))),
      },
    }).createMachine({
      invoke: [
        { id: 'overlays', systemId: SYSTEM_ID.overlays, src: 'overlays' },
        { id: 'chats', src: 'chats', input: INPUT },
      ],
      on: { '*': { actions: ({ event }) => told.push(event) } },
    });
    const actor = createActor(root, { systemId: SYSTEM_ID.app }).start();
    const chats = actor.getSnapshot().children.chats as ActorRefFrom<typeof chatsMachine>;
    await waitFor(chats, (snapshot) => snapshot.matches({ refetch: 'done' }) && snapshot.matches({ numbers: 'ready' }));
    const toldOf = (type: string) => told.filter((event) => event.type === type);
    return { chats, refetched, toldOf };
  }

  it('to reload billing when the month changed since the last visit (spec 1 §4), after refetching the list', async () => {
    const changed = await underRoot({ monthChanged: true });
    expect(changed.refetched).toEqual([{ list: chatListOf(changed.chats.getSnapshot()) }]);
    expect(changed.refetched[0]?.list.map(conversationKeyOf)).toEqual([KEY_B, KEY_A]);
    expect(changed.toldOf('balance.refresh')).toEqual([{ type: 'balance.refresh' }]);
    const same = await underRoot({ monthChanged: false });
    expect(same.toldOf('balance.refresh')).toEqual([]);
  });

  it('why a typed number cannot be a chat: the snackbar (spec 1 §5, §8)', async () => {
    const { chats, toldOf } = await underRoot();
    chats.send({ type: 'chat.start', ...WRONG_REGION });
    chats.send({ type: 'chat.start', ...NOT_A_NUMBER });
    expect(toldOf('snackbar.show')).toEqual([
      {
        type: 'snackbar.show',
        notice: { messageKey: 'chats.wrongRegion', values: { ownNumber: '+1 202 555 0100', otherTelCode: '44' } },
        tone: 'error',
      },
      { type: 'snackbar.show', notice: { messageKey: 'error.cannotSendToNumber' }, tone: 'error' },
    ]);
    expect(chatPaneOf(chats.getSnapshot())).toBe('newChat');
  });

  it('that toll-free recipients are not supported: the alert, and the chat does not open (spec 1 §5)', async () => {
    const { chats, toldOf } = await underRoot({ tollFree: true });
    chats.send({ type: 'chat.start', ...START });
    await waitFor(chats, (snapshot) => !isStartingChat(snapshot));
    expect(toldOf('alert.show')).toEqual([
      { type: 'alert.show', notice: { messageKey: 'error.tollFreeNotSupported' } },
    ]);
    expect(chats.getSnapshot().matches({ chat: 'drafting' })).toBe(true);
  });

  it('nothing when there is no own number: the no-number card shows instead (spec 1 §2, §5)', async () => {
    const { chats, toldOf } = await underRoot({ numbers: NO_NUMBERS });
    chats.send({ type: 'chat.start', ...START });
    expect(noNumberCardShown(chats.getSnapshot())).toBe(true);
    expect(toldOf('snackbar.show')).toEqual([]);
  });
});

/**
 * The chats chart with the real conversation chart under it, on a simulated clock; the dialog's
 * page is asked for (recorded in `fetched`) and never answers.
 */
function opened() {
  const clock = new SimulatedClock();
  const fetched: { at: number; request: DialogPageRequest }[] = [];
  const chats = createActor(
    chatsMachine.provide({
      actors: {
        loadChatList: fromPromise<ChatListResult, void>(async () => LIST),
        loadMyNumbers: fromPromise<MyNumbersResult, void>(async () => NUMBERS),
        refetchRecent: fromPromise<RefetchResult, RefetchRequest>(async () => ({ monthChanged: false })),
        deleteConversation: fromPromise(async () => ok({ deleted: 1 })),
        conversation: conversationMachine.provide({
          actors: {
            readCachedMessages: fromPromise<CachedPage, ConversationParties>(async () => ({ messages: [] })),
            loadMessagePrice: fromPromise(
              async (): Promise<MessagePriceResult> => ({ ok: true, data: { price: null } }),
            ),
            // Never answers: what matters is when it is asked.
            loadDialogPage: fromPromise<DialogPageResult, DialogPageRequest>(({ input }) => {
              fetched.push({ at: clock.now(), request: input });
              return new Promise(() => {});
            }),
          },
        }),
      },
    }),
    { input: INPUT, clock },
  ).start();
  return { chats, clock, fetched };
}

/**
 * Issue 8 item 21: opening a chat fetches at once; only the read-marking waits the 300 ms of
 * spec 1 §4.
 */
describe('opening a chat', () => {
  async function withUnread() {
    const world = opened();
    await waitFor(world.chats, (s) => s.matches({ refetch: 'done' }) && s.matches({ numbers: 'ready' }));
    // Anna and Boris each wrote while no chat was open.
    world.chats.send({ type: 'message.received', message: IN_A });
    world.chats.send({ type: 'message.received', message: IN_B });
    expect(world.chats.getSnapshot().context.unread).toEqual({ [KEY_A]: 1, [KEY_B]: 1 });
    return world;
  }

  it('asks for the newest page once the chat stayed chosen 300 ms, and marks it read then', async () => {
    const { chats, clock, fetched } = await withUnread();
    const openedAt = clock.now();
    chats.send({ type: 'chat.open', key: KEY_A });
    expect(fetched).toEqual([]);
    expect(openChatKeyOf(chats.getSnapshot())).toBe(KEY_A);
    expect(unreadBadgeOf(chats.getSnapshot(), KEY_A)).toBe('1');
    clock.increment(CHAT_SWITCH_MS - 1);
    expect(fetched).toEqual([]);
    expect(unreadBadgeOf(chats.getSnapshot(), KEY_A)).toBe('1');
    clock.increment(1);
    expect(fetched).toEqual([
      {
        at: openedAt + CHAT_SWITCH_MS,
        request: { ownFullNumber: OWN, otherFullNumber: ANNA, since: null, startTime: null },
      },
    ]);
    expect(unreadBadgeOf(chats.getSnapshot(), KEY_A)).toBe('');
    expect(unreadTotalOf(chats.getSnapshot())).toBe(1);
  });

  it('passing over chats within 300 ms fetches only the last one and leaves the others unread (spec 1 §4, §9)', async () => {
    const { chats, clock, fetched } = await withUnread();
    chats.send({ type: 'chat.open', key: KEY_A });
    clock.increment(CHAT_SWITCH_MS / 2);
    chats.send({ type: 'chat.open', key: KEY_B });
    clock.increment(CHAT_SWITCH_MS / 2);
    chats.send({ type: 'chat.open', key: KEY_A });
    clock.increment(CHAT_SWITCH_MS / 2);
    chats.send({ type: 'chat.open', key: KEY_B });
    expect(fetched).toEqual([]);
    clock.increment(CHAT_SWITCH_MS);
    expect(fetched.map(({ at, request }) => [at, request.otherFullNumber])).toEqual([
      [(CHAT_SWITCH_MS / 2) * 3 + CHAT_SWITCH_MS, BORIS],
    ]);
    expect(unreadBadgeOf(chats.getSnapshot(), KEY_A)).toBe('1');
    expect(unreadBadgeOf(chats.getSnapshot(), KEY_B)).toBe('');
  });
});

/**
 * Issue 12 (no credit → pay → send): what is typed in a message box is the chart's, per
 * conversation, so leaving the chats tab (the view goes) or opening another chat loses nothing.
 */
describe('the unsent text of a message box', () => {
  it('stays with its conversation through other chats and closing; a deletion takes it', async () => {
    const { chats } = opened();
    await waitFor(chats, (s) => s.matches({ refetch: 'done' }) && s.matches({ numbers: 'ready' }));
    chats.send({ type: 'chat.open', key: KEY_A });
    chats.send({ type: 'composer.draft', text: UNSENT });
    chats.send({ type: 'chat.open', key: KEY_B });
    expect(composerDraftOf(chats.getSnapshot())).toBe('');
    chats.send({ type: 'composer.draft', text: 'Boris, hi' });
    chats.send({ type: 'chat.close' });
    expect(composerDraftOf(chats.getSnapshot())).toBe('');
    chats.send({ type: 'chat.open', key: KEY_A });
    expect(composerDraftOf(chats.getSnapshot())).toBe(UNSENT);
    chats.send({ type: 'chat.open', key: KEY_B });
    expect(composerDraftOf(chats.getSnapshot())).toBe('Boris, hi');
    // Sent (the box is emptied): nothing is kept for Boris.
    chats.send({ type: 'composer.draft', text: '' });
    expect(chats.getSnapshot().context.composerDrafts).toEqual({ [KEY_A]: UNSENT });
    chats.send({ type: 'chat.delete.request', key: KEY_A });
    chats.send({ type: 'chat.delete.confirm' });
    await waitFor(chats, (s) => s.matches({ deletion: 'idle' }));
    expect(chats.getSnapshot().context.composerDrafts).toEqual({});
  });
});

/**
 * Issue 26 item 1: a conversation deleted in another tab or device while this tab's socket was
 * down reached no `messagesDeleted` here; the reconnect's listing answers its tombstone, and the
 * tab handles it as the live deletion: the open pane closes, its kept history, count and draft go.
 */
describe('a conversation deleted while this tab was away', () => {
  /**
   * The list as loaded, Boris's chat open with a draft; the connection lost. `changes` answers the
   * list's catch-up; Boris's dialog answers `dialog` (by default the first page, then never again).
   */
  async function awayFromBoris(
    changes: ChatChangesResult,
    frame: () => Promise<void> = async () => {},
    dialog: DialogPageResult[] = [BORIS_PAGE],
  ) {
    const forgotten: string[] = [];
    const pages = [...dialog];
    const chats = createActor(
      chatsMachine.provide({
        actors: {
          loadChatList: fromPromise<ChatListResult, void>(async () => LIST),
          loadChatChanges: fromPromise<ChatChangesResult, { since: number }>(async () => changes),
          loadMyNumbers: fromPromise<MyNumbersResult, void>(async () => NUMBERS),
          refetchRecent: fromPromise<RefetchResult, RefetchRequest>(async () => ({ monthChanged: false })),
          nextFrame: fromPromise<void, void>(frame),
          conversation: conversationMachine.provide({
            actors: {
              readCachedMessages: fromPromise<CachedPage, ConversationParties>(async () => ({ messages: [] })),
              loadMessagePrice: fromPromise(
                async (): Promise<MessagePriceResult> => ({ ok: true, data: { price: null } }),
              ),
              loadDialogPage: fromPromise<DialogPageResult, DialogPageRequest>(() => {
                const answer = pages.shift();
                return answer ? Promise.resolve(answer) : new Promise(() => {});
              }),
            },
          }),
        },
        actions: { forgetConversation: (_, params: { key: string }) => void forgotten.push(params.key) },
      }),
      { input: INPUT },
    ).start();
    await waitFor(chats, (s) => s.matches({ refetch: 'done' }) && s.matches({ numbers: 'ready' }));
    chats.send({ type: 'chat.open', key: KEY_B });
    chats.send({ type: 'composer.draft', text: 'Boris, are you there?' });
    await waitFor(chats, (s) => s.matches({ chat: { open: 'read' } }) || s.matches({ chat: 'none' }), {
      timeout: CHAT_SWITCH_MS * 2,
    });
    chats.send({ type: 'connection.lost' });
    return { chats, forgotten };
  }

  const backOnline = async (chats: ActorRefFrom<typeof chatsMachine>) => {
    chats.send({ type: 'connection.restored' });
    chats.send({ type: 'chats.refresh' });
    await waitFor(chats, (s) => s.matches({ list: { ready: 'idle' } }));
  };

  it('closes the open chat and takes its kept history, count and draft along', async () => {
    const { chats, forgotten } = await awayFromBoris(CHANGES);
    chats.send({ type: 'message.received', message: IN_A });
    await backOnline(chats);
    const snapshot = chats.getSnapshot();
    expect(snapshot.matches({ chat: 'none' })).toBe(true);
    expect(chatListOf(snapshot).map(conversationKeyOf)).toEqual([KEY_A]);
    expect(forgotten).toEqual([KEY_B]);
    expect(snapshot.context.composerDrafts).toEqual({});
    // Anna's conversation is untouched: her message still counts.
    expect(snapshot.context.unread).toEqual({ [KEY_A]: 1 });
  });

  it('forgets nothing of a conversation with news since the deletion (its row comes back with it)', async () => {
    const { chats, forgotten } = await awayFromBoris(CHANGES, () => new Promise(() => {}));
    // Boris wrote again after the deletion; his message waits for its frame.
    chats.send({ type: 'message.received', message: socketMessage(BORIS, 'in', 20_000) });
    await backOnline(chats);
    const snapshot = chats.getSnapshot();
    expect(openChatKeyOf(snapshot)).toBe(KEY_B);
    expect(forgotten).toEqual([]);
    expect(composerDraftOf(snapshot)).toBe('Boris, are you there?');
  });

  it('closes a delete confirmation of the conversation that was deleted meanwhile', async () => {
    const { chats } = await awayFromBoris(CHANGES);
    chats.send({ type: 'chat.delete.request', key: KEY_B });
    expect(chats.getSnapshot().matches({ deletion: 'confirming' })).toBe(true);
    await backOnline(chats);
    expect(chats.getSnapshot().matches({ deletion: 'idle' })).toBe(true);
    expect(chats.getSnapshot().context.deleteKey).toBeNull();
  });

  it("closes at once when the open chat's catch-up finds nothing on the server, before the list's delayed refresh", async () => {
    const { chats, forgotten } = await awayFromBoris(CHANGES, undefined, [BORIS_PAGE, EMPTY_PAGE]);
    // The socket is back after a server close: the list's refresh waits (spec 1 §4), the open chat's does not.
    chats.send({ type: 'connection.restored' });
    await waitFor(chats, (s) => s.matches({ chat: 'none' }));
    expect(chatListOf(chats.getSnapshot()).map(conversationKeyOf)).toEqual([KEY_A]);
    expect(forgotten).toEqual([KEY_B]);
    expect(chats.getSnapshot().context.composerDrafts).toEqual({});
    // The list's refresh comes later: its tombstone finds nothing left to remove.
    chats.send({ type: 'chats.refresh' });
    await waitFor(chats, (s) => s.matches({ list: { ready: 'idle' } }) && s.context.syncTime === 2_000);
    expect(forgotten).toEqual([KEY_B]);
  });

  it('keeps a new chat open whose conversation the server has no message of (nothing to close)', async () => {
    const { chats, forgotten } = await awayFromBoris(CHANGES, undefined, [BORIS_PAGE, EMPTY_PAGE, EMPTY_PAGE]);
    chats.send({ type: 'connection.restored' });
    await waitFor(chats, (s) => s.matches({ chat: 'none' }));
    chats.send({ type: 'chat.start', ...START });
    await waitFor(chats, (s) => s.matches({ chat: { open: 'read' } }), { timeout: CHAT_SWITCH_MS * 2 });
    const conversation = chats.getSnapshot().children.conversation as ActorRefFrom<typeof conversationMachine>;
    await waitFor(conversation, (s) => s.matches({ dialog: 'ready' }));
    // Its first page is empty too, but it is no listed conversation: it stays open to be written in.
    expect(openChatKeyOf(chats.getSnapshot())).toBe(KEY_NEW);
    expect(forgotten).toEqual([KEY_B]);
  });

  it('forgets nothing for a tombstone of a conversation this tab does not show', async () => {
    const { chats, forgotten } = await awayFromBoris(ok({ chatList: [tombstone(CAROL, 10_000)], syncTime: 2_000 }));
    await backOnline(chats);
    expect(openChatKeyOf(chats.getSnapshot())).toBe(KEY_B);
    expect(chatListOf(chats.getSnapshot()).map(conversationKeyOf)).toEqual([KEY_B, KEY_A]);
    expect(forgotten).toEqual([]);
  });
});

/**
 * Issue 22 item 2: a failure that arrives on the `message` echo (a carrier refusal after the
 * commit, another tab's send) is said through the one failure route — once: a send this tab still
 * waits on is left to its acknowledgement.
 */
describe('a late failure on the message echo', () => {
  async function withOpenChat() {
    const told: EventObject[] = [];
    const root = setup({
      actors: {
        chats: chatsMachine.provide({
          actors: {
            loadChatList: fromPromise<ChatListResult, void>(async () => LIST),
            loadMyNumbers: fromPromise<MyNumbersResult, void>(async () => NUMBERS),
            refetchRecent: fromPromise<RefetchResult, RefetchRequest>(async () => ({ monthChanged: false })),
            conversation: conversationMachine.provide({
              actors: {
                readCachedMessages: fromPromise<CachedPage, ConversationParties>(async () => ({ messages: [] })),
                loadMessagePrice: fromPromise(
                  async (): Promise<MessagePriceResult> => ({ ok: true, data: { price: null } }),
                ),
                loadDialogPage: fromPromise<DialogPageResult, DialogPageRequest>(async () => ANNAS_PAGE),
                // The acknowledgement never comes: the send stays on its way.
                outgoingMessage: outgoingMessageMachine.provide({
                  actors: { sendMessage: fromPromise<SendMessageAck, SendMessagePayload>(() => new Promise(() => {})) },
                }),
              },
            }),
            // The outbox's texts never get their acknowledgement either.
            outbox: outboxMachine.provide({
              actors: {
                outgoingMessage: outgoingMessageMachine.provide({
                  actors: { sendMessage: fromPromise<SendMessageAck, SendMessagePayload>(() => new Promise(() => {})) },
                }),
              },
            }),
          },
        }),
        overlays: fromCallback<EventObject>(({ receive }) => receive((event) => told.push(event))),
      },
    }).createMachine({
      invoke: [
        { id: 'overlays', systemId: SYSTEM_ID.overlays, src: 'overlays' },
        { id: 'chats', src: 'chats', input: { ...INPUT, connected: true } },
      ],
    });
    const actor = createActor(root, { systemId: SYSTEM_ID.app }).start();
    const chats = actor.getSnapshot().children.chats as ActorRefFrom<typeof chatsMachine>;
    await waitFor(chats, (snapshot) => snapshot.matches({ numbers: 'ready' }) && snapshot.matches({ list: 'ready' }));
    chats.send({ type: 'chat.open', key: KEY_A });
    const conversation = () => chats.getSnapshot().children.conversation as ActorRefFrom<typeof conversationMachine>;
    await waitFor(conversation(), (snapshot) => snapshot.matches({ dialog: 'ready' }));
    const routed = () => told.filter((event) => event.type === 'failure.route');
    return { chats, conversation, routed };
  }

  const failedEcho = (smsId: string) => ({
    ...socketMessage(ANNA, 'out', 900),
    smsId,
    status: RETCODE.SERVICE_UNAVAILABLE,
    retmsg: 'The message is temporarily unsendable, please try again later',
  });

  it("alerts the server's message of a failure this tab is not waiting on", async () => {
    const { chats, routed } = await withOpenChat();
    chats.send({ type: 'message.received', message: failedEcho('from-another-tab') });
    chats.send({ type: 'message.received', message: socketMessage(ANNA, 'out', 950) });
    expect(routed()).toEqual([
      {
        type: 'failure.route',
        endpoint: 'sendMessage',
        retcode: RETCODE.SERVICE_UNAVAILABLE,
        retmsg: 'The message is temporarily unsendable, please try again later',
      },
    ]);
  });

  it('leaves a failure of a send still waiting for its acknowledgement to that acknowledgement', async () => {
    const { chats, conversation, routed } = await withOpenChat();
    conversation().send({ type: 'composer.send', content: { kind: 'text', text: 'on its way' } });
    const [pending] = conversation().getSnapshot().context.pending;
    expect(pending).toBeDefined();
    chats.send({ type: 'message.received', message: failedEcho(pending ?? '') });
    expect(routed()).toEqual([]);
  });

  it('leaves a failure of an outbox text on its way to its acknowledgement too (issue 24 item 3)', async () => {
    const { chats, routed } = await withOpenChat();
    chats.send({ type: 'conversation.queue', text: { ...QUEUED_TEXT, smsId: 'queued-9' } });
    const outbox = chats.getSnapshot().children.outbox as ActorRefFrom<typeof outboxMachine>;
    await waitFor(outbox, (snapshot) => snapshot.matches('releasing'));
    chats.send({ type: 'message.received', message: failedEcho('queued-9') });
    expect(routed()).toEqual([]);
  });
});

/**
 * issue 22 item 4: the counts come from the server. A listing's count replaces the tab's, a
 * `chatRead` from another tab sets it, and the open chat read here is marked read on the server —
 * once for a burst read at the bottom, not once per message.
 */
describe('unread counts from the server', () => {
  const LIST_WITH_COUNTS = ok({
    chatList: [
      { ...row(BORIS, 200, 'b'), unread: 120 },
      { ...row(ANNA, 100, 'a'), unread: 2 },
    ],
    syncTime: 1_000,
  });

  function started() {
    const marked: { marks: Readonly<Record<string, number>> }[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      chatsMachine.provide({
        actors: {
          loadChatList: fromPromise<ChatListResult, void>(async () => LIST_WITH_COUNTS),
          loadChatChanges: fromPromise<ChatChangesResult, { since: number }>(async () =>
            ok({ chatList: [{ ...row(ANNA, 900, 'a'), unread: 3 }], syncTime: 1_000 }),
          ),
          loadMyNumbers: fromPromise<MyNumbersResult, void>(async () => NUMBERS),
          refetchRecent: fromPromise<RefetchResult, RefetchRequest>(async () => ({ monthChanged: false })),
          markChatsRead: fromPromise(async ({ input }: { input: { marks: Readonly<Record<string, number>> } }) => {
            marked.push(input);
            return { retry: {} };
          }),
          conversation: conversationMachine.provide({
            actors: {
              readCachedMessages: fromPromise<CachedPage, ConversationParties>(async () => ({ messages: [] })),
              loadDialogPage: fromPromise<DialogPageResult, DialogPageRequest>(async () => ANNAS_PAGE),
              loadMessagePrice: fromPromise<MessagePriceResult, MessagePriceRequest>(async () => networkFailure),
            },
          }),
        },
      }),
      { input: INPUT, clock },
    ).start();
    return { actor, clock, marked };
  }

  it("takes each conversation's count from the listing, 99+ beyond 99", async () => {
    const { actor } = started();
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'ready' }));
    expect(unreadBadgeOf(actor.getSnapshot(), KEY_B)).toBe('99+');
    expect(unreadBadgeOf(actor.getSnapshot(), KEY_A)).toBe('2');
    expect(unreadTotalOf(actor.getSnapshot())).toBe(122);
  });

  it('adds to a listing count the messages counted here that came after it was read', async () => {
    const { actor } = started();
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'ready' }));
    // Before the list's syncTime (1,000): in the server's count; after it: not yet.
    actor.send({ type: 'message.received', message: socketMessage(ANNA, 'in', 900) });
    actor.send({ type: 'message.received', message: socketMessage(ANNA, 'in', 1_100) });
    expect(unreadBadgeOf(actor.getSnapshot(), KEY_A)).toBe('4');
    actor.send({ type: 'chats.refresh' });
    await waitFor(actor, (snapshot) => snapshot.matches({ list: { ready: 'idle' } }));
    // The changes answer Anna's row with the server's 3 (its 2 and the one at 900) as of 1,000.
    expect(unreadBadgeOf(actor.getSnapshot(), KEY_A)).toBe('4');
    expect(actor.getSnapshot().context.countedArrivals[KEY_A]).toEqual([1_100]);
  });

  it('sets a count from a marker heard on the socket; none left clears the badge', async () => {
    const { actor } = started();
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'ready' }));
    actor.send({ type: 'chat.readElsewhere', marker: { ...MARKER_B_NONE, unread: 1 } });
    expect(unreadBadgeOf(actor.getSnapshot(), KEY_B)).toBe('1');
    actor.send({ type: 'chat.readElsewhere', marker: MARKER_B_NONE });
    expect(unreadBadgeOf(actor.getSnapshot(), KEY_B)).toBe('');
    expect(unreadTotalOf(actor.getSnapshot())).toBe(2);
  });

  it('marks the opened chat read up to its newest message, and a burst read at the bottom once a second', async () => {
    const { actor, clock, marked } = started();
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'ready' }));
    actor.send({ type: 'chat.open', key: KEY_A });
    clock.increment(CHAT_SWITCH_MS);
    await waitFor(actor, (snapshot) => snapshot.matches({ readMarkers: 'resting' }));
    expect(marked).toEqual([{ marks: { [KEY_A]: 100 } }]);
    expect(unreadBadgeOf(actor.getSnapshot(), KEY_A)).toBe('');

    for (const time of [501, 502, 503]) {
      actor.send({ type: 'message.received', message: socketMessage(ANNA, 'in', time) });
    }
    expect(marked).toHaveLength(1);
    clock.increment(READ_MARK_REST_MS);
    await waitFor(actor, (snapshot) => snapshot.matches({ readMarkers: 'resting' }));
    expect(marked).toEqual([{ marks: { [KEY_A]: 100 } }, { marks: { [KEY_A]: 503 } }]);
  });
});
