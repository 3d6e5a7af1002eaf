import { cleanup, screen } from '@testing-library/react';
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
  const send = vi.spyOn(chats, 'send');
  await renderInShell(<NewChatHeader chats={chats} contacts={contacts} />);
  const input = await screen.findByRole('combobox', { name: 'To' });
  return { send, input };
}

/** The `chat.start` events the header sent (the spy also sees the list's own events). */
const starts = (send: { mock: { calls: [{ type: string }, ...unknown[]][] } }) =>
  send.mock.calls.map(([event]) => event).filter((event) => event.type === 'chat.start');

describe('NewChatHeader (spec 1 §2 new-chat header, §5 recipient number)', () => {
  it('labels To, the country code and From, and defaults From to the first own number', async () => {
    const { input } = await setUp();
    expect(input.getAttribute('placeholder')).toBe('Name or number');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeTruthy();
    const from = screen.getByRole('combobox', { name: 'From' });
    expect(from.textContent).toContain('+1 202 555 0100');
  });

  it('sends what was typed with Enter, for the chart to check', async () => {
    const { send, input } = await setUp();
    await userEvent.type(input, '(415) 555-0199{Enter}');
    expect(starts(send)).toEqual([
      { type: 'chat.start', otherTelCode: '1', typed: '(415) 555-0199', ownFullNumber: OWN_LOCAL.fullNumber },
    ]);
  });

  it('suggests contacts by name or number; picking one starts a chat with its code and number', async () => {
    const { send, input } = await setUp();
    await userEvent.type(input, 'bob');
    const suggestions = screen.getByRole('listbox', { name: 'Contacts' });
    expect(suggestions.textContent).toContain('Bob Stone');
    expect(suggestions.textContent).not.toContain('Alice Wong');
    await userEvent.click(screen.getByRole('option', { name: /Bob Stone/ }));
    expect(starts(send)).toEqual([
      { type: 'chat.start', otherTelCode: '44', typed: '7700900123', ownFullNumber: OWN_LOCAL.fullNumber },
    ]);
  });

  it('chooses a suggestion with the arrow keys and Enter', async () => {
    const { send, input } = await setUp();
    await userEvent.type(input, '415');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Alice Wong/ }).id);
    await userEvent.keyboard('{Enter}');
    expect(starts(send)).toEqual([
      { type: 'chat.start', otherTelCode: '1', typed: '4155550101', ownFullNumber: OWN_LOCAL.fullNumber },
    ]);
  });

  it('sends from the own number chosen in the From picker', async () => {
    const { send, input } = await setUp();
    await userEvent.click(screen.getByRole('combobox', { name: 'From' }));
    const tollFree = await screen.findByRole('option', { name: /\+1 888 555 0111/ });
    expect(tollFree.textContent).toContain('Toll-free');
    expect(tollFree.textContent).toContain('Support');
    await userEvent.click(tollFree);
    await userEvent.type(input, '4155550199{Enter}');
    expect(starts(send)).toEqual([
      { type: 'chat.start', otherTelCode: '1', typed: '4155550199', ownFullNumber: OWN_TOLL_FREE.fullNumber },
    ]);
  });
});
