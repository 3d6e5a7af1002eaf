/**
 * How many SMS a text is sent as (issue 11 item 8: the composer's cost preview; 3GPP TS 23.038 and
 * 23.040). A text of only GSM 7-bit characters is coded in septets: 160 in one SMS, 153 per part
 * when it is split (the user data header takes 7). Any other character — an emoji, Chinese, most
 * accents — makes the whole text UCS-2: 70 UTF-16 units in one SMS, 67 per part. The GSM-7
 * extension characters (| ^ € { } [ ] ~ \ and form feed) take an escape septet, so they count
 * twice; neither an escape pair nor a surrogate pair (an emoji) is split across two parts.
 */

/** The GSM 03.38 default alphabet (one septet each). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The GSM 03.38 extension table (an escape septet plus one). */
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const BASIC: ReadonlySet<string> = new Set(GSM7_BASIC);
const EXTENSION: ReadonlySet<string> = new Set(GSM7_EXTENSION);

export const SMS_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** How many SMS the text is sent as (0 for an empty text). */
  segments: number;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
  /** What is left in the last SMS before another one is needed. */
  remaining: number;
}

/** The units each character takes, or null when the text cannot be GSM-7. */
function gsm7Costs(text: string): number[] | null {
  const costs: number[] = [];
  for (const char of text) {
    if (BASIC.has(char)) costs.push(1);
    else if (EXTENSION.has(char)) costs.push(2);
    else return null;
  }
  return costs;
}

/** Packs characters into parts of `size` units without splitting one; answers the parts' fill. */
function pack(costs: readonly number[], size: number): number[] {
  const parts: number[] = [0];
  for (const cost of costs) {
    const last = parts.length - 1;
    if ((parts[last] as number) + cost > size) parts.push(cost);
    else parts[last] = (parts[last] as number) + cost;
  }
  return parts;
}

export function smsSegments(text: string): SmsSegments {
  const gsm = gsm7Costs(text);
  const encoding: SmsEncoding = gsm ? 'gsm7' : 'ucs2';
  // A character beyond the BMP (an emoji) is two UTF-16 units, as the string stores it.
  const costs = gsm ?? Array.from(text, (char) => char.length);
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const limits = SMS_LIMITS[encoding];
  if (units === 0) return { encoding, segments: 0, units, remaining: limits.single };
  if (units <= limits.single) return { encoding, segments: 1, units, remaining: limits.single - units };
  const parts = pack(costs, limits.part);
  return { encoding, segments: parts.length, units, remaining: limits.part - (parts.at(-1) as number) };
}
