/**
 * Verification number management (spec 3 §2, §4, §5): the account's verification numbers (GET
 * /getCodeNumberListByAccount), the search (number or name) and the app filter, a number's sidebar
 * (copy, name ≤ 60 and note ≤ 250 editable only while subscribed — the numbers sidebar's rules,
 * `services/numbers/numberInfo.ts`), Get Code, and the subscribe / unsubscribe-or-cancel
 * confirmations. Parallel regions as Number Management's (`../numberManagement`):
 *
 * - `list`: read at start and after every change; a failed reload keeps what shows.
 * - `sidebar`: closed, or open on one row: its `info` (idle or saving, old values back on failure)
 *   and `copy` (the check mark for 2 s).
 * - `change`: the confirmation, then GET /subVerificationCodePhone or /unSubVerificationCodePhone.
 *
 * Get Code tells the area (`code.get`), which opens New Code in get-code mode on that number.
 */
import { assign, raise, setup } from 'xstate';
import { clampInfo, cleanInfo, infoChanged } from '../../services/numbers/numberInfo.ts';
import { COPIED_MS } from '../../services/verification/rules.ts';
import { SYSTEM_ID, tell } from '../shared/address.ts';
import { notProvided } from '../shared/notProvided.ts';
import { eventOf, outputOf } from '../shared/params.ts';
import { toParent } from '../shared/toParent.ts';
import { rowOf, savedInfoOf } from './rows.ts';
import type {
  ChangeKind,
  CodeNumberChangeResult,
  CodeNumberKey,
  CodeNumberListResult,
  InfoField,
  SaveCodeInfoRequest,
  VerificationNumbersContext,
  VerificationNumbersEvent,
  VerificationNumbersInput,
} from './types.ts';

const NO_INFO = { name: '', notes: '' };

function keyInput(context: VerificationNumbersContext, key: string | null): CodeNumberKey {
  const row = rowOf(context.numbers, key);
  return { app: row?.app ?? '', number: row?.oldPhone ?? '' };
}

export const verificationNumbersMachine = setup({
  types: {
    context: {} as VerificationNumbersContext,
    events: {} as VerificationNumbersEvent,
    input: {} as VerificationNumbersInput,
  },
  actors: {
    /** GET /getCodeNumberListByAccount. */
    loadNumbers: notProvided<CodeNumberListResult>('loadNumbers'),
    /** POST /updateCodeNumberInfo {app, number, name, notes}. */
    saveInfo: notProvided<CodeNumberChangeResult, SaveCodeInfoRequest>('saveInfo'),
    /** GET /subVerificationCodePhone {app, number}. */
    subscribe: notProvided<CodeNumberChangeResult, CodeNumberKey>('subscribe'),
    /** GET /unSubVerificationCodePhone {app, number}. */
    unsubscribe: notProvided<CodeNumberChangeResult, CodeNumberKey>('unsubscribe'),
  },
  delays: { copied: COPIED_MS },
  actions: {
    storeNumbers: assign(({ context }, result: CodeNumberListResult) => {
      if (!result.ok) return {};
      const numbers = result.data;
      const before = rowOf(context.numbers, context.selected);
      const after = rowOf(numbers, context.selected);
      // spec 3 §4: the selection refreshes; fields being edited (changed, unsaved) stay.
      const editing = before !== undefined && infoChanged(context.draft, savedInfoOf(before));
      return {
        numbers,
        listed: true,
        selected: after ? context.selected : null,
        draft: editing ? context.draft : savedInfoOf(after),
      };
    }),
    reload: raise({ type: 'numbers.reload' }),
    storeQuery: assign((_, params: { query: string }) => ({ query: params.query.slice(0, 60) })),
    storeFilter: assign((_, params: { app: string }) => ({ appFilter: params.app })),
    openSidebar: assign(({ context }, params: { key: string }) => ({
      selected: params.key,
      draft: savedInfoOf(rowOf(context.numbers, params.key)),
    })),
    forgetSidebar: assign({ selected: null, draft: NO_INFO }),
    editInfo: assign(({ context }, params: { field: InfoField; value: string }) => ({
      draft: { ...context.draft, [params.field]: clampInfo(params.field, params.value) },
    })),
    restoreInfo: assign(({ context }) => ({ draft: savedInfoOf(rowOf(context.numbers, context.selected)) })),
    /** Provided by the area: the number goes to the clipboard. */
    copyNumber: (_, _number: string) => {},
    storeChange: assign((_, params: { key: string; kind: ChangeKind }) => ({
      change: { key: params.key, kind: params.kind },
    })),
    forgetChange: assign({ change: null }),
    tellGetCode: ({ context }, params: { key: string }) => {
      const row = rowOf(context.numbers, params.key);
      if (!row) return;
      toParent(context.parent, {
        type: 'code.get',
        target: { app: row.app, code: row.code, telCode: row.telCode, phone: row.phone, numberType: row.numberType },
      });
    },
    /** A subscription is charged: the balance shown is read again. */
    refreshBalance: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'balance.refresh' }),
    reportUnexpectedError: ({ event }) => console.error('verificationNumbers: unexpected failure', event),
  },
  guards: {
    answerOk: (_, result: { ok: boolean }) => result.ok,
    listedBefore: ({ context }) => context.listed,
    knownRow: ({ context }, params: { key: string }) => rowOf(context.numbers, params.key) !== undefined,
    /** spec 3 §2: Subscribe on an unsubscribed number the server allows to be subscribed. */
    subscribable: ({ context }, params: { key: string }) => {
      const row = rowOf(context.numbers, params.key);
      return row !== undefined && row.subStatus === 0 && row.canSub;
    },
    /** spec 3 §6: name and note are editable for subscribed numbers only. */
    editable: ({ context }) => rowOf(context.numbers, context.selected)?.subStatus === 1,
    infoChanged: ({ context }) =>
      rowOf(context.numbers, context.selected)?.subStatus === 1 &&
      infoChanged(context.draft, savedInfoOf(rowOf(context.numbers, context.selected))),
    isSubscribe: ({ context }) => context.change?.kind === 'subscribe',
  },
}).createMachine({
  id: 'verificationNumbers',
  description: 'Verification number management: list, search, app filter, sidebar, subscribe and unsubscribe.',
  type: 'parallel',
  context: ({ input }) => ({
    parent: input.parent,
    numbers: [],
    listed: false,
    query: '',
    appFilter: '',
    selected: null,
    draft: NO_INFO,
    change: null,
  }),
  on: {
    'search.change': { actions: { type: 'storeQuery', params: eventOf } },
    'filter.app': { actions: { type: 'storeFilter', params: eventOf } },
    'code.get': { guard: { type: 'knownRow', params: eventOf }, actions: { type: 'tellGetCode', params: eventOf } },
  },
  states: {
    list: {
      description: "The account's verification numbers.",
      initial: 'loading',
      states: {
        loading: {
          description: 'GET /getCodeNumberListByAccount under way; what was listed before still shows.',
          on: { 'numbers.reload': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadNumbers',
            src: 'loadNumbers',
            onDone: [
              {
                guard: { type: 'answerOk', params: outputOf },
                target: 'ready',
                actions: { type: 'storeNumbers', params: outputOf },
              },
              { guard: 'listedBefore', target: 'ready' },
              { target: 'failed' },
            ],
            onError: [
              { guard: 'listedBefore', target: 'ready', actions: 'reportUnexpectedError' },
              { target: 'failed', actions: 'reportUnexpectedError' },
            ],
          },
        },
        ready: { description: 'The list shows.', on: { 'numbers.reload': 'loading' } },
        failed: {
          description: 'The list could not be read; reloading tries again.',
          on: { 'numbers.reload': 'loading' },
        },
      },
    },
    sidebar: {
      description: 'The right sidebar of one number (spec 3 §2).',
      initial: 'closed',
      states: {
        closed: {
          description: 'No number is open.',
          on: {
            'sidebar.open': {
              guard: { type: 'knownRow', params: eventOf },
              target: 'open',
              actions: { type: 'openSidebar', params: eventOf },
            },
          },
        },
        open: {
          description: 'Details, copy, Get Code, subscribe or unsubscribe, and the name and note.',
          type: 'parallel',
          on: {
            'sidebar.close': { target: 'closed', actions: 'forgetSidebar' },
            'sidebar.open': {
              guard: { type: 'knownRow', params: eventOf },
              target: 'open',
              actions: { type: 'openSidebar', params: eventOf },
            },
          },
          states: {
            info: {
              description: 'The name and note (spec 3 §4): editable only while subscribed.',
              initial: 'idle',
              states: {
                idle: {
                  description: 'The fields (read-only for an unsubscribed number).',
                  on: {
                    'info.edit': { guard: 'editable', actions: { type: 'editInfo', params: eventOf } },
                    'info.commit': { guard: 'infoChanged', target: 'saving' },
                  },
                },
                saving: {
                  description: 'POST /updateCodeNumberInfo under way: a spinner shows.',
                  invoke: {
                    id: 'saveInfo',
                    src: 'saveInfo',
                    input: ({ context }) => ({ ...keyInput(context, context.selected), ...cleanInfo(context.draft) }),
                    onDone: [
                      { guard: { type: 'answerOk', params: outputOf }, target: 'idle', actions: 'reload' },
                      { target: 'idle', actions: 'restoreInfo' },
                    ],
                    onError: { target: 'idle', actions: ['restoreInfo', 'reportUnexpectedError'] },
                  },
                },
              },
            },
            copy: {
              description: 'The copy button and its check mark.',
              initial: 'idle',
              states: {
                idle: {
                  description: 'The copy button.',
                  on: {
                    'number.copy': {
                      target: 'copied',
                      actions: {
                        type: 'copyNumber',
                        params: ({ context }) => `+${keyInput(context, context.selected).number}`,
                      },
                    },
                  },
                },
                copied: {
                  description: 'The check mark shows for 2 s (spec 3 §9).',
                  after: { copied: 'idle' },
                },
              },
            },
          },
        },
      },
    },
    change: {
      description: 'The subscribe and unsubscribe (or cancel) confirmations (spec 3 §2).',
      initial: 'idle',
      states: {
        idle: {
          description: 'No dialog.',
          on: {
            'subscribe.request': {
              guard: { type: 'subscribable', params: eventOf },
              target: 'confirming',
              actions: { type: 'storeChange', params: ({ event }) => ({ key: event.key, kind: 'subscribe' as const }) },
            },
            'unsubscribe.request': {
              guard: { type: 'knownRow', params: eventOf },
              target: 'confirming',
              actions: {
                type: 'storeChange',
                params: ({ event }) => ({ key: event.key, kind: 'unsubscribe' as const }),
              },
            },
          },
        },
        confirming: {
          description: 'Subscribe: number, app, monthly rent and code rate; unsubscribe: a warning.',
          on: {
            'change.confirm': [{ guard: 'isSubscribe', target: 'subscribing' }, { target: 'unsubscribing' }],
            'change.cancel': { target: 'idle', actions: 'forgetChange' },
          },
        },
        subscribing: {
          description: 'GET /subVerificationCodePhone under way.',
          invoke: {
            id: 'subscribe',
            src: 'subscribe',
            input: ({ context }) => keyInput(context, context.change?.key ?? null),
            onDone: [
              {
                guard: { type: 'answerOk', params: outputOf },
                target: 'idle',
                actions: ['forgetChange', 'reload', 'refreshBalance'],
              },
              { target: 'idle', actions: 'forgetChange' },
            ],
            onError: { target: 'idle', actions: ['forgetChange', 'reportUnexpectedError'] },
          },
        },
        unsubscribing: {
          description: 'GET /unSubVerificationCodePhone under way.',
          invoke: {
            id: 'unsubscribe',
            src: 'unsubscribe',
            input: ({ context }) => keyInput(context, context.change?.key ?? null),
            onDone: [
              { guard: { type: 'answerOk', params: outputOf }, target: 'idle', actions: ['forgetChange', 'reload'] },
              { target: 'idle', actions: 'forgetChange' },
            ],
            onError: { target: 'idle', actions: ['forgetChange', 'reportUnexpectedError'] },
          },
        },
      },
    },
  },
});

export type VerificationNumbersMachine = typeof verificationNumbersMachine;
