/**
 * What a confirmed import saves: the preview's types, the merge of two drafts, and the plan of
 * saves. Light on purpose (no phone library): the import chart uses it up front, while the
 * parsers and the preview (`importPreview.ts`) load when a file is chosen.
 */
import {
  CONTACT_LIMITS,
  type ContactDraft,
  type ContactMessageKey,
  type ContactPhone,
} from '../api/contract/contacts.ts';

/** Why a row is not imported: a form rule's message, or one of `IMPORT_REASON` (importPreview.ts). */
export type ImportReasonKey =
  | 'contacts.import.reason.noPhone'
  | 'contacts.import.reason.invalidPhone'
  | ContactMessageKey;

/** A row that becomes a new contact. */
export interface NewContactRow {
  /** Stable key of the row within the preview, e.g. 'line-12'. */
  key: string;
  line: number;
  draft: ContactDraft;
  /** Numbers as written that were left out (unreadable, or beyond five). */
  droppedPhones: readonly string[];
}

export interface InvalidRow {
  line: number;
  name: string;
  reason: ImportReasonKey;
  /** The numbers as written, so the person can tell the row. */
  phones: readonly string[];
}

/** What a duplicate row matched. */
export type DuplicateTarget =
  | { kind: 'book'; id: string; draft: ContactDraft }
  | { kind: 'file'; key: string; line: number; draft: ContactDraft };

export interface DuplicateRow extends NewContactRow {
  matchedBy: 'phone' | 'name';
  target: DuplicateTarget;
  /** The target with this row merged in (what 'merge' saves, before other rows merge too). */
  merged: ContactDraft;
  /** Numbers of this row a merge leaves out because the target would pass five. */
  mergeDropsPhones: readonly string[];
}

export interface ImportPreview {
  /** Records in the file. */
  total: number;
  /**
   * Every number of the preview (its rows' and their targets') → the key it is compared by (its
   * international form), so merging needs no phone library.
   */
  phoneKeys: Readonly<Record<string, string>>;
  newContacts: readonly NewContactRow[];
  invalid: readonly InvalidRow[];
  duplicates: readonly DuplicateRow[];
}

/** What to do with one duplicate (default: merge). */
export type MergeChoice = 'merge' | 'keepBoth' | 'skip';
export type MergeChoices = Readonly<Record<string, MergeChoice>>;

/** One save of a confirmed import: a new contact, or a merge into a contact of the book. */
export type ImportOperation =
  | { kind: 'create'; draft: ContactDraft; lines: readonly number[] }
  | { kind: 'update'; id: string; draft: ContactDraft; lines: readonly number[] };

/**
 * `target` with `incoming` merged in — its name and filled fields kept, its empty ones filled,
 * the new numbers added up to five — and the incoming numbers that did not fit. Numbers are
 * compared by `keyOf`.
 */
export function mergeDrafts(
  target: ContactDraft,
  incoming: ContactDraft,
  keyOf: (phone: string) => string,
): { draft: ContactDraft; dropped: string[] } {
  const phoneList: ContactPhone[] = [...target.phoneList];
  const seen = new Set(phoneList.map((entry) => keyOf(entry.phone)));
  const dropped: string[] = [];
  for (const entry of incoming.phoneList) {
    const key = keyOf(entry.phone);
    if (seen.has(key)) continue;
    seen.add(key);
    if (phoneList.length < CONTACT_LIMITS.phoneRows) phoneList.push(entry);
    else dropped.push(entry.phone);
  }
  return {
    draft: {
      name: target.name,
      phoneList,
      email: target.email || incoming.email,
      companyName: target.companyName || incoming.companyName,
      note: target.note || incoming.note,
    },
    dropped,
  };
}

/**
 * The saves a confirmed preview makes, in file order: every new row created; each duplicate
 * skipped, created as well ('keepBoth'), or merged into what it matched (several rows merging
 * into one contact make one save).
 */
export function planImport(preview: ImportPreview, choices: MergeChoices): ImportOperation[] {
  const keyOf = (phone: string) => preview.phoneKeys[phone] ?? phone;
  const creates = new Map<string, { draft: ContactDraft; lines: number[] }>();
  const updates = new Map<string, { draft: ContactDraft; lines: number[] }>();
  for (const row of preview.newContacts) creates.set(row.key, { draft: row.draft, lines: [row.line] });
  for (const row of [...preview.duplicates].sort((a, b) => a.line - b.line)) {
    const choice = choices[row.key] ?? 'merge';
    if (choice === 'skip') continue;
    if (choice === 'keepBoth') {
      creates.set(row.key, { draft: row.draft, lines: [row.line] });
      continue;
    }
    const { target } = row;
    const pending =
      target.kind === 'book'
        ? (updates.get(target.id) ?? { draft: target.draft, lines: [] })
        : (creates.get(target.key) ?? { draft: target.draft, lines: [target.line] });
    const merged = { draft: mergeDrafts(pending.draft, row.draft, keyOf).draft, lines: [...pending.lines, row.line] };
    if (target.kind === 'book') updates.set(target.id, merged);
    else creates.set(target.key, merged);
  }
  const operations: ImportOperation[] = [
    ...[...creates.values()].map((save) => ({ kind: 'create' as const, ...save })),
    ...[...updates].map(([id, save]) => ({ kind: 'update' as const, id, ...save })),
  ];
  return operations.sort((a, b) => Math.min(...a.lines) - Math.min(...b.lines));
}
