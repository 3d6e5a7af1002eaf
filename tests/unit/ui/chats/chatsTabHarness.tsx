/**
 * Shared set-up of the chats tab's view tests (list, headers, cards): providers, and real chats
 * and contacts actors over fake server calls.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, type RenderResult, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { VirtuosoMockContext } from 'react-virtuoso';
import { createActor, fromPromise, waitFor } from 'xstate';
import { chatsMachine } from '../../../../src/machines/chats/chats/chats.machine.ts';
import type { ChatChangesResult, RefetchResult } from '../../../../src/machines/chats/chats/types.ts';
import { conversationMachine } from '../../../../src/machines/chats/conversation/conversation.machine.ts';
import type {
  CachedPage,
  DialogPageRequest,
  DialogPageResult,
  MessagePriceResult,
} from '../../../../src/machines/chats/conversation/types.ts';
import { contactsMachine } from '../../../../src/machines/contacts/contacts/contacts.machine.ts';
import type {
  DeleteContactsRequest,
  DeleteOutcome,
  LoadPageRequest,
  LoadPageResult,
} from '../../../../src/machines/contacts/contacts/types.ts';
import type { SavedContact } from '../../../../src/services/api/contract/contacts.ts';
import type { ChatListItem, ChatMessageEvent, VirtualPhone } from '../../../../src/services/api/contract/messaging.ts';
import type { ChatMessage } from '../../../../src/services/chats/message.ts';
import { toBookContact } from '../../../../src/services/contacts/bookContact.ts';
import { loadPinyin } from '../../../../src/services/contacts/pinyin.ts';
import { type Locale, messagesFor } from '../../../../src/services/i18n/index.ts';
import { loadPhoneParser } from '../../../../src/services/phone/phoneFormat.ts';
import { CountriesContext } from '../../../../src/ui/countries.tsx';
import { ok } from '../../../support/apiResults.ts';
import { chatListItem } from '../../../support/chatFixtures.ts';

/**
 * Renders inside the app's providers, in English unless a locale is given. jsdom has no layout, so
 * virtualised lists get a viewport to fill.
 */
export async function renderInShell(ui: ReactElement, locale: Locale = 'en'): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <IntlProvider locale={locale} messages={messagesFor(locale)} timeZone="UTC">
        <FluentProvider theme={webLightTheme}>
          <CountriesContext value={[]}>
            <VirtuosoMockContext value={{ viewportHeight: 2000, itemHeight: 60 }}>
              <Suspense fallback={null}>{ui}</Suspense>
            </VirtuosoMockContext>
          </CountriesContext>
        </FluentProvider>
      </IntlProvider>,
    );
  });
  if (!result) throw new Error('not rendered');
  return result;
}

export const OWN_LOCAL: VirtualPhone = {
  phone: '2025550100',
  telCode: '1',
  fullNumber: '12025550100',
  type: 'local',
  numberName: '',
  notes: 'Work line',
};

export const OWN_TOLL_FREE: VirtualPhone = {
  phone: '8885550111',
  telCode: '1',
  fullNumber: '18885550111',
  type: 'tollfree',
  numberName: 'Support',
  notes: '',
};

/** A chat-list row between the own local number and `other` (a full number under country code 1). */
export function chatItem(other: string, overrides: Partial<ChatListItem> = {}): ChatListItem {
  return chatListItem(OWN_LOCAL.fullNumber, other, Date.UTC(2025, 0, 10, 9, 30), {
    text: `hello from ${other}`,
    smsId: `sms-${other}`,
    ...overrides,
  });
}

/** An incoming socket message from `other` to the own local number. */
export function incoming(other: string, index: number): ChatMessageEvent {
  return {
    fromNumber: other,
    toNumber: OWN_LOCAL.fullNumber,
    fromPhone: other.slice(1),
    toPhone: OWN_LOCAL.phone,
    fromTelCode: '1',
    toTelCode: '1',
    direction: 'in',
    msgType: 'sms',
    text: `message ${index}`,
    media: '',
    smsId: `in-${other}-${index}`,
    time: Date.UTC(2025, 0, 10, 10, 0, index),
    highlightTarget: '',
    highlightText: '',
  };
}

/** The message a chat-list row shows, as its conversation's page answers it. */
function messageOfRow(row: ChatListItem): ChatMessage {
  const { smsId, date, direction, type, text, media } = row;
  return { smsId, date, direction, type, text, media, status: 0, highlightTarget: '', highlightText: '' };
}

/** The chats chart over fake calls answering with this list and these own numbers. */
export function chatsLogic(list: ChatListItem[], numbers: VirtualPhone[] = [OWN_LOCAL, OWN_TOLL_FREE]) {
  return chatsMachine.provide({
    actors: {
      loadChatList: fromPromise(async () => ok({ chatList: list, syncTime: 1 })),
      loadChatChanges: fromPromise<ChatChangesResult, { since: number }>(async () => ok({ chatList: [], syncTime: 2 })),
      loadMyNumbers: fromPromise(async () => ok({ virtualPhones: numbers })),
      deleteConversation: fromPromise(async () => ok({ deleted: 1 })),
      isTollFreeRecipient: fromPromise(async (): Promise<{ tollFree: boolean }> => ({ tollFree: false })),
      refetchRecent: fromPromise(async (): Promise<RefetchResult> => ({ monthChanged: false })),
      // A chat opens at once (issue 8 item 21): its conversation finds nothing kept, and on the
      // server the message its row shows (a listed chat the server holds nothing of was deleted).
      conversation: conversationMachine.provide({
        actors: {
          readCachedMessages: fromPromise(async (): Promise<CachedPage> => ({ messages: [] })),
          loadMessagePrice: fromPromise(async (): Promise<MessagePriceResult> => ({ ok: true, data: { price: null } })),
          loadDialogPage: fromPromise<DialogPageResult, DialogPageRequest>(async ({ input }) => {
            const row = list.find(
              (item) => item.ownFullNumber === input.ownFullNumber && item.otherFullNumber === input.otherFullNumber,
            );
            return ok({ messages: row ? [messageOfRow(row)] : [], nextStartTime: null });
          }),
        },
      }),
    },
  });
}

export const CHATS_INPUT = { connected: true, locale: 'en', balance: '10.0000' } as const;

/** The chats chart, started, its list and own numbers loaded. */
export async function startChats(list: ChatListItem[], numbers?: VirtualPhone[]) {
  const actor = createActor(chatsLogic(list, numbers), { input: CHATS_INPUT }).start();
  await waitFor(actor, (s) => s.matches({ list: 'ready', numbers: 'ready' }));
  return actor;
}

const toPinyin = await loadPinyin();
// As the book's indexer does before it indexes numbers from outside North America.
await loadPhoneParser();

export function savedContact(id: string, name: string, phone: string, telCode: string): SavedContact {
  return {
    _id: id,
    name,
    phoneList: [{ phone, telCode, tag: 'Mobile' }],
    email: '',
    companyName: '',
    note: '',
    date: 1_000,
    deleted: false,
  };
}

/** The contacts chart over a fake address book call answering with these contacts. */
export function contactsLogic(contacts: SavedContact[]) {
  return contactsMachine.provide({
    actors: {
      loadPage: fromPromise<LoadPageResult, LoadPageRequest>(async () =>
        ok({
          upserts: contacts.map((contact) => toBookContact(contact, toPinyin)),
          removedIds: [],
          nextStartTime: null,
          syncTime: 1,
        }),
      ),
      deleteContacts: fromPromise<DeleteOutcome, DeleteContactsRequest>(async () => ({ deleted: [], failure: null })),
    },
  });
}

/** The contacts chart with this address book loaded. */
export async function startContacts(contacts: SavedContact[]) {
  const actor = createActor(contactsLogic(contacts)).start();
  await waitFor(actor, (s) => s.matches({ book: 'ready' }));
  return actor;
}
