import { Button, Link, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ClockRegular, DeleteRegular, ErrorCircleFilled } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type MouseEvent, memo } from 'react';
import { type ConversationActor, canRetry } from '../../machines/chats/conversation/toView.ts';
import { type ChatMessage, isFailed, isQueued, isRetryable, isSending } from '../../services/chats/message.ts';
import { type LinkDestination, messageSegments, type TextSegment } from '../../services/chats/messageText.ts';
import { useAppActor } from '../appContext.ts';
import { contextMenuPoint } from '../common/contextMenuAt.ts';
import { useT } from '../common/useT.ts';
import type { MessageMenuRequest } from './MessageContextMenu.tsx';
import { MessageMedia } from './MessageMedia.tsx';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: '6px', padding: '2px 16px' },
  outRow: { flexDirection: 'row-reverse' },
  bubble: {
    maxWidth: '70%',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusXLarge,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
  },
  out: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorNeutralForeground1 },
  // The sender colours have at least 4.5:1 contrast against white (services/chats/senderColour.ts).
  in: { color: tokens.colorNeutralForegroundOnBrand },
  inLink: { color: 'inherit', textDecorationLine: 'underline', ':hover': { color: 'inherit' } },
  failed: { color: tokens.colorPaletteRedForeground1, flexShrink: 0, fontSize: '20px' },
  queued: { color: tokens.colorNeutralForeground3, flexShrink: 0, fontSize: '20px' },
  failedActions: { display: 'flex', gap: '2px', flexShrink: 0 },
  // Issue 22 item 5: the message a chosen search hit points at.
  focused: {
    outline: `3px solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '2px',
  },
});

/** The Delete beside an own message that can be deleted here: a failed one, or one waiting to send. */
function DeleteButton({ message, conversation }: { message: ChatMessage; conversation: ConversationActor }) {
  const t = useT();
  return (
    <Button
      size="small"
      appearance="subtle"
      icon={<DeleteRegular />}
      onClick={() => conversation.send({ type: 'message.delete', smsId: message.smsId })}
    >
      {t('chats.message.delete')}
    </Button>
  );
}

/**
 * issue 24 item 3: a text waiting in the outbox can be deleted before it goes (locally: it never
 * left). docs/chats-views.md 'The outbox'.
 */
function QueuedActions({ message, conversation }: { message: ChatMessage; conversation: ConversationActor }) {
  const styles = useStyles();
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-like group, named for screen readers
    <div role="group" aria-label={t('chats.message.queuedActions')} className={styles.failedActions}>
      <DeleteButton message={message} conversation={conversation} />
    </div>
  );
}

/**
 * A failed own message's Retry (a text: sent again with its smsId, never a duplicate; disabled
 * while a send could not go — the connection down, a call running) and Delete (local when the
 * server never stored it). docs/chats-views.md 'Failed messages'.
 */
function FailedActions({ message, conversation }: { message: ChatMessage; conversation: ConversationActor }) {
  const styles = useStyles();
  const t = useT();
  const retryable = isRetryable(message);
  const retryOpen = useSelector(conversation, (s) => retryable && canRetry(s, message.smsId));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of two buttons, named for screen readers
    <div role="group" aria-label={t('chats.message.failedActions')} className={styles.failedActions}>
      {retryable && (
        <Button
          size="small"
          appearance="subtle"
          icon={<ArrowClockwiseRegular />}
          disabled={!retryOpen}
          onClick={() => conversation.send({ type: 'message.retry', smsId: message.smsId })}
        >
          {t('chats.message.retry')}
        </Button>
      )}
      <DeleteButton message={message} conversation={conversation} />
    </div>
  );
}

/** spec 1 §2: highlight links jump to the account tab (profile or api), the numbers tab or the verification tab. */
function useNavigate(): (destination: LinkDestination) => void {
  const app = useAppActor();
  return (destination) => {
    app.send({ type: 'tab.select', tab: destination.tab });
    if (destination.tab === 'account') app.send({ type: 'account.section.select', section: destination.section });
  };
}

/** Each segment with its offset in the text: a key that stays put when the text does. */
function withOffsets(segments: readonly TextSegment[]): { segment: TextSegment; offset: number }[] {
  let offset = 0;
  return segments.map((segment) => {
    const entry = { segment, offset };
    offset += segment.text.length;
    return entry;
  });
}

function Segment({ segment, linkClassName }: { segment: TextSegment; linkClassName: string | undefined }) {
  const navigate = useNavigate();
  switch (segment.kind) {
    case 'text':
      return segment.text;
    case 'link':
      return (
        <Link as="button" inline className={linkClassName} onClick={() => navigate(segment.target)}>
          {segment.text}
        </Link>
      );
    case 'imageLink':
      return (
        <Link inline className={linkClassName} href={segment.url} target="_blank" rel="noreferrer">
          {segment.text}
        </Link>
      );
  }
}

/** spec 1 §2: the text, its highlight phrases as in-app links and its image URLs as links. */
function MessageText({ message, linkClassName }: { message: ChatMessage; linkClassName: string | undefined }) {
  const segments = messageSegments(message.text, message.highlightText, message.highlightTarget);
  return (
    <span>
      {withOffsets(segments).map(({ segment, offset }) => (
        <Segment key={offset} segment={segment} linkClassName={linkClassName} />
      ))}
    </span>
  );
}

/** What a screen reader (and a test) calls the message: its text, else what it carries. */
function useAccessibleName(message: ChatMessage): string {
  const t = useT();
  if (message.text.trim() !== '') return message.text;
  return t(message.type === 'voicemail' ? 'chats.voicemail' : 'conversationView.message.attachment');
}

interface MessageBubbleProps {
  message: ChatMessage;
  conversation: ConversationActor;
  /** The other party's colour (spec 1 §2: inbound messages are coloured by sender). */
  senderColour: string;
  /** The message a chosen search hit points at: marked (and `aria-current`). */
  focused?: boolean;
  /** Right-click asks the list's one menu to open for this message (`MessageContextMenu`). */
  onMenu?(request: MessageMenuRequest): void;
}

/**
 * One message (spec 1 §2 Message display): own messages on the right, the other party's on the
 * left in their colour; a spinner while sending (status 1), a clock and Delete while it waits in
 * the outbox (issue 24 item 3), a red alert icon when failed (2) with Retry and Delete beside it; right-click asks for copy and delete. Memoised: a row renders again only when its message does.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  conversation,
  senderColour,
  focused = false,
  onMenu,
}: MessageBubbleProps) {
  const styles = useStyles();
  const t = useT();
  const name = useAccessibleName(message);
  const outgoing = message.direction === 'out';

  const openMenu = (event: MouseEvent<HTMLElement>) => {
    if (!onMenu) return;
    event.preventDefault();
    onMenu({ message, ...contextMenuPoint(event) });
  };

  return (
    <div className={mergeClasses(styles.row, outgoing && styles.outRow)}>
      <article
        aria-label={name}
        aria-current={focused ? 'true' : undefined}
        className={mergeClasses(styles.bubble, outgoing ? styles.out : styles.in, focused && styles.focused)}
        style={outgoing ? undefined : { backgroundColor: senderColour }}
        onContextMenu={openMenu}
      >
        {message.text !== '' && <MessageText message={message} linkClassName={outgoing ? undefined : styles.inLink} />}
        <MessageMedia message={message} conversation={conversation} />
      </article>
      {isQueued(message) ? (
        <ClockRegular role="img" aria-label={t('chats.message.queued')} className={styles.queued} />
      ) : (
        isSending(message) && <Spinner size="tiny" aria-label={t('chats.message.sending')} />
      )}
      {isQueued(message) && outgoing && <QueuedActions message={message} conversation={conversation} />}
      {isFailed(message) && (
        <ErrorCircleFilled role="img" aria-label={t('chats.message.failed')} className={styles.failed} />
      )}
      {isFailed(message) && outgoing && <FailedActions message={message} conversation={conversation} />}
    </div>
  );
});
