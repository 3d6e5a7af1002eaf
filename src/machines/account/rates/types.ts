/** Types of the rates chart (spec 2 §2 Rates screen; issue 11 item 6). */
import type { CountryRate } from '../../../services/api/contract/ledger.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { RateTab } from '../../../services/brand/ledgerRows.ts';

export type { RateTab };

export interface RatesInput {
  /** The brand's tabs in order (the brand table's `rateTabs`); the first is shown at start. */
  tabs: readonly RateTab[];
  /** The country called from at start (spec 2 §2: US, or CN when the language is Chinese). */
  countryCode: string;
}

export interface RatesPageRequest {
  countryCode: string;
  pageNo: number;
}

export type RatesPageResult = ApiResult<{ rates: readonly CountryRate[]; totalRows: number }>;

export interface RatesContext {
  tabs: readonly RateTab[];
  countryCode: string;
  rates: readonly CountryRate[];
  totalRows: number;
  /** The last page loaded (pages count from 1); 0 before the first. */
  pageNo: number;
}

export type RatesEvent =
  | { type: 'rates.tab'; tab: RateTab }
  /** The country picker of the make-calls tab. */
  | { type: 'rates.country'; countryCode: string }
  /** The list scrolled within 20 px of its bottom (the view measures it). */
  | { type: 'rates.more' }
  /** After a failed first page: try again. */
  | { type: 'rates.retry' };
