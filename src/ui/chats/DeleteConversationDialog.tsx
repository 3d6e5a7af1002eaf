import { useSelector } from '@xstate/react';
import { type ChatsActor, deleteDialogOf, deleteKeyOf } from '../../machines/chats/chats/toView.ts';
import type { ContactsActor } from '../../machines/contacts/contacts/toView.ts';
import { GenericModal } from '../common/GenericModal.tsx';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';
import { ProgressOverlay } from '../overlays/ProgressOverlay.tsx';
import { useParty } from './useParty.ts';

export interface DeleteConversationDialogProps {
  chats: ChatsActor;
  contacts: ContactsActor | undefined;
}

/** spec 1 §2 Chat dialogs, §4 Deleting: the delete-conversation confirmation, then a progress overlay. */
export function DeleteConversationDialog({ chats, contacts }: DeleteConversationDialogProps) {
  const t = useT();
  const format = usePhoneFormat();
  const dialog = useSelector(chats, deleteDialogOf);
  const key = useSelector(chats, deleteKeyOf);
  const party = useParty(chats, contacts, key, format);
  return (
    <>
      <GenericModal
        open={dialog === 'confirm'}
        avatar="warning"
        title={t('chats.deleteConversation.title')}
        leftLabel={t('common.cancel')}
        rightLabel={t('chats.deleteConversation.confirm')}
        onLeft={() => chats.send({ type: 'chat.delete.cancel' })}
        onRight={() => chats.send({ type: 'chat.delete.confirm' })}
      >
        {t('chats.deleteConversation.text', { name: party?.name ?? '' })}
      </GenericModal>
      {dialog === 'deleting' && <ProgressOverlay />}
    </>
  );
}
