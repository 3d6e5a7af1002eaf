import { Link, makeStyles, Spinner } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { ConversationActor } from '../../machines/conversation/toView.ts';
import { apiBase } from '../../services/api/apiBase.ts';
import { resolveMediaUrl } from '../../services/api/contract/messaging.ts';
import type { ChatMessage } from '../../services/chats/message.ts';
import { type MediaItem, parseMedia } from '../../services/media/parseMedia.ts';
import { VoicemailTranscription } from './VoicemailTranscription.tsx';

const useStyles = makeStyles({
  images: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
  image: { display: 'block', maxWidth: '240px', maxHeight: '240px', borderRadius: '8px', objectFit: 'cover' },
  link: { color: 'inherit', textDecorationLine: 'underline', ':hover': { color: 'inherit' } },
  audio: { maxWidth: '280px' },
});

function MediaLink({ item }: { item: MediaItem }) {
  const styles = useStyles();
  const intl = useIntl();
  const url = resolveMediaUrl(item.url, apiBase());
  return item.isImage ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img className={styles.image} src={url} alt={intl.formatMessage({ id: 'chats.message.image' })} />
    </a>
  ) : (
    <Link className={styles.link} href={url} target="_blank" rel="noreferrer">
      {intl.formatMessage({ id: 'conversationView.media.open' })}
    </Link>
  );
}

function Voicemail({
  message,
  url,
  conversation,
}: {
  message: ChatMessage;
  url: string;
  conversation: ConversationActor;
}) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a voicemail has no caption file; its transcript is offered below (spec 1 §2) */}
      <audio
        className={styles.audio}
        controls
        preload="none"
        src={resolveMediaUrl(url, apiBase())}
        aria-label={intl.formatMessage({ id: 'chats.voicemail' })}
      />
      <VoicemailTranscription message={message} conversation={conversation} />
    </>
  );
}

/**
 * A message's media (spec 1 §2): one URL, several comma-separated URLs, or the loading marker of
 * an attachment on its way. Images (the spec's types) show inline, other files as links; a
 * voicemail is a player with its transcription.
 */
export function MessageMedia({ message, conversation }: { message: ChatMessage; conversation: ConversationActor }) {
  const styles = useStyles();
  const intl = useIntl();
  const media = parseMedia(message.media, message.type);
  if (media.kind === 'none') return null;
  if (media.kind === 'loading') {
    return <Spinner size="tiny" label={intl.formatMessage({ id: 'chats.message.imageLoading' })} />;
  }
  const [first] = media.items;
  if (message.type === 'voicemail' && first) {
    return <Voicemail message={message} url={first.url} conversation={conversation} />;
  }
  return (
    <div className={styles.images}>
      {media.items.map((item) => (
        <MediaLink key={item.url} item={item} />
      ))}
    </div>
  );
}
