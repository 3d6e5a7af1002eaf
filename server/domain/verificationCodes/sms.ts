/**
 * The SMS of a verification number (spec 3 §7 getVerificationCodeSmsList; getCodeSmsList with
 * month paging for the JieMa old tab, spec 3 §4): only the caller's own — another account's
 * number is not found, and an account never sees what arrived while someone else held the number.
 */
import { and, desc, eq, gte, lt, or } from 'drizzle-orm';
import {
  type CodeSmsListAnswer,
  type CodeSmsMonthAnswer,
  VERIFICATION_LIMITS,
} from '../../../src/services/api/contract/index.ts';
import type { ServerContext } from '../../context.ts';
import { codeSms } from '../../db/schema.ts';
import { type Failure, fail } from '../failure.ts';
import { monthOf, monthRange } from '../numbers/dates.ts';
import type { Caller } from '../numbers/subscriptions.ts';
import { ownCodeNumber, toCodeSms } from './leases.ts';

export async function latestSms(
  ctx: ServerContext,
  caller: Caller,
  query: { app: string; number: string; count: number },
): Promise<CodeSmsListAnswer | Failure> {
  const row = await ownCodeNumber(ctx.db, caller.accountId, query.app, query.number);
  if (!row) return fail('notFound');
  const rows = await ctx.db
    .select()
    .from(codeSms)
    .where(eq(codeSms.codeNumberId, row.id))
    .orderBy(desc(codeSms.date), desc(codeSms.id))
    .limit(query.count);
  return { smsList: rows.map(toCodeSms) };
}

const CURSOR = /^(\d{1,15})-(\d{1,15})$/;

/** 'YYYY-MM' of the month before `ym`. */
function monthBefore(ym: string): string {
  const { start } = monthRange(ym);
  return monthOf(new Date(start - 1));
}

export async function smsOfMonth(
  ctx: ServerContext,
  caller: Caller,
  query: { app: string; number: string; pageSize: number; ym?: string | undefined; nextPage?: string | undefined },
): Promise<CodeSmsMonthAnswer | Failure> {
  const row = await ownCodeNumber(ctx.db, caller.accountId, query.app, query.number);
  if (!row) return fail('notFound');
  const now = ctx.clock.now();
  const ym = query.ym ?? monthOf(now);
  const { start, end } = monthRange(ym);
  let after: ReturnType<typeof or> | undefined;
  if (query.nextPage !== undefined) {
    const match = CURSOR.exec(query.nextPage);
    if (!match) return fail('badRequest');
    const [date, id] = [Number(match[1]), Number(match[2])];
    after = or(lt(codeSms.date, date), and(eq(codeSms.date, date), lt(codeSms.id, id)));
  }
  const rows = await ctx.db
    .select()
    .from(codeSms)
    .where(and(eq(codeSms.codeNumberId, row.id), gte(codeSms.date, start), lt(codeSms.date, end), after))
    .orderBy(desc(codeSms.date), desc(codeSms.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  // The oldest month the old tab may step back to.
  const oldest = monthRange(monthOf(now)).start;
  const limit = new Date(oldest);
  limit.setUTCMonth(limit.getUTCMonth() - (VERIFICATION_LIMITS.smsHistoryMonths - 1));
  const prevYm = monthBefore(ym);
  return {
    smsList: page.map(toCodeSms),
    ym,
    nextPage: rows.length > query.pageSize && last ? `${last.date}-${last.id}` : null,
    prevYm: monthRange(prevYm).start >= limit.getTime() ? prevYm : null,
  };
}
