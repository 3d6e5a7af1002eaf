/**
 * The plan catalogue (issue 9 item 11): which plans each brand sells for each country and number
 * type, at the prices of spec 2 §9, in the brand's balance unit.
 *
 * Prices (spec 2 §9 "number prices per period"; decisions where the spec is cut off or ambiguous,
 * docs/numbers.md):
 * - The US figures come as three tiers of (yearly, quarterly, monthly) pairs, the first of a pair
 *   the undiscounted price: 65.88/44.28, 19.47/13.47, 6.99/4.99 — US and Canadian local numbers;
 *   59.88/37.08, 17.07/11.07, 5.99/4.09 — US/Canada toll-free; 41.88/23.88, 13.47/7.47,
 *   4.99/2.99 — Hosting numbers (the hosted plans page). The half-yearly variant has no figure:
 *   it is not sold.
 * - UK 31.99, 12.57, 4.99; AU 50.33, 17.82, 6.99; HK 50.28, 17.82, 6.99 (yearly, quarterly,
 *   monthly); IL and FI 17.82, 6.99 (quarterly, monthly); MX and AT are cut off in the spec and
 *   cost what IL and FI cost.
 * - cloudnumber (cloud coins): 1 month 20, 3 months 49, 6 months 99, 12 months 179, and the
 *   "further figure" 349 for 24 months; for US, CA and GB local numbers (its rates name those
 *   three), toll-free and Hosting.
 * - Activation fee: 1.00 on toll-free numbers of the dollar brands, otherwise 0.
 *
 * Plan ids: (index of the country in NUMBER_COUNTRY_CODES + 1) × 1000 + index of the type in
 * VIRTUAL_NUMBER_TYPES × 100 + months — e.g. 1212 is a yearly US local plan. The same id on every
 * brand; the brand decides the price (migrations/0006 relies on this formula).
 */
import {
  type LanguageCode,
  NUMBER_COUNTRY_CODES,
  type NumberCountryCode,
  type Plan,
  type PlanPeriod,
  type Platform,
  VIRTUAL_NUMBER_TYPES,
  type VirtualNumberType,
} from '../../../src/services/api/contract/index.ts';
import { centsText, fromMinorUnits, toMinorUnits } from '../money.ts';
import { PLAN_TEXTS } from './texts.ts';

/** One plan as sold: price per period, undiscounted price, activation fee. */
export interface CatalogPlan {
  planId: number;
  localPlanId: string;
  code: NumberCountryCode;
  type: VirtualNumberType;
  months: PlanPeriod;
  rent: string;
  originalRent: string;
  activationFee: string;
}

type PriceRow = readonly [months: PlanPeriod, rent: string, originalRent?: string];

const US_LOCAL: readonly PriceRow[] = [
  [12, '44.28', '65.88'],
  [3, '13.47', '19.47'],
  [1, '4.99', '6.99'],
];
const TOLL_FREE: readonly PriceRow[] = [
  [12, '37.08', '59.88'],
  [3, '11.07', '17.07'],
  [1, '4.09', '5.99'],
];
const HOSTING: readonly PriceRow[] = [
  [12, '23.88', '41.88'],
  [3, '7.47', '13.47'],
  [1, '2.99', '4.99'],
];
const SHORT: readonly PriceRow[] = [
  [3, '17.82'],
  [1, '6.99'],
];

/** The dollar brands' prices (pingme's Coins are worth a dollar each, spec 2 §9). */
const DOLLAR_PRICES: Readonly<Partial<Record<`${NumberCountryCode}.${VirtualNumberType}`, readonly PriceRow[]>>> = {
  'US.local': US_LOCAL,
  'US.Hosting': HOSTING,
  'CA.local': US_LOCAL,
  'TollFree.tollfree': TOLL_FREE,
  'GB.local': [
    [12, '31.99'],
    [3, '12.57'],
    [1, '4.99'],
  ],
  'AU.local': [
    [12, '50.33'],
    [3, '17.82'],
    [1, '6.99'],
  ],
  'HK.local': [
    [12, '50.28'],
    [3, '17.82'],
    [1, '6.99'],
  ],
  'IL.local': SHORT,
  'FI.local': SHORT,
  'MX.local': SHORT,
  'AT.local': SHORT,
};

const CLOUD_COINS: readonly PriceRow[] = [
  [24, '349'],
  [12, '179'],
  [6, '99'],
  [3, '49'],
  [1, '20'],
];
const CLOUD_PRICES: typeof DOLLAR_PRICES = {
  'US.local': CLOUD_COINS,
  'US.Hosting': CLOUD_COINS,
  'CA.local': CLOUD_COINS,
  'GB.local': CLOUD_COINS,
  'TollFree.tollfree': CLOUD_COINS,
};

function activationFee(platform: Platform, type: VirtualNumberType): string {
  return platform !== 'cloudnumber' && type === 'tollfree' ? '1.00' : '0.00';
}

export function planIdOf(code: NumberCountryCode, type: VirtualNumberType, months: PlanPeriod): number {
  return (NUMBER_COUNTRY_CODES.indexOf(code) + 1) * 1000 + VIRTUAL_NUMBER_TYPES.indexOf(type) * 100 + months;
}

/** The brand's plans for a country and type, longest period first. */
export function plansFor(platform: Platform, code: NumberCountryCode, type: VirtualNumberType): CatalogPlan[] {
  const prices = (platform === 'cloudnumber' ? CLOUD_PRICES : DOLLAR_PRICES)[`${code}.${type}`] ?? [];
  return prices.map(([months, rent, originalRent]) => ({
    planId: planIdOf(code, type, months),
    localPlanId: `${code}.${type}.${months}`,
    code,
    type,
    months,
    rent: centsText(rent),
    originalRent: centsText(originalRent ?? rent),
    activationFee: activationFee(platform, type),
  }));
}

/** A plan of the brand by id, or undefined (another brand's or no plan). */
export function findPlan(platform: Platform, planId: number): CatalogPlan | undefined {
  const months = planId % 100;
  const type = VIRTUAL_NUMBER_TYPES[Math.floor(planId / 100) % 10];
  const code = NUMBER_COUNTRY_CODES[Math.floor(planId / 1000) - 1];
  if (!type || !code) return undefined;
  return plansFor(platform, code, type).find((plan) => plan.months === months);
}

/** `rent` per month, rounded to 2 decimals (half up). */
export function monthlyRent(plan: CatalogPlan): string {
  const divisor = BigInt(plan.months) * 100n;
  const cents = (toMinorUnits(plan.rent) + divisor / 2n) / divisor;
  return centsText(fromMinorUnits(cents * 100n));
}

/** The plan as the client shows it (spec 3 §3 Plan), in the request's language. */
export function planView(
  plan: CatalogPlan,
  lang: LanguageCode,
  options: { nextPaymentDate: string; plansPageUrl: string },
): Plan {
  const original = toMinorUnits(plan.originalRent);
  const discount = original === 0n ? 0 : Number(((original - toMinorUnits(plan.rent)) * 100n) / original);
  const texts = PLAN_TEXTS[lang];
  return {
    planId: plan.planId,
    localPlanId: plan.localPlanId,
    planName: texts.planName(plan.months),
    planRent: plan.rent,
    monthRent: monthlyRent(plan),
    planRentPeriod: plan.months,
    chargeType: 'period',
    discount,
    originalRent: plan.originalRent,
    tip: discount > 0 ? texts.saveTip(discount) : texts.plainTip(plan.months),
    activationFee: plan.activationFee,
    planDescList: [
      { title: texts.includedTitle, items: texts.included(plan.type) },
      { title: texts.tipsTitle, items: texts.tips(plan.activationFee !== '0.00') },
    ],
    urlDict: { [texts.agreementLink]: `${options.plansPageUrl}agreement.html` },
    nextPaymentDate: options.nextPaymentDate,
  };
}
