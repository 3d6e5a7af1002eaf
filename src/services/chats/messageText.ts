/**
 * How a message's text is shown (spec 1 §2 Message display): the phrases named by
 * highlightText/highlightTarget become links into the app, and image URLs become links.
 *
 * The representation is the contract's (`api/contract/messaging.ts`): highlightText and
 * highlightTarget are parallel lists joined by HIGHLIGHT_DELIMITER ('|#|'), the i-th phrase linking
 * to the i-th target, a target being one of HIGHLIGHT_TARGETS ('account.profile', 'account.api',
 * 'numbers', 'verification').
 *
 * decisions: each phrase links its first occurrence in the text not already linked; a phrase that
 * does not occur, an unknown target, or a list longer than the other leaves the text unlinked — a
 * bad highlight never hides text.
 */
import {
  HIGHLIGHT_DELIMITER,
  HIGHLIGHT_TARGETS,
  type HighlightTarget as WireHighlightTarget,
} from '../api/contract/messaging.ts';
import type { Tab } from '../brand/platforms.ts';
import { isImageUrl } from '../media/imageTypes.ts';

export { HIGHLIGHT_DELIMITER };

/** Where an in-app link goes: a tab, and for the account tab its sub-tab. */
export type LinkDestination =
  | { tab: 'account'; section: 'profile' | 'api' }
  | { tab: Extract<Tab, 'numbers' | 'verification'> };

const NAVIGATION: Record<WireHighlightTarget, LinkDestination> = {
  'account.profile': { tab: 'account', section: 'profile' },
  'account.api': { tab: 'account', section: 'api' },
  numbers: { tab: 'numbers' },
  verification: { tab: 'verification' },
};

const KNOWN_TARGETS: ReadonlySet<string> = new Set(HIGHLIGHT_TARGETS);

export function parseHighlightTarget(value: string): LinkDestination | null {
  const target = value.trim();
  return KNOWN_TARGETS.has(target) ? NAVIGATION[target as WireHighlightTarget] : null;
}

export interface Highlight {
  text: string;
  target: LinkDestination;
}

const entries = (list: string | null | undefined) => (list ? list.split(HIGHLIGHT_DELIMITER) : []);

/** The usable (phrase, target) pairs of a message. */
export function parseHighlights(
  highlightText: string | null | undefined,
  highlightTarget: string | null | undefined,
): Highlight[] {
  const phrases = entries(highlightText);
  const targets = entries(highlightTarget);
  const highlights: Highlight[] = [];
  for (let index = 0; index < Math.min(phrases.length, targets.length); index += 1) {
    const target = parseHighlightTarget(targets[index]!);
    const text = phrases[index]!;
    if (target && text.trim() !== '') highlights.push({ text, target });
  }
  return highlights;
}

export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; target: LinkDestination }
  | { kind: 'imageLink'; text: string; url: string };

/** An http(s) URL up to the next white space; punctuation that ends a sentence is not part of it. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

function withImageLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!isImageUrl(url)) continue;
    if (match.index > cursor) segments.push({ kind: 'text', text: text.slice(cursor, match.index) });
    segments.push({ kind: 'imageLink', text: url, url });
    cursor = match.index + url.length;
  }
  if (cursor < text.length) segments.push({ kind: 'text', text: text.slice(cursor) });
  return segments;
}

/** The text cut into plain runs, in-app links and image links, in order; joined, they give the text back. */
export function messageSegments(
  text: string,
  highlightText?: string | null,
  highlightTarget?: string | null,
): TextSegment[] {
  const ranges: { start: number; end: number; target: LinkDestination }[] = [];
  for (const { text: phrase, target } of parseHighlights(highlightText, highlightTarget)) {
    let start = text.indexOf(phrase);
    while (start !== -1 && ranges.some((range) => start < range.end && start + phrase.length > range.start)) {
      start = text.indexOf(phrase, start + 1);
    }
    if (start !== -1) ranges.push({ start, end: start + phrase.length, target });
  }
  ranges.sort((a, b) => a.start - b.start);

  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const range of ranges) {
    segments.push(...withImageLinks(text.slice(cursor, range.start)));
    segments.push({ kind: 'link', text: text.slice(range.start, range.end), target: range.target });
    cursor = range.end;
  }
  segments.push(...withImageLinks(text.slice(cursor)));
  return segments;
}
