/** The shortcut table (issue 24 item 4; docs/keyboard.md): what each key means, where it never fires. */
import { describe, expect, it } from 'vitest';
import type { Tab } from '../../../../src/services/brand/platforms.ts';
import {
  isTypingTarget,
  type KeyPress,
  neighbourChat,
  SHORTCUTS,
  shortcutFor,
  shortcutsFor,
} from '../../../../src/services/keyboard/shortcuts.ts';

const ALL_TABS: readonly Tab[] = ['chats', 'verification', 'numbers', 'contacts', 'account'];
const NO_CHATS: readonly Tab[] = ['verification', 'account'];
const FREE = { typing: false, dialogOpen: false, tabs: ALL_TABS, paletteOpen: false };

function press(key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress {
  return { key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods };
}

describe('shortcutFor', () => {
  it.each([
    [press('k', { ctrlKey: true }), 'palette.open'],
    [press('K', { metaKey: true }), 'palette.open'],
    [press('ArrowUp', { altKey: true }), 'chat.previous'],
    [press('ArrowDown', { altKey: true }), 'chat.next'],
    [press('N', { ctrlKey: true, shiftKey: true }), 'chat.new'],
    [press('n', { metaKey: true, shiftKey: true }), 'chat.new'],
    [press('/'), 'chatSearch.focus'],
    [press('Escape'), 'panel.close'],
    [press('?', { shiftKey: true }), 'help.open'],
  ] as const)('%o means %s', (key, id) => {
    expect(shortcutFor(key, FREE)).toBe(id);
  });

  it('ignores near misses', () => {
    expect(shortcutFor(press('k'), FREE)).toBeNull();
    expect(shortcutFor(press('k', { ctrlKey: true, shiftKey: true }), FREE)).toBeNull();
    expect(shortcutFor(press('n', { ctrlKey: true }), FREE)).toBeNull();
    expect(shortcutFor(press('ArrowUp'), FREE)).toBeNull();
    expect(shortcutFor(press('/', { ctrlKey: true }), FREE)).toBeNull();
    expect(shortcutFor(press('a'), FREE)).toBeNull();
  });

  it('never fires while typing in a field, nor while a dialog holds the keyboard', () => {
    for (const shortcut of SHORTCUTS) {
      for (const key of [
        press('k', { ctrlKey: true }),
        press('ArrowUp', { altKey: true }),
        press('N', { ctrlKey: true, shiftKey: true }),
        press('/'),
        press('Escape'),
        press('?', { shiftKey: true }),
      ]) {
        expect(shortcutFor(key, { ...FREE, typing: true }), shortcut.id).toBeNull();
        expect(shortcutFor(key, { ...FREE, dialogOpen: true }), shortcut.id).toBeNull();
      }
    }
  });

  it('while the palette is open before its dialog is drawn, Esc and Ctrl/Cmd+K close it and nothing else fires', () => {
    const place = { ...FREE, paletteOpen: true };
    expect(shortcutFor(press('Escape'), place)).toBe('palette.close');
    expect(shortcutFor(press('k', { ctrlKey: true }), place)).toBe('palette.close');
    expect(shortcutFor(press('K', { metaKey: true }), place)).toBe('palette.close');
    // Even with focus left in a field: the palette is on top.
    expect(shortcutFor(press('Escape'), { ...place, typing: true })).toBe('palette.close');
    for (const key of [
      press('ArrowUp', { altKey: true }),
      press('N', { ctrlKey: true, shiftKey: true }),
      press('/'),
      press('?', { shiftKey: true }),
      press('Escape', { shiftKey: true }),
    ]) {
      expect(shortcutFor(key, place)).toBeNull();
    }
    // Once drawn, the dialog owns its keys (Fluent's Esc, the input's Ctrl/Cmd+K).
    expect(shortcutFor(press('Escape'), { ...place, dialogOpen: true })).toBeNull();
  });

  it('never fires on a brand that hides what it acts on (no chats tab: no chat shortcuts)', () => {
    const place = { ...FREE, tabs: NO_CHATS };
    expect(shortcutFor(press('ArrowUp', { altKey: true }), place)).toBeNull();
    expect(shortcutFor(press('N', { ctrlKey: true, shiftKey: true }), place)).toBeNull();
    expect(shortcutFor(press('/'), place)).toBeNull();
    expect(shortcutFor(press('k', { ctrlKey: true }), place)).toBe('palette.open');
    expect(shortcutFor(press('?', { shiftKey: true }), place)).toBe('help.open');
  });

  it('the help lists exactly what the brand offers', () => {
    expect(shortcutsFor(ALL_TABS).map((s) => s.id)).toEqual(SHORTCUTS.map((s) => s.id));
    expect(shortcutsFor(NO_CHATS).map((s) => s.id)).toEqual(['palette.open', 'panel.close', 'help.open']);
  });
});

describe('isTypingTarget', () => {
  const element = (tagName: string, attributes: Record<string, string> = {}, isContentEditable = false) => ({
    tagName,
    isContentEditable,
    getAttribute: (name: string) => attributes[name] ?? null,
  });

  it('text fields, text areas, selects and editable content are typing places', () => {
    expect(isTypingTarget(element('INPUT'))).toBe(true);
    expect(isTypingTarget(element('INPUT', { type: 'search' }))).toBe(true);
    expect(isTypingTarget(element('INPUT', { type: 'tel' }))).toBe(true);
    expect(isTypingTarget(element('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(element('SELECT'))).toBe(true);
    expect(isTypingTarget(element('DIV', {}, true))).toBe(true);
    expect(isTypingTarget(element('DIV', { role: 'textbox' }))).toBe(true);
  });

  it('buttons, check boxes and the page are not', () => {
    expect(isTypingTarget(element('BUTTON'))).toBe(false);
    expect(isTypingTarget(element('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(element('BODY'))).toBe(false);
    expect(isTypingTarget(element('DIV', { role: 'option' }))).toBe(false);
  });
});

describe('neighbourChat', () => {
  const keys = ['a', 'b', 'c'];
  it('moves one chat up or down the list and stops at its ends', () => {
    expect(neighbourChat(keys, 'b', 1)).toBe('c');
    expect(neighbourChat(keys, 'b', -1)).toBe('a');
    expect(neighbourChat(keys, 'c', 1)).toBe('c');
    expect(neighbourChat(keys, 'a', -1)).toBe('a');
  });
  it('starts at the newest chat when none is chosen (or the chosen one left the list)', () => {
    expect(neighbourChat(keys, null, 1)).toBe('a');
    expect(neighbourChat(keys, 'gone', -1)).toBe('a');
    expect(neighbourChat([], null, 1)).toBeNull();
  });
});
