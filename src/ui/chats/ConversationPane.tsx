import { makeStyles } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ConversationActor } from '../../machines/chats/conversation/toView.ts';
import { has } from '../../services/brand/brand.ts';
import { useAppActor } from '../appContext.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, minWidth: 0 },
  empty: { flexGrow: 1 },
});

/**
 * Below a chat's header (spec 1 §2): the message display and the chat input. With nobody chosen
 * yet (a new chat) the list is empty and the input disabled; the input bar is hidden on a brand
 * whose web client only receives (spec 1 §2: cloudnumber).
 */
export function ConversationPane({ conversation }: { conversation: ConversationActor | undefined }) {
  const styles = useStyles();
  const platform = useSelector(useAppActor(), (s) => s.context.platform);
  return (
    <div className={styles.root}>
      {conversation ? <MessageList conversation={conversation} /> : <div className={styles.empty} />}
      {has(platform, 'sendsMessages') && <Composer conversation={conversation} />}
    </div>
  );
}
