import {
  Badge,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, memo, type Ref, useId } from 'react';
import { type ItemProps, type ListProps, Virtuoso } from 'react-virtuoso';
import {
  type ChatRow,
  type ChatsActor,
  chatRowsOf,
  isListLoading,
  selectedChatKeyOf,
  unreadBadgeOf,
} from '../../machines/chats/toView.ts';
import { type ContactsActor, contactNameFor } from '../../machines/contacts/toView.ts';
import { partyName } from '../../services/chats/partyName.ts';
import { chatListDateMessage } from '../../services/chats/timeLabels.ts';
import type { PhoneFormat } from '../../services/phone/phoneFormat.ts';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';
import { useToday } from './useToday.ts';

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
export function ChatListRow({ item, name, badge, selected, now, onOpen, onDelete }: ChatListRowProps) {
  const styles = useStyles();
  const t = useT();
  const detailsId = useId();
  const { preview } = item;
  const date = chatListDateMessage(item.date, now);
  return (
    <Menu openOnContext>
      <MenuTrigger disableButtonEnhancement>
        <div
          className={mergeClasses(styles.row, selected && styles.selected)}
          role="option"
          aria-selected={selected}
          aria-label={name}
          aria-describedby={detailsId}
          tabIndex={0}
          onClick={onOpen}
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
            {badge !== '' && (
              <Badge
                appearance="filled"
                color="danger"
                size="small"
                aria-label={t('chats.list.unread', { count: badge })}
              >
                {badge}
              </Badge>
            )}
          </span>
        </div>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={onDelete}>{t('chats.list.delete')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

interface RowProps {
  item: ChatRow;
  chats: ChatsActor;
  contacts: ContactsActor | undefined;
  format: PhoneFormat;
  now: number;
}

/**
 * A row bound to the charts: only drawn rows subscribe to their name, badge and selection.
 * Memoised: a message renders its conversation's row again, not the others (issue 8 item 23).
 */
const ConnectedRow = memo(function ConnectedRow({ item, chats, contacts, format, now }: RowProps) {
  const { key } = item;
  const contactName = useSelector(contacts, (s) => (s ? contactNameFor(s, item.otherFullNumber) : null));
  const badge = useSelector(chats, (s) => unreadBadgeOf(s, key));
  const selected = useSelector(chats, (s) => selectedChatKeyOf(s) === key);
  return (
    <ChatListRow
      item={item}
      name={partyName(contactName, item.otherFullNumber, item.otherTelCode, format)}
      badge={badge}
      selected={selected}
      now={now}
      onOpen={() => chats.send({ type: 'chat.open', key })}
      onDelete={() => chats.send({ type: 'chat.delete.request', key })}
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
  const format = usePhoneFormat();
  const now = useToday();

  if (list.length === 0) {
    return (
      <Text className={styles.notice} role="status">
        {t(loading ? 'chats.list.loading' : 'chats.list.empty')}
      </Text>
    );
  }
  return (
    <Virtuoso<ChatRow, ListContext>
      className={styles.list}
      data={list}
      context={{ label: t('chats.list.label'), className: styles.listbox }}
      computeItemKey={(_, item) => item.key}
      components={{ List: Listbox, Item: RowWrapper }}
      itemContent={(_, item) => (
        <ConnectedRow item={item} chats={chats} contacts={contacts} format={format} now={now} />
      )}
    />
  );
}
