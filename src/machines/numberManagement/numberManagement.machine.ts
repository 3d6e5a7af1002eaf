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
 */
import { assign, raise, setup } from 'xstate';
import { type ManagedNumber, NUMBER_LIMITS } from '../../services/api/contract/numbers.ts';
import { clampInfo, cleanInfo, infoChanged, type NumberInfo } from '../../services/numbers/numberInfo.ts';
import { notProvided } from '../shared/notProvided.ts';
import { eventOf, outputOf } from '../shared/params.ts';
import { toParent } from '../shared/toParent.ts';
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

const NO_INFO: NumberInfo = { name: '', notes: '' };

function numberOf(context: NumberManagementContext, fullNumber: string | null): ManagedNumber | undefined {
  return fullNumber === null ? undefined : context.numbers.find((number) => number.fullNumber === fullNumber);
}

function savedInfo(number: ManagedNumber | undefined): NumberInfo {
  return number ? { name: number.numberName, notes: number.notes } : NO_INFO;
}

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
    storeNumbers: assign(({ context }, result: NumberListResult) => {
      if (!result.ok) return {};
      const numbers = result.data.virtualPhones;
      const before = numberOf(context, context.selected);
      const after = numbers.find((number) => number.fullNumber === context.selected);
      // spec 3 §4: the sidebar's selection refreshes; fields being edited (changed, unsaved) stay.
      const editing = before !== undefined && infoChanged(context.draft, savedInfo(before));
      return {
        numbers,
        listed: true,
        selected: after ? context.selected : null,
        draft: editing ? context.draft : savedInfo(after),
      };
    }),
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
    openSidebar: assign(({ context }, params: { fullNumber: string }) => ({
      selected: params.fullNumber,
      draft: savedInfo(numberOf(context, params.fullNumber)),
    })),
    forgetSidebar: assign({ selected: null, draft: NO_INFO }),
    editInfo: assign(({ context }, params: { field: InfoField; value: string }) => ({
      draft: { ...context.draft, [params.field]: clampInfo(params.field, params.value) },
    })),
    /** spec 3 §4: on failure the old values are restored. */
    restoreInfo: assign(({ context }) => ({ draft: savedInfo(numberOf(context, context.selected)) })),
    /** The saved number replaces its row at once; the reload that follows refreshes the rest. */
    applySaved: assign(({ context }, result: NumberChangeResult) => {
      if (!result.ok) return {};
      const saved = result.data.virtualPhone;
      return {
        numbers: context.numbers.map((number) => (number.fullNumber === saved.fullNumber ? saved : number)),
        draft: savedInfo(saved),
      };
    }),
    /** Provided by the root (`numberManagementActions`): the number goes to the clipboard. */
    copyNumber: (_, _number: string) => {},
    storeUnsubscribing: assign(({ context }, params: { fullNumber: string }) => ({
      unsubscribing: numberOf(context, params.fullNumber) ?? null,
    })),
    forgetUnsubscribing: assign({ unsubscribing: null }),
    reportUnexpectedError: ({ event }) => console.error('numberManagement: unexpected failure', event),
  },
  guards: {
    answerOk: (_, result: NumberListResult | NumberChangeResult) => result.ok,
    listedBefore: ({ context }) => context.listed,
    knownNumber: ({ context }, params: { fullNumber: string }) => numberOf(context, params.fullNumber) !== undefined,
    infoChanged: ({ context }) => infoChanged(context.draft, savedInfo(numberOf(context, context.selected))),
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
    selected: null,
    draft: NO_INFO,
    unsubscribing: null,
  }),
  on: {
    'search.change': { actions: { type: 'storeQuery', params: eventOf } },
  },
  states: {
    list: {
      description: 'The numbers of the account.',
      initial: 'loading',
      states: {
        loading: {
          description: 'GET /getVirtualPhoneList is under way; what was listed before still shows.',
          // A change made while a list is read is read again, so the list never shows the older answer.
          on: { 'numbers.reload': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadNumbers',
            src: 'loadNumbers',
            onDone: [
              {
                guard: { type: 'answerOk', params: outputOf },
                target: 'ready',
                actions: [
                  { type: 'storeNumbers', params: outputOf },
                  { type: 'tellAreaListed', params: outputOf },
                ],
              },
              // The refusal was routed by the API layer; a list shown before stays.
              { guard: 'listedBefore', target: 'ready' },
              { target: 'failed' },
            ],
            onError: [
              { guard: 'listedBefore', target: 'ready', actions: 'reportUnexpectedError' },
              { target: 'failed', actions: 'reportUnexpectedError' },
            ],
          },
        },
        ready: {
          description: 'The list shows.',
          on: { 'numbers.reload': 'loading' },
        },
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
              guard: { type: 'knownNumber', params: eventOf },
              target: 'open',
              actions: { type: 'openSidebar', params: eventOf },
            },
          },
        },
        open: {
          description: 'One number: flag, number with copy, name, plan, rent, dates, status, note.',
          type: 'parallel',
          on: {
            'sidebar.close': { target: 'closed', actions: 'forgetSidebar' },
            'sidebar.open': {
              guard: { type: 'knownNumber', params: eventOf },
              target: 'open',
              actions: { type: 'openSidebar', params: eventOf },
            },
          },
          states: {
            info: {
              description: 'The name and note fields (spec 3 §4 name/note editing).',
              initial: 'idle',
              states: {
                idle: {
                  description: 'The name and note can be edited.',
                  on: {
                    'info.edit': { actions: { type: 'editInfo', params: eventOf } },
                    // spec 3 §4: leaving (or Enter on the name) saves if changed, else just leaves.
                    'info.commit': { guard: 'infoChanged', target: 'saving' },
                  },
                },
                saving: {
                  description: 'POST /updateNumberInfo is under way: a spinner shows.',
                  invoke: {
                    id: 'saveInfo',
                    src: 'saveInfo',
                    input: ({ context }) => {
                      const number = numberOf(context, context.selected);
                      const { name, notes } = cleanInfo(context.draft);
                      return {
                        number: number?.fullNumber ?? '',
                        name,
                        notes,
                        ...(number ? { type: number.type } : {}),
                      };
                    },
                    onDone: [
                      {
                        guard: { type: 'answerOk', params: outputOf },
                        target: 'idle',
                        actions: [{ type: 'applySaved', params: outputOf }, 'reload'],
                      },
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
                      actions: { type: 'copyNumber', params: ({ context }) => `+${context.selected ?? ''}` },
                    },
                  },
                },
                copied: {
                  description: 'The check mark shows for 2 s (spec 3 §2).',
                  after: { copied: 'idle' },
                  on: {
                    'number.copy': {
                      target: 'copied',
                      reenter: true,
                      actions: { type: 'copyNumber', params: ({ context }) => `+${context.selected ?? ''}` },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    unsubscribe: {
      description: 'The unsubscribe confirmation (spec 3 §2).',
      initial: 'idle',
      states: {
        idle: {
          description: 'No dialog.',
          on: {
            'unsubscribe.request': {
              guard: { type: 'knownNumber', params: eventOf },
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
        unsubscribing: {
          description: 'POST /unSubVirtualPhone is under way.',
          invoke: {
            id: 'unsubscribe',
            src: 'unsubscribe',
            input: ({ context }) => ({
              telCode: context.unsubscribing?.telCode ?? '',
              phone: context.unsubscribing?.phone ?? '',
            }),
            onDone: [
              {
                guard: { type: 'answerOk', params: outputOf },
                target: 'idle',
                actions: ['forgetUnsubscribing', 'reload'],
              },
              { target: 'idle', actions: 'forgetUnsubscribing' },
            ],
            onError: { target: 'idle', actions: ['forgetUnsubscribing', 'reportUnexpectedError'] },
          },
        },
      },
    },
  },
});

export type NumberManagementMachine = typeof numberManagementMachine;
