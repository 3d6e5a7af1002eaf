/** Dates of subscriptions: whole calendar months in UTC, shown as 'YYYY-MM-DD HH:mm:ss'. */
import { DAY_MS } from '../clock.ts';

/**
 * `date` plus `months` calendar months (UTC), the day clamped to the month's last day
 * (January 31 + 1 month = February 28 or 29).
 */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC, or '' (numbers.ts "Dates"). */
export function dateText(date: Date | null): string {
  return date ? date.toISOString().slice(0, 19).replace('T', ' ') : '';
}

/** The UTC month [start, end) named 'YYYY-MM'. */
export function monthRange(ym: string): { start: number; end: number } {
  const [year, month] = ym.split('-').map(Number) as [number, number];
  return { start: Date.UTC(year, month - 1, 1), end: Date.UTC(year, month, 1) };
}

/** 'YYYY-MM' of `date` in UTC. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
