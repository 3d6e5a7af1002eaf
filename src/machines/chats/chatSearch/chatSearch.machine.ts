/**
 * Searching the chats (issue 22 item 5; the spec has no search — docs/chat-search.md): the box
 * over the chat list. Typing waits for a 300 ms pause, then the server finds conversations by
 * contact name or number and messages by text (`searchChats`); more message hits are asked page
 * by page. A failed search says so with 'Try again' — never an empty result. Choosing a hit tells
 * the host (the chats chart) to open its conversation, at the message for a message hit.
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import type {
  ChatSearchContext,
  ChatSearchEvent,
  ChatSearchInput,
  ChatSearchNotification,
  SearchRequest,
  SearchResult,
  SearchTarget,
} from './types.ts';

/** decision: a search starts once typing paused this long (one request per word, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

const EMPTY: Pick<ChatSearchContext, 'query' | 'conversations' | 'messages' | 'nextBefore'> = {
  query: '',
  conversations: [],
  messages: [],
  nextBefore: null,
};

export const chatSearchMachine = setup({
  types: {
    context: {} as ChatSearchContext,
    events: {} as ChatSearchEvent,
    input: {} as ChatSearchInput,
    tags: {} as 'busy',
  },
  actors: {
    /** GET /searchChats: a first page (no `before`) or the next page of message hits. */
    searchChats: notProvided<SearchResult, SearchRequest>('searchChats'),
  },
  actions: {
    storeTyped: assign((_, params: { text: string }) => ({ typed: params.text })),
    forget: assign({ typed: '', ...EMPTY }),
    takeQuery: assign(({ context }) => ({ ...EMPTY, query: context.typed.trim() })),
    applyFirstPage: assign((_, result: SearchResult) =>
      result.ok
        ? {
            conversations: result.data.conversations,
            messages: result.data.messages,
            nextBefore: result.data.nextBefore,
          }
        : {},
    ),
    applyNextPage: assign(({ context }, result: SearchResult) =>
      result.ok ? { messages: [...context.messages, ...result.data.messages], nextBefore: result.data.nextBefore } : {},
    ),
    show: ({ context }, { key, focus }: SearchTarget) =>
      toParent<ChatSearchNotification>(context.parent, { type: 'search.show', key, ...(focus ? { focus } : {}) }),
    /** A refused call was already routed once by the API layer; only an unexpected failure is logged. */
    logUnexpected: ({ event }) => console.error('chatSearch: searchChats failed unexpectedly', event),
  },
  guards: {
    isBlank: (_, params: { text: string }) => params.text.trim() === '',
    failed: (_, result: SearchResult) => !result.ok,
    hasMore: ({ context }) => context.nextBefore !== null,
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'chatSearch',
  description: 'The search box over the chat list: conversations by contact name or number, messages by text.',
  context: ({ input }) => ({ parent: input.parent, typed: '', ...EMPTY }),
  initial: 'idle',
  on: {
    'search.type': [
      { guard: { type: 'isBlank', params: eventOf }, target: '.idle', actions: 'forget' },
      { target: '.typing', reenter: true, actions: { type: 'storeTyped', params: eventOf } },
    ],
    'search.clear': { target: '.idle', actions: 'forget' },
  },
  states: {
    idle: {
      description: 'Nothing is typed: the chat list shows.',
    },
    typing: {
      description: 'Typed; the search waits for a 300 ms pause (each key starts the wait again).',
      tags: ['busy'],
      after: { searchDebounce: { target: 'searching', actions: 'takeQuery' } },
    },
    searching: {
      description: 'GET /searchChats for the first page runs ("Searching…").',
      tags: ['busy'],
      invoke: {
        id: 'searchChats',
        src: 'searchChats',
        input: ({ context }) => ({ query: context.query }),
        onDone: [
          { guard: { type: 'failed', params: outputOf }, target: 'failed' },
          { target: 'shown', actions: { type: 'applyFirstPage', params: outputOf } },
        ],
        onError: { target: 'failed', actions: 'logUnexpected' },
      },
    },
    failed: {
      description: 'The search could not be done: it says so, with Try again (never "no results").',
      on: { 'search.retry': { target: 'searching' } },
    },
    shown: {
      description: 'The hits show (or "No results"); choosing one opens its conversation.',
      initial: 'ready',
      on: { 'search.choose': { actions: { type: 'show', params: eventOf } } },
      states: {
        ready: {
          description: 'Every page asked for is shown; "More results" while there are more.',
          on: { 'search.more': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          description: 'The next page of message hits loads.',
          tags: ['busy'],
          invoke: {
            id: 'searchMore',
            src: 'searchChats',
            input: ({ context }) => ({ query: context.query, before: context.nextBefore ?? undefined }),
            onDone: [
              { guard: { type: 'failed', params: outputOf }, target: 'moreFailed' },
              { target: 'ready', actions: { type: 'applyNextPage', params: outputOf } },
            ],
            onError: { target: 'moreFailed', actions: 'logUnexpected' },
          },
        },
        moreFailed: {
          description: 'The next page could not be loaded: the hits so far stay, with Try again.',
          on: { 'search.more': { target: 'loadingMore' } },
        },
      },
    },
  },
});

export type ChatSearchMachine = typeof chatSearchMachine;
