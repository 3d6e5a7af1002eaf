/**
 * New Code (spec 3 §2 New Code, §4 New Code, §5, §8): getting a verification code on a number.
 *
 * - `choosing` (step 1): the catalogue (services and countries), then a service and a country
 *   load the numbers on offer and the service's rent and rate; a number, the terms and Next
 *   (enabled only when a number is selected, the terms are accepted and the number matches the
 *   search, spec 3 §5).
 * - `locking`: GET /lockVerificationCodePhone. HTTP 400 with 500000 is 'no number available'
 *   (spec 3 §8, read from the flow's own answer); 100023 was routed to the profile gate by the API
 *   layer and step 1 shows again.
 * - `receiving` (step 2), parallel: the receive/send `mode` (send only when the number
 *   `canSendCodeSms`), the `polling` child (`smsPolling`: 180 s, every 5 s), the `panel` with its
 *   dialogs (done confirm, subscribe confirm, sending, send success) and the `copy` confirmation.
 *   Try another locks a new number (disabled once an SMS arrived or in get-code mode); Back stops
 *   the polling and reloads the numbers on offer; Done with a subscribable number that received an
 *   SMS asks first, otherwise it goes back. After an SMS was sent from a number that was not
 *   subscribable it becomes subscribable (spec 3 §4).
 * - After subscribing (spec 3 §4) New Code shows step 1 again — the area hears `newCode.subscribed`
 *   and reads its numbers and the balance again — and get-code mode ends (`subscribed`, final: the
 *   area shows its verification numbers). In get-code mode (Get Code on a subscribed number) the flow starts by reading that number's
 *   earlier codes (GET /getVerificationCodeSmsList, shown with the wait's new ones) and locking it,
 *   and Back or Done end it (`closed`).
 */
import { and, assign, not, sendTo, setup, stateIn } from 'xstate';
import {
  COPIED_MS,
  canGoNext,
  canSend,
  nextTip,
  recipientOf,
  searchInForce,
  subscribeShown,
  type TipEvent,
} from '../../../services/verification/rules.ts';
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
import { serviceRefused, tellRefusal } from '../../shared/numberRefusals.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import { smsPollingMachine } from '../smsPolling/smsPolling.machine.ts';
import type {
  CatalogueResult,
  ChangeResult,
  CodeCountryCode,
  CodeSms,
  EarlierResult,
  FeeResult,
  LockRequest,
  LockResult,
  NewCodeContext,
  NewCodeEvent,
  NewCodeInput,
  NewCodeOutput,
  PhoneOption,
  PhoneOptionsResult,
  SendCodeSmsRequest,
  SmsPollingOutput,
} from './types.ts';

/** spec 3 §7: the lock's number for 'try another'. */
export const NEW_NUMBER = 'Get a New Number';

const fullNumberOf = (option: { telCode: string; phone: string }) => `${option.telCode}${option.phone}`;

function optionOf(context: NewCodeContext): PhoneOption | null {
  return context.options.find((option) => fullNumberOf(option) === context.selected) ?? null;
}

/**
 * The locked number may be subscribed (spec 3 §4, §5): the server offers it (`canSub`: type 1, not
 * subscribed; type 2 never) and an SMS arrived on it or was sent from it ('after an SMS is sent
 * from a non-subscribed number it becomes subscribable').
 */
export function subscribable(context: NewCodeContext): boolean {
  const { locked } = context;
  if (!locked || locked.subStatus === 1 || !subscribeShown(locked.numberType) || !locked.canSub) return false;
  return context.received || context.sentFrom;
}

export const newCodeMachine = setup({
  types: {
    context: {} as NewCodeContext,
    events: {} as NewCodeEvent,
    input: {} as NewCodeInput,
    output: {} as NewCodeOutput,
  },
  actors: {
    /** GET /getAppList: the services and countries. */
    loadCatalogue: notProvided<CatalogueResult>('loadCatalogue'),
    /** GET /getVerificationCodePhoneListV2 {app, code}. */
    loadOptions: notProvided<PhoneOptionsResult, { app: string; code: CodeCountryCode }>('loadOptions'),
    /** GET /getCodeNumberFeeByAppV2 {app}: the rent and rate shown in step 1. */
    loadFee: notProvided<FeeResult, { app: string }>('loadFee'),
    /** GET /lockVerificationCodePhone. */
    lock: notProvided<LockResult, LockRequest>('lock'),
    /** GET /subVerificationCodePhone {app, number}. */
    subscribe: notProvided<ChangeResult, { app: string; number: string }>('subscribe'),
    /** POST /sendCodeSms {from, to, app, text}. */
    sendSms: notProvided<ChangeResult, SendCodeSmsRequest>('sendSms'),
    /** GET /getVerificationCodeSmsList {app, number, count}: get-code mode's earlier codes. */
    loadEarlier: notProvided<EarlierResult, { app: string; number: string }>('loadEarlier'),
    smsPolling: smsPollingMachine,
  },
  delays: { copied: COPIED_MS },
  actions: {
    storeCatalogue: assign((_, result: CatalogueResult) =>
      result.ok ? { apps: result.data.apps, countries: result.data.countries } : {},
    ),
    // issue 27 item 4: another service or country is another list; the search typed for the old one goes.
    storeApp: assign((_, params: { app: string }) => ({
      app: params.app,
      options: [],
      selected: null,
      fees: [],
      search: '',
    })),
    storeCountry: assign((_, params: { code: CodeCountryCode }) => ({
      country: params.code,
      options: [],
      selected: null,
      search: '',
    })),
    storeOptions: assign((_, result: PhoneOptionsResult) => ({ options: result.ok ? result.data : [] })),
    /** spec 3 §8: a failed number lookup clears the selected number. */
    clearOptions: assign({ options: [], selected: null }),
    storeFee: assign((_, result: FeeResult) => ({ fees: result.ok ? result.data : [] })),
    storeSelected: assign((_, params: { number: string }) => ({ selected: params.number })),
    storeSearch: assign((_, params: { search: string }) => ({ search: params.search.slice(0, 40) })),
    toggleTerms: assign(({ context }) => ({ termsAccepted: !context.termsAccepted })),
    storeLocked: assign(({ context }, result: LockResult) => {
      if (!result.ok) return {};
      const locked = result.data;
      return {
        locked,
        lastApp: locked.app,
        lastNumber: fullNumberOf(locked),
        received: false,
        sentFrom: false,
        lastPoll: null,
        tip: nextTip(context.tip, 'number.locked'),
        draft: { text: '', countryCode: `+${locked.telCode}`, phone: '' },
      };
    }),
    forgetLocked: assign({ locked: null, received: false, sentFrom: false }),
    moveTip: assign(({ context }, event: TipEvent) => ({ tip: nextTip(context.tip, event) })),
    storeChecked: assign(({ context }, params: { arrived: number }) =>
      params.arrived > 0
        ? { received: true, tip: nextTip(context.tip, 'sms.received') }
        : { tip: nextTip(context.tip, 'check.empty') },
    ),
    announceCode: ({ context, system }, params: { newest: CodeSms | null }) => {
      const appName = context.apps.find((app) => app.app === context.locked?.app)?.name ?? context.locked?.app ?? '';
      announceCode(system, appName, params.newest);
    },
    refreshBalanceOnArrival,
    tellSubscribeTaken,
    editDraft: assign(({ context }, params: { field: 'text' | 'countryCode' | 'phone'; value: string }) => ({
      draft: { ...context.draft, [params.field]: params.value.slice(0, params.field === 'text' ? 500 : 20) },
    })),
    markSent: assign({ sentFrom: true }),
    storeLastPoll: assign((_, output: SmsPollingOutput) => ({ lastPoll: output })),
    markSubscribed: assign({ subscribed: true }),
    storeEarlier: assign((_, result: EarlierResult) =>
      result.ok ? { earlier: result.data, earlierFailed: false } : { earlier: [], earlierFailed: true },
    ),
    markEarlierFailed: assign({ earlier: [], earlierFailed: true }),
    /** A pushed SMS goes to the polling child, which merges it with the checks' answers. */
    forwardPushed: sendTo('smsPolling', ({ event }) => event),
    clearText: assign(({ context }) => ({ draft: { ...context.draft, text: '' } })),
    /** Provided by the area: the text goes to the clipboard. */
    copyText: (_, _text: string) => {},
    tellSendRefused: ({ system }) => tellRefusal(system, 'vcode.send.refused'),
    /**
     * New Code subscribed a number and shows step 1 again (spec 3 §4): the area reads its number list
     * and the balance again, and the snackbar says where the number is now.
     */
    tellSubscribed: ({ context, system }) => {
      toParent(context.parent, { type: 'newCode.subscribed' });
      const number = context.locked ? `+${fullNumberOf(context.locked)}` : '';
      tell(system, SYSTEM_ID.overlays, {
        type: 'snackbar.show',
        tone: 'info',
        notice: { messageKey: 'vcode.subscribed.notice', values: { number } },
      });
    },
    tellBusy: ({ context }, params: { busy: boolean }) =>
      toParent(context.parent, { type: 'newCode.busy', busy: params.busy }),
    reportUnexpectedError: ({ event }) => console.error('newCode: unexpected failure', event),
  },
  guards: {
    ...codeReceivingGuards,
    getCodeMode: ({ context }) => context.getCode !== null,
    choiceComplete: ({ context }) => context.app !== null && context.country !== null,
    appChosen: ({ context }) => context.app !== null,
    knownApp: ({ context }, params: { app: string }) => context.apps.some((app) => app.app === params.app),
    knownCountry: ({ context }, params: { code: string }) =>
      context.countries.some((country) => country.code === params.code),
    /** Only a number that may be taken (spec 3 §3 canGetNumber). */
    offered: ({ context }, params: { number: string }) =>
      context.options.some((option) => fullNumberOf(option) === params.number && option.canGetNumber),
    canGoNext: ({ context }) =>
      canGoNext({
        selected: optionOf(context),
        termsAccepted: context.termsAccepted,
        search: searchInForce(context.options.length, context.search),
      }),
    canSendSms: ({ context }) => context.locked?.canSendCodeSms === true,
    /** spec 3 §4: try another is disabled once an SMS arrived or in get-code mode. */
    mayTryAnother: ({ context }) => !context.received && context.getCode === null,
    subscribable: ({ context }) => subscribable(context),
    /** spec 3 §4: Done with a subscribable number and an SMS asks first. */
    asksBeforeDone: ({ context }) => subscribable(context) && context.received,
    sendRefused: (_, result: ChangeResult) => serviceRefused(result),
    draftSendable: ({ context }) =>
      context.locked !== null && canSend(context.draft.text, context.draft.countryCode, context.draft.phone),
  },
}).createMachine({
  id: 'newCode',
  description: 'New Code: a service, a country and a number, then the code SMS on the locked number.',
  context: ({ input }) => ({
    parent: input.parent,
    getCode: input.getCode ?? null,
    apps: [],
    countries: [],
    app: input.getCode?.app ?? null,
    country: input.getCode?.code ?? null,
    options: [],
    fees: [],
    selected: null,
    search: '',
    termsAccepted: false,
    locked: null,
    lastApp: '',
    lastNumber: '',
    received: false,
    sentFrom: false,
    tip: 'instructions',
    draft: { text: '', countryCode: '', phone: '' },
    subscribed: false,
    lastPoll: null,
    earlier: [],
    earlierFailed: false,
  }),
  initial: 'starting',
  states: {
    starting: catalogueLoadingState(
      'The catalogue (services and countries) is read; both modes show app names from it.',
      'routing',
      'catalogueFailed',
    ),
    catalogueFailed: {
      description: 'The catalogue could not be read (the refusal was routed); Try again reads it again.',
      on: { 'catalogue.reload': 'starting' },
    },
    routing: {
      description: "Get-code mode reads its number's earlier codes, then locks it; New Code goes to step 1.",
      always: [{ guard: 'getCodeMode', target: 'readingEarlier' }, { target: 'choosing' }],
    },
    readingEarlier: {
      description:
        'Get-code mode: GET /getVerificationCodeSmsList, the earlier codes of the subscribed number (issue 27 item 4).',
      invoke: {
        id: 'loadEarlier',
        src: 'loadEarlier',
        input: ({ context }) => ({
          app: context.getCode?.app ?? '',
          number: context.getCode ? `${context.getCode.telCode}${context.getCode.phone}` : '',
        }),
        // Either way the wait goes on: a new code still shows; a failed read is said, not hidden.
        onDone: { target: 'locking', actions: { type: 'storeEarlier', params: outputOf } },
        onError: { target: 'locking', actions: ['markEarlierFailed', 'reportUnexpectedError'] },
      },
    },
    choosing: {
      description: 'Step 1: service, country, the numbers on offer, the terms and Next.',
      type: 'parallel',
      on: {
        'number.select': {
          guard: { type: 'offered', params: eventOf },
          actions: { type: 'storeSelected', params: eventOf },
        },
        'search.change': { actions: { type: 'storeSearch', params: eventOf } },
        'terms.toggle': { actions: 'toggleTerms' },
        // The list shows what is on offer now: not while it is read again.
        'step.next': { guard: and(['canGoNext', stateIn('#newCode.choosing.options.ready')]), target: 'locking' },
      },
      states: {
        options: {
          description: 'The numbers on offer for the chosen service and country.',
          initial: 'loading',
          // Here, not on `choosing`: the fee region hears `app.select` too, and a transition of the
          // parallel parent would lose to it.
          on: {
            'app.select': {
              guard: { type: 'knownApp', params: eventOf },
              target: '.loading',
              actions: { type: 'storeApp', params: eventOf },
            },
            'country.select': {
              guard: { type: 'knownCountry', params: eventOf },
              target: '.loading',
              actions: { type: 'storeCountry', params: eventOf },
            },
          },
          states: {
            loading: {
              description: 'Waiting for a service and a country, or GET /getVerificationCodePhoneListV2 under way.',
              always: { guard: not('choiceComplete'), target: 'incomplete' },
              invoke: {
                id: 'loadOptions',
                src: 'loadOptions',
                input: ({ context }) => ({ app: context.app ?? '', code: context.country ?? 'US' }),
                onDone: [
                  {
                    guard: { type: 'answerOk', params: outputOf },
                    target: 'ready',
                    actions: { type: 'storeOptions', params: outputOf },
                  },
                  { target: 'failed', actions: 'clearOptions' },
                ],
                onError: { target: 'failed', actions: ['clearOptions', 'reportUnexpectedError'] },
              },
            },
            incomplete: { description: 'A service or a country is still to be chosen.' },
            ready: {
              description: 'The numbers show (none: the no-number message).',
              on: { 'options.reload': 'loading' },
            },
            failed: {
              description: 'The lookup failed: a no-number message, nothing selected (spec 3 §8).',
              on: { 'options.reload': 'loading' },
            },
          },
        },
        fee: {
          description: "The chosen service's monthly rent and code rate.",
          initial: 'loading',
          on: { 'app.select': { guard: { type: 'knownApp', params: eventOf }, target: '.loading' } },
          states: {
            loading: {
              description: 'GET /getCodeNumberFeeByAppV2 under way (or no service chosen yet).',
              always: { guard: not('appChosen'), target: 'unknown' },
              invoke: {
                id: 'loadFee',
                src: 'loadFee',
                input: ({ context }) => ({ app: context.app ?? '' }),
                onDone: { target: 'unknown', actions: { type: 'storeFee', params: outputOf } },
                onError: { target: 'unknown', actions: 'reportUnexpectedError' },
              },
            },
            unknown: { description: 'Shown when known.' },
          },
        },
      },
    },
    locking: {
      description: 'GET /lockVerificationCodePhone for the chosen (or get-code) number.',
      invoke: {
        id: 'lock',
        src: 'lock',
        input: ({ context }): LockRequest => {
          const target = context.getCode;
          const option = optionOf(context);
          return {
            app: context.app ?? '',
            code: context.country ?? 'US',
            number: target ? `${target.telCode}${target.phone}` : (context.selected ?? ''),
            lastApp: context.lastApp,
            lastNumber: context.lastNumber,
            numberType: target?.numberType ?? option?.numberType ?? 1,
          };
        },
        ...lockOutcomes({
          locked: 'receiving',
          noNumber: 'noNumber',
          refused: [{ guard: 'getCodeMode', target: 'closed' }, { target: 'choosing' }],
        }),
      },
    },
    retrying: {
      description: "Try another: a new number for the same service and country ('Get a New Number').",
      invoke: {
        id: 'lockAnother',
        src: 'lock',
        input: ({ context }): LockRequest => ({
          app: context.app ?? '',
          code: context.country ?? 'US',
          number: NEW_NUMBER,
          lastApp: context.lastApp,
          lastNumber: context.lastNumber,
          numberType: context.locked?.numberType ?? 1,
        }),
        ...lockOutcomes({
          locked: 'receiving',
          noNumber: 'noNumber',
          refused: [{ target: 'choosing' }],
          forget: 'forgetLocked',
        }),
      },
    },
    noNumber: {
      description: "The 'no number available, try again later' dialog (spec 3 §8).",
      on: {
        'dialog.close': [{ guard: 'getCodeMode', target: 'closed' }, { target: 'choosing.options.loading' }],
      },
    },
    receiving: {
      description: 'Step 2: the locked number, its messages, sending, Done and Subscribe.',
      type: 'parallel',
      on: {
        'step.back': [
          { guard: 'getCodeMode', target: 'closed' },
          // spec 3 §4: Back clears the timer (the polling child stops) and reloads the number list.
          { target: 'choosing.options.loading', actions: 'forgetLocked' },
        ],
      },
      states: {
        mode: {
          description: 'The receive/send toggle (send only when the number can send SMS).',
          initial: 'receive',
          states: {
            receive: {
              description: 'The receive panel: service, number, tip, messages, try another.',
              on: { 'mode.send': { guard: 'canSendSms', target: 'send' } },
            },
            send: {
              description: 'The send panel: from, text, country code, phone, send.',
              on: { 'mode.receive': 'receive' },
            },
          },
        },
        polling: {
          description: 'Waiting for the code SMS (the smsPolling chart).',
          initial: 'active',
          states: {
            active: smsPollingState('Polling: the verification menu waits (operation in progress).', 'stopped', {
              'sms.pushed': { actions: 'forwardPushed' },
            }),
            stopped: { description: 'The window ended (expired, counter zero, or 100008).' },
          },
        },
        panel: {
          description: 'The buttons of step 2 and their dialogs.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No dialog.',
              on: {
                'number.copy': {
                  actions: [
                    {
                      type: 'copyText',
                      params: ({ context }) => `+${context.locked ? fullNumberOf(context.locked) : ''}`,
                    },
                    { type: 'moveTip', params: 'number.copied' },
                  ],
                },
                'number.tryAnother': { guard: 'mayTryAnother', target: '#newCode.retrying' },
                'flow.done': [
                  { guard: 'asksBeforeDone', target: 'confirmingDone' },
                  { guard: 'getCodeMode', target: '#newCode.closed' },
                  { target: '#newCode.choosing.options.loading', actions: 'forgetLocked' },
                ],
                'subscribe.request': { guard: 'subscribable', target: 'confirmingSubscribe' },
                'send.edit': { actions: { type: 'editDraft', params: eventOf } },
                // spec 3 §5: without text and recipient nothing happens.
                'send.submit': { guard: 'draftSendable', target: 'sending' },
              },
            },
            confirmingDone: {
              description: 'The done confirmation: the number received a code and may be kept.',
              on: {
                'done.confirm': [
                  { guard: 'getCodeMode', target: '#newCode.closed' },
                  { target: '#newCode.choosing.options.loading', actions: 'forgetLocked' },
                ],
                'subscribe.request': 'confirmingSubscribe',
                'dialog.close': 'idle',
              },
            },
            confirmingSubscribe: {
              description: 'The subscribe confirmation with the monthly rent and the code rate.',
              on: { 'subscribe.confirm': 'subscribing', 'dialog.close': 'idle' },
            },
            subscribing: subscribingState('GET /subVerificationCodePhone under way.', {
              subscribed: '#newCode.afterSubscribe',
              subscribedActions: 'markSubscribed',
              refused: 'idle',
            }),
            sending: {
              description: 'POST /sendCodeSms under way.',
              invoke: {
                id: 'sendSms',
                src: 'sendSms',
                input: ({ context }) => ({
                  from: context.locked ? fullNumberOf(context.locked) : '',
                  to: recipientOf(context.draft.countryCode, context.draft.phone) ?? '',
                  app: context.locked?.app ?? '',
                  text: context.draft.text.trim(),
                }),
                onDone: [
                  { guard: { type: 'answerOk', params: outputOf }, target: 'sent', actions: ['markSent', 'clearText'] },
                  // issue 27 item 2: the carrier refused it (500000, silent in the catalogue): said.
                  { guard: { type: 'sendRefused', params: outputOf }, target: 'idle', actions: 'tellSendRefused' },
                  { target: 'idle' },
                ],
                onError: { target: 'idle', actions: 'reportUnexpectedError' },
              },
            },
            sent: {
              description: 'The send-success dialog.',
              on: { 'dialog.close': 'idle' },
            },
          },
        },
        copy: {
          description: "The code's copy button and its 'copied' confirmation (2 s).",
          initial: 'idle',
          states: {
            idle: {
              description: 'The copy button.',
              on: {
                'code.copy': {
                  target: 'copied',
                  actions: [
                    { type: 'copyText', params: ({ event }) => event.code },
                    { type: 'moveTip', params: 'code.copied' },
                  ],
                },
              },
            },
            copied: {
              description: "'Copied' shows.",
              after: { copied: 'idle' },
              on: {
                'code.copy': {
                  target: 'copied',
                  reenter: true,
                  actions: { type: 'copyText', params: ({ event }) => event.code },
                },
              },
            },
          },
        },
      },
    },
    afterSubscribe: {
      description:
        'spec 3 §4: after subscribing, get-code mode returns to number management; New Code to step 1 (the list read again).',
      always: [
        { guard: 'getCodeMode', target: 'subscribed' },
        { target: 'choosing.options.loading', actions: ['tellSubscribed', 'forgetLocked'] },
      ],
    },
    subscribed: {
      type: 'final',
      description: 'Get-code mode: the number was subscribed; the area shows the verification numbers.',
    },
    closed: { type: 'final', description: 'Get-code mode ended (Back, Done, or the number could not be locked).' },
  },
  output: ({ context }) => ({ subscribed: context.subscribed }),
});

export type NewCodeMachine = typeof newCodeMachine;
