import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewChatHeader } from '../../../../src/ui/chats/NewChatHeader.tsx';
import {
  OWN_LOCAL,
  OWN_TOLL_FREE,
  renderInShell,
  savedContact,
  startChats,
  startContacts,
} from './chatsTabHarness.tsx';

const started: { stop(): void }[] = [];
afterEach(() => {
  cleanup();
  for (const actor of started.splice(0)) actor.stop();
});

async function setUp() {
  const chats = await startChats([]);
  const contacts = await startContacts([
    savedContact('c1', 'Alice Wong', '+14155550101', '1'),
    savedContact('c2', 'Bob Stone', '+447700900123', '44'),
  ]);
  started.push(chats, contacts);
  chats.send({ type: 'chat.new' });
  const send = vi.spyOn(chats, 'send');
  await renderInShell(<NewChatHeader chats={chats} contacts={contacts} />);
  const input = await screen.findByRole('combobox', { name: 'To' });
  /** The chat the chart started from the draft (its conversation key), once it did. */
  const startedChat = async (key: string) =>
    waitFor(() => {
      const { startingKey, chosenKey } = chats.getSnapshot().context;
      expect(startingKey ?? chosenKey).toBe(key);
    });
  const submits = () => send.mock.calls.filter(([event]) => event.type === 'draft.submit').length;
  return { chats, send, input, startedChat, submits };
}

describe('NewChatHeader (spec 1 §2 new-chat header, §5 recipient number)', () => {
  it('labels To, the country code and From, and defaults From to the first own number', async () => {
    const { input } = await setUp();
    expect(input.getAttribute('placeholder')).toBe('Name or number');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeTruthy();
    const from = screen.getByRole('combobox', { name: 'From' });
    expect(from.textContent).toContain('+1 202 555 0100');
  });

  it('keeps what is typed in the chart and takes it with Enter, for the chart to check', async () => {
    const { chats, input, startedChat } = await setUp();
    await userEvent.type(input, '(415) 555-0199');
    expect(chats.getSnapshot().context.draft.typed).toBe('(415) 555-0199');
    await userEvent.keyboard('{Enter}');
    await startedChat(`${OWN_LOCAL.fullNumber}-14155550199`);
  });

  it('takes the number with Tab (issue 8 item 18)', { timeout: 15_000 }, async () => {
    const { input, startedChat } = await setUp();
    await userEvent.type(input, '4155550198');
    await userEvent.keyboard('{Tab}');
    await startedChat(`${OWN_LOCAL.fullNumber}-14155550198`);
  });

  it('takes the number when the field is left (issue 8 item 18)', { timeout: 15_000 }, async () => {
    const { input, startedChat } = await setUp();
    await userEvent.type(input, '4155550197');
    input.blur();
    await startedChat(`${OWN_LOCAL.fullNumber}-14155550197`);
  });

  it('keeps the number while the focus moves to the From picker of the same header', { timeout: 15_000 }, async () => {
    const { input, submits, chats } = await setUp();
    await userEvent.type(input, '4155550196');
    await userEvent.click(screen.getByRole('combobox', { name: 'From' }));
    expect(submits()).toBe(0);
    expect(chats.getSnapshot().context.draft.typed).toBe('4155550196');
  });

  it('suggests contacts by name or number; picking one starts a chat with its code and number', async () => {
    const { chats, send, input } = await setUp();
    await userEvent.type(input, 'bob');
    const suggestions = screen.getByRole('listbox', { name: 'Contacts' });
    expect(suggestions.textContent).toContain('Bob Stone');
    expect(suggestions.textContent).not.toContain('Alice Wong');
    await userEvent.click(screen.getByRole('option', { name: /Bob Stone/ }));
    expect(send).toHaveBeenCalledWith({
      type: 'draft.submit',
      pick: { telCode: '44', phone: '7700900123', shown: '+44 7700 900123' },
    });
    // The picked contact's number reads in the field (its chat is then refused for its region).
    expect(chats.getSnapshot().context.draft.typed).toBe('+44 7700 900123');
  });

  it('chooses a suggestion with the arrow keys and Enter', async () => {
    const { input, startedChat } = await setUp();
    await userEvent.type(input, '415');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Alice Wong/ }).id);
    await userEvent.keyboard('{Enter}');
    await startedChat(`${OWN_LOCAL.fullNumber}-14155550101`);
  });

  it('sends from the own number chosen in the From picker', async () => {
    const { input, startedChat } = await setUp();
    await userEvent.click(screen.getByRole('combobox', { name: 'From' }));
    const tollFree = await screen.findByRole('option', { name: /\+1 888 555 0111/ });
    expect(tollFree.textContent).toContain('Toll-free');
    expect(tollFree.textContent).toContain('Support');
    await userEvent.click(tollFree);
    await userEvent.type(input, '4155550199{Enter}');
    await startedChat(`${OWN_TOLL_FREE.fullNumber}-14155550199`);
  });
});
