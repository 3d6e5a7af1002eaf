/**
 * The rates chart (spec 2 §2 Rates screen, §7, §9; issue 11 item 6): the brand's tabs (cloudnumber
 * without make calls opens on receive calls), the make-calls list by country, paged on scroll,
 * kept while another tab shows, started again for another country.
 */
import { expect } from 'vitest';
import { ratesMachine } from '../../src/machines/account/rates/rates.machine.ts';
import { countryRatesOf, rateCountryOf, ratesStatusOf, rateTabOf } from '../../src/machines/account/rates/toView.ts';
import type { RatesPageResult } from '../../src/machines/account/rates/types.ts';
import type { CountryRate } from '../../src/services/api/contract/ledger.ts';
import { RATE_TABS } from '../../src/services/brand/ledgerRows.ts';
import { networkFailure } from '../support/apiResults.ts';
import { type Checks, type EventTable, testModel } from '../support/model.ts';

const rate = (countrycode: string): CountryRate => ({
  countrycode,
  countryname: countrycode,
  flag: '',
  description: '+1',
  commonLineRate: '0.0150',
  economicLineRate: '0.0090',
});
const FIRST: RatesPageResult = { ok: true, data: { rates: [rate('AD'), rate('AE')], totalRows: 3 } };
const LAST: RatesPageResult = { ok: true, data: { rates: [rate('ZW')], totalRows: 3 } };

const events = {
  'rates.tab': [{ tab: 'makeCalls' }, { tab: 'receiveCalls' }, { tab: 'sms' }, { tab: 'numbers' }],
  'rates.country': [{ countryCode: 'CN' }, { countryCode: 'US' }, { countryCode: '1' }],
  'rates.more': {},
  'rates.retry': {},
  'xstate.done.actor.loadRates': [{ output: FIRST }, { output: networkFailure }],
  'xstate.error.actor.loadRates': { error: new Error('boom') },
  'xstate.done.actor.loadMoreRates': [{ output: LAST }, { output: networkFailure }],
  'xstate.error.actor.loadMoreRates': { error: new Error('boom') },
} satisfies EventTable<typeof ratesMachine>;

const checks = {
  // Transient: it always leaves at once (to receive calls, the kept list or its first page), so no
  // step ends in it; the states it leads to carry the checks.
  'makeCalls.showing': (snapshot) => expect(snapshot.matches({ makeCalls: 'showing' })).toBe(false),
  'makeCalls.loading': (snapshot, replay) => {
    expect(ratesStatusOf(snapshot)).toBe('loading');
    expect(rateTabOf(snapshot)).toBe('makeCalls');
    // A country's list starts at its first page.
    expect(replay.running('loadRates')?.input).toEqual({ countryCode: rateCountryOf(snapshot), pageNo: 1 });
    expect(countryRatesOf(snapshot)).toEqual([]);
  },
  'makeCalls.ready': (snapshot) => {
    expect(ratesStatusOf(snapshot)).toBe('ready');
    expect(rateTabOf(snapshot)).toBe('makeCalls');
    expect(countryRatesOf(snapshot).length).toBeGreaterThan(0);
  },
  'makeCalls.loadingMore': (snapshot, replay) => {
    expect(ratesStatusOf(snapshot)).toBe('loadingMore');
    expect(replay.running('loadMoreRates')?.input).toEqual({ countryCode: rateCountryOf(snapshot), pageNo: 2 });
    expect(countryRatesOf(snapshot).map((row) => row.countrycode)).toEqual(['AD', 'AE']);
  },
  'makeCalls.failed': (snapshot) => {
    expect(ratesStatusOf(snapshot)).toBe('failed');
    expect(countryRatesOf(snapshot)).toEqual([]);
  },
  receiveCalls: (snapshot) => expect(rateTabOf(snapshot)).toBe('receiveCalls'),
  sms: (snapshot) => expect(rateTabOf(snapshot)).toBe('sms'),
  numbers: (snapshot) => expect(rateTabOf(snapshot)).toBe('numbers'),
} satisfies Checks<typeof ratesMachine>;

testModel({
  name: 'rates',
  machine: ratesMachine,
  inputs: [
    { tabs: RATE_TABS, countryCode: 'US' },
    // cloudnumber: no make-calls tab, so it opens on receive calls and a make-calls tab event is ignored.
    { tabs: ['receiveCalls', 'sms', 'numbers'], countryCode: 'CN' },
  ],
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => ({
    country: snapshot.context.countryCode,
    rates: snapshot.context.rates.length,
    tabs: snapshot.context.tabs.length,
  }),
});
