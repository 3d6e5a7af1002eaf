/**
 * Import, step one: a CSV or vCard file's text turned into records — what each row or card says,
 * numbers still as written. Reading numbers and checking the rules is step two
 * (`importPreview.ts`).
 *
 * CSV columns are recognised by their header, in this product's own export format ('Name',
 * 'Phone 1', 'Tag 1' … 'Phone 5', 'Tag 5', 'Email', 'Company', 'Note') and in the shapes the
 * common address books export: Google ('Given Name', 'Phone 1 - Type', 'Phone 1 - Value' with
 * several numbers joined by ' ::: ', 'Organization 1 - Name'), Outlook ('First Name',
 * 'Mobile Phone', 'Business Phone', 'E-mail Address', 'Notes'), and Chinese headers.
 */
import { CONTACT_TAGS, type ContactTag, DEFAULT_CONTACT_TAG } from '../api/contract/contacts.ts';
import { parseCsv } from './csv.ts';
import { IMPORT_ERROR, IMPORT_LIMITS, type ImportErrorKey, type ImportFormat } from './importErrors.ts';
import { parseVCards } from './vcard.ts';

export { IMPORT_ERROR, IMPORT_LIMITS, type ImportErrorKey, type ImportFormat };

/** One contact as the file gives it. */
export interface ImportedRecord {
  /** 1-based line of the file where the row or card starts (for the preview's reasons). */
  line: number;
  name: string;
  email: string;
  companyName: string;
  note: string;
  /** Numbers as written, with the tag their column or TYPE implies. */
  phones: { raw: string; tag: ContactTag }[];
}

export type ImportRecords =
  | { ok: true; format: ImportFormat; records: ImportedRecord[] }
  | { ok: false; error: ImportErrorKey };

// ── tags ─────────────────────────────────────────────────────────────────────

const TAG_WORDS: Record<Exclude<ContactTag, 'Other'>, readonly string[]> = {
  Mobile: ['mobile', 'cell', 'cellphone', 'cellular', 'iphone', 'mobilephone', '手机', '移动电话', '移动'],
  Home: ['home', 'homephone', 'private', '住宅', '家庭', '家', '家庭电话'],
  Work: ['work', 'business', 'businessphone', 'office', 'company', 'workphone', '工作', '单位', '公司', '办公'],
};

function squash(text: string): string {
  return text.toLowerCase().replace(/[\s_\-.*:]/g, '');
}

/** A tag written as a word ('Mobile', 'cell', '* Work', '手机'); Other when unknown or blank. */
export function tagFromWord(word: string): ContactTag {
  const squashed = squash(word);
  const own = CONTACT_TAGS.find((tag) => tag.toLowerCase() === squashed);
  if (own) return own;
  for (const [tag, words] of Object.entries(TAG_WORDS) as [ContactTag, readonly string[]][]) {
    if (words.includes(squashed)) return tag;
  }
  return DEFAULT_CONTACT_TAG;
}

/** vCard TEL types: a cell number is Mobile even when it is also 'work'; then work, then home. */
export function tagFromVCardTypes(types: readonly string[]): ContactTag {
  const lower = types.map((type) => type.toLowerCase());
  if (lower.some((type) => type === 'cell' || type === 'iphone' || type === 'mobile')) return 'Mobile';
  if (lower.includes('work')) return 'Work';
  if (lower.includes('home')) return 'Home';
  return DEFAULT_CONTACT_TAG;
}

// ── CSV columns ──────────────────────────────────────────────────────────────

type Column =
  | { kind: 'name' | 'given' | 'middle' | 'family' | 'email' | 'company' | 'note' | 'ignore' }
  | { kind: 'phone'; slot: number | null; tag: ContactTag | null }
  | { kind: 'tag'; slot: number };

const NAME_HEADERS = ['name', 'fullname', 'displayname', 'contactname', 'contact', '姓名', '名称', '名字', '联系人'];
const GIVEN_HEADERS = ['givenname', 'firstname', '名'];
const MIDDLE_HEADERS = ['middlename', 'additionalname'];
const FAMILY_HEADERS = ['familyname', 'lastname', 'surname', '姓'];
const COMPANY_HEADERS = [
  'company',
  'companyname',
  'organization',
  'organisation',
  'organization1name',
  'org',
  '公司',
  '单位',
];
const NOTE_HEADERS = ['note', 'notes', 'comment', 'comments', '备注'];
const PHONE_WORDS = ['phone', 'tel', 'telephone', 'phonenumber', 'number', '电话', '号码', '电话号码'];
/** Columns whose header says what kind of number they hold (Outlook, Chinese exports). */
const PHONES_WITH_TAG: Record<string, ContactTag> = {
  mobile: 'Mobile',
  mobilephone: 'Mobile',
  cell: 'Mobile',
  cellphone: 'Mobile',
  手机: 'Mobile',
  手机号: 'Mobile',
  手机号码: 'Mobile',
  移动电话: 'Mobile',
  homephone: 'Home',
  住宅电话: 'Home',
  家庭电话: 'Home',
  businessphone: 'Work',
  workphone: 'Work',
  officephone: 'Work',
  companymainphone: 'Work',
  工作电话: 'Work',
  单位电话: 'Work',
  办公电话: 'Work',
  otherphone: 'Other',
  primaryphone: 'Other',
  mainphone: 'Other',
  其他电话: 'Other',
};

function classify(header: string): Column {
  const h = squash(header);
  if (NAME_HEADERS.includes(h)) return { kind: 'name' };
  if (GIVEN_HEADERS.includes(h)) return { kind: 'given' };
  if (MIDDLE_HEADERS.includes(h)) return { kind: 'middle' };
  if (FAMILY_HEADERS.includes(h)) return { kind: 'family' };
  if (COMPANY_HEADERS.includes(h)) return { kind: 'company' };
  if (NOTE_HEADERS.includes(h)) return { kind: 'note' };
  if (/(e-?mail|邮箱|邮件)/.test(h)) return /(type|label)$/.test(h) ? { kind: 'ignore' } : { kind: 'email' };

  // 'Tag 2', 'Phone 2 - Type', 'Phone 2 Label', '标签2'
  const tag = /^(?:tag|type|label|标签|phone(\d)(?:type|label))(\d)?$/.exec(h);
  if (tag) return { kind: 'tag', slot: Number(tag[1] ?? tag[2] ?? 1) };

  // 'Phone 2', 'Phone 2 - Value', 'Tel', '电话2'
  const numbered = /^(\D+?)(\d)?(?:value|number)?$/.exec(h);
  if (numbered && PHONE_WORDS.includes(numbered[1] ?? '')) {
    return { kind: 'phone', slot: Number(numbered[2] ?? 1), tag: null };
  }
  // 'Mobile Phone', 'Home Phone 2', 'Business Phone', '手机'
  const implied = PHONES_WITH_TAG[h.replace(/\d$/, '')];
  if (implied) return { kind: 'phone', slot: null, tag: implied };
  return { kind: 'ignore' };
}

/**
 * decision: a spreadsheet formula in a text cell ('=…', '+…', '-…', '@…') is exported behind a
 * quote so spreadsheet programs show it as text; the quote is dropped again on import.
 */
export function unguardCell(cell: string): string {
  return /^''*[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

function csvRecords(text: string): ImportRecords {
  const rows = parseCsv(text);
  const [header, ...body] = rows;
  if (!header) return { ok: false, error: IMPORT_ERROR.empty };
  const columns = header.cells.map(classify);
  if (!columns.some((column) => column.kind === 'phone')) return { ok: false, error: IMPORT_ERROR.columns };
  if (body.length === 0) return { ok: false, error: IMPORT_ERROR.empty };
  if (body.length > IMPORT_LIMITS.maxRecords) return { ok: false, error: IMPORT_ERROR.tooLarge };

  const records = body.map(({ line, cells }): ImportedRecord => {
    const texts: Record<'name' | 'given' | 'middle' | 'family' | 'email' | 'company' | 'note', string> = {
      name: '',
      given: '',
      middle: '',
      family: '',
      email: '',
      company: '',
      note: '',
    };
    const tagsBySlot = new Map<number, ContactTag>();
    const phones: { raw: string; slot: number | null; tag: ContactTag | null }[] = [];
    for (const [index, column] of columns.entries()) {
      const cell = unguardCell(cells[index] ?? '').trim();
      if (cell === '' || column.kind === 'ignore') continue;
      if (column.kind === 'tag') tagsBySlot.set(column.slot, tagFromWord(cell));
      else if (column.kind === 'phone') {
        // Google joins several numbers of one type with ' ::: '.
        for (const raw of cell.split(/\s*:::\s*|\n/))
          if (raw.trim() !== '') phones.push({ raw: raw.trim(), ...column });
      } else if (texts[column.kind] === '') texts[column.kind] = cell;
    }
    const cjk = /[\u3400-\u9fff]/.test(texts.family + texts.given);
    const joined = cjk
      ? `${texts.family}${texts.given}`
      : [texts.given, texts.middle, texts.family].filter((part) => part !== '').join(' ');
    return {
      line,
      name: texts.name || joined,
      email: texts.email,
      companyName: texts.company,
      note: texts.note,
      phones: phones.map(({ raw, slot, tag }) => ({
        raw,
        tag: tag ?? (slot === null ? undefined : tagsBySlot.get(slot)) ?? DEFAULT_CONTACT_TAG,
      })),
    };
  });
  return { ok: true, format: 'csv', records };
}

function vcardRecords(text: string): ImportRecords {
  const cards = parseVCards(text);
  if (cards.length === 0) return { ok: false, error: IMPORT_ERROR.empty };
  if (cards.length > IMPORT_LIMITS.maxRecords) return { ok: false, error: IMPORT_ERROR.tooLarge };
  return {
    ok: true,
    format: 'vcard',
    records: cards.map((card) => ({
      line: card.line,
      name: card.name,
      email: card.email,
      companyName: card.organization,
      note: card.note,
      phones: card.phones.map((phone) => ({ raw: phone.value, tag: tagFromVCardTypes(phone.types) })),
    })),
  };
}

/** vCard when the text starts like one or the name says so; CSV for .csv/.txt and anything tabular. */
export function detectFormat(fileName: string, text: string): ImportFormat | null {
  const start = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 11)
    .toUpperCase();
  if (start === 'BEGIN:VCARD') return 'vcard';
  const extension = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1] ?? '';
  if (extension === 'vcf' || extension === 'vcard') return 'vcard';
  if (extension === 'csv' || extension === 'txt' || extension === 'tsv') return 'csv';
  return null;
}

export function readRecords(fileName: string, text: string): ImportRecords {
  const format = detectFormat(fileName, text);
  if (format === null) return { ok: false, error: IMPORT_ERROR.unknownFormat };
  return format === 'vcard' ? vcardRecords(text) : csvRecords(text);
}

/**
 * The file's text: UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order mark, or —
 * what Chinese spreadsheet programs save CSV as — GB18030.
 */
export async function readFileText(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}
