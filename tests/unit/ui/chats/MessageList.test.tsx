import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversationActor } from '../../../../src/machines/chats/conversation/toView.ts';
import type { ChatMessage } from '../../../../src/services/chats/message.ts';
import { withTimeLabels } from '../../../../src/services/chats/timeLabels.ts';
import { MessageList, shiftedFirstItemIndex } from '../../../../src/ui/chats/MessageList.tsx';
import { fakeApp, message, renderView, startConversation, whenReady } from './conversationHarness.tsx';

const started: ConversationActor[] = [];
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(Element.prototype, 'scrollBy');
  for (const actor of started.splice(0)) actor.stop();
});

const MINUTE = 60_000;
const T0 = Date.UTC(2024, 0, 15, 9, 0);

function start(...args: Parameters<typeof startConversation>) {
  const setUp = startConversation(...args);
  started.push(setUp.conversation);
  return setUp;
}

/** The list's rows, top to bottom: time labels as `[label]`, messages by their text. */
function rows(): string[] {
  const list = screen.getByRole('log', { name: 'Messages' });
  return [...list.querySelectorAll('[data-index]')].map((row) => {
    const article = row.querySelector('article');
    // ICU puts a narrow no-break space before AM/PM.
    return article ? (article.getAttribute('aria-label') ?? '') : `[${row.textContent?.replace(/\s+/g, ' ')}]`;
  });
}

describe('MessageList (spec 1 §2 Message display, §9)', () => {
  it('puts a time label before the first message and between messages more than 5 minutes apart', async () => {
    const { conversation } = start([
      message({ smsId: 'a', date: T0, text: 'first' }),
      message({ smsId: 'b', date: T0 + 5 * MINUTE, text: 'exactly five minutes later' }),
      message({ smsId: 'c', date: T0 + 10 * MINUTE + 1, text: 'a little over five minutes later' }),
    ]);
    await whenReady(conversation);
    renderView(<MessageList conversation={conversation} />);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()).toEqual([
      '[Jan 15, 2024 9:00 AM]',
      'first',
      'exactly five minutes later',
      '[Jan 15, 2024 9:10 AM]',
      'a little over five minutes later',
    ]);
  });

  it('says the messages are loading, then shows them', async () => {
    let answer: (value: { ok: true; data: { messages: ChatMessage[]; nextStartTime: null } }) => void = () => {};
    const { conversation } = start([], {
      pages: [],
      loadPage: () => new Promise((resolve) => (answer = resolve)),
    });
    renderView(<MessageList conversation={conversation} />);
    expect(screen.getByText('Loading messages…')).toBeTruthy();
    answer({ ok: true, data: { messages: [message({ smsId: 'a', date: T0, text: 'here' })], nextStartTime: null } });
    await waitFor(() => expect(rows()).toContain('here'));
  });

  it('offers a retry when the dialog could not be loaded', async () => {
    const { conversation, requests } = start([], {
      pages: [
        { ok: false, retcode: 500000, retmsg: 'busy' },
        { ok: true, data: { messages: [message({ smsId: 'a', date: T0, text: 'at last' })], nextStartTime: null } },
      ],
    });
    renderView(<MessageList conversation={conversation} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The messages could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toContain('at last'));
    expect(requests).toHaveLength(2);
  });

  it('loads the older page when the top is reached and keeps the messages in date order', async () => {
    // react-virtuoso scrolls by the height of a prepended page; jsdom has no scrolling.
    Element.prototype.scrollBy = () => {};
    const { conversation, requests } = start([], {
      pages: [
        {
          ok: true,
          data: { messages: [message({ smsId: 'new', date: T0 + 60 * MINUTE, text: 'newer' })], nextStartTime: T0 },
        },
        {
          ok: true,
          data: { messages: [message({ smsId: 'old', date: T0 - 60 * MINUTE, text: 'older' })], nextStartTime: null },
        },
      ],
    });
    await whenReady(conversation);
    renderView(<MessageList conversation={conversation} />);
    await waitFor(() => expect(rows().filter((row) => !row.startsWith('['))).toEqual(['older', 'newer']));
    expect(requests.map((request) => request.startTime)).toEqual([null, T0]);
  });

  it('tells the chats chart whether the view is near the bottom (the read rule, spec 1 §4)', async () => {
    const { conversation } = start([message({ smsId: 'a', date: T0, text: 'hi' })]);
    await whenReady(conversation);
    const { app, chatsEvents } = fakeApp();
    renderView(<MessageList conversation={conversation} />, app);
    await waitFor(() => expect(chatsEvents).toContainEqual({ type: 'conversation.scrolled', nearBottom: true }));
  });
});

describe('shiftedFirstItemIndex (react-virtuoso prepend)', () => {
  const items = (...messages: ChatMessage[]) => withTimeLabels(messages);
  const a = message({ smsId: 'a', date: T0 });
  const b = message({ smsId: 'b', date: T0 + MINUTE });
  const older = message({ smsId: 'o', date: T0 - 2 * MINUTE });
  const muchOlder = message({ smsId: 'p', date: T0 - 60 * MINUTE });

  it('keeps the index when messages are appended', () => {
    expect(shiftedFirstItemIndex(items(a), 1000, items(a, b))).toBe(1000);
  });

  it('moves back by what was prepended', () => {
    // [label p, p, label o, o, …] before the old first label of a: four new items.
    const gap = message({ smsId: 'o', date: T0 - 10 * MINUTE });
    expect(shiftedFirstItemIndex(items(a, b), 1000, items(muchOlder, gap, a, b))).toBe(996);
  });

  it("keeps the first message's index when its label goes because an older message is close to it", () => {
    // Before: [label a, a, b] at 1000…; after: [label o, o, a, b] — a stays at 1001.
    expect(shiftedFirstItemIndex(items(a, b), 1000, items(older, a, b))).toBe(999);
  });
});
