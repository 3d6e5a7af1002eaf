import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationActor } from '../../../../src/machines/chats/conversation/toView.ts';
import { Composer } from '../../../../src/ui/chats/Composer.tsx';
import { ConversationPane } from '../../../../src/ui/chats/ConversationPane.tsx';
import { fakeApp, message, renderView, startConversation, whenReady } from './conversationHarness.tsx';

const started: ConversationActor[] = [];
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const actor of started.splice(0)) actor.stop();
});

async function setUp(fakes: Parameters<typeof startConversation>[1] = {}, unsent = '') {
  const setUp = startConversation([message({ smsId: 'a', text: 'earlier' })], fakes);
  started.push(setUp.conversation);
  await whenReady(setUp.conversation);
  const app = fakeApp('pingme', { unsent });
  renderView(<Composer conversation={setUp.conversation} />, app.app);
  const input = screen.getByRole('textbox', { name: 'Message' });
  const sends = () => setUp.events.filter((event) => event.type === 'composer.send');
  return { ...setUp, ...app, input, sends };
}

describe('Composer (spec 1 §2, §4 Chat input, §5 Text)', () => {
  it('sends the text with Enter; the chart makes the id and takes it, and the input is cleared', async () => {
    const { conversation, input, sends } = await setUp();
    await userEvent.click(input);
    await userEvent.keyboard('See you at 5');
    expect(sends()).toEqual([]);
    await userEvent.keyboard('{Enter}');
    expect(sends()).toEqual([{ type: 'composer.send', content: { kind: 'text', text: 'See you at 5' } }]);
    expect(conversation.getSnapshot().context.pending).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(input.textContent).toBe('');
  });

  it('adds a newline with Shift+Enter instead of sending', async () => {
    const { input, sends } = await setUp();
    await userEvent.click(input);
    await userEvent.keyboard('line one{Shift>}{Enter}{/Shift}line two');
    expect(sends()).toEqual([]);
    expect(input.textContent).toContain('line one');
    expect(input.textContent).toContain('line two');
  });

  it('does not send an empty or blank message', async () => {
    const { input, sends } = await setUp();
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sends()).toEqual([]);
  });

  it('sends with the send button, which then highlights', async () => {
    const { input, sends } = await setUp();
    await userEvent.click(input);
    await userEvent.keyboard('hello');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.getAttribute('data-highlighted')).toBe('false');
    await userEvent.click(send);
    expect(sends()).toHaveLength(1);
    expect(send.getAttribute('data-highlighted')).toBe('true');
  });

  it('keeps the text when the chart refuses the send (no credit, spec 1 §5)', async () => {
    const { conversation, input, sends } = await setUp();
    conversation.send({ type: 'account.balance', balance: '0.0000' });
    await userEvent.click(input);
    await userEvent.keyboard('wait for me{Enter}');
    expect(sends()).toHaveLength(1);
    expect(conversation.getSnapshot().context.pending).toEqual([]);
    expect(input.textContent).toBe('wait for me');
  });

  it('while the connection is down a text is taken for the outbox, says so, and the image button waits (issue 24 item 3)', async () => {
    const { conversation, input, sends, events } = await setUp();
    act(() => conversation.send({ type: 'connection.lost' }));
    // spec 1 §4 "sending is blocked while disconnected" is now "sending waits" (docs/chats-views.md 'The outbox').
    expect(input.getAttribute('aria-disabled')).toBe('false');
    const reason = screen.getByText(
      'No connection: messages wait and are sent when it is back. Images need the connection.',
    );
    expect(reason.getAttribute('role')).toBe('status');
    expect(input.getAttribute('aria-describedby')).toBe(reason.id);
    const attach = screen.getByRole('button', { name: 'Attach an image' });
    expect(attach.hasAttribute('disabled')).toBe(true);
    expect(attach.getAttribute('aria-describedby')).toBe(reason.id);
    await userEvent.click(input);
    await userEvent.keyboard('wait for me{Enter}');
    expect(sends()).toHaveLength(1);
    // Taken (the box is cleared), but not sent from here: the outbox holds it.
    expect(input.textContent).toBe('');
    expect(conversation.getSnapshot().context.pending).toEqual([]);
    expect(events).not.toContainEqual(expect.objectContaining({ type: 'outgoing.send' }));
    act(() => conversation.send({ type: 'connection.restored' }));
    expect(screen.queryByText(/No connection: messages wait/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Attach an image' }).hasAttribute('disabled')).toBe(false);
  });

  it('pastes plain text only', async () => {
    const { input } = await setUp();
    await userEvent.click(input);
    fireEvent.paste(input, {
      clipboardData: {
        getData: (type: string) => (type === 'text/html' ? '<b style="color:red">bold</b> move' : 'bold move'),
      },
    });
    expect(input.textContent).toBe('bold move');
    expect(input.querySelector('b')).toBeNull();
  });

  it("shows the open chat's unsent text the chats chart kept, and tells it every change (a tab switch loses nothing)", async () => {
    const { input, chatsEvents } = await setUp({}, 'typed before the tab switch');
    expect(input.textContent).toBe('typed before the tab switch');
    await userEvent.click(input);
    await userEvent.keyboard('!');
    expect(chatsEvents.at(-1)).toEqual({ type: 'composer.draft', text: input.textContent });
    expect(input.textContent).toContain('typed before the tab switch');
    expect(input.textContent).toContain('!');
    await userEvent.keyboard('{Enter}');
    // Taken by the conversation: the box is empty, and so is what the chart keeps.
    expect(input.textContent).toBe('');
    expect(chatsEvents.at(-1)).toEqual({ type: 'composer.draft', text: '' });
  });

  it('tells the chats chart when the input gets focus (clears the unread count, spec 1 §4)', async () => {
    const { input, chatsEvents } = await setUp();
    await userEvent.click(input);
    expect(chatsEvents).toContainEqual({ type: 'composer.focus' });
  });

  it('sends a picked image as an attachment and shows the red notice while it is too large', async () => {
    // Fluent's MessageBar watches its width; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const { sends } = await setUp({ prepareAttachment: async () => ({ ok: false, reason: 'tooLarge' }) });
    const file = new File([new Uint8Array(8)], 'huge.png', { type: 'image/png' });
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(picker.accept).toBe('image/*,.heic,.heif');
    await userEvent.upload(picker, file);
    expect(sends()).toEqual([
      expect.objectContaining({ type: 'composer.send', content: { kind: 'attachment', file } }),
    ]);
    await waitFor(() => expect(screen.getByText('The image is too large, please select a smaller one.')).toBeTruthy());
  });

  it('is disabled while nobody is chosen (a new chat), and says why', () => {
    renderView(<ConversationPane conversation={undefined} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(
      'Type a number and press Enter, or pick a contact, to write a message.',
    );
    expect(input.getAttribute('contenteditable')).toBe('false');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Emoji' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is hidden on a brand whose web client only receives (cloudnumber)', () => {
    renderView(<ConversationPane conversation={undefined} />, fakeApp('cloudnumber').app);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});
