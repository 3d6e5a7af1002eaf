/**
 * The new-number flow (spec 3 §2 New Number screen, §4 New number flow, §5): step 1 picks a
 * country, a province and an area code (the selectors spec 3 §5 hides still hold the first
 * entry), then a number — the first is auto-selected; no numbers or a failed lookup is the
 * no-number state, where Next is disabled. Step 2 picks a plan, keeps the agreement (ticked at
 * first; unticked, confirm is disabled), shows the subscription tips dialog and buys. The success
 * dialog shows `subHint`; the balance is refreshed (the root) and OK ends the flow, whose output
 * tells the numbers area to reload its list and show number management.
 *
 * Refusals are routed by the API layer (spec 1 §8: 400001 → the no-credit dialog, 100023 → the
 * profile gate); the chart only goes back to choosing a plan. A number someone else took between
 * choosing and buying (500000, silent in the catalogue) is the chart's own: it says so and goes
 * back to the number step with the list asked for again (issue 27 item 2).
 */
import { assign, setup } from 'xstate';
import { RETCODE } from '../../../services/api/contract/retcodes.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { chooseAreaCode, chooseCountry, chooseProvince, chooseType, initialChoice } from './areaChoice.ts';
import type {
  AreaChoice,
  AreasResult,
  BuyNumberRequest,
  BuyResult,
  FindNumbersRequest,
  LoadPlansRequest,
  NewNumberContext,
  NewNumberEvent,
  NewNumberInput,
  NewNumberOutput,
  NumbersResult,
  PlansResult,
} from './types.ts';

type Select = Extract<
  NewNumberEvent,
  { type: 'country.select' | 'numberType.select' | 'province.select' | 'areaCode.select' }
>;

/** The choice a selector event leads to, or null when it names nothing on offer. */
function nextChoice(context: NewNumberContext, event: Select): AreaChoice | null {
  const { countries, choice } = context;
  if (event.type === 'country.select') return chooseCountry(countries, event.code);
  if (!choice) return null;
  if (event.type === 'numberType.select') return chooseType(countries, choice, event.name);
  if (event.type === 'province.select') return chooseProvince(countries, choice, event.name);
  return chooseAreaCode(countries, choice, event.areaCode);
}

const telCodeOf = (context: NewNumberContext) =>
  context.countries.find((country) => country.code === context.choice?.code)?.telCode ?? '';

/**
 * The area chosen. Invariant: the number and plan steps are entered only with a choice
 * (`hasCountries` before the first, `choosable` before every change).
 */
function choiceOf(context: NewNumberContext): AreaChoice {
  if (context.choice === null) throw new Error('newNumber: no area is chosen');
  return context.choice;
}

const SELECT = {
  guard: { type: 'choosable', params: eventOf },
  target: '#newNumber.number.loading',
  reenter: true,
  actions: { type: 'storeChoice', params: eventOf },
} as const;

export const newNumberMachine = setup({
  types: {
    context: {} as NewNumberContext,
    events: {} as NewNumberEvent,
    input: {} as NewNumberInput,
    output: {} as NewNumberOutput,
    tags: {} as 'busy',
  },
  actors: {
    /** GET /getAreaCodeV2: countries, their types, provinces and area codes. */
    loadAreas: notProvided<AreasResult>('loadAreas'),
    /** GET /getVirtualPhoneByAreaCode. */
    findNumbers: notProvided<NumbersResult, FindNumbersRequest>('findNumbers'),
    /** GET /getPlanList. */
    loadPlans: notProvided<PlansResult, LoadPlansRequest>('loadPlans'),
    /** POST /subVirtualPhone: charges the plan, answers `subHint`. */
    buyNumber: notProvided<BuyResult, BuyNumberRequest>('buyNumber'),
  },
  actions: {
    storeAreas: assign((_, result: AreasResult) =>
      result.ok ? { countries: result.data, choice: initialChoice(result.data) } : {},
    ),
    storeChoice: assign(({ context }, event: Select) => ({ choice: nextChoice(context, event) })),
    /** A new area: the old numbers and choice go (spec 3 §8: a failed lookup clears the number). */
    clearNumbers: assign({ numbers: [], phone: null }),
    /** spec 3 §4: the first number is auto-selected. */
    storeNumbers: assign((_, result: NumbersResult) =>
      result.ok ? { numbers: result.data, phone: result.data[0]?.phone ?? null } : {},
    ),
    selectNumber: assign((_, event: { phone: string }) => ({ phone: event.phone })),
    /** A fresh plan step: nothing chosen, the agreement ticked again (spec 3 §4). */
    resetPlans: assign({ plans: [], planId: null, agreed: true }),
    storePlans: assign((_, result: PlansResult) => (result.ok ? { plans: result.data } : {})),
    selectPlan: assign((_, event: { planId: number }) => ({ planId: event.planId })),
    toggleAgreement: assign(({ context }) => ({ agreed: !context.agreed })),
    storeSubHint: assign((_, result: BuyResult) => (result.ok ? { subHint: result.data.subHint } : {})),
    /** spec 3 §4: on success the balance is refreshed (the root owns it). */
    refreshBalance: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'balance.refresh' }),
    tellNumberTaken: ({ system }) =>
      tell(system, SYSTEM_ID.overlays, { type: 'alert.show', notice: { messageKey: 'newNumber.taken' } }),
  },
  guards: {
    hasCountries: (_, result: AreasResult) => result.ok && initialChoice(result.data) !== null,
    hasNumbers: (_, result: NumbersResult) => result.ok && result.data.length > 0,
    answered: (_, result: { ok: boolean }) => result.ok,
    /** The number went to someone else meanwhile (the server's `numberUnavailable`, 500000). */
    numberTaken: (_, result: BuyResult) => !result.ok && result.retcode === RETCODE.SERVICE_UNAVAILABLE,
    choosable: ({ context }, event: Select) => nextChoice(context, event) !== null,
    offered: ({ context }, event: { phone: string }) => context.numbers.some((n) => n.phone === event.phone),
    planOffered: ({ context }, event: { planId: number }) => context.plans.some((p) => p.planId === event.planId),
    /** spec 3 §5: confirm needs a chosen plan and the agreement ticked. */
    canConfirm: ({ context }) => context.planId !== null && context.agreed,
  },
}).createMachine({
  id: 'newNumber',
  description: 'Renting a new number: choose the number, then a plan, then buy it.',
  context: () => ({
    countries: [],
    choice: null,
    numbers: [],
    phone: null,
    plans: [],
    planId: null,
    agreed: true,
    subHint: '',
  }),
  output: ({ context }) => ({ status: 'bought', telCode: telCodeOf(context), phone: context.phone ?? '' }),
  initial: 'loadingAreas',
  states: {
    loadingAreas: {
      description: 'GET /getAreaCodeV2: the countries on offer.',
      tags: ['busy'],
      invoke: {
        id: 'loadAreas',
        src: 'loadAreas',
        onDone: [
          {
            guard: { type: 'hasCountries', params: outputOf },
            target: 'number',
            actions: { type: 'storeAreas', params: outputOf },
          },
          { target: 'areasUnavailable' },
        ],
        onError: { target: 'areasUnavailable' },
      },
    },
    areasUnavailable: {
      description: 'No country could be loaded: the no-number state (Next disabled); the person may try again.',
      on: { 'areas.reload': 'loadingAreas' },
    },
    number: {
      description: 'Step 1: country, province, area code and number.',
      initial: 'loading',
      on: {
        'country.select': SELECT,
        'numberType.select': SELECT,
        'province.select': SELECT,
        'areaCode.select': SELECT,
      },
      states: {
        loading: {
          description: 'GET /getVirtualPhoneByAreaCode for the chosen area.',
          tags: ['busy'],
          entry: 'clearNumbers',
          invoke: {
            id: 'findNumbers',
            src: 'findNumbers',
            input: ({ context }): FindNumbersRequest => {
              const { code, type, areaCode } = choiceOf(context);
              return { code, type, telCode: telCodeOf(context), areaCode };
            },
            onDone: [
              {
                guard: { type: 'hasNumbers', params: outputOf },
                target: 'ready',
                actions: { type: 'storeNumbers', params: outputOf },
              },
              { target: 'none' },
            ],
            onError: { target: 'none' },
          },
        },
        ready: {
          description: 'Numbers are on offer and one is chosen (the first at first); Next is enabled.',
          on: {
            'number.select': {
              guard: { type: 'offered', params: eventOf },
              actions: { type: 'selectNumber', params: eventOf },
            },
            'step.next': { target: '#newNumber.plan' },
          },
        },
        none: {
          description: 'The no-number state (spec 3 §4): no numbers or a failed lookup; Next is disabled.',
        },
      },
    },
    plan: {
      description: 'Step 2: the plans for the chosen country and type, the agreement, the tips, buying.',
      initial: 'loading',
      entry: 'resetPlans',
      states: {
        loading: {
          description: 'GET /getPlanList for the chosen country and type.',
          tags: ['busy'],
          invoke: {
            id: 'loadPlans',
            src: 'loadPlans',
            input: ({ context }): LoadPlansRequest => ({ code: choiceOf(context).code, type: choiceOf(context).type }),
            onDone: [
              {
                guard: { type: 'answered', params: outputOf },
                target: 'choosing',
                actions: { type: 'storePlans', params: outputOf },
              },
              { target: 'unavailable' },
            ],
            onError: { target: 'unavailable' },
          },
          on: { 'step.back': '#newNumber.number.ready' },
        },
        unavailable: {
          description: 'The plans could not be loaded: try again, or go back to the number.',
          on: { 'plans.reload': 'loading', 'step.back': '#newNumber.number.ready' },
        },
        choosing: {
          description: 'The plans show; confirm is enabled once a plan is chosen and while the agreement is ticked.',
          on: {
            'plan.select': {
              guard: { type: 'planOffered', params: eventOf },
              actions: { type: 'selectPlan', params: eventOf },
            },
            'agreement.toggle': { actions: 'toggleAgreement' },
            'plan.confirm': { guard: 'canConfirm', target: 'reviewing' },
            'step.back': '#newNumber.number.ready',
          },
        },
        reviewing: {
          description: 'The subscription tips dialog: confirm buys, cancel goes back to the plans.',
          on: { 'tips.confirm': 'buying', 'tips.cancel': 'choosing' },
        },
        buying: {
          description:
            'POST /subVirtualPhone; a refusal was routed (no credit, profile gate) and the plans show again; a number taken meanwhile goes back to a fresh list.',
          tags: ['busy'],
          invoke: {
            id: 'buyNumber',
            src: 'buyNumber',
            input: ({ context }): BuyNumberRequest => ({
              planId: context.planId ?? 0,
              telCode: telCodeOf(context),
              phone: context.phone ?? '',
              code: choiceOf(context).code,
              type: choiceOf(context).type,
            }),
            onDone: [
              {
                guard: { type: 'answered', params: outputOf },
                target: '#newNumber.bought',
                actions: [{ type: 'storeSubHint', params: outputOf }, 'refreshBalance'],
              },
              {
                guard: { type: 'numberTaken', params: outputOf },
                target: '#newNumber.number.loading',
                actions: 'tellNumberTaken',
              },
              { target: 'choosing' },
            ],
            onError: { target: 'choosing' },
          },
        },
      },
    },
    bought: {
      description: 'The success dialog with the server’s hint; OK goes back to number management.',
      on: { 'result.ok': 'done' },
    },
    done: { type: 'final', description: 'The number is rented; the numbers area reloads its list.' },
  },
});

export type NewNumberMachine = typeof newNumberMachine;
