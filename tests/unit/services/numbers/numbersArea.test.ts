/**
 * The numbers area's rules (spec 3 §1, §2, §5, §9): Number Management's columns per brand, the
 * name and note rules, the search, charges in each brand's unit, the month tabs, which history
 * rows can be re-subscribed, and the subscription page as a history page.
 */

import { describe, expect, it } from 'vitest';
import { loadSubscriptionPage } from '../../../../src/machines/common/history/subscriptionPage.ts';
import type { SubscriptionHistoryItem } from '../../../../src/services/api/contract/numbers.ts';
import { PLATFORMS } from '../../../../src/services/api/contract/platform.ts';
import { formatBalance, numbersAreaOf } from '../../../../src/services/brand/index.ts';
import { PLATFORM_TABLE } from '../../../../src/services/brand/platforms.ts';
import { messagesFor } from '../../../../src/services/i18n/catalogue.ts';
import { dateCell, numberListLayout } from '../../../../src/services/numbers/columns.ts';
import { canResubscribe, historyMonths, historyTypeKey, monthOf } from '../../../../src/services/numbers/history.ts';
import { clampInfo, cleanInfo, infoChanged } from '../../../../src/services/numbers/numberInfo.ts';
import { matchesNumberSearch } from '../../../../src/services/numbers/search.ts';
import { ok } from '../../../support/apiResults.ts';

describe('Number Management columns per brand (spec 3 §2)', () => {
  it('pingme: flag, type badge, number name, next payment date, monthly rent, status, Manage', () => {
    expect(numberListLayout('pingme')).toEqual({
      columns: ['number', 'typeBadge', 'numberName', 'nextPaymentDate', 'monthRent', 'status', 'actions'],
      actions: ['manage'],
      flag: true,
    });
  });

  it.each([
    'wephone',
    'wetalk',
    'wetalkpro',
  ] as const)('%s: number, payment date, rent, status, Unsubscribe, Manage', (platform) => {
    expect(numberListLayout(platform)).toEqual({
      columns: ['number', 'paymentDate', 'monthRent', 'status', 'actions'],
      actions: ['unsubscribe', 'manage'],
      flag: false,
    });
  });

  it('cloudnumber: no Manage (spec 3 §1)', () => {
    expect(numberListLayout('cloudnumber').actions).toEqual(['unsubscribe']);
  });

  it('the number name column is pingme only', () => {
    for (const platform of PLATFORMS) {
      expect(numberListLayout(platform).columns.includes('numberName')).toBe(platform === 'pingme');
    }
  });

  it('dates show their first 10 characters, -- when there is none', () => {
    expect(dateCell('2026-12-01 00:00:00')).toBe('2026-12-01');
    expect(dateCell('')).toBe('--');
  });
});

describe('brand differences of the numbers area (spec 3 §1, §2)', () => {
  const rows = Object.fromEntries(PLATFORMS.map((platform) => [platform, numbersAreaOf(platform)]));
  it('first-visit tip hidden on wetalk and cloudnumber', () => {
    expect(rows.wetalk?.firstVisitTip).toBe(false);
    expect(rows.cloudnumber?.firstVisitTip).toBe(false);
    for (const platform of ['pingme', 'wephone', 'wetalkpro'] as const)
      expect(rows[platform]?.firstVisitTip).toBe(true);
  });
  it('help tip not on wetalk or cloudnumber; cell-plan banner pingme only; settings note on pingme and wetalk', () => {
    expect(PLATFORMS.filter((platform) => numbersAreaOf(platform).helpTip)).toEqual(['pingme', 'wephone', 'wetalkpro']);
    expect(PLATFORMS.filter((platform) => numbersAreaOf(platform).cellPlanBanner)).toEqual(['pingme']);
    expect(PLATFORMS.filter((platform) => numbersAreaOf(platform).settingsNote)).toEqual(['pingme', 'wetalk']);
    expect(PLATFORMS.filter((platform) => PLATFORM_TABLE[platform].screenBanner === 'newNumber')).toEqual(['wetalk']);
  });
  it("cloudnumber's own unsubscribe warning", () => {
    expect(PLATFORMS.filter((platform) => numbersAreaOf(platform).unsubscribeWarning !== 'standard')).toEqual([
      'cloudnumber',
    ]);
  });
});

describe('name and note (spec 3 §4, §5)', () => {
  it('cut at 60 and 250 characters while typing (a character is a code point)', () => {
    expect(clampInfo('name', 'x'.repeat(70))).toHaveLength(60);
    expect(clampInfo('notes', 'y'.repeat(300))).toHaveLength(250);
    expect([...clampInfo('name', '😀'.repeat(61))]).toHaveLength(60);
  });
  it('both trimmed before saving', () => {
    expect(cleanInfo({ name: '  Sales ', notes: '\n call back \n' })).toEqual({ name: 'Sales', notes: 'call back' });
  });
  it('saved only when the trimmed values differ', () => {
    const saved = { name: 'Sales', notes: '' };
    expect(infoChanged({ name: ' Sales ', notes: '  ' }, saved)).toBe(false);
    expect(infoChanged({ name: 'Sales 2', notes: '' }, saved)).toBe(true);
    expect(infoChanged({ name: 'Sales', notes: 'x' }, saved)).toBe(true);
  });
});

describe('search (spec 3 §2: full number or name, case-insensitive substring)', () => {
  const number = { fullNumber: '12125550100', numberName: 'Office Line' };
  it.each([
    ['office', true],
    ['LINE', true],
    ['555', true],
    ['+1 212 555', true],
    ['sales', false],
    ['999', false],
    ['', true],
  ])('%j → %s', (query, expected) => expect(matchesNumberSearch(number, query)).toBe(expected));
});

describe('charges in the brand unit (spec 3 §2 subscription history)', () => {
  it.each([
    ['wephone', '4.99', 'en', '$4.9900'],
    ['wephone', '-1.5', 'en', '-$1.5000'],
    ['wetalk', '-0.25', 'zh-CN', '-$0.2500'],
    ['pingme', '12', 'en', '12.0000 Coins'],
    ['pingme', '-3', 'zh-CN', '-3.0000 Coins'],
    ['cloudnumber', '30', 'zh-CN', '30.00云币'],
    ['cloudnumber', '-2.005', 'zh-CN', '-2.01云币'],
  ] as const)('%s %s (%s) → %s', (platform, amount, locale, shown) => {
    expect(formatBalance(platform, amount, locale)).toBe(shown);
  });
});

describe('subscription history (spec 3 §2, §3, §4)', () => {
  it('month tabs: the current UTC month and the five before, across a year', () => {
    // 00:30 on 1 February in UTC+8 is still January in UTC.
    expect(historyMonths(Date.UTC(2026, 0, 31, 16, 30))).toEqual([
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
    ]);
    expect(monthOf(Date.UTC(2026, 10, 30, 23, 59))).toBe('2026-11');
  });

  const row = (patch: Partial<SubscriptionHistoryItem>) =>
    ({ type: 100, nextPaymentDate: '', planId: null, ...patch }) as SubscriptionHistoryItem;
  it('re-subscribe on type 100 rows with a next payment date or a numeric planId', () => {
    expect(canResubscribe(row({ nextPaymentDate: '2026-12-01 00:00:00' }))).toBe(true);
    expect(canResubscribe(row({ planId: 3 }))).toBe(true);
    expect(canResubscribe(row({}))).toBe(false);
    expect(canResubscribe(row({ type: 7, planId: 3 }))).toBe(false);
  });

  it('every type has a label in both languages', () => {
    for (const type of [1, 2, 3, 5, 6, 7, 100] as const) {
      expect(messagesFor('en')[historyTypeKey(type)]).toBeTruthy();
      expect(messagesFor('zh-CN')[historyTypeKey(type)]).toBeTruthy();
    }
  });

  it('asks for 200 rows of the month, of its own kind, and turns nextPage into the next cursor', async () => {
    const asked: unknown[] = [];
    const api = {
      getSubscriptionList: async (input: unknown) => {
        asked.push(input);
        return ok({ list: [], nextPage: asked.length === 1 ? 'c2' : null, totalRows: 0 });
      },
    };
    const first = await loadSubscriptionPage(api as never, { month: '2026-11', cursor: null }, 'number');
    expect(first).toEqual(ok({ items: [], total: 0, next: { nextPage: 'c2' } }));
    const second = await loadSubscriptionPage(api as never, { month: '2026-11', cursor: { nextPage: 'c2' } }, 'number');
    expect(second).toEqual(ok({ items: [], total: 0, next: null }));
    expect(asked).toEqual([
      { pageSize: 200, ym: '2026-11', kind: 'number' },
      { pageSize: 200, ym: '2026-11', kind: 'number', nextPage: 'c2' },
    ]);
  });
});
