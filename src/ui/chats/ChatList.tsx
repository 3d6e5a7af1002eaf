import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, memo, type Ref, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { type ItemProps, type ListProps, Virtuoso } from 'react-virtuoso';
import {
  type ChatRow,
  type ChatsActor,
  chatRowsOf,
  isListFailed,
  isListLoading,
  selectedChatKeyOf,
  unreadBadgeOf,
} from '../../machines/chats/chats/toView.ts';
import { type ContactsActor, contactNameFor } from '../../machines/contacts/contacts/toView.ts';
import { partyName } from '../../services/chats/partyName.ts';
import { chatListDateMessage } from '../../services/chats/timeLabels.ts';
import type { PhoneFormat } from '../../services/phone/phoneFormat.ts';
import { contextMenuPoint, type MenuPoint } from '../common/contextMenuAt.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useOpenedOnce } from '../common/useOpenedOnce.ts';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';
import type { RowMenuRequest } from './ChatListMenu.tsx';
import { UnreadBadge } from './UnreadBadge.tsx';
import { useToday } from './useToday.ts';

// Fluent's menu with its positioning is fetched on the first right-click (issue 8 item 21).
const ChatListMenu = lazyNamed(() => import('./ChatListMenu.tsx'), 'ChatListMenu');

const useStyles = makeStyles({
  list: { flexGrow: 1 },
  listbox: { outline: 'none' },
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: '10px 12px',
    cursor: 'pointer',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  selected: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Selected },
  },
  line: { display: 'flex', alignItems: 'center', gap: '8px', minWidth: 0 },
  grow: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  secondary: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  preview: { color: tokens.colorNeutralForeground2 },
  notice: { padding: '16px 12px', color: tokens.colorNeutralForeground3 },
});

export interface ChatListRowProps {
  item: ChatRow;
  /** The contact name, else the formatted number (spec 1 §3 Chat-list item). */
  name: string;
  /** '' | '1'..'99' | '99+' (spec 1 §9). */
  badge: string;
  selected: boolean;
  now: number;
  onOpen(): void;
  onDelete(): void;
  /** Right-click (or the context-menu key) asks the list's one menu to open here. */
  onMenu?(point: MenuPoint): void;
}

/** Arrow keys move between the rows the list has drawn (a listbox's keys). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const step =
    event.key === 'ArrowDown' ? 'nextElementSibling' : event.key === 'ArrowUp' ? 'previousElementSibling' : null;
  if (!step) return;
  event.preventDefault();
  const wrapper = event.currentTarget.closest('[data-index]')?.[step];
  wrapper?.querySelector<HTMLElement>('[role="option"]')?.focus();
}

/** One conversation: name, date, last text or media marker, unread badge; right-click to delete (spec 1 §2). */
export function ChatListRow({ item, name, badge, selected, now, onOpen, onDelete, onMenu }: ChatListRowProps) {
  const styles = useStyles();
  const t = useT();
  const detailsId = useId();
  const { preview } = item;
  const date = chatListDateMessage(item.date, now);
  return (
    <div
      className={mergeClasses(styles.row, selected && styles.selected)}
      role="option"
      aria-selected={selected}
      aria-label={name}
      aria-describedby={detailsId}
      tabIndex={0}
      onClick={onOpen}
      onContextMenu={(event) => {
        if (!onMenu) return;
        event.preventDefault();
        onMenu(contextMenuPoint(event));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        } else if (event.key === 'Delete') {
          onDelete();
        } else {
          moveFocus(event);
        }
      }}
    >
      <span className={styles.line}>
        <Text className={styles.grow} weight="semibold">
          {name}
        </Text>
        <Text className={styles.secondary} size={200}>
          {t(date.id, date.values)}
        </Text>
      </span>
      <span className={styles.line} id={detailsId}>
        <Text className={mergeClasses(styles.grow, styles.preview)} size={200}>
          {preview.kind === 'text' ? preview.text : t(preview.id)}
        </Text>
        {badge !== '' && <UnreadBadge count={badge} />}
      </span>
    </div>
  );
}

interface RowProps {
  item: ChatRow;
  chats: ChatsActor;
  contacts: ContactsActor | undefined;
  format: PhoneFormat;
  now: number;
  openMenu(request: RowMenuRequest): void;
}

/**
 * A row bound to the charts: only drawn rows subscribe to their name, badge and selection.
 * Memoised: a message renders its conversation's row again, not the others (issue 8 item 23).
 */
const ConnectedRow = memo(function ConnectedRow({ item, chats, contacts, format, now, openMenu }: RowProps) {
  const { key, otherFullNumber, otherTelCode } = item;
  const contactName = useSelector(contacts, (s) => (s ? contactNameFor(s, otherFullNumber) : null));
  const badge = useSelector(chats, (s) => unreadBadgeOf(s, key));
  const selected = useSelector(chats, (s) => selectedChatKeyOf(s) === key);
  // Formatting a number parses it: once per party, not for every message the row shows.
  const name = useMemo(
    () => partyName(contactName, otherFullNumber, otherTelCode, format),
    [contactName, otherFullNumber, otherTelCode, format],
  );
  return (
    <ChatListRow
      item={item}
      name={name}
      badge={badge}
      selected={selected}
      now={now}
      onOpen={() => chats.send({ type: 'chat.open', key })}
      onDelete={() => chats.send({ type: 'chat.delete.request', key })}
      onMenu={(point) => openMenu({ key, ...point })}
    />
  );
});

interface ListContext {
  label: string;
  className: string;
}

function Listbox({ context, ref, ...props }: ListProps & { context: ListContext; ref?: Ref<HTMLDivElement> }) {
  return <div {...props} ref={ref} role="listbox" aria-label={context.label} className={context.className} />;
}

function RowWrapper({ item: _item, ...props }: ItemProps<ChatRow>) {
  return <div {...props} role="none" />;
}

export interface ChatListProps {
  chats: ChatsActor;
  contacts: ContactsActor | undefined;
}

/** The conversations, newest first, virtualised so 5,000 stay smooth (spec 1 §2, issue 3 deliverable 1). */
export function ChatList({ chats, contacts }: ChatListProps) {
  const styles = useStyles();
  const t = useT();
  const list = useSelector(chats, chatRowsOf);
  const loading = useSelector(chats, isListLoading);
  const failed = useSelector(chats, isListFailed);
  const format = usePhoneFormat();
  const now = useToday();
  const [menu, setMenu] = useState<RowMenuRequest | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);
  const menuAsked = useOpenedOnce(menu !== null);

  // Issue 22: a list that could not be loaded says so with 'Try again' — never "No conversations yet."
  const failure = failed && (
    <LoadFailed message="chats.list.failed" onRetry={() => chats.send({ type: 'chats.refresh' })} />
  );
  if (list.length === 0) {
    if (failure) return failure;
    return (
      <Text className={styles.notice} role="status">
        {t(loading ? 'chats.list.loading' : 'chats.list.empty')}
      </Text>
    );
  }
  return (
    <>
      {/* Messages the socket brought meanwhile still show under it. */}
      {failure}
      {menuAsked && (
        <Suspense fallback={null}>
          <ChatListMenu request={menu} chats={chats} onClose={closeMenu} />
        </Suspense>
      )}
      <Virtuoso<ChatRow, ListContext>
        className={styles.list}
        data={list}
        context={{ label: t('chats.list.label'), className: styles.listbox }}
        computeItemKey={(_, item) => item.key}
        components={{ List: Listbox, Item: RowWrapper }}
        itemContent={(_, item) => (
          <ConnectedRow item={item} chats={chats} contacts={contacts} format={format} now={now} openMenu={setMenu} />
        )}
      />
    </>
  );
}
