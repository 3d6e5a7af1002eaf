import { MenuItem } from '@fluentui/react-components';
import { CopyRegular, DeleteRegular } from '@fluentui/react-icons';
import { memo } from 'react';
import type { ConversationActor } from '../../machines/chats/conversation/toView.ts';
import type { ChatMessage } from '../../services/chats/message.ts';
import type { MenuPoint } from '../common/contextMenuAt.ts';
import { MenuAtPoint } from '../common/MenuAtPoint.tsx';
import { useT } from '../common/useT.ts';

/** A right-click on a message: which one, and where the pointer was. */
export interface MessageMenuRequest extends MenuPoint {
  message: ChatMessage;
}

/**
 * spec 1 §2: right-click on a message offers copy and delete. One menu serves the whole list
 * (issue 8 item 23: a menu per bubble cost every row a popover of its own), opened at the pointer
 * for the message asked about. Memoised: a new message draws the list, not the closed menu.
 */
export const MessageContextMenu = memo(function MessageContextMenu({
  request,
  conversation,
  onClose,
}: {
  request: MessageMenuRequest | null;
  conversation: ConversationActor;
  onClose(): void;
}) {
  const t = useT();
  const message = request?.message;

  // decision: a message without text copies its media URL(s), so there is always something to copy.
  const copy = () => {
    if (message) void navigator.clipboard.writeText(message.text !== '' ? message.text : message.media);
  };
  const remove = () => {
    if (message) conversation.send({ type: 'message.delete', smsId: message.smsId });
  };

  return (
    <MenuAtPoint at={request} onClose={onClose}>
      <MenuItem icon={<CopyRegular />} onClick={copy}>
        {t('chats.message.copy')}
      </MenuItem>
      <MenuItem icon={<DeleteRegular />} onClick={remove}>
        {t('chats.message.delete')}
      </MenuItem>
    </MenuAtPoint>
  );
});
