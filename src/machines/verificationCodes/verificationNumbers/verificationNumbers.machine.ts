/**
 * Verification number management (spec 3 §2, §4, §5): the account's verification numbers (GET
 * /getCodeNumberListByAccount), the search (number or name) and the app filter, a number's sidebar
 * (copy, name ≤ 60 and note ≤ 250 editable only while subscribed — the numbers sidebar's rules,
 * `services/numbers/numberInfo.ts`), Get Code, and the subscribe / unsubscribe-or-cancel
 * confirmations. Parallel regions; `list` and `sidebar` are the fragments Number Management
 * shares (`../shared/numbers/numberListStates.ts`):
 *
 * - `list`: read at start and after every change; a failed reload keeps what shows.
 * - `sidebar`: closed, or open on one row: its `info` (idle or saving, old values back on failure)
 *   and `copy` (the check mark for 2 s).
 * - `change`: the confirmation, then GET /subVerificationCodePhone or /unSubVerificationCodePhone.
 *
 * Get Code tells the area (`code.get`), which opens New Code in get-code mode on that number.
 */
import { assign, raise, setup } from 'xstate';
import { cleanInfo } from '../../../services/numbers/numberInfo.ts';
import { COPIED_MS } from '../../../services/verification/rules.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { numberTaken, tellRefusal } from '../../shared/numberRefusals.ts';
import { callThenIdle, numberListRegion, numberSidebarRegion } from '../../shared/numbers/numberListStates.ts';
import { numberRows } from '../../shared/numbers/numberRows.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import { rowOf } from './rows.ts';
import type {
  ChangeKind,
  CodeNumber,
  CodeNumberChangeResult,
  CodeNumberKey,
  CodeNumberListResult,
  InfoField,
  SaveCodeInfoRequest,
  VerificationNumbersContext,
  VerificationNumbersEvent,
  VerificationNumbersInput,
} from './types.ts';

/** The rows, keyed by app and number. */
const ROWS = numberRows<CodeNumber>(rowOf, (number) => ({ name: number.numberName, notes: number.notes }));

function keyInput(context: VerificationNumbersContext, key: string | null): CodeNumberKey {
  const row = ROWS.rowOf(context, key);
  return { app: row?.app ?? '', number: row?.oldPhone ?? '' };
}

/** The subscribe or unsubscribe call's input: the confirmation's row. */
function changeInput({ context }: { context: VerificationNumbersContext }): CodeNumberKey {
  return keyInput(context, context.change?.key ?? null);
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
    storeNumbers: assign(({ context }, result: CodeNumberListResult) =>
      result.ok ? ROWS.listed(context, result.data) : {},
    ),
    reload: raise({ type: 'numbers.reload' }),
    storeQuery: assign((_, params: { query: string }) => ({ query: params.query.slice(0, 60) })),
    storeFilter: assign((_, params: { app: string }) => ({ appFilter: params.app })),
    openSidebar: assign(({ context }, params: { key: string }) => ROWS.opened(context, params.key)),
    forgetSidebar: assign(ROWS.closed),
    editInfo: assign(({ context }, params: { field: InfoField; value: string }) => ROWS.edited(context, params)),
    restoreInfo: assign(({ context }) => ROWS.restored(context)),
    /** Provided by the area: the number goes to the clipboard. */
    copyNumber: (_, _number: string) => {},
    storeChange: assign((_, params: { key: string; kind: ChangeKind }) => ({
      change: { key: params.key, kind: params.kind },
    })),
    forgetChange: assign({ change: null }),
    tellGetCode: ({ context }, params: { key: string }) => {
      const row = ROWS.rowOf(context, params.key);
      if (!row) return;
      toParent(context.parent, {
        type: 'code.get',
        target: { app: row.app, code: row.code, telCode: row.telCode, phone: row.phone, numberType: row.numberType },
      });
    },
    /** A subscription is charged: the balance shown is read again. */
    refreshBalance: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'balance.refresh' }),
    tellSubscribeTaken: ({ system }) => tellRefusal(system, 'vcode.subscribe.taken'),
    reportUnexpectedError: ({ event }) => console.error('verificationNumbers: unexpected failure', event),
  },
  guards: {
    answerOk: (_, result: { ok: boolean }) => result.ok,
    numberTaken: (_, result: CodeNumberChangeResult) => numberTaken(result),
    listedBefore: ({ context }) => context.listed,
    knownRow: ({ context }, params: { key: string }) => ROWS.known(context, params.key),
    /** spec 3 §2: Subscribe on an unsubscribed number the server allows to be subscribed. */
    subscribable: ({ context }, params: { key: string }) => {
      const row = ROWS.rowOf(context, params.key);
      return row !== undefined && row.subStatus === 0 && row.canSub;
    },
    /** spec 3 §6: name and note are editable for subscribed numbers only. */
    editable: ({ context }) => ROWS.rowOf(context, context.selected)?.subStatus === 1,
    infoChanged: ({ context }) => ROWS.rowOf(context, context.selected)?.subStatus === 1 && ROWS.changed(context),
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
    ...ROWS.closed(),
    change: null,
  }),
  on: {
    'search.change': { actions: { type: 'storeQuery', params: eventOf } },
    'filter.app': { actions: { type: 'storeFilter', params: eventOf } },
    'code.get': { guard: { type: 'knownRow', params: eventOf }, actions: { type: 'tellGetCode', params: eventOf } },
  },
  states: {
    list: numberListRegion('GET /getCodeNumberListByAccount', [{ type: 'storeNumbers', params: outputOf }]),
    sidebar: numberSidebarRegion({
      shows: 'Details, copy, Get Code, subscribe or unsubscribe, and the name and note.',
      // spec 3 §6: name and note are editable for subscribed numbers only.
      editGuard: 'editable',
      saving: callThenIdle(
        'saveInfo',
        'POST /updateCodeNumberInfo under way: a spinner shows.',
        ({ context }: { context: VerificationNumbersContext }) => ({
          ...keyInput(context, context.selected),
          ...cleanInfo(context.draft),
        }),
        ['reload'],
        ['restoreInfo'],
      ),
      copyText: ({ context }: { context: VerificationNumbersContext }) =>
        `+${keyInput(context, context.selected).number}`,
    }),
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
            input: changeInput,
            onDone: [
              {
                guard: { type: 'answerOk', params: outputOf },
                target: 'idle',
                actions: ['forgetChange', 'reload', 'refreshBalance'],
              },
              // issue 27 item 2: someone else holds the number now (500000): said, and the list read again.
              {
                guard: { type: 'numberTaken', params: outputOf },
                target: 'idle',
                actions: ['forgetChange', 'tellSubscribeTaken', 'reload'],
              },
              { target: 'idle', actions: 'forgetChange' },
            ],
            onError: { target: 'idle', actions: ['forgetChange', 'reportUnexpectedError'] },
          },
        },
        unsubscribing: callThenIdle(
          'unsubscribe',
          'GET /unSubVerificationCodePhone under way.',
          changeInput,
          ['forgetChange', 'reload'],
          ['forgetChange'],
        ),
      },
    },
  },
});

export type VerificationNumbersMachine = typeof verificationNumbersMachine;
