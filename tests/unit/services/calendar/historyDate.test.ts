/** History rows are dated in UTC and say so (issue 27 item 5), as their month tabs are UTC months. */
import { describe, expect, it } from 'vitest';
import { historyDateFormat } from '../../../../src/services/calendar/historyDate.ts';

describe('historyDateFormat', () => {
  // 23:30 UTC on the last day of November: in UTC+8 it is already 1 December.
  const LATE = Date.UTC(2026, 10, 30, 23, 30);

  it('writes the UTC date and time with the zone named, in English and Chinese', () => {
    expect(historyDateFormat('en').format(LATE)).toBe('Nov 30, 2026, 11:30 PM UTC');
    expect(historyDateFormat('zh-CN').format(LATE)).toBe('2026年11月30日 UTC 23:30');
  });

  it('keeps a row in the month of its tab whatever the zone of the browser', () => {
    const parts = historyDateFormat('en').formatToParts(LATE);
    expect(parts.find((part) => part.type === 'month')?.value).toBe('Nov');
    expect(parts.find((part) => part.type === 'timeZoneName')?.value).toBe('UTC');
  });
});
