/**
 * Getting a verification number (spec 3 §4 New Code step 1, JieMa new and old tabs; §7
 * getVerificationCodePhoneListV2, lockVerificationCodePhone, the poll call): the number options,
 * the front page's public options, the 180 s lock and polling it.
 */
import { and, desc, eq, gt, gte, inArray } from 'drizzle-orm';
import {
  CODE_NUMBER_TYPES,
  type CodeCountryCode,
  type CodeNumberType,
  type CodePhoneOption,
  GET_A_NEW_NUMBER,
  type LanguageCode,
  type LockedCodePhone,
  type PollCodeSmsAnswer,
  type PublicCodePhoneOption,
  VERIFICATION_LIMITS,
} from '../../../src/services/api/contract/index.ts';
import type { ProviderApp } from '../../adapters/codeProvider.ts';
import type { ServerContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { type CodeNumberRow, codeNumberClaims, codeNumbers, codeSms } from '../../db/schema.ts';
import { getAccount } from '../accounts.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { toMinorUnits } from '../money.ts';
import type { Caller } from '../numbers/subscriptions.ts';
import { profileGate } from '../profiles.ts';
import { inTransaction, type Transaction } from '../transaction.ts';
import { brandGate, canSubscribeType, feeOf, findCountry, knownApp } from './catalogue.ts';
import {
  canSendFrom,
  claimLease,
  formatPhone,
  LOCK_MS,
  listedCondition,
  numberTypeOf,
  ownCodeNumber,
  sendTelCodes,
  setClaimEnd,
  subStatusOf,
  toCodeSms,
} from './leases.ts';
import { CODE_TEXTS } from './texts.ts';

const BOTH_TYPES = [CODE_NUMBER_TYPES.longTerm, CODE_NUMBER_TYPES.oneTime] as const;

export interface PhoneListQuery {
  app: string;
  code: CodeCountryCode;
  numberType?: CodeNumberType | undefined;
}

/** The pool's numbers of each asked type (in the provider's order), with their type. */
function poolOf(ctx: ServerContext, query: PhoneListQuery): { fullNumber: string; numberType: CodeNumberType }[] {
  const types = query.numberType ? [query.numberType] : BOTH_TYPES;
  return types.flatMap((numberType) =>
    ctx.codeProvider.numbers(query.app, query.code, numberType).map((fullNumber) => ({ fullNumber, numberType })),
  );
}

/** Who holds each of these numbers for the app at `now` (read through `db`: inside a lock, its transaction). */
async function holders(db: Database, now: Date, app: string, fullNumbers: string[]): Promise<Map<string, number>> {
  if (fullNumbers.length === 0) return new Map();
  const rows = await db
    .select({ fullNumber: codeNumberClaims.fullNumber, accountId: codeNumberClaims.accountId })
    .from(codeNumberClaims)
    .where(
      and(
        eq(codeNumberClaims.app, app),
        inArray(codeNumberClaims.fullNumber, fullNumbers),
        gt(codeNumberClaims.heldUntil, now),
      ),
    );
  return new Map(rows.map((row) => [row.fullNumber, row.accountId]));
}

function splitNumber(ctx: Pick<ServerContext, 'codeProvider'>, code: CodeCountryCode, fullNumber: string) {
  const telCode = findCountry(ctx.codeProvider, code)?.telCode ?? '';
  return { telCode, phone: fullNumber.slice(telCode.length) };
}

/**
 * spec 3 §3 phone options (decision, contract `CodePhoneOption`): the caller's own numbers of the
 * app and country first — subscribed, then most recently used — then the pool's free numbers.
 */
export async function phoneOptions(
  ctx: ServerContext,
  caller: Caller,
  query: PhoneListQuery,
): Promise<{ phoneList: CodePhoneOption[] } | Failure> {
  const gate = brandGate(caller.platform);
  if (gate) return gate;
  const app = knownApp(ctx.codeProvider, query.app);
  if (isFailure(app)) return app;
  const now = ctx.clock.now();
  const types = query.numberType ? [query.numberType] : [...BOTH_TYPES];
  const own = await ctx.db
    .select()
    .from(codeNumbers)
    .where(
      and(
        listedCondition(caller.accountId, now),
        eq(codeNumbers.app, query.app),
        eq(codeNumbers.code, query.code),
        inArray(codeNumbers.numberType, types),
      ),
    )
    .orderBy(desc(codeNumbers.lockedAt));
  own.sort((a, b) => subStatusOf(b) - subStatusOf(a));
  const pool = poolOf(ctx, query);
  const held = await holders(ctx.db, now, query.app, [
    ...own.map((row) => row.fullNumber),
    ...pool.map((p) => p.fullNumber),
  ]);
  const ownNumbers = new Set(own.map((row) => row.fullNumber));
  const lang = caller.lang;
  const options: CodePhoneOption[] = own.map((row) => {
    const busy = held.has(row.fullNumber) && held.get(row.fullNumber) !== caller.accountId;
    const subscribed = subStatusOf(row) === 1;
    return {
      phone: row.phone,
      telCode: row.telCode,
      fullNumber: row.fullNumber,
      subStatus: subStatusOf(row),
      tip: (busy ? CODE_TEXTS.optionBusy : subscribed ? CODE_TEXTS.optionSubscribed : CODE_TEXTS.optionRecent)[lang],
      canGetNumber: !busy,
      numberType: numberTypeOf(row),
      numberName: row.numberName,
    };
  });
  for (const free of pool) {
    if (ownNumbers.has(free.fullNumber) || held.has(free.fullNumber)) continue;
    options.push({
      ...splitNumber(ctx, query.code, free.fullNumber),
      fullNumber: free.fullNumber,
      subStatus: 0,
      tip: CODE_TEXTS.optionFree[lang],
      canGetNumber: true,
      numberType: free.numberType,
      numberName: '',
    });
  }
  return { phoneList: options.slice(0, VERIFICATION_LIMITS.phoneOptionsMax) };
}

/** The front page's options: the pool's free numbers only — nothing of any account. */
export async function publicPhoneOptions(
  ctx: ServerContext,
  query: PhoneListQuery,
  lang: LanguageCode,
): Promise<{ phoneList: PublicCodePhoneOption[] } | Failure> {
  const app = knownApp(ctx.codeProvider, query.app);
  if (isFailure(app)) return app;
  const pool = poolOf(ctx, query);
  const held = await holders(
    ctx.db,
    ctx.clock.now(),
    query.app,
    pool.map((p) => p.fullNumber),
  );
  return {
    phoneList: pool
      .filter((free) => !held.has(free.fullNumber))
      .slice(0, VERIFICATION_LIMITS.phoneOptionsMax)
      .map((free) => ({
        ...splitNumber(ctx, query.code, free.fullNumber),
        fullNumber: free.fullNumber,
        tip: CODE_TEXTS.optionFree[lang],
        canGetNumber: true,
        numberType: free.numberType,
      })),
  };
}

export interface LockRequest {
  app: string;
  code: CodeCountryCode;
  number: string;
  numberType: CodeNumberType;
  lastApp?: string | undefined;
  lastNumber?: string | undefined;
}

/**
 * spec 3 §7 lockVerificationCodePhone (contract `LockCodePhoneRequest`): 100017 brand, 100001 app
 * unknown, 100023 profile, 400001 balance below the code rate, HTTP 400 + 500000 none free — also
 * when the chosen number was taken meanwhile or is no longer in the pool.
 */
export async function lockNumber(
  ctx: ServerContext,
  caller: Caller,
  request: LockRequest,
): Promise<LockedCodePhone | Failure> {
  const gate = brandGate(caller.platform);
  if (gate) return gate;
  const app = knownApp(ctx.codeProvider, request.app);
  if (isFailure(app)) return app;
  const country = findCountry(ctx.codeProvider, request.code);
  if (!country) return fail('numberUnavailable', CODE_TEXTS.noNumber);
  const account = await getAccount(ctx.db, caller.accountId);
  const profile = await profileGate(ctx.db, account);
  if (profile) return profile;

  const now = ctx.clock.now();
  const until = new Date(now.getTime() + LOCK_MS);
  const result = await inTransaction(ctx.db, async (tx) => {
    if (request.lastNumber)
      await giveBack(tx, caller.accountId, request.lastApp ?? request.app, request.lastNumber, now);
    const target = await chooseNumber(ctx, tx, caller, request, now, until);
    if (isFailure(target)) return target;
    const fee = feeOf(app, target.numberType);
    if (toMinorUnits(account.balance) < toMinorUnits(fee.codeRate)) return fail('insufficientBalance');
    const [row] = await tx
      .insert(codeNumbers)
      .values({
        accountId: caller.accountId,
        platform: caller.platform,
        app: request.app,
        fullNumber: target.fullNumber,
        ...splitNumber(ctx, target.code, target.fullNumber),
        code: target.code,
        numberType: target.numberType,
        lockedAt: now,
        lockExpiresAt: until,
      })
      .onConflictDoUpdate({
        target: [codeNumbers.accountId, codeNumbers.app, codeNumbers.fullNumber],
        set: { lockedAt: now, lockExpiresAt: until, listed: true },
      })
      .returning();
    if (!row) throw new Error('locking a verification number returned no row');
    return row;
  });
  if (isFailure(result)) return result;
  ctx.log.info(
    { app: request.app, accountId: caller.accountId, numberType: result.numberType },
    'verification number locked',
  );
  return lockedView(app, result, caller.lang);
}

/** The number to lock: a free one of the pool (`GET_A_NEW_NUMBER`), or the one asked for — claimed. */
async function chooseNumber(
  // The provider only: inside the transaction every query goes through `tx`.
  ctx: Pick<ServerContext, 'codeProvider'>,
  tx: Transaction,
  caller: Caller,
  request: LockRequest,
  now: Date,
  until: Date,
): Promise<{ fullNumber: string; numberType: CodeNumberType; code: CodeCountryCode } | Failure> {
  const lease = (fullNumber: string) => ({ app: request.app, fullNumber, accountId: caller.accountId });
  if (request.number === GET_A_NEW_NUMBER) {
    const candidates = ctx.codeProvider
      .numbers(request.app, request.code, request.numberType)
      .filter((fullNumber) => fullNumber !== request.lastNumber);
    const held = await holders(tx, now, request.app, candidates);
    // A candidate another request takes meanwhile fails its claim: the next one is tried.
    for (const fullNumber of candidates.filter((each) => !held.has(each))) {
      if (await claimLease(tx, lease(fullNumber), until, now)) {
        return { fullNumber, numberType: request.numberType, code: request.code };
      }
    }
    return fail('numberUnavailable', CODE_TEXTS.noNumber);
  }
  const own = await ownCodeNumber(tx, caller.accountId, request.app, request.number);
  const pooled = BOTH_TYPES.find((numberType) =>
    ctx.codeProvider.numbers(request.app, request.code, numberType).includes(request.number),
  );
  const target = own
    ? { fullNumber: own.fullNumber, numberType: numberTypeOf(own), code: own.code }
    : pooled
      ? { fullNumber: request.number, numberType: pooled, code: request.code }
      : undefined;
  // A number the person saw offered and the pool no longer has (it emptied, or the provider took
  // it back) is, to them, no number available (spec 3 §8: HTTP 400 + 500000 shows the dialog),
  // not a bad request: the list they chose from was right when it loaded.
  if (!target) return fail('numberUnavailable', CODE_TEXTS.noNumber);
  if (!(await claimLease(tx, lease(target.fullNumber), until, now)))
    return fail('numberUnavailable', CODE_TEXTS.noNumber);
  return target;
}

/**
 * Try another (decision): the caller's lock on its last number ends now, unless it is subscribed
 * (then it stays the caller's); a number that never received an SMS also leaves the list.
 */
async function giveBack(tx: Transaction, accountId: number, app: string, fullNumber: string, now: Date): Promise<void> {
  const row = await ownCodeNumber(tx, accountId, app, fullNumber);
  if (row?.status !== 'none' || row.lockExpiresAt <= now) return;
  const [received] = await tx.select({ id: codeSms.id }).from(codeSms).where(eq(codeSms.codeNumberId, row.id)).limit(1);
  await tx
    .update(codeNumbers)
    .set({ lockExpiresAt: now, listed: received !== undefined })
    .where(eq(codeNumbers.id, row.id));
  await setClaimEnd(tx, { app, fullNumber, accountId }, now);
}

function lockedView(app: ProviderApp, row: CodeNumberRow, lang: Caller['lang']): LockedCodePhone {
  const numberType = numberTypeOf(row);
  const fee = feeOf(app, numberType);
  const subStatus = subStatusOf(row);
  return {
    phone: row.phone,
    formatPhone: formatPhone(row.fullNumber, row.telCode, row.phone),
    telCode: row.telCode,
    telCodeList: sendTelCodes(row.fullNumber, numberType),
    fullNumber: row.fullNumber,
    app: row.app,
    name: app.names[lang],
    code: row.code,
    numberType,
    numberName: row.numberName,
    tip: CODE_TEXTS.lockTip(app.names[lang])[lang],
    canSub: subStatus === 0 && canSubscribeType(numberType),
    subStatus,
    subRent: fee.subRent,
    codeRate: fee.codeRate,
    subTip: (fee.subRent ? CODE_TEXTS.subTip(fee.subRent, fee.codeRate) : CODE_TEXTS.oneTimeSubTip)[lang],
    canSendCodeSms: canSendFrom(row.fullNumber, numberType),
    expiresAt: row.lockExpiresAt.getTime(),
  };
}

/**
 * The poll call (contract `PollCodeSmsRequest`): the SMS of the caller's number since its lock
 * began, newest first, and the lock's end. Another account's number: not found.
 */
export async function pollSms(
  ctx: ServerContext,
  caller: Caller,
  query: { app: string; phone: string },
): Promise<PollCodeSmsAnswer | Failure> {
  const row = await ownCodeNumber(ctx.db, caller.accountId, query.app, query.phone);
  if (!row) return fail('notFound');
  const rows = await ctx.db
    .select()
    .from(codeSms)
    .where(and(eq(codeSms.codeNumberId, row.id), gte(codeSms.date, row.lockedAt.getTime())))
    .orderBy(desc(codeSms.date), desc(codeSms.id))
    .limit(VERIFICATION_LIMITS.smsPageSize);
  return {
    smsList: rows.map(toCodeSms),
    expiresAt: row.lockExpiresAt.getTime(),
    locked: row.lockExpiresAt > ctx.clock.now(),
  };
}
