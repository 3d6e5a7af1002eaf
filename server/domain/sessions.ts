/**
 * Sessions: a login gives a random token (32 bytes, base64url). Only its SHA-256 is stored, so a
 * leaked database holds no usable token. A token works only on its own brand.
 *
 * decision: tokens live 30 days; `refreshToken` (sent by the client every 12 hours, spec 1 §4)
 * slides the expiry to 30 days from now and answers the same token, so sockets and other tabs
 * holding it stay valid. Other calls do not extend it (no write per request).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Platform } from '../../src/services/api/contract/index.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { type Clock, DAY_MS, later } from './clock.ts';
import { type Failure, fail } from './failure.ts';

export const SESSION_TTL_MS = 30 * DAY_MS;
/** Dead sessions are kept this long so a stale token still gets "expired"/"logged out", not "invalid". */
const DEAD_SESSION_RETENTION_MS = 30 * DAY_MS;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface AuthSession {
  sessionId: number;
  accountId: number;
  platform: Platform;
  /** The raw token of this request (never stored). */
  token: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Database,
  clock: Clock,
  accountId: number,
  platform: Platform,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId,
    platform,
    createdAt: now,
    expiresAt: later(clock, SESSION_TTL_MS),
  });
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - DEAD_SESSION_RETENTION_MS)));
  return token;
}

/**
 * The session of `token` on `platform`: missing, malformed, unknown or another brand's token →
 * 100012; revoked → 100014; expired → 100013 (spec 1 §8).
 */
export async function authenticate(
  db: Database,
  clock: Clock,
  platform: Platform,
  token: unknown,
): Promise<AuthSession | Failure> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return fail('tokenInvalid');
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.platform !== platform) return fail('tokenInvalid');
  return deadSessionFailure(row, clock) ?? { sessionId: row.id, accountId: row.accountId, platform, token };
}

/** Why a stored session no longer works (revoked → 100014, expired → 100013), or undefined while it does. */
function deadSessionFailure(row: { revokedAt: Date | null; expiresAt: Date }, clock: Clock): Failure | undefined {
  if (row.revokedAt) return fail('loggedOut');
  if (row.expiresAt.getTime() <= clock.now().getTime()) return fail('tokenExpired');
  return undefined;
}

/**
 * Re-checks sessions authenticated earlier (an open socket's, at each of its events): the failure
 * of each dead one by id; live ones are absent. One query for any number of sessions.
 */
export async function deadSessions(
  db: Database,
  clock: Clock,
  sessionIds: readonly number[],
): Promise<Map<number, Failure>> {
  const dead = new Map<number, Failure>();
  if (sessionIds.length === 0) return dead;
  const rows = await db
    .select({ id: sessions.id, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(inArray(sessions.id, [...sessionIds]));
  const found = new Map(rows.map((row) => [row.id, row]));
  for (const id of sessionIds) {
    const row = found.get(id);
    const failure = row ? deadSessionFailure(row, clock) : fail('tokenInvalid');
    if (failure) dead.set(id, failure);
  }
  return dead;
}

export async function extendSession(db: Database, clock: Clock, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: later(clock, SESSION_TTL_MS) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Database, clock: Clock, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the account; returns their ids (to kick their sockets). */
export async function revokeAccountSessions(db: Database, clock: Clock, accountId: number): Promise<number[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

/**
 * Sandbox time travel (`POST /sandbox/advanceClock`): live sessions move with the clock, so
 * trying a month of renewals does not log everyone out (decision, docs/numbers.md).
 */
export async function shiftLiveSessions(db: Database, clock: Clock, ms: number): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: sql`${sessions.expiresAt} + make_interval(secs => ${ms / 1000})` })
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())));
}
