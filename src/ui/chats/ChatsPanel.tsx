import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ComposeRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import {
  type ChatsActor,
  chatPaneOf,
  chatRowsOf,
  chatSearchActorOf,
  conversationActorOf,
  noNumberCardShown,
  ownNumbersFailed,
} from '../../machines/chats/chats/toView.ts';
import { type ContactsActor, detailOf, formActorOf } from '../../machines/contacts/contacts/toView.ts';
import { selectChatsRef, selectContactsRef } from '../../machines/shell/app/toView.ts';
import { brand } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useT } from '../common/useT.ts';
import { ContactNotice } from '../contacts/ContactNotice.tsx';
import { ProgressOverlay } from '../overlays/ProgressOverlay.tsx';
import { AreaPending } from '../shell/AreaPending.tsx';
import { EmptyPanel } from '../shell/EmptyPanel.tsx';
import { ChatList } from './ChatList.tsx';
import { ChatProfileHeader } from './ChatProfileHeader.tsx';
import { ChatSearch } from './ChatSearch.tsx';
import { ConnectionNotice } from './ConnectionNotice.tsx';
import { DeleteConversationDialog } from './DeleteConversationDialog.tsx';
import { EnableNotifications } from './EnableNotifications.tsx';

// What the tab shows only once the person acts — a chat opened or started (the headers' menus and
// pickers, the message list, the composer with its emoji popover), the contact panel and form, the
// no-number card — is fetched when first shown (issue 8 item 21), not with the chat list.
const ChatHeader = lazyNamed(() => import('./ChatHeader.tsx'), 'ChatHeader');
const NewChatHeader = lazyNamed(() => import('./NewChatHeader.tsx'), 'NewChatHeader');
const ConversationPane = lazyNamed(() => import('./ConversationPane.tsx'), 'ConversationPane');
const NoNumberCard = lazyNamed(() => import('./NoNumberCard.tsx'), 'NoNumberCard');
const ContactDetail = lazyNamed(() => import('../contacts/ContactDetail.tsx'), 'ContactDetail');
const ContactFormDialog = lazyNamed(() => import('../contacts/ContactFormDialog.tsx'), 'ContactFormDialog');

/** spec 1 §9: the chat list is 272 px wide. */
const CHAT_LIST_WIDTH = '272px';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%' },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  side: {
    width: CHAT_LIST_WIDTH,
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  newChat: { margin: '8px 12px' },
  pane: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  fill: { flexGrow: 1, minHeight: 0 },
  loading: { paddingTop: '48px' },
});

/** The chats tab (spec 1 §2): the chat list on the left, the empty state, a new chat or a conversation on the right. */
export function ChatsPanel() {
  const app = useAppActor();
  const chats = useSelector(app, selectChatsRef);
  const contacts = useSelector(app, selectContactsRef);
  return chats ? <ChatsTab chats={chats} contacts={contacts} /> : <AreaPending area="chats" />;
}

interface ChatsTabProps {
  chats: ChatsActor;
  contacts: ContactsActor | undefined;
}

function ChatsTab({ chats, contacts }: ChatsTabProps) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const noNumber = useSelector(chats, noNumberCardShown);
  const search = useSelector(chats, chatSearchActorOf);
  const numbersFailed = useSelector(chats, ownNumbersFailed);
  const contactForm = useSelector(contacts, (s) => (s ? formActorOf(s) : null));
  // spec 1 §2: a right-side contact-detail panel can open (from the chat header's name).
  const detail = useSelector(contacts, (s) => (s ? detailOf(s) : null));
  const shown = brand(platform);

  return (
    <div className={styles.root}>
      <ConnectionNotice />
      <div className={styles.body}>
        <aside className={styles.side} aria-label={t('shell.tab.chats')}>
          <ChatProfileHeader />
          <EnableNotifications />
          {/* spec 1 §2: no 'new chat' button on a brand whose web client only receives (cloudnumber). */}
          {shown.has('sendsMessages') && (
            <Button
              className={styles.newChat}
              appearance="primary"
              icon={<ComposeRegular />}
              onClick={() => chats.send({ type: 'chat.new' })}
            >
              {t('chats.newChat')}
            </Button>
          )}
          {search ? (
            <ChatSearch search={search}>
              <ChatList chats={chats} contacts={contacts} />
            </ChatSearch>
          ) : (
            <ChatList chats={chats} contacts={contacts} />
          )}
        </aside>
        <section className={styles.pane}>
          <Suspense fallback={null}>{noNumber && <NoNumberCard supportEmail={shown.supportEmail} />}</Suspense>
          {numbersFailed && (
            <LoadFailed message="chats.numbers.failed" onRetry={() => chats.send({ type: 'chats.refresh' })} />
          )}
          <Suspense fallback={<Spinner className={styles.loading} role="status" label={t('common.loading')} />}>
            <ChatPane chats={chats} contacts={contacts} />
          </Suspense>
        </section>
        {detail && contacts && (
          <Suspense fallback={<Spinner className={styles.loading} role="status" label={t('common.loading')} />}>
            <ContactDetail contact={detail} contacts={contacts} />
          </Suspense>
        )}
      </div>
      <DeleteConversationDialog chats={chats} contacts={contacts} />
      {contactForm && (
        <Suspense fallback={<ProgressOverlay />}>
          <ContactFormDialog form={contactForm} notice={contacts && <ContactNotice contacts={contacts} inline />} />
        </Suspense>
      )}
      {contacts && !contactForm && <ContactNotice contacts={contacts} />}
    </div>
  );
}

/** The right side, per `chatPaneOf`: the empty state, a new chat, or the chosen conversation. */
function ChatPane({ chats, contacts }: ChatsTabProps) {
  const styles = useStyles();
  const pane = useSelector(chats, chatPaneOf);
  const conversation = useSelector(chats, conversationActorOf);
  // issue 22 item 8: beside a list of conversations the pane asks to choose one, not "none yet".
  const listed = useSelector(chats, (s) => chatRowsOf(s).length > 0);
  const t = useT();
  if (pane === 'empty') {
    return (
      <div className={styles.fill}>
        <EmptyPanel tab="chats" title={listed ? t('chats.emptyConversation') : undefined} />
      </div>
    );
  }
  if (pane === 'newChat') {
    return (
      <>
        <NewChatHeader chats={chats} contacts={contacts} />
        <ConversationPane conversation={undefined} />
      </>
    );
  }
  return (
    <>
      <ChatHeader chats={chats} contacts={contacts} />
      <ConversationPane conversation={conversation} />
    </>
  );
}
