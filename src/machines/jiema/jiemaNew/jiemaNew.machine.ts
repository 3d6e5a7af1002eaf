/**
 * JieMa's 'get new number' tab (spec 3 §2 JieMa, §4 JieMa new-number flow). Parallel regions:
 *
 * - `flow`: the three steps. `service` (a searchable service list) → `options` (the country
 *   select '+code name' and the number-type radio 1/2; choosing a service or country resets the
 *   radio and reloads the options, the first available type is auto-selected) → `locking` (GET
 *   /lockVerificationCodePhone for any free number of that type; HTTP 400 + 500000 is the 'no
 *   number available' dialog) → `receive` (the receive panel: the polling chart `smsPolling` is
 *   reused as is; its 180 s window and 5 s checks are its own named delays). While it polls the
 *   button reads 'change to a new number' (a new lock naming the last one). Finishing closes; when
 *   a subscribable number has received an SMS it first offers the subscribe reminder.
 * - `termsAlert`: spec 3 §5 — the terms are ticked by default; a get-number press with them
 *   unticked shows the must-agree alert instead.
 *
 * A past number the old tab locked again (`jiema.reused`, through the tool) goes straight to the
 * receive panel with its service, country and type, as a lock of this tab would.
 *
 * decision: a number of type 2 has no subscribe button (spec 3 §5); subscribing from the receive
 * panel keeps the wait running (the code may still come), from the reminder it finishes.
 */
import { and, assign, not, setup } from 'xstate';
import { firstAvailableType, remindsToSubscribe } from '../../../services/verification/jiema.ts';
import { COPIED_MS, nextTip, type TipEvent } from '../../../services/verification/rules.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import {
  announceCode,
  catalogueLoadingState,
  codeReceivingGuards,
  lockOutcomes,
  refreshBalanceOnArrival,
  smsPollingState,
  subscribingState,
  tellSubscribeTaken,
} from '../../shared/codeReceiving.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import { smsPollingMachine } from '../../verificationCodes/smsPolling/smsPolling.machine.ts';
import type {
  CatalogueResult,
  ChangeResult,
  CodeCountryCode,
  CodeSms,
  JiemaLockRequest,
  JiemaNewContext,
  JiemaNewEvent,
  JiemaNewInput,
  LockedPhone,
  LockResult,
  NumberType,
  PhoneOptionsResult,
  SmsPollingOutput,
} from './types.ts';

const NO_LOCK = {
  locked: null,
  received: false,
  subscribed: false,
  lastPoll: null,
  copied: null,
  tip: 'instructions',
} as const;

export const jiemaNewMachine = setup({
  types: {
    context: {} as JiemaNewContext,
    events: {} as JiemaNewEvent,
    input: {} as JiemaNewInput,
  },
  actors: {
    /** GET /getAppList: the services and countries. */
    loadCatalogue: notProvided<CatalogueResult>('loadCatalogue'),
    /** GET /getVerificationCodePhoneListV2 {app, code}: which number types have a free number. */
    loadOptions: notProvided<PhoneOptionsResult, { app: string; code: CodeCountryCode }>('loadOptions'),
    lock: notProvided<LockResult, JiemaLockRequest>('lock'),
    /** GET /subVerificationCodePhone {app, number}. */
    subscribe: notProvided<ChangeResult, { app: string; number: string }>('subscribe'),
    smsPolling: smsPollingMachine,
  },
  delays: { copied: COPIED_MS },
  actions: {
    storeCatalogue: assign((_, result: CatalogueResult) =>
      result.ok ? { apps: result.data.apps, countries: result.data.countries } : {},
    ),
    storeSearch: assign((_, params: { search: string }) => ({ search: params.search })),
    /** The country stays when the service changes (the first one at first). */
    storeService: assign(({ context }, params: { app: string }) => ({
      app: params.app,
      country: context.country ?? context.countries[0]?.code ?? null,
    })),
    storeCountry: assign((_, params: { code: CodeCountryCode }) => ({ country: params.code })),
    /** spec 3 §4: choosing a service or country resets the radios. */
    resetType: assign({ options: [], numberType: null }),
    storeOptions: assign((_, result: PhoneOptionsResult) => {
      const options = result.ok ? result.data : [];
      return { options, numberType: firstAvailableType(options) };
    }),
    storeType: assign((_, params: { numberType: NumberType }) => ({ numberType: params.numberType })),
    toggleTerms: assign(({ context }) => ({ termsAccepted: !context.termsAccepted })),
    // spec 3 §4: a number taken shows the receive panel (its tip from the start) and the last app is
    // remembered — the next lock names it (lastApp, lastNumber), whichever way it is asked for.
    storeLocked: assign((_, result: LockResult) =>
      result.ok
        ? { ...NO_LOCK, locked: result.data, lastApp: result.data.app, lastNumber: result.data.fullNumber }
        : {},
    ),
    /** A past number locked again by the old tab: its service, country and type are this flow's now. */
    storeReused: assign((_, params: { locked: LockedPhone }) => ({
      ...NO_LOCK,
      locked: params.locked,
      lastApp: params.locked.app,
      lastNumber: params.locked.fullNumber,
      app: params.locked.app,
      country: params.locked.code,
      numberType: params.locked.numberType,
    })),
    /** 'change to a new number' names the number given back (spec 3 §7 lastApp, lastNumber). */
    rememberLast: assign(({ context }) =>
      context.locked ? { lastApp: context.locked.app, lastNumber: context.locked.fullNumber } : {},
    ),
    forgetLock: assign(NO_LOCK),
    storeChecked: assign(({ context }, params: { arrived: number }) =>
      params.arrived > 0
        ? { received: true, tip: nextTip(context.tip, 'sms.received') }
        : { tip: nextTip(context.tip, 'check.empty') },
    ),
    moveTip: assign(({ context }, event: TipEvent) => ({ tip: nextTip(context.tip, event) })),
    announceCode: ({ context, system }, params: { newest: CodeSms | null }) =>
      announceCode(system, context.locked?.name ?? context.locked?.app ?? '', params.newest),
    refreshBalance: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'balance.refresh' }),
    refreshBalanceOnArrival,
    tellSubscribeTaken,
    storeLastPoll: assign((_, output: SmsPollingOutput) => ({ lastPoll: output })),
    markSubscribed: assign({ subscribed: true }),
    tellBusy: ({ context }, params: { busy: boolean }) =>
      toParent(context.parent, { type: 'jiema.busy', busy: params.busy }),
    markCopied: assign((_, params: { what: 'number' | 'code' }) => ({ copied: params.what })),
    clearCopied: assign({ copied: null }),
    /** Provided by the area: the text goes to the clipboard. */
    copyText: (_, _text: string) => {},
    reportUnexpectedError: ({ event }) => console.error('jiemaNew: unexpected failure', event),
  },
  guards: {
    ...codeReceivingGuards,
    termsAccepted: ({ context }) => context.termsAccepted,
    catalogueRead: ({ context }) => context.apps.length > 0,
    typeChosen: ({ context }) => context.numberType !== null,
    typeAvailable: ({ context }, params: { numberType: NumberType }) =>
      context.options.some((option) => option.numberType === params.numberType && option.canGetNumber),
    canSubscribe: ({ context }) => (context.locked?.canSub ?? false) && !context.subscribed,
    remindsToSubscribe: ({ context }) =>
      remindsToSubscribe({
        canSub: context.locked?.canSub ?? false,
        received: context.received,
        subscribed: context.subscribed,
      }),
  },
}).createMachine({
  id: 'jiemaNew',
  description: "JieMa's 'get new number': service, country and number type, then the receive panel.",
  type: 'parallel',
  context: ({ input }) => ({
    parent: input.parent,
    apps: [],
    countries: [],
    search: '',
    app: null,
    country: null,
    options: [],
    numberType: null,
    termsAccepted: true,
    lastApp: '',
    lastNumber: '',
    ...NO_LOCK,
  }),
  on: { 'terms.toggle': { actions: 'toggleTerms' } },
  states: {
    flow: {
      description: 'The three steps.',
      initial: 'loading',
      on: {
        // The tool is on the old tab, so this tab does not poll; a reused number starts a wait anew
        // (once the catalogue is read: finishing returns to the service list).
        'jiema.reused': {
          guard: 'catalogueRead',
          target: '.receive',
          actions: { type: 'storeReused', params: eventOf },
        },
      },
      states: {
        loading: catalogueLoadingState('GET /getAppList.', 'service', 'failed'),
        failed: {
          description: 'The catalogue could not be read (the refusal was routed); a retry reads it again.',
          on: { 'catalogue.reload': 'loading' },
        },
        service: {
          description: 'Step 1: the searchable service list.',
          on: {
            'service.search': { actions: { type: 'storeSearch', params: eventOf } },
            'service.select': {
              target: 'options',
              actions: { type: 'storeService', params: eventOf },
            },
          },
        },
        options: {
          description: "Step 2: the country select and the number-type radio; 'get number'.",
          on: {
            'country.select': {
              target: '.loading',
              reenter: true,
              actions: { type: 'storeCountry', params: eventOf },
            },
            'step.back': 'service',
            'number.get': { guard: and(['termsAccepted', 'typeChosen']), target: 'locking' },
          },
          initial: 'loading',
          states: {
            loading: {
              description: 'GET /getVerificationCodePhoneListV2 for the service and country.',
              // spec 3 §4: choosing a service or country resets the radios (and so does a reload).
              entry: 'resetType',
              invoke: {
                id: 'loadOptions',
                src: 'loadOptions',
                input: ({ context }) => ({ app: context.app ?? '', code: context.country ?? 'US' }),
                // A failed lookup shows the no-number message (no type is available).
                onDone: { target: 'ready', actions: { type: 'storeOptions', params: outputOf } },
                onError: { target: 'ready', actions: 'reportUnexpectedError' },
              },
            },
            ready: {
              description: 'The radio shows the available types (none: the no-number message).',
              on: {
                'type.select': {
                  guard: { type: 'typeAvailable', params: eventOf },
                  actions: { type: 'storeType', params: eventOf },
                },
              },
            },
          },
        },
        locking: {
          description: 'GET /lockVerificationCodePhone: any free number of the chosen type.',
          invoke: {
            id: 'lock',
            src: 'lock',
            input: ({ context }) => ({
              app: context.app ?? '',
              code: context.country ?? 'US',
              numberType: context.numberType ?? 1,
              lastApp: context.lastApp,
              lastNumber: context.lastNumber,
            }),
            ...lockOutcomes({
              locked: 'receive',
              noNumber: 'noNumber',
              // Another refusal (profile, balance) was routed by the API layer. Step 2 reads what is
              // on offer again (after a reused number it was never read).
              refused: [{ target: 'options' }],
              forget: 'forgetLock',
            }),
          },
        },
        noNumber: {
          description: "The dialog 'temporarily no numbers, please retry'.",
          // Step 2 again, with what is on offer now.
          on: { 'dialog.close': 'options' },
        },
        receive: {
          description: 'Step 3: the receive panel of the locked number.',
          type: 'parallel',
          on: {
            // 'change to a new number' (while polling) or 'get number' again after the wait.
            'number.get': { guard: 'termsAccepted', target: 'locking', actions: 'rememberLast' },
          },
          states: {
            wait: {
              description: 'The wait for the SMS.',
              initial: 'polling',
              states: {
                polling: smsPollingState(
                  "The polling chart runs; the tool's tabs wait ('operation in progress').",
                  'waited',
                ),
                waited: { description: 'The wait ended; its messages stay.' },
              },
            },
            dialog: {
              description: 'Subscribe confirm, subscribe reminder, subscribed thanks.',
              initial: 'none',
              states: {
                none: {
                  description: 'No dialog.',
                  on: {
                    'subscribe.request': { guard: 'canSubscribe', target: 'confirm' },
                    'flow.finish': [
                      { guard: 'remindsToSubscribe', target: 'reminder' },
                      { target: '#jiemaNew.flow.service', actions: 'forgetLock' },
                    ],
                  },
                },
                confirm: {
                  description: 'Subscribe confirm (rent and code rate).',
                  on: { 'subscribe.confirm': 'subscribing', 'dialog.close': 'none' },
                },
                subscribing: subscribingState('GET /subVerificationCodePhone.', {
                  subscribed: 'thanks',
                  subscribedActions: ['markSubscribed', 'refreshBalance'],
                  refused: 'none',
                }),
                thanks: {
                  description: 'Subscribed thanks.',
                  on: { 'dialog.close': 'none' },
                },
                reminder: {
                  description: 'Finishing with a subscribable number that received an SMS: subscribe first?',
                  on: {
                    'subscribe.confirm': 'subscribingOnFinish',
                    'dialog.close': { target: '#jiemaNew.flow.service', actions: 'forgetLock' },
                  },
                },
                subscribingOnFinish: subscribingState(
                  'GET /subVerificationCodePhone from the reminder; then the flow closes.',
                  {
                    id: 'subscribeOnFinish',
                    subscribed: 'thanksOnFinish',
                    subscribedActions: ['markSubscribed', 'refreshBalance'],
                    refused: 'reminder',
                  },
                ),
                thanksOnFinish: {
                  description: 'Subscribed thanks; closing it finishes.',
                  on: { 'dialog.close': { target: '#jiemaNew.flow.service', actions: 'forgetLock' } },
                },
              },
            },
            copy: {
              description: "The copy buttons' 'copied' confirmation (2 s).",
              initial: 'idle',
              on: {
                'number.copy': {
                  target: '.shown',
                  reenter: true,
                  actions: [
                    { type: 'copyText', params: ({ context }) => `+${context.locked?.fullNumber ?? ''}` },
                    { type: 'markCopied', params: { what: 'number' } },
                    { type: 'moveTip', params: 'number.copied' },
                  ],
                },
                'code.copy': {
                  target: '.shown',
                  reenter: true,
                  actions: [
                    { type: 'copyText', params: ({ event }) => event.code },
                    { type: 'markCopied', params: { what: 'code' } },
                    { type: 'moveTip', params: 'code.copied' },
                  ],
                },
              },
              states: {
                idle: { description: 'Nothing copied lately.' },
                shown: {
                  description: "'Copied' shows.",
                  after: { copied: { target: 'idle', actions: 'clearCopied' } },
                },
              },
            },
          },
        },
      },
    },
    termsAlert: {
      description: 'spec 3 §5: the must-agree-to-terms alert.',
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No alert.',
          on: { 'number.get': { guard: not('termsAccepted'), target: 'shown' } },
        },
        shown: {
          description: 'A get-number press with the terms unticked.',
          on: { 'alert.close': 'hidden' },
        },
      },
    },
  },
});

export type JiemaNewMachine = typeof jiemaNewMachine;
