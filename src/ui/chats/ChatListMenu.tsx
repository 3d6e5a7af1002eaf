/**
 * The chat list's context menu (spec 1 §2: right-click on a conversation offers to delete it),
 * its own chunk: Fluent's menu and its positioning load on the first right-click.
 */
import { MenuItem } from '@fluentui/react-components';
import { memo } from 'react';
import type { ChatsActor } from '../../machines/chats/chats/toView.ts';
import type { MenuPoint } from '../common/contextMenuAt.ts';
import { MenuAtPoint } from '../common/MenuAtPoint.tsx';
import { useT } from '../common/useT.ts';

/** A right-click on a row: whose conversation, and where. */
export interface RowMenuRequest extends MenuPoint {
  key: string;
}

/**
 * spec 1 §2: right-click on a conversation offers to delete it. One menu serves the whole list,
 * opened at the pointer for the row asked about (issue 8 item 23: a row drawn again for each new
 * message no longer draws a menu of its own). Memoised: the list drawn again leaves it alone.
 */
export const ChatListMenu = memo(function ChatListMenu({
  request,
  chats,
  onClose,
}: {
  request: RowMenuRequest | null;
  chats: ChatsActor;
  onClose(): void;
}) {
  const t = useT();
  return (
    <MenuAtPoint at={request} onClose={onClose}>
      <MenuItem onClick={() => request && chats.send({ type: 'chat.delete.request', key: request.key })}>
        {t('chats.list.delete')}
      </MenuItem>
    </MenuAtPoint>
  );
});
