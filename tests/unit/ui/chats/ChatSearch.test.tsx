/**
 * The search box and its results (issue 22 item 5, docs/chat-search.md): typing searches after the
 * 300 ms pause, the count is a status, matches are marked, the arrow keys move the highlight
 * without leaving the box, Enter tells the host which hit, Esc clears back to the chat list, and a
 * failure says so with Try again — never "No results".
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, SimulatedClock } from 'xstate';
import { chatSearchMachine, SEARCH_DEBOUNCE_MS } from '../../../../src/machines/chats/chatSearch/chatSearch.machine.ts';
import type { SearchRequest, SearchResult } from '../../../../src/machines/chats/chatSearch/types.ts';
import type { ChatSearchAnswer } from '../../../../src/services/api/contract/search.ts';
import { ChatSearch } from '../../../../src/ui/chats/ChatSearch.tsx';
import { networkFailure, ok } from '../../../support/apiResults.ts';
import { renderInShell } from './chatsTabHarness.tsx';

const PARTIES = {
  ownFullNumber: '14155550100',
  ownTelCode: '1',
  ownNumber: '4155550100',
  otherFullNumber: '12025550199',
  otherTelCode: '1',
  otherNumber: '2025550199',
};
const ANSWER: ChatSearchAnswer = {
  conversations: [{ ...PARTIES, contactName: 'Harbour Master', matchedBy: 'name', date: Date.UTC(2025, 0, 9) }],
  messages: [
    {
      ...PARTIES,
      smsId: 's1',
      date: Date.UTC(2025, 0, 8),
      direction: 'in',
      type: 'sms',
      text: 'Waiting at the Harbour gate',
      transcript: '',
      contactName: 'Harbour Master',
    },
  ],
  nextBefore: null,
};

const started: { stop(): void }[] = [];
afterEach(() => {
  cleanup();
  for (const actor of started.splice(0)) actor.stop();
});

async function setUp(answers: SearchResult[]) {
  const clock = new SimulatedClock();
  const parent = { send: vi.fn() } as unknown as AnyActorRef & { send: ReturnType<typeof vi.fn> };
  const asked: SearchRequest[] = [];
  const search = createActor(
    chatSearchMachine.provide({
      actors: {
        searchChats: fromPromise<SearchResult, SearchRequest>(async ({ input }) => {
          asked.push(input);
          return answers.shift() ?? networkFailure;
        }),
      },
    }),
    { input: { parent }, clock },
  );
  search.start();
  started.push(search);
  await renderInShell(
    <ChatSearch search={search}>
      <p>the chat list</p>
    </ChatSearch>,
  );
  const box = screen.getByRole('combobox', { name: 'Search conversations and messages' });
  const type = async (text: string) => {
    fireEvent.change(box, { target: { value: text } });
    await act(async () => clock.increment(SEARCH_DEBOUNCE_MS));
  };
  return { box, type, parent, asked };
}

describe('ChatSearch', () => {
  it('searches after the pause, announces the count and marks the matches', async () => {
    const { type, asked } = await setUp([ok(ANSWER)]);
    expect(screen.getByText('the chat list')).toBeTruthy();
    await type('  harbour ');
    expect(asked).toEqual([{ query: 'harbour' }]);
    // The results' code arrives after the search's first status ('Searching…'), as in the browser.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 results for “harbour”'));
    const results = screen.getByRole('listbox', { name: 'Search results' });
    const [conversation, message] = within(results).getAllByRole('option');
    expect(conversation?.querySelector('mark')?.textContent).toBe('Harbour');
    expect(message?.querySelector('mark')?.textContent).toBe('Harbour');
    expect(screen.queryByText('the chat list')).toBeNull();
  });

  it("shows a voicemail found by its transcript as the transcript, marked, and a number's match by its digits", async () => {
    const voicemail: ChatSearchAnswer = {
      conversations: [{ ...PARTIES, contactName: 'Depot', matchedBy: 'number', date: Date.UTC(2025, 0, 9) }],
      messages: [
        {
          ...PARTIES,
          smsId: 'v1',
          date: Date.UTC(2025, 0, 8),
          direction: 'in',
          type: 'voicemail',
          text: '',
          transcript: 'Your parcel waits at the depot',
          contactName: 'Depot',
        },
      ],
      nextBefore: null,
    };
    const { type } = await setUp([ok(voicemail), ok({ ...voicemail, conversations: [] })]);
    await type('(202) 555');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 results for “(202) 555”'));
    const [conversation] = screen.getAllByRole('option');
    expect(conversation?.textContent).toContain('Conversation · +1 202 555 0199');
    expect(conversation?.querySelector('mark')?.textContent).toBe('202 555');
    await type('PARCEL');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 result for “PARCEL”'));
    const [message] = screen.getAllByRole('option');
    expect(message?.textContent).toContain('Voicemail transcript · Your parcel waits at the depot');
    expect(message?.querySelector('mark')?.textContent).toBe('parcel');
  });

  it('moves the highlight with the arrow keys, opens with Enter, clears with Esc', async () => {
    const { box, type, parent } = await setUp([ok(ANSWER)]);
    await type('harbour');
    const options = await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(parent.send).toHaveBeenCalledWith({
      type: 'search.show',
      key: '14155550100-12025550199',
      focus: { smsId: 's1', date: ANSWER.messages[0]?.date },
    });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('the chat list')).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('says a failed search failed, with Try again that searches again', async () => {
    const { type, asked } = await setUp([networkFailure, ok({ ...ANSWER, conversations: [] })]);
    await type('harbour');
    expect((await screen.findByRole('alert')).textContent).toContain('Search failed');
    expect(screen.queryByText(/No results/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('status')).textContent).toBe('1 result for “harbour”');
    expect(asked).toHaveLength(2);
  });

  it('pages on with More results; the count says more remain until they are all shown', async () => {
    const { type, asked } = await setUp([
      ok({ ...ANSWER, nextBefore: 5 }),
      ok({
        ...ANSWER,
        conversations: [],
        messages: [{ ...ANSWER.messages[0], smsId: 's0', date: 4 } as ChatSearchAnswer['messages'][number]],
      }),
    ]);
    await type('harbour');
    expect((await screen.findByRole('status')).textContent).toBe('2+ results for “harbour”');
    fireEvent.click(screen.getByRole('button', { name: 'More results' }));
    await screen.findByText(
      (_, element) => element?.getAttribute('role') === 'status' && element.textContent === '3 results for “harbour”',
    );
    expect(asked).toEqual([{ query: 'harbour' }, { query: 'harbour', before: 5 }]);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
  });
});
