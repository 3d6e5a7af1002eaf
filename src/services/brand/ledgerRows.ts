/**
 * The brand table's columns for bills, call and SMS histories and rates (spec 2 §1, §2, §9; issue
 * 11 items 5, 6, 12). A row per platform like `PLATFORM_TABLE`, kept in its own file so the
 * account area's parallel work does not edit the same lines; `brand.ts` asks it, nothing compares
 * brand names.
 */
import type { Platform } from '../api/contract/platform.ts';

/** The rates screen's tabs in display order (spec 2 §2 Rates screen). */
export const RATE_TABS = ['makeCalls', 'receiveCalls', 'sms', 'numbers'] as const;
export type RateTab = (typeof RATE_TABS)[number];

/** Where a call is received: a region of the inbound table, or a toll-free number. */
export type InboundRegion = 'US' | 'CA' | 'GB' | 'AU' | 'HK' | 'IL' | 'FI' | 'MX' | 'AT' | 'TollFree';

export interface LedgerRow {
  /** spec 2 §1: 'View Receipt' on recharge rows (pingme, wephone, wetalk). */
  billReceipts: boolean;
  /** spec 2 §2: the rate tabs; cloudnumber hides make calls (so it opens on receive calls). */
  rateTabs: readonly RateTab[];
  /** Outbound call rates' unit: how many of the brand's unit make a dollar, and its decimals. */
  callRateUnit: { perDollar: number; decimals: number };
  /**
   * spec 2 §9 inbound calls per minute: cloudnumber 0.8 for US, CA and UK; the other brands CA and
   * US 0.015, UK 0.009, AU 0.01, HK 0.03, IL 0.01, FI 0.01, MX 0.01, AT 0.01, toll-free 0.035.
   */
  inboundCallRates: Readonly<Partial<Record<InboundRegion, string>>>;
}

const STANDARD_INBOUND: LedgerRow['inboundCallRates'] = {
  US: '0.015',
  CA: '0.015',
  GB: '0.009',
  AU: '0.01',
  HK: '0.03',
  IL: '0.01',
  FI: '0.01',
  MX: '0.01',
  AT: '0.01',
  TollFree: '0.035',
};

const DOLLARS = { perDollar: 1, decimals: 4 };

const STANDARD: LedgerRow = {
  billReceipts: false,
  rateTabs: RATE_TABS,
  callRateUnit: DOLLARS,
  inboundCallRates: STANDARD_INBOUND,
};

export const LEDGER_TABLE: Record<Platform, LedgerRow> = {
  pingme: { ...STANDARD, billReceipts: true },
  wephone: { ...STANDARD, billReceipts: true },
  wetalk: { ...STANDARD, billReceipts: true },
  wetalkpro: STANDARD,
  // spec 2 §2: jiema has no rates tab (the list is kept for the server's charging of calls).
  jiema: STANDARD,
  cloudnumber: {
    billReceipts: false,
    rateTabs: ['receiveCalls', 'sms', 'numbers'],
    // decision: 50 cloud coins a dollar (cloudnumber's inbound 0.8 against 0.015 elsewhere, rounded).
    callRateUnit: { perDollar: 50, decimals: 2 },
    inboundCallRates: { US: '0.8', CA: '0.8', GB: '0.8' },
  },
};

export function ledgerRowOf(platform: Platform): LedgerRow {
  return LEDGER_TABLE[platform];
}

/**
 * spec 2 §9: the inbound per-minute rate of a number of `region`. decision: a region the brand's
 * table does not name costs its highest figure (no inbound call is free).
 */
export function inboundCallRate(platform: Platform, region: InboundRegion | undefined): string {
  const rates = LEDGER_TABLE[platform].inboundCallRates;
  const named = region ? rates[region] : undefined;
  if (named) return named;
  return Object.values(rates).reduce((highest, rate) => (Number(rate) > Number(highest) ? rate : highest), '0');
}
