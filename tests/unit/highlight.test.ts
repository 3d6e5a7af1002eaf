/**
 * Marking a search's query in what a result shows (docs/chat-search.md, docs/contacts.md): every
 * case-insensitive occurrence as written, Chinese too, and a number by its digits however the
 * text separates them.
 */
import { describe, expect, it } from 'vitest';
import { highlightParts } from '../../src/machines/shared/highlight.ts';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .filter((part) => part.mark)
    .map((part) => part.text);

describe('highlightParts', () => {
  it('marks every case-insensitive occurrence, keeping the text as written', () => {
    expect(highlightParts('Harbour, HARBOUR!', 'harbour')).toEqual([
      { text: 'Harbour', mark: true },
      { text: ', ', mark: false },
      { text: 'HARBOUR', mark: true },
      { text: '!', mark: false },
    ]);
    expect(highlightParts('下午三点在公司见', '公司')).toEqual([
      { text: '下午三点在', mark: false },
      { text: '公司', mark: true },
      { text: '见', mark: false },
    ]);
    expect(highlightParts('nothing here', 'x')).toEqual([{ text: 'nothing here', mark: false }]);
    expect(highlightParts('as typed', '  ')).toEqual([{ text: 'as typed', mark: false }]);
    expect(marked('anna@example.com', ' Example ')).toEqual(['example']);
  });

  it('marks a number by its digits, whatever separates them in the text', () => {
    expect(marked('+1 202 555 0143', '2025550143')).toEqual(['202 555 0143']);
    expect(marked('+1 202 555 0143', '(202) 555-01')).toEqual(['202 555 01']);
    expect(marked('+86 138 0013 8000', '+86 138')).toEqual(['+86 138']);
    // Found as typed first; by digits only when it is not.
    expect(marked('call 2025 or 20 25', '2025')).toEqual(['2025']);
    expect(marked('📞 20-25 then 2 0 2 5', '2025')).toEqual(['20-25', '2 0 2 5']);
    expect(marked('no digits here', '123')).toEqual([]);
    // A query with letters is never read as a number.
    expect(marked('Room 2 0 1', 'room 201')).toEqual([]);
  });
});
