/**
 * What a row of the bill, call and SMS histories says (spec 2 §2 Histories, §3 ledger entry, call
 * and SMS records, §9), as catalogue keys and values the views translate, and as CSV cells for the
 * export of a loaded month (issue 11 item 5). Pure: no React, no network (the API base is only read).
 */
import { apiBase } from '../api/apiBase.ts';
import { BILL_TYPES, type BillEntry, type CallRecord, LEDGER_LIMITS, type SmsRecord } from '../api/contract/ledger.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { historyMonths } from '../numbers/history.ts';
import type { CsvCell } from './csv.ts';

/** spec 2 §2: the current UTC month and the three before, newest first. */
export function ledgerMonths(now: number): string[] {
  return historyMonths(now, LEDGER_LIMITS.historyMonths);
}

/** spec 2 §2: the rates' country picker starts on the US (+1), or China (+86) in Chinese. */
export function defaultRateCountry(locale: string): 'US' | 'CN' {
  return locale === 'zh-CN' ? 'CN' : 'US';
}

/** spec 2 §9: call durations in whole minutes, seconds rounded up. */
export function callMinutes(seconds: number): number {
  return Math.ceil(seconds / 60);
}

/** A text of the catalogue with its values (the view translates it). */
export interface Phrase {
  key: MessageKey;
  values: Record<string, string | number>;
}

const text = (value: string | number | undefined): string => (value === undefined ? '' : String(value));

/** +1 4155550100 style, for a full number of digits. */
function shownNumber(value: string | number | undefined): string {
  const digits = text(value);
  return digits === '' ? '' : `+${digits}`;
}

/**
 * What an entry was, by its type and options (spec 2 §3). decision: the label of each type and of
 * its options is ours (docs/histories-and-rates.md); an option the server did not send shows empty.
 */
export function billPhrase(entry: BillEntry): Phrase {
  const o = entry.options;
  switch (entry.type) {
    case BILL_TYPES.recharge:
      return {
        key: 'ledger.bill.recharge',
        values: {
          amount: text(o.amount),
          gift: text(o.gift ?? '0'),
          method: text(o.purchaseMethod ?? entry.purchaseMethod),
        },
      };
    case BILL_TYPES.call:
      return {
        key: o.direction === 'in' ? 'ledger.bill.callIn' : 'ledger.bill.callOut',
        values: { from: shownNumber(o.from), to: shownNumber(o.to), minutes: callMinutes(Number(o.duration ?? 0)) },
      };
    case BILL_TYPES.message:
    case BILL_TYPES.messageRefund:
      return {
        key: entry.type === BILL_TYPES.message ? 'ledger.bill.message' : 'ledger.bill.messageRefund',
        values: { from: shownNumber(o.from), to: shownNumber(o.to) },
      };
    case BILL_TYPES.numberPurchase:
    case BILL_TYPES.numberRenewal:
      return {
        key: entry.type === BILL_TYPES.numberPurchase ? 'ledger.bill.numberPurchase' : 'ledger.bill.numberRenewal',
        values: { number: shownNumber(o.number), country: text(o.countryCode), kind: text(o.type) },
      };
    case BILL_TYPES.campaign:
      return {
        key: 'ledger.bill.campaign',
        values: {
          name: text(o.campaignName),
          from: shownNumber(o.from),
          sent: text(o.successCount),
          count: text(o.count),
        },
      };
    case BILL_TYPES.days:
      return { key: 'ledger.bill.days', values: { days: text(o.days) } };
    case BILL_TYPES.localPlan:
      return o.type === 2 || o.type === '2'
        ? {
            key: 'ledger.bill.localPlanNumber',
            values: { number: shownNumber(o.number), card: text(o.cardType), validity: text(o.validityType) },
          }
        : { key: 'ledger.bill.localPlanOrder', values: { order: text(o.orderId), count: text(o.planCount) } };
    default:
      return { key: `ledger.bill.other.${otherType(o.type)}` as MessageKey, values: {} };
  }
}

/** spec 2 §3: type 10 "other" has types 1 to 6. */
function otherType(value: string | number | undefined): number {
  const type = Number(value);
  return Number.isInteger(type) && type >= 1 && type <= 6 ? type : 6;
}

/**
 * spec 2 §1: a recharge row's receipt, where the brand shows receipts and the server gave one. The
 * server writes the link relative to itself (docs/payments.md, Receipts); it opens on the API
 * server, which need not be the page's origin (`VITE_API_BASE`), as media links do.
 */
export function receiptUrlOf(entry: BillEntry, brandShowsReceipts: boolean): string | null {
  if (!brandShowsReceipts || entry.type !== BILL_TYPES.recharge) return null;
  const url = entry.options.receiptUrl;
  return typeof url === 'string' && url !== '' ? new URL(url, apiBase()).href : null;
}

/** 'YYYY-MM-DD HH:mm:ss' UTC: the months are UTC months, so the file says UTC too. */
export function utcText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** CSV columns of each history (catalogue keys of their headers) and a row's cells. */
export const BILL_CSV_COLUMNS = [
  'ledger.csv.date',
  'ledger.csv.type',
  'ledger.csv.description',
  'ledger.csv.charge',
  'ledger.csv.before',
  'ledger.csv.after',
] as const;
export function billCells(entry: BillEntry, description: string): CsvCell[] {
  return [utcText(entry.date), entry.type, description, entry.charge, entry.beforeBalance, entry.afterBalance];
}

export const CALL_CSV_COLUMNS = [
  'ledger.csv.date',
  'ledger.csv.direction',
  'ledger.csv.from',
  'ledger.csv.to',
  'ledger.csv.line',
  'ledger.csv.minutes',
  'ledger.csv.seconds',
  'ledger.csv.charge',
] as const;
export function callCells(call: CallRecord, line: string): CsvCell[] {
  return [
    utcText(call.date),
    call.direction,
    shownNumber(call.fromNumber),
    shownNumber(call.toNumber),
    line,
    callMinutes(call.duration),
    call.duration,
    call.charge,
  ];
}

export const SMS_CSV_COLUMNS = [
  'ledger.csv.date',
  'ledger.csv.direction',
  'ledger.csv.from',
  'ledger.csv.to',
  'ledger.csv.text',
  'ledger.csv.charge',
] as const;
export function smsCells(sms: SmsRecord): CsvCell[] {
  return [
    utcText(sms.date),
    sms.direction,
    shownNumber(sms.fromNumber),
    shownNumber(sms.toNumber),
    sms.text,
    sms.charge,
  ];
}

/** The export's file name: `bills-2026-11.csv`. */
export function csvFileName(kind: 'bills' | 'calls' | 'sms', month: string): string {
  return `${kind}-${month}.csv`;
}
