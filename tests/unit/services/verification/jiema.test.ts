/** The JieMa tool's pure rules (spec 3 §2 JieMa, §4, §5, §9). */
import { describe, expect, it } from 'vitest';
import {
  availableTypes,
  countryLabel,
  cursorAfter,
  firstAvailableType,
  loadGoesOn,
  remindsToSubscribe,
} from '../../../../src/services/verification/jiema.ts';

describe('JieMa rules', () => {
  it("labels a country '+code name'", () => {
    expect(countryLabel({ telCode: '44', name: '英国' })).toBe('+44 英国');
  });

  it('offers the number types that have a free number, the first one chosen', () => {
    const options = [
      { numberType: 2 as const, canGetNumber: true },
      { numberType: 1 as const, canGetNumber: false },
    ];
    expect(availableTypes(options)).toEqual([2]);
    expect(firstAvailableType(options)).toBe(2);
    expect(firstAvailableType([...options, { numberType: 1 as const, canGetNumber: true }])).toBe(1);
    expect(firstAvailableType([])).toBeNull();
  });

  it('reminds to subscribe only a subscribable number that received an SMS and is not subscribed', () => {
    expect(remindsToSubscribe({ canSub: true, received: true, subscribed: false })).toBe(true);
    expect(remindsToSubscribe({ canSub: false, received: true, subscribed: false })).toBe(false);
    expect(remindsToSubscribe({ canSub: true, received: false, subscribed: false })).toBe(false);
    expect(remindsToSubscribe({ canSub: true, received: true, subscribed: true })).toBe(false);
  });

  it('pages inside a month first, then one month back, until 20 or nothing older', () => {
    expect(cursorAfter({ ym: '2026-11', nextPage: '3-20', prevYm: '2026-10' })).toEqual({
      ym: '2026-11',
      nextPage: '3-20',
    });
    expect(cursorAfter({ ym: '2026-11', nextPage: null, prevYm: '2026-10' })).toEqual({
      ym: '2026-10',
      nextPage: null,
    });
    expect(cursorAfter({ ym: '2025-12', nextPage: null, prevYm: null })).toBeNull();
    expect(loadGoesOn(5, 20, { ym: '2026-10', nextPage: null })).toBe(true);
    expect(loadGoesOn(20, 20, { ym: '2026-10', nextPage: null })).toBe(false);
    expect(loadGoesOn(5, 20, null)).toBe(false);
  });
});
