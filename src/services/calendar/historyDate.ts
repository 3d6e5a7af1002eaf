/**
 * How the histories (bills, calls, SMS, subscriptions) write a row's date (issue 27 item 5).
 *
 * decision: in UTC, and marked so ('Nov 24, 2026, 5:03 AM UTC', '2026年11月24日 UTC 05:03'). The
 * month tabs are UTC months (spec 3 §2: "the current UTC month and the five before"), so a row
 * dated in the person's local time could read as another month than the tab it sits under (a
 * payment at 23:30 UTC on the 30th shows on the 1st in UTC+8). The mark says which clock it is.
 */
import type { Locale } from '../i18n/locale.ts';

export function historyDateFormat(locale: Locale): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
}
