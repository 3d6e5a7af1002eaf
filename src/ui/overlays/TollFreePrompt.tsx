import { Link } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { brand } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { GenericModal } from '../common/GenericModal.tsx';
import { useT } from '../common/useT.ts';

export interface TollFreePromptProps {
  open: boolean;
  /** The server's message of the refused send (in the person's language). */
  message: string;
  onClose(): void;
}

/**
 * spec 1 §8 (message status 300030): the person's own toll-free number must be registered before
 * it can send — the server's message and the brand's registration form, opened in a new tab so
 * the chat stays as it was.
 */
export function TollFreePrompt({ open, message, onClose }: TollFreePromptProps) {
  const app = useAppActor();
  const t = useT();
  const platform = useSelector(app, (s) => s.context.platform);
  const formUrl = brand(platform).tollFreeRegistrationUrl;
  return (
    <GenericModal open={open} avatar="warning" title={t('common.tollFree.title')} onRight={onClose}>
      {message.trim() || t('chats.tollFree.text')}
      {formUrl && (
        <>
          {'\n'}
          <Link href={formUrl} target="_blank" rel="noopener noreferrer">
            {t('chats.tollFree.register')}
          </Link>
        </>
      )}
    </GenericModal>
  );
}
