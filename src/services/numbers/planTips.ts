/**
 * The plan description's Tips (spec 3 §5): "Plan tips are the plan description entry titled Tips
 * (or the equivalent Chinese titles); links inside items use a ###key### placeholder mapped from
 * urlDict." Pure, so the view only renders the segments.
 */
import { apiBase } from '../api/apiBase.ts';
import { PLAN_TIPS_TITLES } from '../api/contract/numbers.ts';

/** One entry of a plan's description (spec 3 §3 Plan: planDescList of title and items). */
export interface PlanDescEntry {
  title: string;
  items: readonly string[];
}

/**
 * The contract's titles (Tips, 温馨提示) and, decision: the other usual Chinese titles 提示, 小贴士
 * and 注意事项 and the English Tip (the spec says "or the equivalent Chinese titles"). Compared
 * trimmed and case-insensitively, with an ending colon (':' or '：') ignored.
 */
const TIPS_TITLES = new Set(
  [...PLAN_TIPS_TITLES, 'Tip', '提示', '小贴士', '注意事项'].map((title) => title.toLowerCase()),
);

const normaliseTitle = (title: string) =>
  title
    .trim()
    .replace(/[:：]$/, '')
    .trim()
    .toLowerCase();

export function isTipsTitle(title: string): boolean {
  return TIPS_TITLES.has(normaliseTitle(title));
}

/** The items of the description entry titled Tips; empty when the plan has none. */
export function planTips(planDescList: readonly PlanDescEntry[]): readonly string[] {
  return planDescList.find((entry) => isTipsTitle(entry.title))?.items ?? [];
}

/** The other entries (shown as the plan's features). */
export function planFeatures(planDescList: readonly PlanDescEntry[]): readonly PlanDescEntry[] {
  return planDescList.filter((entry) => !isTipsTitle(entry.title));
}

/** A piece of a tip: plain text, or a link whose text is the key and whose address comes from urlDict. */
export type TipSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const PLACEHOLDER = /###([^#]+?)###/g;

/**
 * Only web addresses become links (a urlDict value is server data, never a `javascript:` URL).
 * A root-relative value ('/plans/agreement.html') is on the API server (the contract's Plan).
 */
function safeHref(value: string | undefined, base: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    const url = value.startsWith('/') && base !== undefined ? new URL(value, base) : new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a tip into text and links: `###key###` becomes a link to `urlDict[key]` labelled `key`.
 * decision: a key missing from urlDict (or not a web address) stays as its plain key text, so a
 * tip never shows `###` marks or a dead link.
 */
export function tipSegments(text: string, urlDict: Readonly<Record<string, string>>, base?: string): TipSegment[] {
  const segments: TipSegment[] = [];
  let last = 0;
  const push = (segment: TipSegment) => {
    const previous = segments.at(-1);
    if (segment.kind === 'text' && previous?.kind === 'text') previous.text += segment.text;
    else if (segment.kind === 'link' || segment.text !== '') segments.push(segment);
  };
  for (const match of text.matchAll(PLACEHOLDER)) {
    const key = match[1] ?? '';
    push({ kind: 'text', text: text.slice(last, match.index) });
    const href = safeHref(Object.hasOwn(urlDict, key) ? urlDict[key] : undefined, base);
    push(href === null ? { kind: 'text', text: key } : { kind: 'link', text: key, href });
    last = match.index + match[0].length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** `tipSegments` with root-relative links on this page's API server. */
export function tipSegmentsOnApi(text: string, urlDict: Readonly<Record<string, string>>): TipSegment[] {
  return tipSegments(text, urlDict, apiBase());
}
