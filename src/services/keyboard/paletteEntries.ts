/**
 * What the command palette can find (issue 24 item 4): chats, contacts, the account's numbers and
 * actions, each with the command choosing it sends. Types only, shared by the ranking, the
 * palette chart and its view.
 *
 * Each command is an event the root chart accepts as it is (docs/keyboard.md): the palette tells
 * the root the chosen one and the root's own rules carry it out, so nothing decides in the view.
 */
import type { Tab } from '../brand/platforms.ts';

export type PaletteCommand =
  | { type: 'chat.show'; key: string }
  | { type: 'contact.show'; id: string }
  /** A new chat from one of the account's own numbers. */
  | { type: 'chat.draftFrom'; ownFullNumber: string }
  | { type: 'chat.new' }
  /** A tab as the person chooses it (the profile form's unsaved-changes question applies, spec 2 §2). */
  | { type: 'tab.choose'; tab: Tab }
  | { type: 'recharge.open' }
  /** Asks for confirmation, as the tab bar's button does (spec 1 §4). */
  | { type: 'logout.request' }
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
