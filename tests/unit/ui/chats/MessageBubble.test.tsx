import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ConversationActor, messagesOf } from '../../../../src/machines/chats/conversation/toView.ts';
import { MESSAGE_STATUS } from '../../../../src/services/api/contract/messaging.ts';
import { senderColour } from '../../../../src/services/chats/senderColour.ts';
import { MessageBubble } from '../../../../src/ui/chats/MessageBubble.tsx';
import { MessageList } from '../../../../src/ui/chats/MessageList.tsx';
import { fakeApp, message, OTHER, renderView, startConversation, whenReady } from './conversationHarness.tsx';

const started: ConversationActor[] = [];
afterEach(() => {
  cleanup();
  for (const actor of started.splice(0)) actor.stop();
});

async function conversationWith(...messages: Parameters<typeof message>[0][]) {
  const held = messages.map(message);
  const setUp = startConversation(held);
  started.push(setUp.conversation);
  await whenReady(setUp.conversation);
  return setUp;
}

/** Every message of the conversation as a bubble (the list itself is virtualised, which jsdom cannot lay out). */
function Bubbles({ conversation }: { conversation: ConversationActor }) {
  const messages = useSelector(conversation, messagesOf);
  return (
    <>
      {messages.map((m) => (
        <MessageBubble key={m.smsId} message={m} conversation={conversation} senderColour="#000000" />
      ))}
    </>
  );
}

/** jsdom reports inline colours as rgb(). */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('MessageBubble (spec 1 §2 Message display)', () => {
  it('shows a spinner while sending (status 1) and a red alert icon when failed (status 2)', async () => {
    const { conversation } = await conversationWith({ smsId: 'a' });
    const bubble = (status: (typeof MESSAGE_STATUS)[keyof typeof MESSAGE_STATUS], text: string) => (
      <MessageBubble
        message={message({ smsId: text, direction: 'out', text, status })}
        conversation={conversation}
        senderColour="#000000"
      />
    );
    renderView(
      <>
        {bubble(MESSAGE_STATUS.sending, 'on its way')}
        {bubble(MESSAGE_STATUS.failed, 'refused')}
        {bubble(MESSAGE_STATUS.sent, 'delivered')}
      </>,
    );
    expect(screen.getAllByRole('progressbar', { name: 'Sending' })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Not sent' })).toHaveLength(1);
    const sendingRow = screen.getByRole('article', { name: 'on its way' }).parentElement;
    expect(sendingRow?.querySelector('[role="progressbar"]')).not.toBeNull();
    const failedRow = screen.getByRole('article', { name: 'refused' }).parentElement;
    expect(failedRow?.querySelector('[aria-label="Not sent"]')).not.toBeNull();
  });

  it('offers Retry and Delete on a failed text: Retry sends it again with its smsId, Delete of a never-stored one calls nobody', async () => {
    const acks: string[] = [];
    const deletes: string[] = [];
    const setUp = startConversation(
      [
        message({ smsId: 'in-1', text: 'hello' }),
        message({ smsId: 'web-9', direction: 'out', text: 'retry me', status: MESSAGE_STATUS.failed, unsent: true }),
        message({ smsId: 'web-8', direction: 'out', text: 'drop me', status: MESSAGE_STATUS.failed, unsent: true }),
        message({ smsId: 'img-1', direction: 'out', type: 'mms', text: 'a picture', status: MESSAGE_STATUS.failed }),
      ],
      {
        sendMessage: async () => {
          acks.push('sent');
          return { status: 0, smsId: 'web-9', date: 9_000 };
        },
        deleteMessage: async (request) => {
          deletes.push(request.smsId);
          return { ok: true, data: { deleted: 1 } };
        },
      },
    );
    started.push(setUp.conversation);
    await whenReady(setUp.conversation);
    renderView(<Bubbles conversation={setUp.conversation} />);
    await screen.findByRole('article', { name: 'a picture' });
    const rowOf = (name: string) => within(screen.getByRole('article', { name }).parentElement as HTMLElement);

    // An attachment is not kept after its send: Delete only.
    expect(rowOf('a picture').queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(rowOf('a picture').getByRole('button', { name: 'Delete' })).toBeDefined();

    await userEvent.click(rowOf('retry me').getByRole('button', { name: 'Retry' }));
    expect(setUp.events).toContainEqual({ type: 'message.retry', smsId: 'web-9' });
    await waitFor(() => expect(rowOf('retry me').queryByRole('img', { name: 'Not sent' })).toBeNull());
    expect(acks).toEqual(['sent']);
    expect(screen.getAllByRole('article', { name: 'retry me' })).toHaveLength(1);

    await userEvent.click(rowOf('drop me').getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'drop me' })).toBeNull());
    // The server never stored it: no delSms.
    expect(deletes).toEqual([]);
    // A stored failed one is deleted on the server.
    await userEvent.click(rowOf('a picture').getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'a picture' })).toBeNull());
    expect(deletes).toEqual(['img-1']);
  });

  it('shows a text waiting in the outbox as Waiting to send, with Delete, which is local (issue 24 item 3)', async () => {
    const deletes: string[] = [];
    const setUp = startConversation(
      [
        message({ smsId: 'in-1', text: 'hello' }),
        message({ smsId: 'web-5', direction: 'out', text: 'later', status: MESSAGE_STATUS.sending, queued: true }),
      ],
      {
        deleteMessage: async (request) => {
          deletes.push(request.smsId);
          return { ok: true, data: { deleted: 1 } };
        },
      },
    );
    started.push(setUp.conversation);
    await whenReady(setUp.conversation);
    renderView(<Bubbles conversation={setUp.conversation} />);
    const row = within((await screen.findByRole('article', { name: 'later' })).parentElement as HTMLElement);
    expect(row.getByRole('img', { name: 'Waiting to send' })).toBeDefined();
    // Not 'Sending': it has not left yet.
    expect(row.queryByRole('progressbar', { name: 'Sending' })).toBeNull();
    const actions = row.getByRole('group', { name: 'Message waiting to send' });
    expect(within(actions).queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(within(actions).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'later' })).toBeNull());
    // It never left: no delSms.
    expect(deletes).toEqual([]);
  });

  it('disables Retry while a send could not go (the connection down)', async () => {
    const { conversation } = await conversationWith({
      smsId: 'web-7',
      direction: 'out',
      text: 'wait for it',
      status: MESSAGE_STATUS.failed,
      unsent: true,
    });
    renderView(<Bubbles conversation={conversation} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.hasAttribute('disabled')).toBe(false);
    act(() => conversation.send({ type: 'connection.lost' }));
    expect(retry.hasAttribute('disabled')).toBe(true);
  });

  it("colours the other party's messages by sender; own messages keep the theme's colour", async () => {
    const { conversation } = await conversationWith({ smsId: 'a' });
    const colour = senderColour(OTHER);
    renderView(
      <>
        <MessageBubble
          message={message({ smsId: 'in', text: 'from them' })}
          conversation={conversation}
          senderColour={colour}
        />
        <MessageBubble
          message={message({ smsId: 'out', direction: 'out', text: 'from me' })}
          conversation={conversation}
          senderColour={colour}
        />
      </>,
    );
    expect(screen.getByRole('article', { name: 'from them' }).style.backgroundColor).toBe(rgb(colour));
    expect(screen.getByRole('article', { name: 'from me' }).style.backgroundColor).toBe('');
  });

  it('turns highlight phrases into links to the account (profile, api), numbers and verification tabs', async () => {
    const { conversation } = await conversationWith({ smsId: 'a' });
    const { app, appEvents } = fakeApp();
    renderView(
      <MessageBubble
        message={message({
          smsId: 'h',
          text: 'Fill in your profile, get an API key, buy numbers or verify.',
          highlightText: 'profile|#|API key|#|numbers|#|verify',
          highlightTarget: 'account.profile|#|account.api|#|numbers|#|verification',
        })}
        conversation={conversation}
        senderColour="#000000"
      />,
      app,
    );
    for (const name of ['profile', 'API key', 'numbers', 'verify']) {
      await userEvent.click(screen.getByRole('button', { name }));
    }
    expect(appEvents).toEqual([
      { type: 'tab.select', tab: 'account' },
      { type: 'account.section.select', section: 'profile' },
      { type: 'tab.select', tab: 'account' },
      { type: 'account.section.select', section: 'api' },
      { type: 'tab.select', tab: 'numbers' },
      { type: 'tab.select', tab: 'verification' },
    ]);
  });

  it('makes image URLs in the text links', async () => {
    const { conversation } = await conversationWith({ smsId: 'a' });
    renderView(
      <MessageBubble
        message={message({ smsId: 'i', text: 'look: https://img.example/cat.PNG, nice' })}
        conversation={conversation}
        senderColour="#000000"
      />,
    );
    const link = screen.getByRole('link', { name: 'https://img.example/cat.PNG' });
    expect(link.getAttribute('href')).toBe('https://img.example/cat.PNG');
    expect(screen.getByRole('article').textContent).toBe('look: https://img.example/cat.PNG, nice');
  });

  it('offers copy and delete on right-click: one menu for the whole list, for the message clicked', async () => {
    const user = userEvent.setup();
    const { conversation, events } = await conversationWith(
      { smsId: 'x0', text: 'not me' },
      { smsId: 'x1', text: 'copy me' },
    );
    renderView(<MessageList conversation={conversation} />);
    await screen.findByRole('article', { name: 'copy me' });
    expect(screen.queryAllByRole('menu')).toEqual([]);
    fireEvent.contextMenu(screen.getByRole('article', { name: 'copy me' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('copy me');

    fireEvent.contextMenu(screen.getByRole('article', { name: 'copy me' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(events).toContainEqual({ type: 'message.delete', smsId: 'x1' });
    await waitFor(() => expect(conversation.getSnapshot().context.messages.map((m) => m.smsId)).toEqual(['x0']));
  });
});

describe('MessageMedia (spec 1 §2: one URL, several comma-separated URLs, or the loading marker)', () => {
  it('shows images of the recognised types inline and other files as links', async () => {
    const { conversation } = await conversationWith({ smsId: 'a' });
    renderView(
      <MessageBubble
        message={message({
          smsId: 'm',
          type: 'mms',
          text: '',
          media: 'https://cdn.example/a.jpg,https://cdn.example/b.webp, https://cdn.example/card.vcf',
        })}
        conversation={conversation}
        senderColour="#000000"
      />,
    );
    const images = screen.getAllByRole('img', { name: 'Image' });
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'https://cdn.example/a.jpg',
      'https://cdn.example/b.webp',
    ]);
    expect(screen.getByRole('link', { name: 'Open attachment' }).getAttribute('href')).toBe(
      'https://cdn.example/card.vcf',
    );
    expect(screen.getByRole('article', { name: 'Attachment' })).toBeTruthy();
  });

  it('shows the loading marker of an attachment on its way as progress', async () => {
    const { conversation } = await conversationWith({ smsId: 'a' });
    renderView(
      <MessageBubble
        message={message({ smsId: 'l', direction: 'out', type: 'mms', text: '', media: 'loading', status: 1 })}
        conversation={conversation}
        senderColour="#000000"
      />,
    );
    expect(screen.getByText('Sending image…')).toBeTruthy();
  });
});

describe('VoicemailTranscription (spec 1 §4 Transcription, §8)', () => {
  const voicemail = { smsId: 'vm1', type: 'voicemail', text: '', media: 'https://carrier.example/vm1.mp3' } as const;

  it('plays the voicemail and shows a transcript it already has', async () => {
    const { conversation } = await conversationWith({ smsId: 'a' });
    renderView(
      <MessageBubble
        message={message({ ...voicemail, stt: 'Call me back', sttStatus: true })}
        conversation={conversation}
        senderColour="#000000"
      />,
    );
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('https://carrier.example/vm1.mp3');
    expect(screen.getByRole('article', { name: 'Voicemail' }).textContent).toContain('Call me back');
    expect(screen.queryByRole('button', { name: 'Transcribe' })).toBeNull();
  });

  it('closes the language choice with Cancel', async () => {
    const { conversation } = await conversationWith(voicemail);
    renderView(
      <MessageBubble
        message={conversation.getSnapshot().context.messages[0]!}
        conversation={conversation}
        senderColour="#000000"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Transcribe' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('combobox', { name: 'Transcription language' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Transcribe' })).toBeTruthy();
  });

  it('transcribes in the chosen language and shows the sorry message when the service fails', async () => {
    const asked: string[] = [];
    const { conversation, events } = startConversation([message(voicemail)], {
      speechToText: async ({ language }) => {
        asked.push(language);
        return { ok: false, retcode: 500000, retmsg: 'down' };
      },
    });
    started.push(conversation);
    await whenReady(conversation);
    renderView(
      <MessageBubble
        message={conversation.getSnapshot().context.messages[0]!}
        conversation={conversation}
        senderColour="#000000"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Transcribe' }));
    expect(events).toContainEqual({ type: 'transcription.open', smsId: 'vm1' });

    const languages = await screen.findByRole('combobox', { name: 'Transcription language' });
    expect((languages as HTMLInputElement).value).toBe('American English');
    await userEvent.clear(languages);
    await userEvent.type(languages, 'brit');
    await userEvent.click(screen.getByRole('option', { name: 'British English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry! The Speech-to-text is temporarily unavailable. Please try again later.',
    );
    expect(asked).toEqual(['en-GB']);
  });
});
