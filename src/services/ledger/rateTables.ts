/**
 * The static rate tables of the rates screen (spec 2 §9), from the contract's tables the server
 * charges by — the page shows what is charged. Number prices are spec 2 §9's figures as given.
 */
import { CALL_PRICING } from '../api/contract/ledger.ts';
import { OUTBOUND_MESSAGE_RATES } from '../api/contract/messaging.ts';

export { CALL_PRICING, OUTBOUND_MESSAGE_RATES };

/**
 * spec 2 §9 number prices per period: the US in three kinds, each monthly, quarterly, half-yearly
 * and yearly (first figure a discounted price where two are given); the other countries one price
 * each for the periods listed. The table for MX and AT is cut off in the source: those rows say
 * so (null) rather than carry invented prices.
 */
export interface NumberPriceRow {
  country: 'US' | 'GB' | 'AU' | 'HK' | 'IL' | 'FI' | 'MX' | 'AT';
  /** Prices per period as the source lists them ('65.88/44.28': list price / discounted). */
  prices: readonly string[] | null;
}

export const NUMBER_PRICE_TABLE: readonly NumberPriceRow[] = [
  { country: 'US', prices: ['65.88/44.28', '59.88/37.08', '41.88/23.88'] },
  { country: 'US', prices: ['19.47/13.47', '17.07/11.07', '13.47/7.47'] },
  { country: 'US', prices: ['6.99/4.99', '5.99/4.09', '4.99/2.99'] },
  { country: 'GB', prices: ['31.99', '12.57', '4.99'] },
  { country: 'AU', prices: ['50.33', '17.82', '6.99'] },
  { country: 'HK', prices: ['50.28', '17.82', '6.99'] },
  { country: 'IL', prices: ['17.82', '6.99'] },
  { country: 'FI', prices: ['17.82', '6.99'] },
  { country: 'MX', prices: null },
  { country: 'AT', prices: null },
];

/** spec 2 §9 cloudnumber numbers: one month 20 coins; plans of 3, 6 and 12 months (the source lists 49, 99, 179 and 349). */
export const CLOUDNUMBER_NUMBER_PLANS: readonly { months: number; price: string }[] = [
  { months: 1, price: '20' },
  { months: 3, price: '49' },
  { months: 6, price: '99' },
  { months: 12, price: '179' },
];
