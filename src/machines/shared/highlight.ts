/**
 * Where a search's query sits in a text a result shows, for marking it (`<mark>`): the chat
 * search's results (docs/chat-search.md) and the address book's rows (docs/contacts.md) mark the
 * same way.
 */

export interface HighlightPart {
  text: string;
  mark: boolean;
}

/** A query that reads as a phone number: digits with the decorations people type in numbers. */
const NUMBER_QUERY = /^[\d\s()+.-]*\d[\d\s()+.-]*$/;

/**
 * The text split around each case-insensitive occurrence of the query (`mark: true` parts). Case
 * is folded per character, so the parts keep the text's own letters. A query that reads as a
 * number and is not in the text as typed is looked for by its digits, whatever separates them in
 * the text: '2025550143' marks '202 555 0143' in '+1 202 555 0143' (both searches match numbers so).
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [{ text, mark: false }];
  const haystack = text.toLocaleLowerCase();
  // Lower-casing may change lengths (rare letters): then only the whole text is shown, unmarked.
  if (haystack.length !== text.length) return [{ text, mark: false }];
  const spans: [number, number][] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    spans.push([at, at + needle.length]);
  }
  if (spans.length === 0 && NUMBER_QUERY.test(needle)) spans.push(...digitSpans(text, needle.replace(/\D/g, '')));
  return partsOf(text, spans);
}

/** The spans of the text whose digits, read without what separates them, are `digits`. */
function digitSpans(text: string, digits: string): [number, number][] {
  // By UTF-16 unit, as `slice` counts (an ASCII digit is one unit; an emoji beside it is two).
  const positions: number[] = [];
  for (let index = 0; index < text.length; index += 1) if (/\d/.test(text[index] ?? '')) positions.push(index);
  const textDigits = positions.map((index) => text[index]).join('');
  const spans: [number, number][] = [];
  for (let at = textDigits.indexOf(digits); at !== -1; at = textDigits.indexOf(digits, at + digits.length)) {
    spans.push([positions[at] ?? 0, (positions[at + digits.length - 1] ?? 0) + 1]);
  }
  return spans;
}

function partsOf(text: string, spans: readonly [number, number][]): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let from = 0;
  for (const [start, end] of spans) {
    if (start > from) parts.push({ text: text.slice(from, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    from = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from), mark: false });
  return parts;
}
