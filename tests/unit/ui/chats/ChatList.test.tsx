import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import type { ChatsMachine } from '../../../../src/machines/chats/chats/chats.machine.ts';
import { chatRowOf, deleteDialogOf } from '../../../../src/machines/chats/chats/toView.ts';
import { ChatList, ChatListRow } from '../../../../src/ui/chats/ChatList.tsx';
import { networkFailure, ok } from '../../../support/apiResults.ts';
import {
  CHATS_INPUT,
  chatItem,
  chatsLogic,
  incoming,
  renderInShell,
  savedContact,
  startChats,
  startContacts,
} from './chatsTabHarness.tsx';

const ALICE = '14155550101';
const BOB = '14155550102';
const CAROL = '14155550103';

const LIST = [
  chatItem(ALICE, { date: Date.UTC(2025, 0, 10, 9, 30) }),
  chatItem(BOB, { date: Date.UTC(2025, 0, 9, 8, 0), text: '', media: 'https://cdn.example/a.jpg', type: 'mms' }),
  chatItem(CAROL, { date: Date.UTC(2025, 0, 8, 8, 0), text: 'see you' }),
];

const started: { stop(): void }[] = [];
afterEach(() => {
  cleanup();
  for (const actor of started.splice(0)) actor.stop();
});

async function setUp() {
  const chats = await startChats(LIST);
  const contacts = await startContacts([savedContact('c1', 'Alice Wong', `+${ALICE}`, '1')]);
  started.push(chats, contacts);
  await renderInShell(<ChatList chats={chats} contacts={contacts} />);
  return { chats, contacts };
}

const row = (name: string) => screen.findByRole('option', { name });

function receive(chats: Actor<ChatsMachine>, from: string, count: number) {
  for (let index = 0; index < count; index += 1)
    chats.send({ type: 'message.received', message: incoming(from, index) });
}

describe('ChatList (spec 1 §2 Chats tab, §3 Chat-list item)', () => {
  it('is a labelled list naming each party by contact name, else by the formatted number', async () => {
    await setUp();
    expect(screen.getByRole('listbox', { name: 'Conversations' })).toBeTruthy();
    expect(await row('Alice Wong')).toBeTruthy();
    // Not a contact: the number, formatted once libphonenumber-js has loaded.
    expect(await row('+1 415 555 0102')).toBeTruthy();
    expect(await row('+1 415 555 0103')).toBeTruthy();
  });

  it('shows the last text, or the media marker for a message without text', async () => {
    await setUp();
    expect((await row('Alice Wong')).textContent).toContain(`hello from ${ALICE}`);
    expect((await row('+1 415 555 0102')).textContent).toContain('[Image]');
    expect((await row('+1 415 555 0103')).textContent).toContain('see you');
  });

  it('counts unread messages on the badge, up to 99 and then 99+ (spec 1 §9)', async () => {
    const { chats } = await setUp();
    receive(chats, BOB, 5);
    receive(chats, CAROL, 100);
    const bob = await row('+1 415 555 0102');
    expect(within(bob).getByText('5')).toBeTruthy();
    const carol = await row('+1 415 555 0103');
    expect(within(carol).getByText('99+')).toBeTruthy();
    expect(within(await row('Alice Wong')).queryByText(/^\d+\+?$/)).toBeNull();
  });

  it('opens a conversation on click and highlights its row', async () => {
    const { chats } = await setUp();
    const send = vi.spyOn(chats, 'send');
    const alice = await row('Alice Wong');
    expect(alice.getAttribute('aria-selected')).toBe('false');
    await userEvent.click(alice);
    expect(send).toHaveBeenCalledWith({ type: 'chat.open', key: `12025550100-${ALICE}` });
    expect((await row('Alice Wong')).getAttribute('aria-selected')).toBe('true');
  });

  it('offers delete on right-click, which asks for confirmation', async () => {
    const { chats } = await setUp();
    fireEvent.contextMenu(await row('Alice Wong'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete conversation' }));
    expect(deleteDialogOf(chats.getSnapshot())).toBe('confirm');
    expect(chats.getSnapshot().context.deleteKey).toBe(`12025550100-${ALICE}`);
  });
});

describe('ChatListRow', () => {
  it('shows the date of the last message as the list does (yesterday)', async () => {
    const now = Date.UTC(2025, 0, 11, 12, 0);
    await renderInShell(
      <ChatListRow
        item={chatRowOf(chatItem(ALICE, { date: Date.UTC(2025, 0, 10, 12, 0) }))}
        name="Alice Wong"
        badge=""
        selected={false}
        now={now}
        onOpen={() => undefined}
        onDelete={() => undefined}
      />,
    );
    expect(screen.getByRole('option', { name: 'Alice Wong' }).textContent).toContain('Yesterday');
  });

  it('opens with Enter and asks to delete with the Delete key', async () => {
    const onOpen = vi.fn();
    const onDelete = vi.fn();
    await renderInShell(
      <ChatListRow
        item={chatRowOf(chatItem(ALICE))}
        name="Alice Wong"
        badge="3"
        selected
        now={0}
        onOpen={onOpen}
        onDelete={onDelete}
      />,
    );
    const option = screen.getByRole('option', { name: 'Alice Wong' });
    option.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Delete}');
    expect(onDelete).toHaveBeenCalledOnce();
    expect(within(option).getByText('3').getAttribute('aria-label')).toBe('3 unread');
  });
});

describe('ChatList when its load failed (issue 22: a failure is never shown as emptiness)', () => {
  /** The chats chart whose first getChatList fails; the next answers `LIST`. */
  async function startFailing() {
    let calls = 0;
    const logic = chatsLogic(LIST).provide({
      actors: {
        loadChatList: fromPromise(async () => {
          calls += 1;
          return calls === 1 ? networkFailure : ok({ chatList: LIST, syncTime: 1 });
        }),
      },
    });
    const chats = createActor(logic, { input: CHATS_INPUT }).start();
    started.push(chats);
    await waitFor(chats, (s) => s.matches({ list: 'failed' }));
    return { chats, calls: () => calls };
  }

  it('says the conversations could not be loaded, with Try again, and never "No conversations yet."', async () => {
    const { chats } = await startFailing();
    await renderInShell(<ChatList chats={chats} contacts={undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Your conversations could not be loaded.');
    expect(screen.queryByText('No conversations yet.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('Try again sends the load again, and the list shows', async () => {
    const { chats, calls } = await startFailing();
    await renderInShell(<ChatList chats={chats} contacts={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row('+1 415 555 0101')).toBeTruthy();
    expect(calls()).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
