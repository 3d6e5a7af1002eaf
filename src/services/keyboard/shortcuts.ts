/**
 * The keyboard shortcuts (issue 24 item 4; docs/keyboard.md): one table, read by the key listener
 * (`src/ui/shell/KeyboardShortcuts.tsx`) and by the shortcuts help (`?`), so what is listed is
 * exactly what works. Pure: a key press and where it happened in, a shortcut (or none) out.
 */
import type { Tab } from '../brand/platforms.ts';

export type ShortcutId =
  | 'palette.open'
  | 'chat.previous'
  | 'chat.next'
  | 'chat.new'
  | 'chatSearch.focus'
  | 'panel.close'
  | 'help.open';

/**
 * What a key press does: a shortcut of the table, or closing the palette before its dialog is
 * drawn (`KeyPlace.paletteOpen`; not in the help, which lists Ctrl/Cmd+K and Esc already).
 */
export type KeyAction = ShortcutId | 'palette.close';

/** The parts of a `KeyboardEvent` a shortcut is recognised by. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export interface Shortcut {
  id: ShortcutId;
  /** The keys as the help shows them, 'Mod' being Ctrl (Cmd on a Mac). */
  keys: readonly string[];
  /** The tab whose content the shortcut acts on: no shortcut on a brand that hides it. */
  needs: Tab | null;
  matches(press: KeyPress): boolean;
}

/** Ctrl on Windows and Linux, Cmd on a Mac; either counts so a person's habit works everywhere. */
function mod(press: KeyPress): boolean {
  return press.ctrlKey || press.metaKey;
}

/** No modifier but Shift (which some layouts need for '?' and '/'). */
function plain(press: KeyPress): boolean {
  return !press.ctrlKey && !press.metaKey && !press.altKey;
}

export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'palette.open',
    keys: ['Mod', 'K'],
    needs: null,
    matches: (p) => mod(p) && !p.altKey && !p.shiftKey && p.key.toLowerCase() === 'k',
  },
  {
    id: 'chat.previous',
    keys: ['Alt', '↑'],
    needs: 'chats',
    matches: (p) => p.altKey && !mod(p) && !p.shiftKey && p.key === 'ArrowUp',
  },
  {
    id: 'chat.next',
    keys: ['Alt', '↓'],
    needs: 'chats',
    matches: (p) => p.altKey && !mod(p) && !p.shiftKey && p.key === 'ArrowDown',
  },
  {
    id: 'chat.new',
    keys: ['Mod', 'Shift', 'N'],
    needs: 'chats',
    matches: (p) => mod(p) && p.shiftKey && !p.altKey && p.key.toLowerCase() === 'n',
  },
  { id: 'chatSearch.focus', keys: ['/'], needs: 'chats', matches: (p) => plain(p) && p.key === '/' },
  { id: 'panel.close', keys: ['Esc'], needs: null, matches: (p) => plain(p) && !p.shiftKey && p.key === 'Escape' },
  { id: 'help.open', keys: ['?'], needs: null, matches: (p) => plain(p) && p.key === '?' },
];

/** Where the key was pressed. */
export interface KeyPlace {
  /** Focus is in a text field (input, textarea, select, contenteditable): a person is typing. */
  typing: boolean;
  /** A dialog is open (its own keys, Esc among them, belong to it). */
  dialogOpen: boolean;
  /** The tabs the brand shows (and front-page mode leaves). */
  tabs: readonly Tab[];
  /**
   * The palette is open but its dialog is not drawn yet (its code on the way at the first
   * Ctrl/Cmd+K): Esc and Ctrl/Cmd+K close it, as they will in the dialog, and nothing else fires.
   */
  paletteOpen: boolean;
}

/** Esc, or Ctrl/Cmd+K again: what closes the palette. */
function closesPalette(press: KeyPress): boolean {
  return SHORTCUTS.some(
    (shortcut) => (shortcut.id === 'palette.open' || shortcut.id === 'panel.close') && shortcut.matches(press),
  );
}

/**
 * The shortcut a key press means here, or null. Never while typing (a '/' or '?' is a character
 * then) nor while a dialog is open (the dialog owns the keyboard; Fluent's Dialog closes itself on
 * Esc), and never when the brand hides what the shortcut acts on. While the palette is open before
 * its dialog is drawn, only its closing keys count.
 */
export function shortcutFor(press: KeyPress, place: KeyPlace): KeyAction | null {
  if (place.dialogOpen) return null;
  if (place.paletteOpen) return closesPalette(press) ? 'palette.close' : null;
  if (place.typing) return null;
  const shortcut = SHORTCUTS.find((candidate) => candidate.matches(press));
  if (!shortcut) return null;
  if (shortcut.needs !== null && !place.tabs.includes(shortcut.needs)) return null;
  return shortcut.id;
}

/** The shortcuts a brand offers, in the table's order (the help lists these). */
export function shortcutsFor(tabs: readonly Tab[]): readonly Shortcut[] {
  return SHORTCUTS.filter((shortcut) => shortcut.needs === null || tabs.includes(shortcut.needs));
}

/** Whether an element is a place where keys are text: the shortcuts keep out of it. */
export function isTypingTarget(element: {
  tagName: string;
  isContentEditable?: boolean;
  getAttribute(name: string): string | null;
}): boolean {
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || element.isContentEditable === true) return true;
  if (tag !== 'input') return element.getAttribute('role') === 'textbox' || element.getAttribute('role') === 'combobox';
  const type = (element.getAttribute('type') ?? 'text').toLowerCase();
  // Buttons, boxes and ranges take no text: a shortcut there is no typed character.
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color', 'image'].includes(type);
}

/**
 * The conversation before or after `current` in the list (newest first), wrapping neither way:
 * on the first chat 'previous' stays, on the last 'next' stays. No chat chosen: the first one.
 */
export function neighbourChat(keys: readonly string[], current: string | null, step: -1 | 1): string | null {
  if (keys.length === 0) return null;
  const index = current === null ? -1 : keys.indexOf(current);
  if (index === -1) return keys[0] ?? null;
  return keys[Math.min(keys.length - 1, Math.max(0, index + step))] ?? null;
}
