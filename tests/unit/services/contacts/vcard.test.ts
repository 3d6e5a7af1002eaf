/** vCard 2.1, 3.0 and 4.0 as phones and address books write them, read from real files. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { escapeText, parseVCards, toVCards, unescapeText } from '../../../../src/services/contacts/vcard.ts';
import { fixture } from './support.ts';

describe('parseVCards', () => {
  it('reads vCard 3.0: structured names, TYPE lists, folded and escaped text, grouped lines, company cards', async () => {
    const cards = parseVCards(await readFile(fixture('contacts-v3.vcf'), 'utf8'));
    expect(cards).toEqual([
      {
        line: 1,
        name: 'Anna Lee',
        phones: [
          { value: '(202) 555-0143', types: ['cell', 'voice'] },
          { value: '+44 20 7946 0958', types: ['work', 'voice'] },
          { value: '+1 202 555 0199', types: ['home'] },
        ],
        email: 'anna.lee@example.com',
        organization: 'Acme, Inc.',
        note: 'Met at the fair, booth 12\nCall after 5pm. This note is folded across two physical lines.',
      },
      {
        line: 13,
        name: '张三',
        phones: [{ value: '+86 138 0013 8000', types: ['cell'] }],
        email: '',
        organization: '',
        note: '',
      },
      {
        line: 19,
        name: '😀 Smiley',
        phones: [{ value: '202-555-0150', types: [] }],
        email: '',
        organization: '',
        note: '',
      },
      {
        line: 26,
        name: 'Pizza Planet',
        phones: [{ value: '+1 (202) 555-0111', types: ['work'] }],
        email: '',
        organization: 'Pizza Planet',
        note: '',
      },
    ]);
  });

  it('reads vCard 4.0: tel: URIs, quoted TYPE lists, extensions dropped', async () => {
    const cards = parseVCards(await readFile(fixture('contacts-v4.vcf'), 'utf8'));
    expect(cards.map((card) => [card.name, card.phones])).toEqual([
      [
        '曾小贤',
        [
          { value: '+86-138-0013-8002', types: ['cell', 'voice'] },
          { value: '+86-10-1234-5678', types: ['home'] },
        ],
      ],
      ['Émile Zola', [{ value: '+33-1-42-68-53-00', types: ['home'] }]],
      ['Anna Lee', [{ value: '+1-202-555-0143', types: ['cell'] }]],
      ['123 Movers', [{ value: '+1-202-555-0123', types: ['work'] }]],
    ]);
    expect(cards[0]?.email).toBe('zeng@example.cn');
  });

  it('reads vCard 2.1: bare types and quoted-printable UTF-8 with soft line breaks', async () => {
    const [card] = parseVCards(await readFile(fixture('android-v21.vcf'), 'utf8'));
    expect(card).toEqual({
      line: 1,
      name: '王小明',
      phones: [
        { value: '13800138001', types: ['cell', 'pref'] },
        { value: '010-12345678', types: ['work'] },
      ],
      email: '',
      organization: '',
      note: '老同学，大学',
    });
  });

  it('builds a name from N when FN is missing, family name first for Chinese', () => {
    const text =
      'BEGIN:VCARD\nVERSION:3.0\nN:Lee;Anna;Marie;Dr.;\nTEL:1\nEND:VCARD\nBEGIN:VCARD\nN:王;小明;;;\nEND:VCARD\n';
    expect(parseVCards(text).map((card) => card.name)).toEqual(['Dr. Anna Marie Lee', '王小明']);
  });
});

describe('text escaping', () => {
  it('escapes and unescapes backslash, comma, semicolon and line breaks', () => {
    const text = 'a\\b, c; d\ne';
    expect(escapeText(text)).toBe('a\\\\b\\, c\\; d\\ne');
    expect(unescapeText(escapeText(text))).toBe(text);
  });
});

describe('toVCards', () => {
  it('writes vCard 4.0 with TYPE parameters and folds long lines at 75 octets without splitting characters', () => {
    const note = '很长的备注'.repeat(10);
    const text = toVCards([
      {
        name: 'Lee, Anna',
        phones: [
          { value: '+12025550143', type: 'cell' },
          { value: '+442079460958', type: null },
        ],
        email: 'anna@example.com',
        organization: 'Acme; Inc.',
        note,
      },
    ]);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Lee\\, Anna',
      'TEL;VALUE=uri;TYPE=cell:tel:+12025550143',
      'TEL;VALUE=uri:tel:+442079460958',
      'EMAIL:anna@example.com',
    ]);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const [card] = parseVCards(text);
    expect(card).toMatchObject({ name: 'Lee, Anna', organization: 'Acme; Inc.', note });
  });
});
