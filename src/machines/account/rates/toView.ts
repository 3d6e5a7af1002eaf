/** What the rates view reads (spec 2 §2 Rates screen). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CountryRate } from '../../../services/api/contract/ledger.ts';
import type { RatesMachine } from './rates.machine.ts';
import type { RateTab } from './types.ts';

export type RatesActor = ActorRefFrom<RatesMachine>;
type Snapshot = SnapshotFrom<RatesMachine>;

export type { RateTab };

export function rateTabsOf(snapshot: Snapshot): readonly RateTab[] {
  return snapshot.context.tabs;
}

export function rateTabOf(snapshot: Snapshot): RateTab {
  if (snapshot.matches('makeCalls')) return 'makeCalls';
  if (snapshot.matches('sms')) return 'sms';
  if (snapshot.matches('numbers')) return 'numbers';
  return 'receiveCalls';
}

export function rateCountryOf(snapshot: Snapshot): string {
  return snapshot.context.countryCode;
}

export function countryRatesOf(snapshot: Snapshot): readonly CountryRate[] {
  return snapshot.context.rates;
}

export function ratesStatusOf(snapshot: Snapshot): 'loading' | 'loadingMore' | 'ready' | 'failed' {
  if (snapshot.matches({ makeCalls: 'loading' })) return 'loading';
  if (snapshot.matches({ makeCalls: 'loadingMore' })) return 'loadingMore';
  if (snapshot.matches({ makeCalls: 'failed' })) return 'failed';
  return 'ready';
}
