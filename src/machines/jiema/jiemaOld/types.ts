/** Types of JieMa's 'recently used number' tab (spec 3 §2 JieMa, §4 Old tab). */
import type { AnyActorRef } from 'xstate';
import type {
  CodeApp,
  CodeCountryCode,
  CodeNumber,
  CodeSms,
  CodeSmsMonthAnswer,
  LockedCodePhone,
} from '../../../services/api/contract/verificationCodes.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { MonthCursor } from '../../../services/verification/jiema.ts';
import type { NumberType } from '../../../services/verification/rules.ts';
import type { JiemaReused } from '../../shared/codeReceiving.ts';

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

/** GET /lockVerificationCodePhone for one of the account's past numbers (spec 3 §7: app, code, number, numberType). */
export interface ReuseRequest {
  app: string;
  code: CodeCountryCode;
  /** The full number. */
  number: string;
  numberType: NumberType;
}

export type ReuseResult = ApiResult<LockedCodePhone>;

/** Told to the JieMa tool: a past number is locked again; the receive panel takes it. */
export type { JiemaReused };

export interface JiemaOldInput {
  /** The JieMa tool, told `jiema.reused`. */
  parent?: AnyActorRef;
}

export interface JiemaOldContext {
  parent: AnyActorRef | undefined;
  /** spec 3 §5: the old tab's terms, ticked by default as in the new tab. */
  termsAccepted: boolean;
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
  | { type: 'more.load' }
  | { type: 'terms.toggle' }
  /** 'use this number again' on the chosen number. */
  | { type: 'number.reuse' }
  | { type: 'dialog.close' }
  /** The must-agree-to-terms alert's OK. */
  | { type: 'alert.close' };
