/**
 * vCard (RFC 2426 for 3.0, RFC 6350 for 4.0) as phones and address-book programs write it:
 * folded lines, escaped text, TYPE parameters written every way the versions allow
 * (`TYPE=CELL,VOICE`, `TYPE=cell;TYPE=voice`, `TYPE="cell,voice"`, and 2.1's bare `TEL;CELL`),
 * `tel:` URIs (4.0), and — because Android still exports them — 2.1's quoted-printable UTF-8 text.
 * Only the properties the address book keeps are read: FN, N, ORG, TEL, EMAIL, NOTE.
 */

/** One property line after unfolding: `[group.]NAME;PARAM=value…:value`. */
interface ContentLine {
  name: string;
  params: Map<string, string[]>;
  value: string;
}

/** What a card holds that the address book can use (texts unescaped, numbers as written). */
export interface VCardEntry {
  /** 1-based line of the file where the card's BEGIN:VCARD is. */
  line: number;
  /** FN; else N put together; else the first ORG component (a company's card). */
  name: string;
  phones: { value: string; types: string[] }[];
  email: string;
  organization: string;
  note: string;
}

/** Splits on an unescaped separator (`\;` and `\,` stay inside their component). */
function splitUnescaped(value: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (char === '\\' && i + 1 < value.length) {
      current += char + value[i + 1];
      i++;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** RFC 6350 §3.4: `\n` or `\N` is a line break; `\\`, `\,`, `\;` the character itself. */
export function unescapeText(value: string): string {
  return value.replace(/\\([nN\\,;:])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

export function escapeText(value: string): string {
  return value.replace(/[\\,;]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** Quoted-printable (vCard 2.1) bytes decoded as UTF-8, or as the CHARSET the line names. */
function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < value.length; i++) {
    const char = value[i] ?? '';
    const hex = value.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...encoder.encode(char));
    }
  }
  try {
    return new TextDecoder(charset || 'utf-8').decode(new Uint8Array(bytes));
  } catch {
    return new TextDecoder('utf-8').decode(new Uint8Array(bytes));
  }
}

/**
 * The logical lines of the file with the physical line each starts on. A line starting with a
 * space or tab continues the previous one (folding); a quoted-printable line ending in '=' runs on
 * into the next (2.1 soft line break).
 */
function unfold(text: string): { line: number; text: string }[] {
  const physical = text.split(/\r\n|\r|\n/);
  const logical: { line: number; text: string }[] = [];
  for (const [index, raw] of physical.entries()) {
    const previous = logical.at(-1);
    if (previous && (raw.startsWith(' ') || raw.startsWith('\t'))) {
      previous.text += raw.slice(1);
    } else if (previous && /QUOTED-PRINTABLE/i.test(previous.text.split(':')[0] ?? '') && previous.text.endsWith('=')) {
      previous.text = previous.text.slice(0, -1) + raw;
    } else {
      logical.push({ line: index + 1, text: raw });
    }
  }
  return logical;
}

/** Splits `NAME;PARAMS:value` at the first ':' outside a quoted parameter value. */
function parseContentLine(text: string): ContentLine | null {
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon <= 0) return null;
  const [nameWithGroup = '', ...rawParams] = splitParams(text.slice(0, colon));
  const name = (nameWithGroup.split('.').at(-1) ?? '').toUpperCase();
  const params = new Map<string, string[]>();
  for (const raw of rawParams) {
    const equals = raw.indexOf('=');
    // 2.1 writes bare parameters (`TEL;CELL;PREF:`): they are TYPE values.
    const key = equals === -1 ? 'TYPE' : raw.slice(0, equals).trim().toUpperCase();
    const values = equals === -1 ? [raw] : splitParamValues(raw.slice(equals + 1));
    params.set(key, [...(params.get(key) ?? []), ...values.map((v) => v.trim()).filter((v) => v !== '')]);
  }
  let value = text.slice(colon + 1);
  if ((params.get('ENCODING') ?? []).some((e) => e.toUpperCase() === 'QUOTED-PRINTABLE')) {
    value = decodeQuotedPrintable(value, params.get('CHARSET')?.[0] ?? 'utf-8');
  }
  return { name, params, value };
}

/** Parameters split at ';' outside double quotes. */
function splitParams(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** `a,b` or `"a,b"` → ['a', 'b']. */
function splitParamValues(text: string): string[] {
  return text
    .replaceAll('"', '')
    .split(',')
    .map((v) => v.trim());
}

/** 'Family;Given;Additional;Prefix;Suffix' as a person writes it: 张三 for Chinese, Given Family otherwise. */
function nameFromStructured(value: string): string {
  const [family = '', given = '', additional = '', prefix = '', suffix = ''] = splitUnescaped(value, ';').map((part) =>
    unescapeText(part).trim(),
  );
  const cjk = /[\u3400-\u9fff\uf900-\ufaff]/;
  if (cjk.test(family) || cjk.test(given)) return `${family}${given}`.trim();
  return [prefix, given, additional, family, suffix].filter((part) => part !== '').join(' ');
}

/** The cards of a vCard file (any version); lines outside BEGIN/END:VCARD are ignored. */
export function parseVCards(input: string): VCardEntry[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const cards: VCardEntry[] = [];
  let card: (VCardEntry & { structuredName: string; nested: number }) | null = null;
  for (const { line, text: raw } of unfold(text)) {
    const content = parseContentLine(raw.trim() === '' ? '' : raw);
    if (!content) continue;
    const value = content.value.trim();
    if (content.name === 'BEGIN' && value.toUpperCase() === 'VCARD') {
      // A card embedded in another (AGENT in 2.1/3.0) belongs to that one: skip its lines.
      if (card) card.nested++;
      else card = { line, name: '', phones: [], email: '', organization: '', note: '', structuredName: '', nested: 0 };
      continue;
    }
    if (!card) continue;
    if (content.name === 'END' && value.toUpperCase() === 'VCARD') {
      if (card.nested > 0) {
        card.nested--;
        continue;
      }
      const { structuredName, nested: _nested, ...entry } = card;
      const name = entry.name || nameFromStructured(structuredName) || entry.organization;
      cards.push({ ...entry, name });
      card = null;
      continue;
    }
    if (card.nested > 0) continue;
    switch (content.name) {
      case 'FN':
        card.name ||= unescapeText(value).trim();
        break;
      case 'N':
        card.structuredName ||= value;
        break;
      case 'ORG':
        card.organization ||= unescapeText(splitUnescaped(value, ';')[0] ?? '').trim();
        break;
      case 'NOTE':
        card.note ||= unescapeText(content.value).trim();
        break;
      case 'EMAIL':
        card.email ||= unescapeText(value).trim();
        break;
      case 'TEL': {
        const number =
          value
            .replace(/^tel:/i, '')
            .split(/;ext=|;/i)[0]
            ?.trim() ?? '';
        if (number !== '') {
          const types = (content.params.get('TYPE') ?? []).map((type) => type.toLowerCase());
          card.phones.push({ value: number, types });
        }
        break;
      }
      default:
        break;
    }
  }
  return cards;
}

/** What a card to write holds. */
export interface VCardOut {
  name: string;
  phones: { value: string; type: string | null }[];
  email: string;
  organization: string;
  note: string;
}

/**
 * RFC 6350 §3.2: lines longer than 75 octets are folded with CRLF and a space. Folds never split
 * a UTF-8 sequence or a surrogate pair.
 */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A vCard 4.0 file of the cards (UTF-8, CRLF line ends). */
export function toVCards(cards: readonly VCardOut[]): string {
  const lines: string[] = [];
  for (const card of cards) {
    lines.push('BEGIN:VCARD', 'VERSION:4.0', `FN:${escapeText(card.name)}`);
    for (const phone of card.phones) {
      const type = phone.type ? `;TYPE=${phone.type}` : '';
      lines.push(`TEL;VALUE=uri${type}:tel:${phone.value}`);
    }
    if (card.email) lines.push(`EMAIL:${escapeText(card.email)}`);
    if (card.organization) lines.push(`ORG:${escapeText(card.organization)}`);
    if (card.note) lines.push(`NOTE:${escapeText(card.note)}`);
    lines.push('END:VCARD');
  }
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
