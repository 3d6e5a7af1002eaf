/**
 * The columns of Number Management per brand (spec 3 §2): pingme's — number with flag, type
 * badge, number name, next payment date, monthly rent, status, Manage — and the other brands' —
 * number, payment date, monthly rent, status, Unsubscribe, plus Manage (not on cloudnumber).
 */
import type { Platform } from '../api/contract/platform.ts';
import { numbersAreaOf } from '../brand/brand.ts';

export type NumberColumn =
  | 'number'
  | 'typeBadge'
  | 'numberName'
  | 'nextPaymentDate'
  | 'paymentDate'
  | 'monthRent'
  | 'status'
  | 'actions';

export type NumberRowAction = 'manage' | 'unsubscribe';

export interface NumberListLayout {
  columns: readonly NumberColumn[];
  /** The buttons of the actions column, in order. */
  actions: readonly NumberRowAction[];
  /** The number cell shows its country's flag (toll-free: the US/Canada flag). */
  flag: boolean;
}

export function numberListLayout(platform: Platform): NumberListLayout {
  const area = numbersAreaOf(platform);
  if (area.listLayout === 'pingme') {
    return {
      columns: ['number', 'typeBadge', 'numberName', 'nextPaymentDate', 'monthRent', 'status', 'actions'],
      actions: area.manage ? ['manage'] : [],
      flag: true,
    };
  }
  return {
    columns: ['number', 'paymentDate', 'monthRent', 'status', 'actions'],
    actions: area.manage ? ['unsubscribe', 'manage'] : ['unsubscribe'],
    flag: false,
  };
}

/** spec 3 §2: a date column shows the first 10 characters ('YYYY-MM-DD'); '--' when there is none. */
export function dateCell(text: string): string {
  return text === '' ? '--' : text.slice(0, 10);
}
