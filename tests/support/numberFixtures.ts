/** Area-code data, numbers and plans for the numbers flows' model tests (spec 3 §3 shapes). */
import type { AreaCountry, AvailableNumber, Plan } from '../../src/machines/newNumber/types.ts';

export const US: AreaCountry = {
  code: 'US',
  telCode: '1',
  nameNcode: 'United States (+1)',
  types: [
    {
      name: 'local',
      provinces: [
        { name: 'California', areaCodes: ['415', '510'] },
        { name: 'New York', areaCodes: ['212'] },
      ],
    },
  ],
};

export const GB: AreaCountry = {
  code: 'GB',
  telCode: '44',
  nameNcode: 'United Kingdom (+44)',
  types: [{ name: 'local', provinces: [{ name: '', areaCodes: [''] }] }],
};

export const COUNTRIES: readonly AreaCountry[] = [US, GB];

export const NUMBERS: readonly AvailableNumber[] = [
  { telCode: '1', phone: '4155550101' },
  { telCode: '1', phone: '4155550102' },
];

const plan = (planId: string, planName: string, planRent: string): Plan => ({
  planId,
  planName,
  planRent,
  monthRent: planRent,
  planRentPeriod: '1',
  activationFee: '0',
  discount: '',
  tip: '',
  planDescList: [
    { title: 'Features', items: ['Unlimited inbound SMS'] },
    { title: 'Tips', items: ['Read the ###Terms### before you subscribe.'] },
  ],
  urlDict: { Terms: 'https://example.com/terms' },
});

export const PLANS: readonly Plan[] = [plan('basic', 'Basic', '4.99'), plan('plus', 'Plus', '5.99')];
