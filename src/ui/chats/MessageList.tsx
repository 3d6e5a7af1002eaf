import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { memo, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type IndexLocationWithAlign, Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import {
  type ConversationActor,
  dialogStatusOf,
  focusOf,
  hasOlderPages,
  isLoadingOlder,
  messagesOf,
  partiesOf,
} from '../../machines/chats/conversation/toView.ts';
import { selectChatsRef } from '../../machines/shell/app/toView.ts';
import { type ChatMessage, isSending } from '../../services/chats/message.ts';
import { senderColour } from '../../services/chats/senderColour.ts';
import { type DisplayItem, timeLabelMessage, withTimeLabels } from '../../services/chats/timeLabels.ts';
import { useAppActor } from '../appContext.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { useT } from '../common/useT.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { MessageContextMenu, type MessageMenuRequest } from './MessageContextMenu.tsx';
import { useToday } from './useToday.ts';

const useStyles = makeStyles({
  list: { flexGrow: 1, minHeight: 0 },
  centre: {
    flexGrow: 1,
    minHeight: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '24px',
  },
  timeLabel: {
    display: 'block',
    textAlign: 'center',
    padding: '10px 0 4px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  loadingOlder: { padding: '8px' },
  end: { height: '12px' },
});

type Item = DisplayItem<ChatMessage>;

/**
 * What every row needs besides its item (react-virtuoso's `context`). It changes only when one of
 * its values does, so a new message renders its own row and no other (issue 8 item 23).
 */
interface RowContext {
  conversation: ConversationActor;
  senderColour: string;
  loadingOlder: boolean;
  /** Midnight today: the labels are worded against it ('today', 'yesterday'). */
  today: number;
  /** The message a chosen search hit points at (highlighted), or null. */
  focusedSmsId: string | null;
  openMenu(request: MessageMenuRequest): void;
}

/**
 * react-virtuoso keeps the view still over a prepended page when every item that stays keeps its
 * absolute index: `firstItemIndex` drops by what came in before the first item still shown. A
 * large start leaves room for 10,000-message conversations with their labels (it must stay positive).
 */
const FIRST_ITEM_INDEX = 1_000_000;

export function shiftedFirstItemIndex(previous: readonly Item[], previousFirst: number, next: readonly Item[]): number {
  // Arrivals append: the first item stays first, and a burst never pays for the lookup below.
  if (previous[0] !== undefined && previous[0].key === next[0]?.key) return previousFirst;
  const nextIndex = new Map(next.map((item, index) => [item.key, index]));
  for (const [index, item] of previous.entries()) {
    const moved = nextIndex.get(item.key);
    if (moved !== undefined) return previousFirst + index - moved;
  }
  return previousFirst;
}

function useFirstItemIndex(items: readonly Item[]): number {
  const [seen, setSeen] = useState({ items, first: FIRST_ITEM_INDEX });
  if (seen.items === items) return seen.first;
  // Adjusting state while rendering: the list renders once, with the index that matches its items.
  const first = shiftedFirstItemIndex(seen.items, seen.first, items);
  setSeen({ items, first });
  return first;
}

const TimeLabel = memo(function TimeLabel({ date, today }: { date: number; today: number }) {
  const styles = useStyles();
  const t = useT();
  const { id, values } = timeLabelMessage(date, today);
  return <Text className={styles.timeLabel}>{t(id, values)}</Text>;
});

function Row({ item, context }: { item: Item; context: RowContext }) {
  return item.kind === 'timeLabel' ? (
    <TimeLabel date={item.date} today={context.today} />
  ) : (
    <MessageBubble
      message={item.message}
      conversation={context.conversation}
      senderColour={context.senderColour}
      focused={item.message.smsId === context.focusedSmsId}
      onMenu={context.openMenu}
    />
  );
}

/** spec 1 §2: the 'loading earlier messages' row at the top while an older page loads. */
function LoadingOlder({ context }: { context: RowContext }) {
  const styles = useStyles();
  const t = useT();
  return context.loadingOlder ? (
    <Spinner className={styles.loadingOlder} size="tiny" label={t('chats.message.loadingOlder')} />
  ) : null;
}

/** spec 1 §4: within 200 px of the bottom counts as at the bottom (the read rule). */
const AT_BOTTOM_PX = 200;

/**
 * Whether the person is following the conversation at its bottom (issue 8 item 23), and the
 * following itself. Only the person leaves the bottom: a scroll up unsticks, a scroll back to
 * within 200 px of the bottom sticks again, and new messages growing the list below never count as
 * leaving — react-virtuoso's own at-bottom flag turns false while a burst grows the list faster than
 * it scrolls, and the list then stopped following.
 *
 * The list follows here, not with react-virtuoso's `followOutput`: that scrolls to the last row and
 * then scrolls there again at every change of the list's height within 150 ms of its last scroll,
 * whatever the person did meanwhile. Rows the person scrolls up to are measured as they show, each
 * measure changes the height, so on a loaded machine a person scrolling up right after a batch was
 * pulled back to the bottom, again and again (docs/message-bursts.md). Here every change of the
 * height (`keepBottom`, react-virtuoso's `totalListHeightChanged`) or of the list's own size scrolls
 * to the bottom at the next frame only if the person still follows then.
 */
function useFollowing(): {
  keepBottom(): void;
  stick(): void;
  unfollow(): void;
  scrollerRef(element: HTMLElement | Window | null): void;
} {
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const state = useRef({ following: true, top: 0, frame: 0 });
  const keepBottom = useCallback(() => {
    if (!scroller || state.current.frame !== 0) return;
    // At the next frame: react-virtuoso reports the new height before the page has it.
    state.current.frame = requestAnimationFrame(() => {
      state.current.frame = 0;
      if (state.current.following) scroller.scrollTop = scroller.scrollHeight;
    });
  }, [scroller]);
  useEffect(() => {
    if (!scroller) return;
    const onScroll = () => {
      const top = scroller.scrollTop;
      const distance = scroller.scrollHeight - top - scroller.clientHeight;
      if (distance <= AT_BOTTOM_PX) state.current.following = true;
      else if (top < state.current.top) state.current.following = false;
      state.current.top = top;
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    // The list grows shorter when the composer grows, and its rows are laid out after
    // react-virtuoso reported their height (on a loaded machine, after the frame that scrolled):
    // the bottom stays in view. (Where nothing is laid out, as in jsdom, there is no
    // ResizeObserver and nothing to keep.)
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(keepBottom);
    resized?.observe(scroller);
    const rows = scroller.querySelector('[data-testid="virtuoso-item-list"]');
    if (rows) resized?.observe(rows, { box: 'border-box' });
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      resized?.disconnect();
      cancelAnimationFrame(state.current.frame);
      state.current.frame = 0;
    };
  }, [scroller, keepBottom]);
  /** An own send: the person follows again, wherever they were. */
  const stick = useCallback(() => {
    state.current.following = true;
    keepBottom();
  }, [keepBottom]);
  const scrollerRef = useCallback(
    (element: HTMLElement | Window | null) => setScroller(element instanceof HTMLElement ? element : null),
    [],
  );
  /** A search hit is shown: the list stays there until the person scrolls back to the bottom. */
  const unfollow = useCallback(() => {
    state.current.following = false;
  }, []);
  return { keepBottom, stick, unfollow, scrollerRef };
}

/** Where the list opens: at a chosen search hit's message when it is held, else at the bottom. */
function initialIndex(items: readonly Item[], focus: { smsId: string } | null): IndexLocationWithAlign {
  const focused = focus ? items.findIndex((item) => item.kind === 'message' && item.message.smsId === focus.smsId) : -1;
  return focused === -1 ? { index: Math.max(items.length - 1, 0) } : { index: focused, align: 'center' };
}

/**
 * Issue 22 item 5: the message a chosen search hit points at is scrolled to the middle of the list
 * once it is held (at once, or when the older page holding it came) — again for every new choice,
 * even of the same hit (each choice is a new focus object).
 */
function useScrollToFocus(
  list: RefObject<VirtuosoHandle | null>,
  items: readonly Item[],
  focus: { smsId: string } | null,
  unfollow: () => void,
) {
  const done = useRef<object | null>(null);
  useEffect(() => {
    if (!focus || done.current === focus) return;
    const index = items.findIndex((item) => item.kind === 'message' && item.message.smsId === focus.smsId);
    if (index === -1) return;
    done.current = focus;
    unfollow();
    list.current?.scrollToIndex({ index, align: 'center' });
  }, [list, items, focus, unfollow]);
}

function ListEnd() {
  return <div className={useStyles().end} />;
}

// The list's callbacks stay the same from one render to the next, so a batch of new messages
// does not make react-virtuoso draw the rows it already shows again (issue 8 item 23).
const itemKey = (_: number, item: Item) => item.key;
const rowContent = (_: number, item: Item, context: RowContext) => <Row item={item} context={context} />;
const LIST_PARTS = { Header: LoadingOlder, Footer: ListEnd };

/**
 * The messages of a loaded dialog (spec 1 §2 Message display, §4 Incoming messages, §9),
 * virtualised so 10,000 messages stay smooth: oldest at the top with time labels between messages
 * more than 5 minutes apart; it sticks to the bottom as messages arrive, loads older pages when
 * scrolled to the top, and tells the chats chart whether it is within 200 px of the bottom (the
 * read rule). react-virtuoso reports only changes of that state, far fewer than the spec's 500 ms
 * scroll throttle would let through.
 */
function Messages({ conversation }: { conversation: ConversationActor }) {
  const styles = useStyles();
  const t = useT();
  const chats = useSelector(useAppActor(), selectChatsRef);
  const messages = useSelector(conversation, messagesOf);
  const older = useSelector(conversation, hasOlderPages);
  const loadingOlder = useSelector(conversation, isLoadingOlder);
  const otherFullNumber = useSelector(conversation, (s) => partiesOf(s)?.otherFullNumber ?? '');
  const items = useMemo(() => withTimeLabels(messages), [messages]);
  const firstItemIndex = useFirstItemIndex(items);
  const today = useToday();
  const { keepBottom, stick, unfollow, scrollerRef } = useFollowing();
  const [menu, setMenu] = useState<MessageMenuRequest | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);
  const focus = useSelector(conversation, focusOf);
  const focusedSmsId = focus?.smsId ?? null;
  const context = useMemo<RowContext>(
    () => ({
      conversation,
      senderColour: senderColour(otherFullNumber),
      loadingOlder,
      today,
      focusedSmsId,
      openMenu: setMenu,
    }),
    [conversation, otherFullNumber, loadingOlder, today, focusedSmsId],
  );
  const list = useRef<VirtuosoHandle>(null);
  useScrollToFocus(list, items, focus, unfollow);
  // Incoming messages pull the view down while the person follows at the bottom; an own send always does.
  const newest = messages.at(-1);
  const ownSend = newest !== undefined && isSending(newest) ? newest.smsId : null;
  useEffect(() => {
    if (ownSend !== null) stick();
  }, [ownSend, stick]);
  const reportBottom = useCallback(
    (nearBottom: boolean) => chats?.send({ type: 'conversation.scrolled', nearBottom }),
    [chats],
  );

  return (
    <>
      <MessageContextMenu request={menu} conversation={conversation} onClose={closeMenu} />
      <Virtuoso<Item, RowContext>
        ref={list}
        className={styles.list}
        role="log"
        aria-label={t('conversationView.list')}
        data={items}
        context={context}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={initialIndex(items, focus)}
        computeItemKey={itemKey}
        itemContent={rowContent}
        components={LIST_PARTS}
        scrollerRef={scrollerRef}
        totalListHeightChanged={keepBottom}
        atBottomThreshold={AT_BOTTOM_PX}
        atBottomStateChange={reportBottom}
        startReached={() => {
          if (older && !loadingOlder) conversation.send({ type: 'conversation.loadOlder' });
        }}
      />
    </>
  );
}

/** The dialog: loading, failed (with a retry), or its messages. Empty while nobody is chosen. */
export function MessageList({ conversation }: { conversation: ConversationActor }) {
  const styles = useStyles();
  const t = useT();
  const status = useSelector(conversation, dialogStatusOf);
  const holdsMessages = useSelector(conversation, (s) => messagesOf(s).length > 0);

  switch (status) {
    case 'noPerson':
      return <div className={styles.centre} />;
    case 'loading':
      // The locally kept history shows at once while the newest page loads (spec 1 §3 Stored locally).
      if (holdsMessages) return <Messages conversation={conversation} />;
      return (
        <div className={styles.centre}>
          <Spinner size="small" label={t('conversationView.loading')} />
        </div>
      );
    case 'failed': {
      const failed = (
        <LoadFailed
          message="conversationView.loadFailed"
          onRetry={() => conversation.send({ type: 'conversation.reload' })}
        />
      );
      // issue 24 item 2: offline, the locally kept history stays readable under the failure.
      if (holdsMessages)
        return (
          <>
            {failed}
            <Messages conversation={conversation} />
          </>
        );
      return <div className={styles.centre}>{failed}</div>;
    }
    case 'ready':
      return <Messages conversation={conversation} />;
  }
}
