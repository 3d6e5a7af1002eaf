/**
 * The numbers catalogue and inventory without a database: spec 2 §9 prices per brand and unit,
 * plan ids that read back, monthly rents and discounts, plan descriptions with their Tips and
 * `###key###` links, an inventory whose every number is a valid number of its country, and the
 * hosted plans page configured on another host name for an app on another origin.
 */
import Fastify from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { findPlan, monthlyRent, planIdOf, plansFor, planView } from '../../server/domain/numbers/catalogue.ts';
import { areaCodeList, inventoryNumbers, isInventoryNumber } from '../../server/domain/numbers/inventory.ts';
import { plansPageFrameSources, registerPlansPage } from '../../server/http/plansPage.ts';
import { registerSecurityHeaders } from '../../server/http/securityHeaders.ts';
import { NO_AREA_CODE_COUNTRIES, PLAN_TIPS_TITLES, PLATFORMS } from '../../src/services/api/contract/index.ts';

describe('plan catalogue', () => {
  it('has the spec 2 §9 prices on the dollar brands', () => {
    const rents = (code: Parameters<typeof plansFor>[1], type: Parameters<typeof plansFor>[2]) =>
      plansFor('pingme', code, type).map((plan) => [plan.months, plan.rent, plan.originalRent]);
    expect(rents('US', 'local')).toEqual([
      [12, '44.28', '65.88'],
      [3, '13.47', '19.47'],
      [1, '4.99', '6.99'],
    ]);
    expect(rents('TollFree', 'tollfree').map(([months, rent]) => [months, rent])).toEqual([
      [12, '37.08'],
      [3, '11.07'],
      [1, '4.09'],
    ]);
    expect(rents('GB', 'local').map(([, rent]) => rent)).toEqual(['31.99', '12.57', '4.99']);
    expect(rents('AU', 'local').map(([, rent]) => rent)).toEqual(['50.33', '17.82', '6.99']);
    expect(rents('HK', 'local').map(([, rent]) => rent)).toEqual(['50.28', '17.82', '6.99']);
    for (const code of ['IL', 'FI', 'MX', 'AT'] as const) {
      expect(rents(code, 'local').map(([, rent]) => rent)).toEqual(['17.82', '6.99']);
    }
    expect(plansFor('wetalk', 'TollFree', 'tollfree')[0]?.activationFee).toBe('1.00');
    expect(plansFor('wetalk', 'US', 'local')[0]?.activationFee).toBe('0.00');
  });

  it('prices cloudnumber in cloud coins', () => {
    expect(plansFor('cloudnumber', 'US', 'local').map((plan) => [plan.months, plan.rent])).toEqual([
      [24, '349.00'],
      [12, '179.00'],
      [6, '99.00'],
      [3, '49.00'],
      [1, '20.00'],
    ]);
    expect(plansFor('cloudnumber', 'AU', 'local')).toEqual([]);
  });

  it('plan ids read back on every brand that sells the plan', () => {
    for (const platform of PLATFORMS) {
      for (const country of areaCodeList('en')) {
        for (const type of ['local', 'tollfree', 'Hosting'] as const) {
          for (const plan of plansFor(platform, country.code, type)) {
            expect(plan.planId).toBe(planIdOf(country.code, type, plan.months));
            expect(findPlan(platform, plan.planId)).toEqual(plan);
          }
        }
      }
    }
    expect(findPlan('pingme', 99_999)).toBeUndefined();
    expect(findPlan('cloudnumber', planIdOf('AU', 'local', 1))).toBeUndefined();
  });

  it('derives monthly rents, discounts and the Tips with their links', () => {
    const [yearly] = plansFor('pingme', 'US', 'local');
    if (!yearly) throw new Error('no yearly plan');
    expect(monthlyRent(yearly)).toBe('3.69');
    const view = planView(yearly, 'zh_cn', { nextPaymentDate: '2027-01-01 00:00:00', plansPageUrl: '/plans/' });
    expect(view).toMatchObject({ planName: '年付', discount: 32, tip: '节省 32%', monthRent: '3.69' });
    const tips = view.planDescList.find((section) => (PLAN_TIPS_TITLES as readonly string[]).includes(section.title));
    const keys = (tips?.items ?? []).flatMap((item) => [...item.matchAll(/###(.+?)###/g)].map((match) => match[1]));
    expect(keys).toEqual(['订阅协议']);
    expect(view.urlDict[keys[0] ?? '']).toBe('/plans/agreement.html');
  });
});

describe('inventory', () => {
  it('every number is a valid number of its country, and only its own country sells it', () => {
    for (const country of areaCodeList('en')) {
      for (const type of country.typeList) {
        const areaCodes = NO_AREA_CODE_COUNTRIES.includes(country.code)
          ? ['']
          : type.provinces.flatMap((province) => province.areaCodes);
        for (const areaCode of areaCodes) {
          const query = { code: country.code, type: type.name, telCode: country.telCode, areaCode };
          const numbers = inventoryNumbers(query);
          expect(numbers.length, `${country.code} ${areaCode}`).toBeGreaterThanOrEqual(50);
          for (const phone of numbers.slice(0, 5)) {
            const parsed = parsePhoneNumberFromString(`+${country.telCode}${phone}`);
            expect(parsed?.isValid(), `+${country.telCode}${phone}`).toBe(true);
            expect(phone.startsWith(areaCode)).toBe(true);
            expect(isInventoryNumber(query, phone)).toBe(true);
          }
        }
      }
    }
    expect(isInventoryNumber({ code: 'CA', type: 'local', telCode: '1' }, '4155550100')).toBe(false);
    expect(isInventoryNumber({ code: 'US', type: 'Hosting', telCode: '1' }, '4155550100')).toBe(true);
    expect(isInventoryNumber({ code: 'GB', type: 'Hosting', telCode: '44' }, '7400555000')).toBe(false);
  });
});

describe('the plans page on its own host name', () => {
  it("is served at the URL's path, framed by the app's origins, and in the app's frame-src", async () => {
    const url = 'https://plans.example.com/hosted/';
    const app = Fastify();
    await registerSecurityHeaders(app, { connectSources: [], frameSources: plansPageFrameSources(url) });
    registerPlansPage(app, { url, appOrigins: ['https://app.example.com'] });
    app.get('/', async () => 'the app');
    try {
      const page = await app.inject({ url: '/hosted/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' https://app.example.com");
      expect(page.headers['x-frame-options']).toBeUndefined();
      expect(page.body).toContain('data-app-origins="[&quot;https://app.example.com&quot;]"');
      const appPage = await app.inject({ url: '/' });
      expect(appPage.headers['content-security-policy']).toContain("frame-src 'self' https://plans.example.com");
    } finally {
      await app.close();
    }
  });
});
