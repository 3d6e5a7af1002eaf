/** Area-code data, numbers and plans for the numbers flows' model tests (the contract's shapes). */
import type { AreaCodeCountry, AvailableNumber, Plan } from '../../src/services/api/contract/numbers.ts';

export const US: AreaCodeCountry = {
  code: 'US',
  telCode: '1',
  nameNcode: 'United States (+1)',
  typeList: [
    {
      name: 'local',
      provinces: [
        { name: 'California', areaCodes: ['415', '510'] },
        { name: 'New York', areaCodes: ['212'] },
      ],
    },
  ],
};

/** spec 3 §5: no province or area-code selector — one province named '' without area codes. */
export const GB: AreaCodeCountry = {
  code: 'GB',
  telCode: '44',
  nameNcode: 'United Kingdom (+44)',
  typeList: [{ name: 'local', provinces: [{ name: '', areaCodes: [] }] }],
};

export const COUNTRIES: readonly AreaCodeCountry[] = [US, GB];

export const NUMBERS: readonly AvailableNumber[] = [
  { telCode: '1', phone: '4155550101', fullNumber: '14155550101' },
  { telCode: '1', phone: '4155550102', fullNumber: '14155550102' },
];

function plan(planId: number, planName: string, planRent: string, planRentPeriod: Plan['planRentPeriod']): Plan {
  return {
    planId,
    localPlanId: `US.local.${planRentPeriod}`,
    planName,
    planRent,
    monthRent: planRent,
    planRentPeriod,
    chargeType: 'period',
    discount: 0,
    originalRent: planRent,
    tip: '',
    activationFee: '0.00',
    planDescList: [
      { title: 'Features', items: ['Unlimited inbound SMS'] },
      { title: 'Tips', items: ['Read the ###Terms### before you subscribe.'] },
    ],
    urlDict: { Terms: 'https://example.com/terms' },
    nextPaymentDate: '2026-12-24 00:00:00',
  };
}

export const PLANS: readonly Plan[] = [plan(1, 'Monthly', '4.99', 1), plan(2, 'Quarterly', '13.47', 3)];
