import { cleanup, fireEvent, screen, waitFor as waitForView, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, setup, waitFor } from 'xstate';
import type { ChatsMachine } from '../../../../src/machines/chats/chats/chats.machine.ts';
import type { ContactsMachine } from '../../../../src/machines/contacts/contacts/contacts.machine.ts';
import type { ChatListItem, VirtualPhone } from '../../../../src/services/api/contract/messaging.ts';
import type { Platform } from '../../../../src/services/api/contract/platform.ts';
import { brand } from '../../../../src/services/brand/index.ts';
import { type AppActor, AppActorContext } from '../../../../src/ui/appContext.ts';
import { ChatsPanel } from '../../../../src/ui/chats/ChatsPanel.tsx';
import { networkFailure, ok } from '../../../support/apiResults.ts';
import {
  CHATS_INPUT,
  chatItem,
  chatsLogic,
  contactsLogic,
  OWN_LOCAL,
  renderInShell,
  savedContact,
} from './chatsTabHarness.tsx';

const ALICE = '14155550101';

const started: { stop(): void }[] = [];
afterEach(() => {
  cleanup();
  for (const actor of started.splice(0)) actor.stop();
});

/** A root standing in for the app: the platform, the account and the two charts the tab reads. */
async function renderPanel(
  platform: Platform,
  list: ChatListItem[],
  numbers: VirtualPhone[] = [OWN_LOCAL],
  chatsActorLogic = chatsLogic(list, numbers),
) {
  const root = setup({
    actors: {
      chats: chatsActorLogic,
      contacts: contactsLogic([savedContact('c1', 'Alice Wong', `+${ALICE}`, '1')]),
    },
  }).createMachine({
    context: {
      platform,
      locale: 'en',
      account: {
        accountInfo: { telCode: '1', phone: '2025550100', email: '', status: 0 },
        webchatId: '2025550100',
        balance: '12.5',
      },
    },
    invoke: [
      { id: 'chats', src: 'chats', input: CHATS_INPUT },
      { id: 'contacts', src: 'contacts' },
    ],
  });
  const app = createActor(root).start();
  started.push(app);
  const chats = app.getSnapshot().children.chats as ActorRefFrom<ChatsMachine>;
  const contacts = app.getSnapshot().children.contacts as ActorRefFrom<ContactsMachine>;
  await waitFor(chats, (s) => s.matches({ list: 'ready' }) && !s.matches({ numbers: 'loading' }));
  await waitFor(contacts, (s) => s.matches({ book: 'ready' }));
  await renderInShell(
    <AppActorContext value={app as unknown as AppActor}>
      <ChatsPanel />
    </AppActorContext>,
  );
  return { chats };
}

describe('ChatsPanel (spec 1 §2 Chats tab)', () => {
  it('shows the web id and the balance in the brand unit; beside conversations the pane asks to choose one', async () => {
    await renderPanel('wetalk', [chatItem(ALICE)]);
    const side = screen.getByRole('complementary', { name: 'Chats' });
    expect(side.textContent).toContain('2025550100');
    expect(side.textContent).toContain('$12.5000');
    // issue 22 item 8: not "No conversations yet" while the list shows one.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Choose a conversation, or start a new chat.');
  });

  it('says there are no conversations yet only when the list is empty', async () => {
    await renderPanel('wetalk', []);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('No conversations yet');
  });

  it("opens the new-chat header with the 'new chat' button", async () => {
    await renderPanel('pingme', []);
    await userEvent.click(screen.getByRole('button', { name: 'New chat' }));
    expect(await screen.findByRole('combobox', { name: 'To' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'From' })).toBeTruthy();
  });

  it("has no 'new chat' button on a brand whose web client only receives (cloudnumber)", async () => {
    await renderPanel('cloudnumber', [chatItem(ALICE)]);
    expect(await screen.findByRole('option', { name: 'Alice Wong' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新建聊天' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New chat' })).toBeNull();
  });

  it("shows the no-number card with the brand's support address when the user has no number", async () => {
    await renderPanel('wephone', [], []);
    const card = await screen.findByRole('region', { name: 'No number available' });
    expect(card.textContent).toContain(brand('wephone').supportEmail);
  });

  it('asks before deleting a conversation, naming the party, then removes it', async () => {
    const { chats } = await renderPanel('pingme', [chatItem(ALICE)]);
    fireEvent.contextMenu(await screen.findByRole('option', { name: 'Alice Wong' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete conversation' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete all messages with Alice Wong?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(chats, (s) => s.context.list.length === 0);
    await waitForView(() => expect(screen.queryByRole('option', { name: 'Alice Wong' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says when the own numbers could not be loaded (never the no-number card), and Try again loads them (issue 22)', async () => {
    let calls = 0;
    const failingOnce = chatsLogic([]).provide({
      actors: {
        loadMyNumbers: fromPromise(async () => {
          calls += 1;
          return calls === 1 ? networkFailure : ok({ virtualPhones: [OWN_LOCAL] });
        }),
      },
    });
    const { chats } = await renderPanel('pingme', [], [OWN_LOCAL], failingOnce);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your numbers could not be loaded');
    expect(screen.queryByRole('region', { name: 'No number available' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(chats, (s) => s.matches({ numbers: 'ready' }));
    await waitForView(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls).toBe(2);
  });
});
