/**
 * Types of the new-number flow (spec 3 §2 New Number screen, §4 New number flow, §5).
 */
import type { AnyActorRef } from 'xstate';
import type { ApiResult } from '../../services/api/result.ts';

/** spec 3 §3 Area code data: a country, its number types, their provinces and area codes. */
export interface AreaProvince {
  name: string;
  areaCodes: readonly string[];
}
export interface AreaType {
  name: string;
  provinces: readonly AreaProvince[];
}
export interface AreaCountry {
  code: string;
  telCode: string;
  nameNcode: string;
  types: readonly AreaType[];
}
/** A number on offer in an area. */
export interface AvailableNumber {
  telCode: string;
  phone: string;
}
/** spec 3 §3 Plan (the fields the flow and its views use). */
export interface Plan {
  planId: string;
  planName: string;
  planRent: string;
  monthRent: string;
  planRentPeriod: string;
  activationFee: string;
  discount: string;
  tip: string;
  planDescList: readonly { title: string; items: readonly string[] }[];
  urlDict: Readonly<Record<string, string>>;
}

export interface NewNumberInput {
  /** The hosting chart (the numbers area), told nothing directly: it reads the output. */
  parent?: AnyActorRef;
}

/** Where step 1 stands: the country and what the hidden or shown selectors hold. */
export interface AreaChoice {
  code: string;
  type: string;
  province: string;
  areaCode: string;
}

export interface NewNumberContext {
  countries: readonly AreaCountry[];
  choice: AreaChoice | null;
  numbers: readonly AvailableNumber[];
  /** The chosen number's phone (the first is auto-selected, spec 3 §4). */
  phone: string | null;
  plans: readonly Plan[];
  planId: string | null;
  /** spec 3 §4: the agreement starts ticked. */
  agreed: boolean;
  /** The success dialog's text (`subHint` of POST /subVirtualPhone). */
  subHint: string;
}

export type NewNumberEvent =
  | { type: 'country.select'; code: string }
  | { type: 'numberType.select'; name: string }
  | { type: 'province.select'; name: string }
  | { type: 'areaCode.select'; areaCode: string }
  | { type: 'number.select'; phone: string }
  | { type: 'areas.reload' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'plans.reload' }
  | { type: 'plan.select'; planId: string }
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

export interface FindNumbersRequest {
  code: string;
  type: string;
  telCode: string;
  areaCode: string;
}
export interface LoadPlansRequest {
  code: string;
  type: string;
}
export interface BuyNumberRequest {
  planId: string;
  telCode: string;
  phone: string;
  code: string;
  type: string;
}

export type AreasResult = ApiResult<readonly AreaCountry[]>;
export type NumbersResult = ApiResult<readonly AvailableNumber[]>;
export type PlansResult = ApiResult<readonly Plan[]>;
export type BuyResult = ApiResult<{ subHint: string }>;
