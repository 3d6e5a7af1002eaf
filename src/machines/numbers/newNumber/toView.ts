/** What the new-number screen shows, derived from its chart (spec 3 §2 New Number screen, §4, §5). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { VirtualNumberType } from '../../../services/api/contract/messaging.ts';
import { areaSelectorsShown } from '../../../services/numbers/areaSelectors.ts';
import { planTips } from '../../../services/numbers/planTips.ts';
import { optionsOf } from './areaChoice.ts';
import type { NewNumberMachine } from './newNumber.machine.ts';
import type { AreaChoice, AvailableNumber, Plan } from './types.ts';

export type NewNumberActor = ActorRefFrom<NewNumberMachine>;
export type NewNumberSnapshot = SnapshotFrom<NewNumberMachine>;

export interface NewNumberView {
  /** The steps header: 1 choose number, 2 choose plan. */
  step: 1 | 2;
  countries: readonly { code: string; label: string }[];
  choice: AreaChoice | null;
  types: readonly VirtualNumberType[];
  provinces: readonly string[];
  areaCodes: readonly string[];
  /** spec 3 §5: the province and area code selectors GB, AU, HK (and TollFree) hide. */
  show: { type: boolean; province: boolean; areaCode: boolean };
  numbers: readonly AvailableNumber[];
  phone: string | null;
  /** spec 3 §4: no numbers, or a failed lookup — the no-number message; Next disabled. */
  noNumber: boolean;
  canNext: boolean;
  plans: readonly Plan[];
  planId: number | null;
  /** The chosen plan's Tips entry (spec 3 §5), with its ###key### links to map. */
  tips: readonly string[];
  urlDict: Readonly<Record<string, string>>;
  plansUnavailable: boolean;
  agreed: boolean;
  canConfirm: boolean;
  dialog: 'tips' | 'result' | null;
  subHint: string;
  /** POST /subVirtualPhone runs: the tips dialog stays, its buttons locked. */
  buying: boolean;
  busy: boolean;
}

export function newNumberToView(snapshot: NewNumberSnapshot): NewNumberView {
  const { context } = snapshot;
  const options = optionsOf(context.countries, context.choice);
  const selectors = areaSelectorsShown(context.choice?.code ?? '');
  const plan = context.plans.find((p) => p.planId === context.planId);
  const onPlanStep = snapshot.matches('plan') || snapshot.matches('bought') || snapshot.matches('done');
  return {
    step: onPlanStep ? 2 : 1,
    countries: context.countries.map((country) => ({ code: country.code, label: country.nameNcode })),
    choice: context.choice,
    ...options,
    // decision: the number-type selector shows only when a country offers more than one type.
    show: { type: options.types.length > 1, ...selectors },
    numbers: context.numbers,
    phone: context.phone,
    noNumber: snapshot.matches('areasUnavailable') || snapshot.matches({ number: 'none' }),
    canNext: snapshot.matches({ number: 'ready' }) && context.phone !== null,
    plans: context.plans,
    planId: context.planId,
    tips: plan ? planTips(plan.planDescList) : [],
    urlDict: plan?.urlDict ?? {},
    plansUnavailable: snapshot.matches({ plan: 'unavailable' }),
    agreed: context.agreed,
    canConfirm: snapshot.matches({ plan: 'choosing' }) && context.planId !== null && context.agreed,
    dialog:
      snapshot.matches({ plan: 'reviewing' }) || snapshot.matches({ plan: 'buying' })
        ? 'tips'
        : snapshot.matches('bought')
          ? 'result'
          : null,
    subHint: context.subHint,
    buying: snapshot.matches({ plan: 'buying' }),
    busy: snapshot.hasTag('busy'),
  };
}
