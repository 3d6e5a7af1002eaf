/**
 * Wrong tries on verification codes (codeLimits.ts, docs/security.md): each is recorded with the
 * account it aimed at (brand + destination) and the address it came from, so one address's tries
 * are capped on their own and the account's in total. The tries on one account are serialised (a
 * transaction-scoped advisory lock): tries made at once cannot pass a budget by being counted
 * together.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { codeGuesses } from '../db/schema.ts';
import { GUESS_WINDOW_MS } from './codeLimits.ts';

/** The account a code belongs to, as the limits count it. */
export interface GuessedAccount {
  platform: string;
  destination: string;
}

export interface WrongGuessCounts {
  /** Wrong tries on the account's codes in the guess window, from anywhere. */
  account: number;
  /** Of those, from this address. */
  address: number;
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * The address a try counts against: an IPv4 address as it is, an IPv6 address's /64 — a
 * subscriber is usually given a whole /64 and may pick any address of it, so counting single IPv6
 * addresses would give one person billions of budgets.
 */
export function guessAddress(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip)?.[1];
  if (mapped) return mapped;
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part ? part.split(':') : []);
  // A dotted IPv4 tail stands for two groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const headGroups = groupsOf(head);
  const tailGroups = groupsOf(tail ?? '');
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - width(headGroups) - width(tailGroups)).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Holds the account's tries until the transaction `tx` ends; the next try waits for this one. */
export async function serialiseGuesses(tx: Database, account: GuessedAccount): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`code guesses ${account.platform} ${account.destination}`}))`,
  );
}

export async function wrongGuessCounts(
  db: Database,
  now: Date,
  account: GuessedAccount,
  address: string,
): Promise<WrongGuessCounts> {
  const [counts] = await db
    .select({
      account: sql<number>`count(*)`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${codeGuesses.address} = ${address})`.mapWith(Number),
    })
    .from(codeGuesses)
    .where(
      and(
        eq(codeGuesses.platform, account.platform),
        eq(codeGuesses.destination, account.destination),
        gt(codeGuesses.createdAt, new Date(now.getTime() - GUESS_WINDOW_MS)),
      ),
    );
  return { account: counts?.account ?? 0, address: counts?.address ?? 0 };
}

export async function recordWrongGuess(
  db: Database,
  now: Date,
  account: GuessedAccount,
  address: string,
): Promise<void> {
  await db.insert(codeGuesses).values({ ...account, address, createdAt: now });
}

/** Wrong tries older than this are deleted (beyond the window that counts them). */
export async function deleteGuessesBefore(db: Database, before: Date): Promise<void> {
  await db.delete(codeGuesses).where(lt(codeGuesses.createdAt, before));
}

/** The sandbox's resetLimits: every wrong try is forgotten. */
export async function forgetAllGuesses(db: Database): Promise<void> {
  await db.delete(codeGuesses);
}
