/**
 * The turn of a UTC calendar month, when whatever shows money by month moves on (spec 1 §4: "a
 * month change triggers a billing reload"): the balance, and the month tabs of the bill, call,
 * SMS and subscription histories. Months are UTC, as the contract counts them ('YYYY-MM').
 */

/** 'YYYY-MM' of `time`'s UTC month. */
export function monthOf(time: number): string {
  return new Date(time).toISOString().slice(0, 7);
}

/**
 * Milliseconds from `now` until the month after `month` ('YYYY-MM') begins; 0 when it already
 * has. Measured from the month a view shows as current, not from `now`, so a turn that passed
 * while the view was busy is caught up at once.
 */
export function untilMonthAfter(month: string, now: number): number {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return Math.max(0, Date.UTC(year, monthNumber, 1) - now);
}
