/**
 * Access to the verification-code API (spec 2 §3, §4, §7; issue 13 item 4): apply (mode 1),
 * change the callback URL (mode 2), reset the key (mode 3), the review (sandbox), and requests for
 * new platforms. pingme only: on other brands every call answers not found (spec 2 §1 "The API tab
 * exists only on pingme").
 *
 * decision: an account applies once. A rejected application (3) stays rejected — the spec
 * disables edit and test at 3 and offers no way back — until the review changes it.
 */
import { eq } from 'drizzle-orm';
import {
  API_STATUS,
  type ApiStatus,
  type CreateOrUpdateApiRequest,
  type NewPlatformRequest,
  type VerificationCodeInfo,
} from '../../../src/services/api/contract/index.ts';
import { PLATFORM_TABLE } from '../../../src/services/brand/platforms.ts';
import type { ServerContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { codePlatformRequests, type DeveloperApiRow, developerApis } from '../../db/schema.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import type { Caller } from '../numbers/subscriptions.ts';
import { type KeyBox, newApiKey, newUserId } from './keys.ts';
import { DEVELOPER_API_TEXTS } from './texts.ts';

export type DeveloperApiContext = Pick<ServerContext, 'db' | 'clock' | 'developerApi'>;

/** not found on brands without the API tab (the brand table's `accountSections`). */
export function apiGate(caller: Pick<Caller, 'platform'>): Failure | undefined {
  return (PLATFORM_TABLE[caller.platform].accountSections as readonly string[]).includes('api')
    ? undefined
    : fail('notFound', DEVELOPER_API_TEXTS.notOffered);
}

function keysOf(ctx: DeveloperApiContext): KeyBox | Failure {
  return ctx.developerApi.keys ?? fail('serviceUnavailable', DEVELOPER_API_TEXTS.unavailable);
}

export async function apiRowOf(db: Database, accountId: number): Promise<DeveloperApiRow | undefined> {
  const [row] = await db.select().from(developerApis).where(eq(developerApis.accountId, accountId));
  return row;
}

/**
 * spec 2 §3: user id and key only once verified. A key that cannot be opened (the server's
 * secret changed) is unavailable rather than a 500.
 */
function toInfo(
  row: DeveloperApiRow | undefined,
  keys: KeyBox,
): { verificationCodeInfo: VerificationCodeInfo } | Failure {
  if (!row) return { verificationCodeInfo: { callBackUrl: '', userId: '', key: '', status: API_STATUS.none } };
  const status = row.status as ApiStatus;
  const key = status === API_STATUS.verified ? keys.open(row.keyCipher) : '';
  if (key === null) return fail('serviceUnavailable', DEVELOPER_API_TEXTS.unavailable);
  return {
    verificationCodeInfo: {
      callBackUrl: row.callbackUrl,
      userId: status === API_STATUS.verified ? row.userId : '',
      key,
      status,
    },
  };
}

export async function apiInfo(
  ctx: DeveloperApiContext,
  caller: Caller,
): Promise<{ verificationCodeInfo: VerificationCodeInfo } | Failure> {
  const gate = apiGate(caller);
  if (gate) return gate;
  const keys = keysOf(ctx);
  if (isFailure(keys)) return keys;
  return toInfo(await apiRowOf(ctx.db, caller.accountId), keys);
}

export async function createOrUpdateApi(
  ctx: DeveloperApiContext,
  caller: Caller,
  input: CreateOrUpdateApiRequest,
): Promise<{ verificationCodeInfo: VerificationCodeInfo } | Failure> {
  const gate = apiGate(caller);
  if (gate) return gate;
  const keys = keysOf(ctx);
  if (isFailure(keys)) return keys;
  const now = ctx.clock.now();
  const row = await apiRowOf(ctx.db, caller.accountId);

  if (input.mode === 1) {
    if (row) return fail('badRequest', DEVELOPER_API_TEXTS.alreadyApplied);
    // The key exists from the start, so approval only flips the status.
    const [created] = await ctx.db
      .insert(developerApis)
      .values({
        accountId: caller.accountId,
        platform: caller.platform,
        status: API_STATUS.reviewing,
        callbackUrl: input.callBackUrl.toLowerCase(),
        userId: newUserId(),
        keyCipher: keys.seal(newApiKey()),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Two applies racing: the second finds the first's row.
    if (!created) return fail('badRequest', DEVELOPER_API_TEXTS.alreadyApplied);
    return toInfo(created, keys);
  }

  if (!row) return fail('notAuthorized', DEVELOPER_API_TEXTS.notApproved);
  if (row.status === API_STATUS.rejected) return fail('notAuthorized', DEVELOPER_API_TEXTS.rejected);
  // spec 2 §4: reset needs status 2; the URL may change while the application is reviewed.
  if (input.mode === 3 && row.status !== API_STATUS.verified)
    return fail('notAuthorized', DEVELOPER_API_TEXTS.notApproved);
  const change =
    input.mode === 2
      ? { callbackUrl: input.callBackUrl.toLowerCase(), updatedAt: now }
      : // The old key stops at once: every attempt signs with the key stored at that moment.
        { keyCipher: keys.seal(newApiKey()), updatedAt: now };
  const [updated] = await ctx.db
    .update(developerApis)
    .set(change)
    .where(eq(developerApis.accountId, caller.accountId))
    .returning();
  return toInfo(updated, keys);
}

/** The review's outcome (sandbox `POST /sandbox/reviewApi`); not found when the account never applied. */
export async function reviewApi(
  db: Database,
  accountId: number,
  approve: boolean,
  now: Date,
): Promise<{ status: ApiStatus } | Failure> {
  const status = approve ? API_STATUS.verified : API_STATUS.rejected;
  const [row] = await db
    .update(developerApis)
    .set({ status, updatedAt: now })
    .where(eq(developerApis.accountId, accountId))
    .returning({ status: developerApis.status });
  return row ? { status: row.status as ApiStatus } : fail('notFound');
}

export async function requestPlatform(
  ctx: DeveloperApiContext,
  caller: Caller,
  input: NewPlatformRequest,
): Promise<Record<string, never> | Failure> {
  const gate = apiGate(caller);
  if (gate) return gate;
  await ctx.db
    .insert(codePlatformRequests)
    .values({ accountId: caller.accountId, ...input, createdAt: ctx.clock.now() });
  return {};
}
