/** Bills, call and SMS histories, rates and message costs: the pure rules views and charts share. */

export type { BillEntry, CallRecord, CountryRate, SmsRecord } from '../api/contract/ledger.ts';
export { balanceCovers } from './cost.ts';
export { type CsvCell, downloadText, toCsv } from './csv.ts';
export * from './histories.ts';
export {
  CALL_PRICING,
  CLOUDNUMBER_NUMBER_PLANS,
  NUMBER_PRICE_TABLE,
  type NumberPriceRow,
  OUTBOUND_MESSAGE_RATES,
} from './rateTables.ts';
export { SMS_LIMITS, type SmsEncoding, type SmsSegments, smsSegments } from './smsSegments.ts';
