/**
 * The cloud address book (spec 3 §3 Contact, §7): an account's contacts, listed in keyset pages,
 * saved from drafts that already passed the form rules, and deleted into tombstones so `since`
 * listings report deletions. The meaning of `date`, the two listing orders and `syncTime` are
 * documented once, in the contract (`src/services/api/contract/contacts.ts`).
 *
 * Every write runs in a transaction that first takes the account's row in `address_book_clocks`
 * (its change clock): that serialises the account's writes and hands out strictly increasing
 * change times in commit order, which is what makes `since = syncTime` lossless.
 *
 * Named `addressBook` because `contacts.ts` is where a verification code goes (a phone or e-mail).
 */
import { and, asc, eq, gt, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import type {
  AddressBookEntry,
  AddressBookPage,
  ContactDraft,
  DelCloudAddressBookAnswer,
  SavedContact,
} from '../../src/services/api/contract/index.ts';
import type { Database } from '../db/client.ts';
import { type AddressBookContactRow, addressBookClocks, addressBookContacts } from '../db/schema.ts';
import { ADDRESS_BOOK_TEXTS } from '../i18n.ts';
import type { Clock } from './clock.ts';
import { type Failure, fail, isFailure } from './failure.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AddressBookListRequest {
  pageSize: number;
  since?: number;
  startTime?: string;
}

/**
 * Cursors (the answer's `nextStartTime`), opaque to the client:
 * - 'f.<syncTime>.<lastId>' for full listings (live contacts by id);
 * - 'c.<syncTime>.<lastDate>.<lastId>' for `since` listings (changes by (date, id)).
 */
type Cursor =
  | { kind: 'full'; syncTime: number; afterId: number }
  | { kind: 'changes'; syncTime: number; afterDate: number; afterId: number };

const FULL_CURSOR = /^f\.(\d{1,16})\.(\d{1,15})$/;
const CHANGES_CURSOR = /^c\.(\d{1,16})\.(\d{1,16})\.(\d{1,15})$/;

function parseCursor(text: string): Cursor | null {
  const full = FULL_CURSOR.exec(text);
  if (full) return { kind: 'full', syncTime: Number(full[1]), afterId: Number(full[2]) };
  const changes = CHANGES_CURSOR.exec(text);
  if (changes) {
    return {
      kind: 'changes',
      syncTime: Number(changes[1]),
      afterDate: Number(changes[2]),
      afterId: Number(changes[3]),
    };
  }
  return null;
}

export async function listAddressBook(
  db: Database,
  accountId: number,
  request: AddressBookListRequest,
): Promise<AddressBookPage | Failure> {
  const wantChanges = request.since !== undefined;
  const cursor = request.startTime === undefined ? undefined : parseCursor(request.startTime);
  if (cursor === null || (cursor && (cursor.kind === 'changes') !== wantChanges)) {
    return fail('badRequest', ADDRESS_BOOK_TEXTS.badCursor);
  }
  const syncTime = cursor?.syncTime ?? (await lastChange(db, accountId));
  const owned = eq(addressBookContacts.accountId, accountId);
  // One row beyond the page tells whether there is a next page, so the last page says null.
  const limit = request.pageSize + 1;

  if (!wantChanges) {
    const afterId = cursor?.kind === 'full' ? cursor.afterId : 0;
    const rows = await db
      .select()
      .from(addressBookContacts)
      .where(and(owned, not(addressBookContacts.deleted), gt(addressBookContacts.id, afterId)))
      .orderBy(asc(addressBookContacts.id))
      .limit(limit);
    const page = rows.slice(0, request.pageSize);
    const last = page.at(-1);
    const nextStartTime = rows.length > request.pageSize && last ? `f.${syncTime}.${last.id}` : null;
    return { addressBookList: page.map(toEntry), nextStartTime, syncTime };
  }

  const position: SQL =
    cursor?.kind === 'changes'
      ? sql`(${addressBookContacts.changedAt}, ${addressBookContacts.id}) > (${cursor.afterDate}, ${cursor.afterId})`
      : gt(addressBookContacts.changedAt, request.since ?? 0);
  const rows = await db
    .select()
    .from(addressBookContacts)
    .where(and(owned, position, lte(addressBookContacts.changedAt, syncTime)))
    .orderBy(asc(addressBookContacts.changedAt), asc(addressBookContacts.id))
    .limit(limit);
  const page = rows.slice(0, request.pageSize);
  const last = page.at(-1);
  const nextStartTime = rows.length > request.pageSize && last ? `c.${syncTime}.${last.changedAt}.${last.id}` : null;
  return { addressBookList: page.map(toEntry), nextStartTime, syncTime };
}

/** Creates the contact (no id) or replaces the caller's live contact `id`; else 100005. */
export async function saveContact(
  db: Database,
  clock: Clock,
  accountId: number,
  id: number | undefined,
  draft: ContactDraft,
): Promise<SavedContact | Failure> {
  const fields = {
    name: draft.name,
    phoneList: draft.phoneList,
    email: draft.email,
    companyName: draft.companyName,
    note: draft.note,
  };
  return inChangeTransaction(db, clock, accountId, async (tx, date) => {
    if (id === undefined) {
      const [created] = await tx
        .insert(addressBookContacts)
        .values({ accountId, ...fields, changedAt: date, createdAt: clock.now() })
        .returning();
      if (!created) throw new Error('insert returned no row');
      return toSavedContact(created);
    }
    const [updated] = await tx
      .update(addressBookContacts)
      .set({ ...fields, changedAt: date })
      .where(ownLiveContact(accountId, [id]))
      .returning();
    return updated ? toSavedContact(updated) : fail('notFound');
  });
}

/**
 * Deletes the caller's contacts among `ids` (the rule is in the contract's
 * `DelCloudAddressBookRequest`): others' ids are ignored unseen, the caller's already deleted ones
 * count as deleted, and none of the caller's at all is 100005.
 */
export async function deleteContacts(
  db: Database,
  clock: Clock,
  accountId: number,
  ids: readonly number[],
): Promise<DelCloudAddressBookAnswer | Failure> {
  const own = await db
    .select({ id: addressBookContacts.id, deleted: addressBookContacts.deleted })
    .from(addressBookContacts)
    .where(and(eq(addressBookContacts.accountId, accountId), inArray(addressBookContacts.id, [...ids])));
  if (own.length === 0) return fail('notFound');

  const live = own.filter((row) => !row.deleted).map((row) => row.id);
  // Only the ids still live are written; a retried call then writes nothing at all.
  if (live.length > 0) {
    const done = await inChangeTransaction(db, clock, accountId, async (tx, date) => {
      await tx
        .update(addressBookContacts)
        .set({ deleted: true, changedAt: date, name: '', phoneList: [], email: '', companyName: '', note: '' })
        .where(ownLiveContact(accountId, live));
      return null;
    });
    if (isFailure(done)) return done;
  }
  const ownIds = new Set(own.map((row) => row.id));
  return { deleted: ids.filter((id) => ownIds.has(id)).map(String) };
}

/**
 * Sandbox demo data: the account gets `friend` as a contact named 'Demo Friend', once — only if
 * its address book has never changed, so a restart neither duplicates nor resurrects it.
 * Returns whether it added the contact.
 */
export async function seedDemoFriend(
  db: Database,
  clock: Clock,
  accountId: number,
  friend: { telCode: string; phone: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const date = clock.now().getTime();
    const [firstChange] = await tx
      .insert(addressBookClocks)
      .values({ accountId, lastChange: date })
      .onConflictDoNothing()
      .returning();
    if (!firstChange) return false;
    await tx.insert(addressBookContacts).values({
      accountId,
      name: 'Demo Friend',
      phoneList: [{ phone: `+${friend.telCode}${friend.phone}`, telCode: friend.telCode, tag: 'Mobile' }],
      changedAt: date,
      createdAt: clock.now(),
    });
    return true;
  });
}

function ownLiveContact(accountId: number, ids: readonly number[]): SQL {
  return and(
    eq(addressBookContacts.accountId, accountId),
    inArray(addressBookContacts.id, [...ids]),
    not(addressBookContacts.deleted),
  ) as SQL;
}

async function lastChange(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ lastChange: addressBookClocks.lastChange })
    .from(addressBookClocks)
    .where(eq(addressBookClocks.accountId, accountId));
  return row?.lastChange ?? 0;
}

/** Rolls the transaction back when the work answers a Failure. */
class RollbackWith extends Error {
  constructor(readonly failure: Failure) {
    super('address book change rolled back');
  }
}

/**
 * Runs `work` in a transaction holding the account's change clock, with the change time to
 * write: the clock's now, or the previous change + 1 when the clock has not moved past it.
 * A Failure from `work` rolls everything back, the clock included.
 */
async function inChangeTransaction<T>(
  db: Database,
  clock: Clock,
  accountId: number,
  work: (tx: Transaction, date: number) => Promise<T | Failure>,
): Promise<T | Failure> {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(addressBookClocks)
        .values({ accountId, lastChange: clock.now().getTime() })
        .onConflictDoUpdate({
          target: addressBookClocks.accountId,
          set: { lastChange: sql`GREATEST(excluded.last_change, ${addressBookClocks.lastChange} + 1)` },
        })
        .returning();
      if (!taken) throw new Error('the change clock returned no row');
      const result = await work(tx, taken.lastChange);
      if (isFailure(result)) throw new RollbackWith(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.failure;
    throw error;
  }
}

function toSavedContact(row: AddressBookContactRow): SavedContact {
  return {
    _id: String(row.id),
    name: row.name,
    phoneList: row.phoneList,
    email: row.email,
    companyName: row.companyName,
    note: row.note,
    date: row.changedAt,
    deleted: false,
  };
}

function toEntry(row: AddressBookContactRow): AddressBookEntry {
  return row.deleted ? { _id: String(row.id), date: row.changedAt, deleted: true } : toSavedContact(row);
}
