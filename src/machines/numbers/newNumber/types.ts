/**
 * Types of the new-number flow (spec 3 §2 New Number screen, §4 New number flow, §5).
 */
import type { AnyActorRef } from 'xstate';
import type { VirtualNumberType } from '../../../services/api/contract/messaging.ts';

import type {
  AreaCodeCountry,
  AvailableNumber,
  GetPlanListRequest,
  GetVirtualPhoneByAreaCodeRequest,
  NumberCountryCode,
  Plan,
  SubVirtualPhoneAnswer,
  SubVirtualPhoneRequest,
} from '../../../services/api/contract/numbers.ts';
import type { ApiResult } from '../../../services/api/result.ts';

export type { AreaCodeCountry, AvailableNumber, NumberCountryCode, Plan };

export interface NewNumberInput {
  /** The hosting chart (the numbers area), told nothing directly: it reads the output. */
  parent?: AnyActorRef;
}

/** Where step 1 stands: the country and what the hidden or shown selectors hold. */
export interface AreaChoice {
  code: NumberCountryCode;
  type: VirtualNumberType;
  province: string;
  areaCode: string;
}

export interface NewNumberContext {
  countries: readonly AreaCodeCountry[];
  choice: AreaChoice | null;
  numbers: readonly AvailableNumber[];
  /** The chosen number's phone (the first is auto-selected, spec 3 §4). */
  phone: string | null;
  plans: readonly Plan[];
  planId: number | null;
  /** spec 3 §4: the agreement starts ticked. */
  agreed: boolean;
  /** The success dialog's text (`subHint` of POST /subVirtualPhone). */
  subHint: string;
}

export type NewNumberEvent =
  | { type: 'country.select'; code: NumberCountryCode }
  | { type: 'numberType.select'; name: VirtualNumberType }
  | { type: 'province.select'; name: string }
  | { type: 'areaCode.select'; areaCode: string }
  | { type: 'number.select'; phone: string }
  | { type: 'areas.reload' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'plans.reload' }
  | { type: 'plan.select'; planId: number }
  | { type: 'agreement.toggle' }
  | { type: 'plan.confirm' }
  | { type: 'tips.confirm' }
  | { type: 'tips.cancel' }
  | { type: 'result.ok' };

/** What the flow hands back when the person closed the success dialog. */
export interface NewNumberOutput {
  status: 'bought';
  telCode: string;
  phone: string;
}

export type FindNumbersRequest = GetVirtualPhoneByAreaCodeRequest;
export type LoadPlansRequest = GetPlanListRequest;
/** The purchase; the actor adds the contract's `requestId` (idempotency key) to each attempt. */
export type BuyNumberRequest = Omit<SubVirtualPhoneRequest, 'requestId'> & { planId: number };

export type AreasResult = ApiResult<readonly AreaCodeCountry[]>;
export type NumbersResult = ApiResult<readonly AvailableNumber[]>;
export type PlansResult = ApiResult<readonly Plan[]>;
export type BuyResult = ApiResult<SubVirtualPhoneAnswer>;
