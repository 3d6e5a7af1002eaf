/**
 * What the command palette can find (issue 24 item 4): chats, contacts, the account's numbers and
 * actions, each with the command choosing it sends. Types only, shared by the ranking, the
 * palette chart and its view.
 */
import type { Tab } from '../brand/platforms.ts';

export type PaletteCommand =
  | { type: 'chat.show'; key: string }
  | { type: 'contact.show'; id: string }
  /** A new chat from one of the account's own numbers. */
  | { type: 'chat.draftFrom'; ownFullNumber: string }
  | { type: 'chat.new' }
  | { type: 'tab.select'; tab: Tab }
  | { type: 'recharge.open' }
  | { type: 'logout' }
  | { type: 'locale.toggle' };

export type PaletteKind = 'chat' | 'contact' | 'number' | 'action';

export interface PaletteEntry {
  /** Unique among the entries (the option's id in the list). */
  id: string;
  kind: PaletteKind;
  /** What the option reads: a name, a formatted number, an action's label. */
  label: string;
  /** A second line (the number of a named chat), '' when none. */
  detail: string;
  /** Numbers the entry is found by, any form; compared by their digits. */
  numbers: readonly string[];
  command: PaletteCommand;
}
