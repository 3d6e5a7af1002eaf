/**
 * The brand table's columns for bills and rates (spec 2 §1, §2; issue 11 items 5, 6); what calls
 * cost per brand is the contract's `CALL_PRICING` (the server charges by it). A row per platform like `PLATFORM_TABLE`, kept in its own file so the
 * account area's parallel work does not edit the same lines; `brand.ts` asks it, nothing compares
 * brand names.
 */
import type { Platform } from '../api/contract/platform.ts';

/** The rates screen's tabs in display order (spec 2 §2 Rates screen). */
export const RATE_TABS = ['makeCalls', 'receiveCalls', 'sms', 'numbers'] as const;
export type RateTab = (typeof RATE_TABS)[number];

export interface LedgerRow {
  /** spec 2 §1: 'View Receipt' on recharge rows (pingme, wephone, wetalk). */
  billReceipts: boolean;
  /** spec 2 §2: the rate tabs; cloudnumber hides make calls (so it opens on receive calls). */
  rateTabs: readonly RateTab[];
  /** spec 2 §9 number prices: per country and period, or cloudnumber's own plans in coins. */
  numberPrices: 'perCountry' | 'cloudPlans';
}

const STANDARD: LedgerRow = {
  billReceipts: false,
  rateTabs: RATE_TABS,
  numberPrices: 'perCountry',
};

export const LEDGER_TABLE: Record<Platform, LedgerRow> = {
  pingme: { ...STANDARD, billReceipts: true },
  wephone: { ...STANDARD, billReceipts: true },
  wetalk: { ...STANDARD, billReceipts: true },
  wetalkpro: STANDARD,
  // spec 2 §2: jiema has no rates tab (hidden by the account area).
  jiema: STANDARD,
  cloudnumber: {
    billReceipts: false,
    rateTabs: ['receiveCalls', 'sms', 'numbers'],
    numberPrices: 'cloudPlans',
  },
};

export function ledgerRowOf(platform: Platform): LedgerRow {
  return LEDGER_TABLE[platform];
}
