/**
 * What the conversation views' tests share: a real conversation actor with fake server calls,
 * stand-ins for the root and chats actors that record what the views send, and a render inside
 * the app's providers.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { VirtuosoMockContext } from 'react-virtuoso';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { conversationMachine } from '../../../../src/machines/chats/conversation/conversation.machine.ts';
import type { ConversationActor } from '../../../../src/machines/chats/conversation/toView.ts';
import type {
  CachedPage,
  ConversationParties,
  DeleteMessageRequest,
  DeleteMessageResult,
  DialogPageRequest,
  DialogPageResult,
  MessagePriceResult,
} from '../../../../src/machines/chats/conversation/types.ts';
import { outgoingMessageMachine } from '../../../../src/machines/chats/outgoingMessage/outgoingMessage.machine.ts';
import type {
  PreparedUpload,
  PrepareUploadRequest,
  SendMessageAck,
  SendMessagePayload,
} from '../../../../src/machines/chats/outgoingMessage/types.ts';
import { transcriptionMachine } from '../../../../src/machines/chats/transcription/transcription.machine.ts';
import type { SpeechToTextRequest, SpeechToTextResult } from '../../../../src/machines/chats/transcription/types.ts';
import { MESSAGE_STATUS } from '../../../../src/services/api/contract/messaging.ts';
import type { ChatMessage } from '../../../../src/services/chats/message.ts';
import { messagesFor } from '../../../../src/services/i18n/index.ts';
import { type AppActor, AppActorContext } from '../../../../src/ui/appContext.ts';

export const OWN = '13125550101';
export const OTHER = '14155550123';

export function message(overrides: Partial<ChatMessage> & { smsId: string }): ChatMessage {
  return {
    date: 1_700_000_000_000,
    direction: 'in',
    type: 'sms',
    text: 'hello',
    media: '',
    status: MESSAGE_STATUS.sent,
    highlightTarget: '',
    highlightText: '',
    ...overrides,
  };
}

/** A promise that never settles: the call is still running. */
const never = <T,>() => new Promise<T>(() => {});

export interface ConversationFakes {
  /** The pages `getDialogList` answers, in order of the calls (the last one repeats). */
  pages?: DialogPageResult[];
  /** Answers `getDialogList` instead of `pages`. */
  loadPage?: (request: DialogPageRequest) => Promise<DialogPageResult>;
  sendMessage?: () => Promise<SendMessageAck>;
  /** Answers `delSms` of one message (by default: deleted). */
  deleteMessage?: (request: DeleteMessageRequest) => Promise<DeleteMessageResult>;
  prepareAttachment?: () => Promise<PreparedUpload>;
  speechToText?: (request: SpeechToTextRequest) => Promise<SpeechToTextResult>;
}

/** A started conversation with the person chosen; `events` records every event it received. */
export function startConversation(messages: ChatMessage[], fakes: ConversationFakes = {}) {
  const pages = fakes.pages ?? [{ ok: true, data: { messages, nextStartTime: null } }];
  const requests: DialogPageRequest[] = [];
  const events: { type: string; [key: string]: unknown }[] = [];
  const machine = conversationMachine.provide({
    actors: {
      // The cost preview's price is the e2e's (this harness's app has no brand to format it in).
      loadMessagePrice: fromPromise(async (): Promise<MessagePriceResult> => ({ ok: true, data: { price: null } })),
      loadDialogPage: fromPromise<DialogPageResult, DialogPageRequest>(async ({ input }) => {
        requests.push(input);
        return fakes.loadPage ? fakes.loadPage(input) : pages[Math.min(requests.length - 1, pages.length - 1)]!;
      }),
      deleteMessage: fromPromise<DeleteMessageResult, DeleteMessageRequest>(async ({ input }) =>
        fakes.deleteMessage ? fakes.deleteMessage(input) : { ok: true, data: { deleted: 1 } },
      ),
      readCachedMessages: fromPromise<CachedPage, ConversationParties>(async () => ({ messages: [] })),
      outgoingMessage: outgoingMessageMachine.provide({
        actors: {
          sendMessage: fromPromise<SendMessageAck, SendMessagePayload>(() =>
            fakes.sendMessage ? fakes.sendMessage() : never(),
          ),
          prepareAttachment: fromPromise<PreparedUpload, PrepareUploadRequest>(() =>
            fakes.prepareAttachment ? fakes.prepareAttachment() : never(),
          ),
        },
      }),
      transcription: transcriptionMachine.provide({
        actors: {
          speechToText: fromPromise<SpeechToTextResult, SpeechToTextRequest>(({ input }) =>
            fakes.speechToText ? fakes.speechToText(input) : never(),
          ),
        },
      }),
    },
  });
  let conversation: ConversationActor;
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.event' && event.actorRef === conversation) events.push(event.event);
  };
  conversation = createActor(machine, { input: { connected: true, locale: 'en', balance: '5' }, inspect });
  conversation.start();
  conversation.send({
    type: 'conversation.choose',
    parties: { ownFullNumber: OWN, otherFullNumber: OTHER, ownNumberType: 'local', owned: true },
  });
  return { conversation, events, requests };
}

/** Resolves when the dialog's first page is shown. */
export function whenReady(conversation: ConversationActor) {
  return new Promise<void>((resolve) => {
    const check = () => conversation.getSnapshot().matches({ dialog: 'ready' });
    if (check()) return resolve();
    const subscription = conversation.subscribe(() => {
      if (!check()) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}

/** A stand-in actor with a fixed snapshot that records what it is sent. */
function recorder<S>(snapshot: S) {
  const sent: { type: string; [key: string]: unknown }[] = [];
  const actor = {
    send: (event: { type: string }) => sent.push(event),
    subscribe: () => ({ unsubscribe: () => {} }),
    getSnapshot: () => snapshot,
  };
  return { actor, sent };
}

/** The open chat's key in the fake chats chart. */
const OPEN_KEY = '12025550100-12025550199';

/** The root and its chats child as the conversation views read them: one chat open, maybe with unsent text. */
export function fakeApp(platform = 'pingme', { unsent = '' } = {}) {
  const chats = recorder({
    context: { chosenKey: OPEN_KEY, composerDrafts: unsent === '' ? {} : { [OPEN_KEY]: unsent } },
    children: {},
    matches: (value: unknown) => JSON.stringify(value) === JSON.stringify({ chat: 'open' }),
  });
  const app = recorder({ context: { platform }, children: { chats: chats.actor } });
  return { app: app.actor as unknown as AppActor, appEvents: app.sent, chatsEvents: chats.sent };
}

/**
 * Renders inside the app's providers. react-virtuoso measures nothing in jsdom, so its mock
 * context gives the viewport and every row a fixed height.
 */
export function renderView(ui: ReactElement, app: AppActor = fakeApp().app) {
  return render(
    <IntlProvider locale="en" messages={messagesFor('en')} timeZone="UTC">
      <FluentProvider theme={webLightTheme}>
        <AppActorContext value={app}>
          <VirtuosoMockContext value={{ viewportHeight: 2000, itemHeight: 40 }}>{ui}</VirtuosoMockContext>
        </AppActorContext>
      </FluentProvider>
    </IntlProvider>,
  );
}
