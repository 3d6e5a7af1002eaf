import { Link, makeStyles, Spinner } from '@fluentui/react-components';
import type { ConversationActor } from '../../machines/chats/conversation/toView.ts';
import type { ChatMessage } from '../../services/chats/message.ts';
import { mediaUrl } from '../../services/media/mediaUrl.ts';
import { type MediaItem, parseMedia } from '../../services/media/parseMedia.ts';
import { useT } from '../common/useT.ts';
import { VoicemailTranscription } from './VoicemailTranscription.tsx';

const useStyles = makeStyles({
  images: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
  image: { display: 'block', maxWidth: '240px', maxHeight: '240px', borderRadius: '8px', objectFit: 'cover' },
  link: { color: 'inherit', textDecorationLine: 'underline', ':hover': { color: 'inherit' } },
  audio: { maxWidth: '280px' },
});

function MediaLink({ item }: { item: MediaItem }) {
  const styles = useStyles();
  const t = useT();
  const url = mediaUrl(item.url);
  return item.isImage ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img className={styles.image} src={url} alt={t('chats.message.image')} />
    </a>
  ) : (
    <Link className={styles.link} href={url} target="_blank" rel="noreferrer">
      {t('conversationView.media.open')}
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
  const t = useT();
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a voicemail has no caption file; its transcript is offered below (spec 1 §2) */}
      <audio className={styles.audio} controls preload="none" src={mediaUrl(url)} aria-label={t('chats.voicemail')} />
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
  const t = useT();
  const media = parseMedia(message.media, message.type);
  if (media.kind === 'none') return null;
  if (media.kind === 'loading') {
    return <Spinner size="tiny" label={t('chats.message.imageLoading')} />;
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
