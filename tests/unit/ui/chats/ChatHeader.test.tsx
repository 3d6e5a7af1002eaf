import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromTransition } from 'xstate';
import { deleteDialogOf } from '../../../../src/machines/chats/chats/toView.ts';
import { detailOf, formActorOf } from '../../../../src/machines/contacts/contacts/toView.ts';
import { type AppActor, AppActorContext } from '../../../../src/ui/appContext.ts';
import { ChatHeader, NOTES_TOOLTIP_DELAY_MS } from '../../../../src/ui/chats/ChatHeader.tsx';
import { chatItem, OWN_LOCAL, renderInShell, savedContact, startChats, startContacts } from './chatsTabHarness.tsx';

const ALICE = '14155550101';
const BOB = '14155550102';
const keyOf = (other: string) => `${OWN_LOCAL.fullNumber}-${other}`;

const started: { stop(): void }[] = [];
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  for (const actor of started.splice(0)) actor.stop();
});

/** The root as far as the header reads it: the platform. */
function appOn(platform: string) {
  const app = createActor(fromTransition((state) => state, { platform })).start();
  started.push(app);
  return app as unknown as AppActor;
}

async function setUp(other: string, platform = 'pingme') {
  const chats = await startChats([chatItem(ALICE), chatItem(BOB)]);
  const contacts = await startContacts([savedContact('c1', 'Alice Wong', `+${ALICE}`, '1')]);
  started.push(chats, contacts);
  chats.send({ type: 'chat.open', key: keyOf(other) });
  await renderInShell(
    <AppActorContext value={appOn(platform)}>
      <ChatHeader chats={chats} contacts={contacts} />
    </AppActorContext>,
  );
  return { chats, contacts };
}

const openMenu = async () => userEvent.click(screen.getByRole('button', { name: 'More options' }));

describe('ChatHeader (spec 1 §2 existing-chat header)', () => {
  it('shows To as the contact name and From as the own number', async () => {
    await setUp(ALICE);
    const described = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(described('To')).toBe('Alice Wong');
    await screen.findByText('+1 202 555 0100');
    expect(described('From')).toBe('+1 202 555 0100');
  });

  it('names a party that is not a contact by its formatted number', async () => {
    await setUp(BOB);
    expect(await screen.findByText('+1 415 555 0102')).toBeTruthy();
  });

  it("shows the own number's notes after hovering 1 s (spec 1 §9)", async () => {
    // Before the render: the tooltip takes the window's timer functions when it renders. The
    // clock still follows real time while the test waits, so the set-up's waits can finish;
    // the hover and its checks run synchronously, so only `advanceTimersByTime` moves it there.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await setUp(ALICE);
    const own = await screen.findByText('+1 202 555 0100');
    // The notes describe the number at once; the tooltip only shows after the delay.
    const tooltip = document.getElementById(own.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.textContent).toBe('Notes: Work line');
    const shown = () => (tooltip ? getComputedStyle(tooltip).display !== 'none' : false);
    fireEvent.pointerOver(own);
    act(() => vi.advanceTimersByTime(NOTES_TOOLTIP_DELAY_MS - 1));
    expect(shown()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(true);
  });

  it('offers to add a party that is not a contact, prefilled with its number', async () => {
    const { contacts } = await setUp(BOB);
    const send = vi.spyOn(contacts, 'send');
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add contact' }));
    expect(send).toHaveBeenCalledWith({ type: 'contact.add', prefill: { telCode: '1', phone: '4155550102' } });
    expect(formActorOf(contacts.getSnapshot())).not.toBeNull();
  });

  it('does not offer to add a party that is already a contact', async () => {
    await setUp(ALICE);
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Add contact' })).toBeNull();
  });

  it('does not offer to add contacts on a brand without the address book', async () => {
    await setUp(BOB, 'cloudnumber');
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Add contact' })).toBeNull();
  });

  it('asks to delete the conversation from the menu', async () => {
    const { chats } = await setUp(BOB);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(deleteDialogOf(chats.getSnapshot())).toBe('confirm');
    expect(chats.getSnapshot().context.deleteKey).toBe(keyOf(BOB));
  });

  it("opens a contact's detail panel from its name (spec 1 §2)", async () => {
    const { contacts } = await setUp(ALICE);
    await userEvent.click(screen.getByRole('button', { name: 'Show the details of Alice Wong' }));
    expect(detailOf(contacts.getSnapshot())?._id).toBe('c1');
  });

  it('names a party that is not a contact as plain text, with no detail to open', async () => {
    await setUp(BOB);
    await screen.findByText('+1 415 555 0102');
    expect(screen.queryByRole('button', { name: /Show the details/ })).toBeNull();
  });
});
