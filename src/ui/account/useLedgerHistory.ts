/** What the bills, calls and SMS views read: their history chart and how money and dates show. */
import { useSelector } from '@xstate/react';
import { ledgerHistoryOf } from '../../machines/account/account/toView.ts';
import type { HistoryActor } from '../../machines/common/history/toView.ts';
import { selectAccountRef, selectLocale } from '../../machines/shell/app/toView.ts';
import { formatBalance, type Platform } from '../../services/brand/index.ts';
import { historyDateFormat } from '../../services/calendar/historyDate.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { useAppActor } from '../appContext.ts';

export interface LedgerHistoryContext {
  history: HistoryActor | undefined;
  platform: Platform;
  locale: Locale;
  money(amount: string): string;
  /** UTC, marked so, as the month tabs are UTC months (`historyDate.ts`). */
  date(ms: number): string;
}

export function useLedgerHistory(kind: 'billHistory' | 'callHistory' | 'smsHistory'): LedgerHistoryContext {
  const app = useAppActor();
  const account = useSelector(app, selectAccountRef);
  const history = useSelector(account, (s) => (s ? ledgerHistoryOf(s, kind) : undefined));
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const dates = historyDateFormat(locale);
  return {
    history,
    platform,
    locale,
    money: (amount) => formatBalance(platform, amount, locale),
    date: (ms) => dates.format(ms),
  };
}
