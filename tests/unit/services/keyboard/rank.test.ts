/** The command palette's ranking (issue 24 item 4): names, numbers, pinyin, and what comes first. */
import { describe, expect, it } from 'vitest';
import { loadPinyin } from '../../../../src/services/contacts/pinyin.ts';
import { gatherEntries } from '../../../../src/services/keyboard/gatherEntries.ts';
import type { PaletteEntry } from '../../../../src/services/keyboard/paletteEntries.ts';
import { searchPalette } from '../../../../src/services/keyboard/paletteSearch.ts';
import { MAX_RESULTS, needsPinyin, queryDigits, rankEntries } from '../../../../src/services/keyboard/rank.ts';

const LABELS = {
  newChat: 'New chat',
  tab: (tab: string) => `Go to ${tab}`,
  topUp: 'Top up',
  logout: 'Log out',
  language: 'Switch language',
  numberNewChat: 'New chat from this number',
};

const ENTRIES = gatherEntries(
  {
    tabs: ['chats', 'numbers', 'contacts', 'account'],
    canTopUp: true,
    canSwitchLanguage: true,
    chats: [
      { key: 'own|alice', name: 'Alice Martin', number: '+1 202-555-0101' },
      { key: 'own|stranger', name: '+1 202-555-0177', number: '+1 202-555-0177' },
    ],
    contacts: [
      { id: 'c1', name: '张三', numbers: ['+8613800138000'] },
      { id: 'c2', name: 'Bob Stone', numbers: ['+12025550199'] },
      { id: 'c3', name: '李四', numbers: ['+8613900139000'] },
    ],
    ownNumbers: [{ fullNumber: '12025550100', label: '+1 202-555-0100', name: 'Work' }],
  },
  LABELS,
);

const ids = (entries: readonly PaletteEntry[]) => entries.map((entry) => entry.id);

describe('rankEntries', () => {
  it('with nothing typed lists the actions, then the latest chats', () => {
    const ranked = rankEntries(ENTRIES, '  ', null);
    expect(ranked[0]?.id).toBe('action:newChat');
    expect(ranked.every((entry) => entry.kind === 'action' || entry.kind === 'chat')).toBe(true);
    expect(ranked.at(-1)?.kind).toBe('chat');
  });

  it('finds a chat by name, a word start ranking above a match inside a word', () => {
    expect(ids(rankEntries(ENTRIES, 'mart', null))).toEqual(['chat:own|alice']);
    expect(rankEntries(ENTRIES, 'ali', null)[0]?.id).toBe('chat:own|alice');
    expect(ids(rankEntries(ENTRIES, 'to', null)).indexOf('action:topUp')).toBeLessThan(
      ids(rankEntries(ENTRIES, 'to', null)).indexOf('contact:c2'),
    );
  });

  it('finds chats, contacts and own numbers by any part of their digits, decorations ignored', () => {
    expect(ids(rankEntries(ENTRIES, '555-0177', null))).toEqual(['chat:own|stranger']);
    expect(ids(rankEntries(ENTRIES, '(202) 555 0101', null))).toEqual(['chat:own|alice']);
    expect(ids(rankEntries(ENTRIES, '13800138000', null))).toEqual(['contact:c1']);
    expect(ids(rankEntries(ENTRIES, '0100', null))).toContain('number:12025550100');
  });

  it('finds actions by their words', () => {
    expect(rankEntries(ENTRIES, 'log', null)[0]?.id).toBe('action:logout');
    expect(rankEntries(ENTRIES, 'top up', null)[0]?.id).toBe('action:topUp');
  });

  it('finds a Chinese name by its characters, its pinyin or its initials', async () => {
    const toPinyin = await loadPinyin();
    expect(ids(rankEntries(ENTRIES, '张', null))).toEqual(['contact:c1']);
    expect(ids(rankEntries(ENTRIES, 'zhangsan', toPinyin))).toEqual(['contact:c1']);
    expect(ids(rankEntries(ENTRIES, 'zhang san', toPinyin))).toEqual(['contact:c1']);
    expect(ids(rankEntries(ENTRIES, 'zs', toPinyin))).toEqual(['contact:c1']);
    expect(ids(rankEntries(ENTRIES, 'lisi', toPinyin))).toEqual(['contact:c3']);
    // Without the pinyin reader a latin query never matches a Chinese name.
    expect(ids(rankEntries(ENTRIES, 'zhangsan', null))).toEqual([]);
  });

  it('shows at most MAX_RESULTS options', () => {
    const many = Array.from({ length: 50 }, (_, index) => ({ ...ENTRIES[0], id: `x${index}`, label: `Item ${index}` }));
    expect(rankEntries(many as PaletteEntry[], 'item', null)).toHaveLength(MAX_RESULTS);
  });
});

describe('when pinyin is needed', () => {
  it('only for latin letters meeting a Chinese name', () => {
    expect(needsPinyin(ENTRIES, 'zs')).toBe(true);
    expect(needsPinyin(ENTRIES, '138')).toBe(false);
    expect(needsPinyin(ENTRIES, '张')).toBe(false);
    expect(
      needsPinyin(
        ENTRIES.filter((entry) => !/[张李]/.test(entry.label)),
        'zs',
      ),
    ).toBe(false);
  });
  it('the search loads it then and finds the name', async () => {
    expect(ids(await searchPalette(ENTRIES, 'zhang'))).toEqual(['contact:c1']);
  });
  it('a number query is a number', () => {
    expect(queryDigits('+1 (202) 555')).toBe('1202555');
    expect(queryDigits('bob')).toBeNull();
  });
});

describe('gatherEntries', () => {
  it('offers nothing of a tab the brand hides', () => {
    const entries = gatherEntries(
      {
        tabs: ['verification', 'account'],
        canTopUp: false,
        canSwitchLanguage: false,
        chats: [{ key: 'k', name: 'A', number: '+1' }],
        contacts: [{ id: 'c', name: 'B', numbers: [] }],
        ownNumbers: [{ fullNumber: '1', label: '+1', name: '' }],
      },
      LABELS,
    );
    expect(ids(entries)).toEqual(['action:tab.verification', 'action:tab.account', 'action:logout']);
  });
});
