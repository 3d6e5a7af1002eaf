import {
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular, DeleteRegular, ErrorCircleFilled } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { ConversationActor } from '../../machines/conversation/toView.ts';
import { MESSAGE_STATUS } from '../../services/api/contract/messaging.ts';
import type { ChatMessage } from '../../services/chats/message.ts';
import { type LinkDestination, messageSegments, type TextSegment } from '../../services/chats/messageText.ts';
import { useAppActor } from '../appContext.ts';
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
});

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
  const intl = useIntl();
  if (message.text.trim() !== '') return message.text;
  return intl.formatMessage({
    id: message.type === 'voicemail' ? 'chats.voicemail' : 'conversationView.message.attachment',
  });
}

interface MessageBubbleProps {
  message: ChatMessage;
  conversation: ConversationActor;
  /** The other party's colour (spec 1 §2: inbound messages are coloured by sender). */
  senderColour: string;
}

/**
 * One message (spec 1 §2 Message display): own messages on the right, the other party's on the
 * left in their colour; a spinner while sending (status 1), a red alert icon when failed (2);
 * right-click offers copy and delete.
 */
export function MessageBubble({ message, conversation, senderColour }: MessageBubbleProps) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const name = useAccessibleName(message);
  const outgoing = message.direction === 'out';

  // decision: a message without text copies its media URL(s), so there is always something to copy.
  const copy = () => navigator.clipboard.writeText(message.text !== '' ? message.text : message.media);

  return (
    <div className={mergeClasses(styles.row, outgoing && styles.outRow)}>
      <Menu openOnContext>
        <MenuTrigger disableButtonEnhancement>
          <article
            aria-label={name}
            className={mergeClasses(styles.bubble, outgoing ? styles.out : styles.in)}
            style={outgoing ? undefined : { backgroundColor: senderColour }}
          >
            {message.text !== '' && (
              <MessageText message={message} linkClassName={outgoing ? undefined : styles.inLink} />
            )}
            <MessageMedia message={message} conversation={conversation} />
          </article>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<CopyRegular />} onClick={copy}>
              {t('chats.message.copy')}
            </MenuItem>
            <MenuItem
              icon={<DeleteRegular />}
              onClick={() => conversation.send({ type: 'message.delete', smsId: message.smsId })}
            >
              {t('chats.message.delete')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {message.status === MESSAGE_STATUS.sending && <Spinner size="tiny" aria-label={t('chats.message.sending')} />}
      {message.status === MESSAGE_STATUS.failed && (
        <ErrorCircleFilled role="img" aria-label={t('chats.message.failed')} className={styles.failed} />
      )}
    </div>
  );
}
