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
import { oncePerDatabase } from '../db/prepared.ts';
import { sessions } from '../db/schema.ts';
import { type Clock, DAY_MS, later } from './clock.ts';
import { type Failure, fail, isFailure } from './failure.ts';

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

const sessionByTokenHash = oncePerDatabase((db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);

/**
 * Live sessions recently read, by token hash, per database: most calls of a tab skip the session
 * query (a round trip of every authenticated request, issue 14).
 *
 * decision: a revocation through the server is immediate: `revokeSession` and
 * `revokeAccountSessions` forget the sessions here, and the socket hub's `endSessions` (which
 * every revocation calls) tells the other processes to forget them too (docs/messaging.md). A
 * read that was under way when sessions were forgotten is not kept (`forgets`), so a late answer
 * cannot bring a revoked session back. Only live sessions are kept, at most SESSION_CACHE_TTL_MS
 * and never past their expiry; a session revoked in the database behind the servers' back works
 * at most that long on HTTP (sockets re-check the database at every send).
 */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  session: Omit<AuthSession, 'token'>;
  /** The earlier of the session's expiry and the end of its time in the cache. */
  until: number;
}

interface SessionCache {
  byTokenHash: Map<string, CachedSession>;
  /** Counts forgets: a read that saw another count when it started is not kept. */
  forgets: number;
}

const sessionCaches = new WeakMap<Database, SessionCache>();

/**
 * Turns the cache on for this database. Only where every revocation reaches every process using
 * it: one process (the embedded database), or processes joined through Redis (the socket hub
 * announces ended sessions). Processes sharing a PostgreSQL without Redis read every session.
 */
export function cacheSessions(db: Database): void {
  if (!sessionCaches.has(db)) sessionCaches.set(db, { byTokenHash: new Map(), forgets: 0 });
}

/** Drops these sessions from this process's cache (they were revoked or ended). */
export function forgetSessions(db: Database, sessionIds: readonly number[]): void {
  const cache = sessionCaches.get(db);
  if (!cache) return;
  cache.forgets += 1;
  const ended = new Set(sessionIds);
  for (const [tokenHash, cached] of cache.byTokenHash) {
    if (ended.has(cached.session.sessionId)) cache.byTokenHash.delete(tokenHash);
  }
}

/** A token of the right shape, with the hash it is stored under; not checked against the database yet. */
export interface ClaimedToken {
  token: string;
  tokenHash: string;
}

/** Missing or malformed tokens fail without a database read (100012). */
export function claimToken(token: unknown): ClaimedToken | Failure {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return fail('tokenInvalid');
  return { token, tokenHash: hashToken(token) };
}

/** A stored session as read by token hash: what decides whether it works. */
export interface StoredSession {
  id: number;
  accountId: number;
  platform: string;
  revokedAt: Date | null;
  expiresAt: Date;
}

/**
 * The session a claimed token has on `platform`, from its row (none: unknown token): another
 * brand's or an unknown token → 100012; revoked → 100014; expired → 100013 (spec 1 §8).
 */
export function sessionOfRow(
  row: StoredSession | undefined,
  claim: ClaimedToken,
  platform: Platform,
  clock: Clock,
): AuthSession | Failure {
  if (!row || row.platform !== platform) return fail('tokenInvalid');
  return (
    deadSessionFailure(row, clock) ?? { sessionId: row.id, accountId: row.accountId, platform, token: claim.token }
  );
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
  const claim = claimToken(token);
  if (isFailure(claim)) return claim;
  const { tokenHash } = claim;
  const cache = sessionCaches.get(db);
  const now = clock.now().getTime();
  const cached = cache?.byTokenHash.get(tokenHash);
  if (cached && cached.until > now) {
    return cached.session.platform === platform ? { ...cached.session, token: claim.token } : fail('tokenInvalid');
  }
  const forgets = cache?.forgets;
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  const session = sessionOfRow(row, claim, platform, clock);
  if (isFailure(session) || !row) return session;
  if (cache && cache.forgets === forgets) {
    if (cache.byTokenHash.size >= SESSION_CACHE_MAX) cache.byTokenHash.clear();
    cache.byTokenHash.set(tokenHash, {
      session: { sessionId: session.sessionId, accountId: session.accountId, platform },
      until: Math.min(now + SESSION_CACHE_TTL_MS, row.expiresAt.getTime()),
    });
  }
  return session;
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
  forgetSessions(db, [sessionId]);
}

/** Revokes every live session of the account; returns their ids (to kick their sockets). */
export async function revokeAccountSessions(db: Database, clock: Clock, accountId: number): Promise<number[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const ids = revoked.map((row) => row.id);
  forgetSessions(db, ids);
  return ids;
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
