/**
 * The verification code inside an SMS (issue 10 item 7, beyond the spec): so a person copies the
 * code itself with one click instead of picking it out of the text.
 *
 * What counts as a code: 4 to 8 digits, also written in two groups (`123-456`, `123 456`) or
 * behind a letter prefix (`G-123456`). Several numbers in one text (a price, a phone number, an
 * order number, a link) are told apart by scoring each candidate:
 *
 * - near a code word (`code`, `OTP`, `验证码`, `校验码` …) scores high, the nearer the higher;
 * - a number that looks like money (`$`, `¥`, `元`, `USD` around it, a decimal point), a phone
 *   number (`+`, `Call`, `致电`), an order or reference (`#`, `No.`), a date or a time, or a part
 *   of a link never counts;
 * - 6 digits, the most common length, wins a tie.
 *
 * decision: a text without any code word still yields its code when it holds no other number
 * at all (many services send only "Telegram: 12345"); with several candidates and no code
 * word nothing is guessed — a wrong code shown large is worse than none.
 *
 * `code` is what is copied: digits only (apps' code fields take digits; a `G-` prefix is printed
 * on Google's own field). `match` is the text as written, to highlight it in the message.
 */

export interface DetectedCode {
  /** The digits to copy. */
  code: string;
  /** The code as written in the text (`123-456`, `G-123456`). */
  match: string;
  /** Where `match` starts in the text. */
  index: number;
}

/** Words that announce a code, in the languages the brands' services write in. */
const CODE_WORDS =
  /验证码|驗證碼|校验码|校驗碼|动态码|動態碼|确认码|確認碼|认证码|認證碼|安全码|口令|認証番号|인증번호|(?<!\p{L})(?:codes?|c[oó]digo|otp|pin|passcode|password|verification|verify|confirm(?:ation)?|kode|код)(?!\p{L})/giu;

/** Right before a candidate, these make it money, a phone number or a reference. */
const NOT_A_CODE_BEFORE =
  /(?:[$¥￥€£+#№]|usd|rmb|cny|no\.|order|call|tel|致电|拨打|电话|订单|尾号|金额)\s*[:：]?\s*$/iu;
/** Right after a candidate, these make it money or a unit. */
const NOT_A_CODE_AFTER = /^\s*(?:元|块|美元|usd|rmb|cny|coins?|credits?|%|年|月|日|分钟|minutes?|mins?)/iu;

/**
 * Candidates, longest forms first: a letter prefix, two groups of 3–4 digits, plain 4–8 digits.
 * A candidate never touches other digits, a decimal point, a colon (times) or a slash (links,
 * dates).
 */
const CANDIDATE =
  /(?<![A-Za-z\d.:/\\-])(?:(?<prefix>[A-Z]{1,3}-)(?<prefixed>\d{4,8})|(?<first>\d{3,4})[- ](?<second>\d{3,4})|(?<plain>\d{4,8}))(?![\d:/]|[.,]\d|-\d|[A-Za-z])/gu;

/** Characters of the text between a code word and a candidate that still count as 'near'. */
const NEAR = 40;

interface Candidate extends DetectedCode {
  score: number;
}

function inLink(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const lastSpace = Math.max(before.lastIndexOf(' '), before.lastIndexOf('\n'));
  const word = before.slice(lastSpace + 1);
  return /[/.]\w/.test(word) && /\//.test(word);
}

function nearestWordDistance(words: readonly { start: number; end: number }[], start: number, end: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const word of words) {
    // A word before the code ("code: 123456") reads nearer than one after it ("123456 is your code").
    const distance = word.end <= start ? start - word.end : word.start >= end ? (word.start - end) * 1.5 : 0;
    best = Math.min(best, distance);
  }
  return best;
}

export function detectCode(text: string): DetectedCode | null {
  const words = [...text.matchAll(CODE_WORDS)].map((found) => ({
    start: found.index,
    end: found.index + found[0].length,
  }));
  const candidates: Candidate[] = [];
  for (const found of text.matchAll(CANDIDATE)) {
    const groups = found.groups ?? {};
    const index = found.index;
    const match = found[0];
    const before = text.slice(Math.max(0, index - 12), index);
    const after = text.slice(index + match.length, index + match.length + 10);
    if (NOT_A_CODE_BEFORE.test(before) || NOT_A_CODE_AFTER.test(after) || inLink(text, index)) continue;
    const code =
      groups.prefixed ?? (groups.first && groups.second ? `${groups.first}${groups.second}` : (groups.plain ?? ''));
    if (code.length < 4 || code.length > 8) continue;
    // A year standing alone (2024) is a date far more often than a code.
    if (groups.plain && /^(19|20)\d\d$/.test(code) && words.length > 0) continue;
    const distance = nearestWordDistance(words, index, index + match.length);
    const score = (distance <= NEAR ? 100 - distance : 0) + (code.length === 6 ? 5 : 0) + (groups.prefix ? 10 : 0);
    candidates.push({ code, match, index, score });
  }
  if (candidates.length === 0) return null;
  if (words.length === 0) {
    const [only] = candidates;
    const digitRuns = text.match(/\d+/g)?.length ?? 0;
    return candidates.length === 1 && only && digitRuns === (only.match.match(/\d+/g)?.length ?? 0)
      ? strip(only)
      : null;
  }
  const best = candidates.reduce((a, b) => (b.score > a.score ? b : a));
  // With code words present, a candidate far from all of them is not taken for the code.
  if (best.score < 50 && candidates.length > 1) return null;
  return strip(best);
}

function strip(candidate: Candidate | undefined): DetectedCode | null {
  if (!candidate) return null;
  const { code, match, index } = candidate;
  return { code, match, index };
}
