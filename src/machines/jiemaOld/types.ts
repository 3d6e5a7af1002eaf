/** Types of JieMa's 'recently used number' tab (spec 3 §2 JieMa, §4 Old tab). */
import type {
  CodeApp,
  CodeNumber,
  CodeSms,
  CodeSmsMonthAnswer,
} from '../../services/api/contract/verificationCodes.ts';
import type { ApiResult } from '../../services/api/result.ts';
import type { MonthCursor } from '../../services/verification/jiema.ts';

export type { CodeApp, CodeNumber, CodeSms, MonthCursor };

export type AppsResult = ApiResult<readonly CodeApp[]>;
export type NumbersResult = ApiResult<readonly CodeNumber[]>;
export type MonthResult = ApiResult<CodeSmsMonthAnswer>;

/** GET /getCodeSmsList {app, number, pageSize, ym, nextPage}; no cursor: the current month. */
export interface MonthRequest {
  app: string;
  number: string;
  cursor: MonthCursor | null;
}

export interface JiemaOldContext {
  apps: readonly CodeApp[];
  app: string | null;
  numbers: readonly CodeNumber[];
  /** The chosen number (full). */
  number: string | null;
  /** Newest first. */
  messages: readonly CodeSms[];
  /** The count the running load stops at (20 more than before it started). */
  target: number;
  /** Where the next load starts; null: the current month (before the first answer). */
  cursor: MonthCursor | null;
  /** Older messages may exist ('see more' shows). */
  hasOlder: boolean;
}

export type JiemaOldEvent =
  | { type: 'apps.reload' }
  | { type: 'app.select'; app: string }
  | { type: 'number.select'; number: string }
  | { type: 'more.load' };
