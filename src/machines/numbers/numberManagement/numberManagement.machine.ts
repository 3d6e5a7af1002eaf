/**
 * Number Management (spec 3 §2, §4, §5): the account's numbers (GET /getVirtualPhoneList), the
 * search, the right sidebar of one number with its name and note editing, the copy button, and
 * the unsubscribe confirmation. Parallel regions:
 *
 * - `list`: the numbers, read at start and again after every change; a failed reload keeps what
 *   shows. Each answer tells the area (`numbers.listed`) whether Settings may show.
 * - `sidebar`: closed, or open on one number: its `info` (name and note: idle or saving — old
 *   values back on failure, list reloaded on success) and `copy` (the check mark for 2 s).
 * - `unsubscribe`: the confirmation dialog, then POST /unSubVirtualPhone; the list reloads.
 *
 * `list` and `sidebar` are the fragments both number lists share (`../shared/numbers/numberListStates.ts`).
 */
import { assign, raise, setup } from 'xstate';
import { type ManagedNumber, NUMBER_LIMITS } from '../../../services/api/contract/numbers.ts';
import { cleanInfo } from '../../../services/numbers/numberInfo.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { callThenIdle, numberListRegion, numberSidebarRegion } from '../../shared/numbers/numberListStates.ts';
import { numberRows } from '../../shared/numbers/numberRows.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import type {
  InfoField,
  NumberChangeResult,
  NumberListResult,
  NumberManagementContext,
  NumberManagementEvent,
  NumberManagementInput,
  SaveInfoRequest,
  UnsubscribeRequest,
} from './types.ts';

/** spec 3 §9: the copy confirmation shows for 2 s in the sidebar. */
export const COPIED_MS = 2000;

/** The rows, keyed by full number. */
const ROWS = numberRows<ManagedNumber>(
  (numbers, fullNumber) => numbers.find((number) => number.fullNumber === fullNumber),
  (number) => ({ name: number.numberName, notes: number.notes }),
);

export const numberManagementMachine = setup({
  types: {
    context: {} as NumberManagementContext,
    events: {} as NumberManagementEvent,
    input: {} as NumberManagementInput,
  },
  actors: {
    /** GET /getVirtualPhoneList. */
    loadNumbers: notProvided<NumberListResult>('loadNumbers'),
    /** POST /updateNumberInfo {number, name, notes, type}. */
    saveInfo: notProvided<NumberChangeResult, SaveInfoRequest>('saveInfo'),
    /** POST /unSubVirtualPhone {telCode, phone}. */
    unsubscribe: notProvided<NumberChangeResult, UnsubscribeRequest>('unsubscribe'),
  },
  delays: { copied: COPIED_MS },
  actions: {
    storeNumbers: assign(({ context }, result: NumberListResult) =>
      result.ok ? ROWS.listed(context, result.data.virtualPhones) : {},
    ),
    tellAreaListed: ({ context }, result: NumberListResult) => {
      if (!result.ok) return;
      const { canForward, canVoicemail, forwardStatus, voicemailStatus } = result.data;
      toParent(context.parent, {
        type: 'numbers.listed',
        forwarding: { canForward, canVoicemail, forward: forwardStatus === 1, voicemail: voicemailStatus === 1 },
      });
    },
    reload: raise({ type: 'numbers.reload' }),
    storeQuery: assign((_, params: { query: string }) => ({ query: params.query.slice(0, NUMBER_LIMITS.noteMax) })),
    openSidebar: assign(({ context }, params: { fullNumber: string }) => ROWS.opened(context, params.fullNumber)),
    forgetSidebar: assign(ROWS.closed),
    editInfo: assign(({ context }, params: { field: InfoField; value: string }) => ROWS.edited(context, params)),
    restoreInfo: assign(({ context }) => ROWS.restored(context)),
    /** The saved number replaces its row at once; the reload that follows refreshes the rest. */
    applySaved: assign(({ context }, result: NumberChangeResult) => {
      if (!result.ok) return {};
      const saved = result.data.virtualPhone;
      return {
        numbers: context.numbers.map((number) => (number.fullNumber === saved.fullNumber ? saved : number)),
        draft: ROWS.savedOf(saved),
      };
    }),
    /** Provided by the root (`numberManagementActions`): the number goes to the clipboard. */
    copyNumber: (_, _number: string) => {},
    storeUnsubscribing: assign(({ context }, params: { fullNumber: string }) => ({
      unsubscribing: ROWS.rowOf(context, params.fullNumber) ?? null,
    })),
    forgetUnsubscribing: assign({ unsubscribing: null }),
    reportUnexpectedError: ({ event }) => console.error('numberManagement: unexpected failure', event),
  },
  guards: {
    answerOk: (_, result: NumberListResult | NumberChangeResult) => result.ok,
    listedBefore: ({ context }) => context.listed,
    knownRow: ({ context }, params: { fullNumber: string }) => ROWS.known(context, params.fullNumber),
    infoChanged: ({ context }) => ROWS.changed(context),
  },
}).createMachine({
  id: 'numberManagement',
  description: 'Number Management: the list, its search, the sidebar and the unsubscribe dialog.',
  type: 'parallel',
  context: ({ input }) => ({
    parent: input.parent,
    numbers: [],
    listed: false,
    query: '',
    ...ROWS.closed(),
    unsubscribing: null,
  }),
  on: {
    'search.change': { actions: { type: 'storeQuery', params: eventOf } },
  },
  states: {
    list: numberListRegion('GET /getVirtualPhoneList', [
      { type: 'storeNumbers', params: outputOf },
      { type: 'tellAreaListed', params: outputOf },
    ]),
    sidebar: numberSidebarRegion({
      shows: 'One number: flag, number with copy, name, plan, rent, dates, status, note.',
      editGuard: undefined,
      saving: callThenIdle(
        'saveInfo',
        'POST /updateNumberInfo is under way: a spinner shows.',
        ({ context }: { context: NumberManagementContext }) => {
          const number = ROWS.rowOf(context, context.selected);
          const { name, notes } = cleanInfo(context.draft);
          return { number: number?.fullNumber ?? '', name, notes, ...(number ? { type: number.type } : {}) };
        },
        [{ type: 'applySaved', params: outputOf }, 'reload'],
        // spec 3 §4: on failure the old values are restored.
        ['restoreInfo'],
      ),
      copyText: ({ context }: { context: NumberManagementContext }) => `+${context.selected ?? ''}`,
    }),
    unsubscribe: {
      description: 'The unsubscribe confirmation (spec 3 §2).',
      initial: 'idle',
      states: {
        idle: {
          description: 'No dialog.',
          on: {
            'unsubscribe.request': {
              guard: { type: 'knownRow', params: eventOf },
              target: 'confirming',
              actions: { type: 'storeUnsubscribing', params: eventOf },
            },
          },
        },
        confirming: {
          description: 'The dialog: title, warning, Unsubscribe and cancel.',
          on: {
            'unsubscribe.confirm': 'unsubscribing',
            'unsubscribe.cancel': { target: 'idle', actions: 'forgetUnsubscribing' },
          },
        },
        unsubscribing: callThenIdle(
          'unsubscribe',
          'POST /unSubVirtualPhone is under way.',
          ({ context }: { context: NumberManagementContext }) => ({
            telCode: context.unsubscribing?.telCode ?? '',
            phone: context.unsubscribing?.phone ?? '',
          }),
          ['forgetUnsubscribing', 'reload'],
          ['forgetUnsubscribing'],
        ),
      },
    },
  },
});

export type NumberManagementMachine = typeof numberManagementMachine;
