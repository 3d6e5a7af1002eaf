/**
 * Naming a number from the address book's snapshot. Apart from `toView.ts` (which re-exports it
 * for the views) so the root, which names a notification's sender with it, stays small.
 */
import type { SnapshotFrom } from 'xstate';
import { contactForNumber } from '../../../services/contacts/numberIndex.ts';
import type { ContactsMachine } from './contacts.machine.ts';

/** spec 1 §3: a chat party's display name is the contact's name; null shows the formatted number. */
export function contactNameFor(snapshot: SnapshotFrom<ContactsMachine>, fullNumber: string): string | null {
  return contactForNumber(snapshot.context.book, fullNumber)?.name ?? null;
}
