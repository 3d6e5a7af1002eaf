/** spec 3 §5 contact form rules: every rule, its message key, the boundaries and the normalising. */
import { describe, expect, it } from 'vitest';
import {
  type ContactDraftInput,
  type ContactValidation,
  draftInputFromContact,
  nationalPart,
  stripPhoneDecorations,
  validateContactDraft,
} from '../../../src/services/api/contract/contactRules.ts';
import { CONTACT_LIMITS, CONTACT_MESSAGE_KEYS, ContactDraft } from '../../../src/services/api/contract/index.ts';

const K = CONTACT_MESSAGE_KEYS;

const VALID: ContactDraftInput = {
  name: 'Alice',
  phones: [{ telCode: '1', phone: '2025550123', tag: 'Mobile' }],
  email: '',
  companyName: '',
  note: '',
};

function withDraft(patch: Partial<ContactDraftInput>): ContactValidation {
  return validateContactDraft({ ...VALID, ...patch });
}

function errorsOf(result: ContactValidation): { field: string; key: string }[] {
  return result.ok ? [] : result.errors;
}

function phoneRows(count: number): NonNullable<ContactDraftInput['phones']> {
  return Array.from({ length: count }, (_, index) => ({ telCode: '1', phone: `202555010${index}`, tag: 'Home' }));
}

describe('a valid draft', () => {
  it('is normalised: trimmed, numbers as +<telCode><number>, absent fields as empty text', () => {
    const result = validateContactDraft({
      name: '  Alice  ',
      phones: [{ telCode: ' +1 ', phone: ' (202) 555-0123 ', tag: 'Work' }],
      email: ' alice@example.com ',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Alice',
        phoneList: [{ phone: '+12025550123', telCode: '1', tag: 'Work' }],
        email: 'alice@example.com',
        companyName: '',
        note: '',
      },
    });
    // What the client sends is exactly the contract's draft.
    if (result.ok) expect(ContactDraft.parse(result.value)).toEqual(result.value);
  });

  it('keeps only the rows with a number, without checking the empty rows', () => {
    const result = withDraft({
      phones: [
        { telCode: '', phone: '', tag: '' },
        { telCode: '44', phone: '7911123456', tag: 'Home' },
        { telCode: 'x', phone: '   ', tag: 'nonsense' },
      ],
    });
    expect(result).toMatchObject({ ok: true, value: { phoneList: [{ phone: '+447911123456', telCode: '44' }] } });
  });

  it('defaults a missing tag to Other and matches tags case-insensitively', () => {
    const result = withDraft({
      phones: [
        { telCode: '1', phone: '2025550100' },
        { telCode: '1', phone: '2025550101', tag: 'mobile' },
      ],
    });
    expect(result.ok && result.value.phoneList.map((row) => row.tag)).toEqual(['Other', 'Mobile']);
  });

  it("accepts a number that already starts with '+' and its own country code (a saved contact's phone)", () => {
    const result = withDraft({ phones: [{ telCode: '86', phone: '+86 138 0013 8000', tag: 'Mobile' }] });
    expect(result.ok && result.value.phoneList).toEqual([{ phone: '+8613800138000', telCode: '86', tag: 'Mobile' }]);
  });

  it('round-trips a saved contact through the edit form unchanged', () => {
    const saved = {
      name: '张伟',
      phoneList: [
        { phone: '+8613800138000', telCode: '86', tag: 'Mobile' as const },
        { phone: '+12025550100', telCode: '1', tag: 'Other' as const },
      ],
      email: 'zhang.wei@mail.example.cn',
      companyName: 'ACME',
      note: 'met at the fair',
    };
    expect(validateContactDraft(draftInputFromContact(saved))).toEqual({ ok: true, value: saved });
  });
});

describe('name (t12 required, t30 at most 20)', () => {
  it.each([
    ['', K.nameRequired],
    ['   ', K.nameRequired],
    [undefined, K.nameRequired],
    ['a'.repeat(21), K.nameTooLong],
  ])('%j → %s', (name, key) => {
    expect(errorsOf(withDraft({ name }))).toEqual([{ field: 'name', key }]);
  });

  it('allows exactly 20 characters, counted as people see them', () => {
    expect(withDraft({ name: 'a'.repeat(20) }).ok).toBe(true);
    expect(withDraft({ name: '😀'.repeat(20) }).ok).toBe(true);
    expect(withDraft({ name: '张'.repeat(20) }).ok).toBe(true);
    expect(errorsOf(withDraft({ name: '😀'.repeat(21) }))).toEqual([{ field: 'name', key: K.nameTooLong }]);
    // Surrounding spaces do not count.
    expect(withDraft({ name: ` ${'a'.repeat(20)} ` }).ok).toBe(true);
  });
});

describe('country code (t31 required, t32 digits only)', () => {
  it.each([
    ['', K.telCodeRequired],
    [undefined, K.telCodeRequired],
    ['+', K.telCodeRequired],
    ['1a', K.telCodeInvalid],
    ['12345', K.telCodeInvalid],
    ['-1', K.telCodeInvalid],
  ])('%j → %s', (telCode, key) => {
    expect(errorsOf(withDraft({ phones: [{ telCode, phone: '2025550100', tag: 'Home' }] }))).toEqual([
      { field: 'phones[0].telCode', key },
    ]);
  });

  it('accepts 1 to 4 digits, typed as 1, +1 or +(1)', () => {
    for (const telCode of ['1', '+1', '+(1)', '1234']) {
      expect(withDraft({ phones: [{ telCode, phone: '2025550100', tag: 'Home' }] }).ok).toBe(true);
    }
  });
});

describe('phone number (t33 required, t34 digits only)', () => {
  it('needs at least one number: the first row gets t33', () => {
    expect(errorsOf(withDraft({ phones: [] }))).toEqual([{ field: 'phones[0].phone', key: K.phoneRequired }]);
    expect(errorsOf(withDraft({ phones: undefined }))).toEqual([{ field: 'phones[0].phone', key: K.phoneRequired }]);
    expect(errorsOf(withDraft({ phones: [{ telCode: '1', phone: ' ', tag: 'Home' }] }))).toEqual([
      { field: 'phones[0].phone', key: K.phoneRequired },
    ]);
    // Only the country code itself is not a number.
    expect(errorsOf(withDraft({ phones: [{ telCode: '1', phone: '+1', tag: 'Home' }] }))).toEqual([
      { field: 'phones[0].phone', key: K.phoneRequired },
    ]);
  });

  it.each([['202555abc'], ['202.555.0100'], ['+442025550100'], ['1'.repeat(16)]])('%j → t34', (phone) => {
    expect(errorsOf(withDraft({ phones: [{ telCode: '1', phone, tag: 'Home' }] }))).toEqual([
      { field: 'phones[0].phone', key: K.phoneInvalid },
    ]);
  });

  it('accepts up to 15 digits, with spaces, brackets and hyphens removed', () => {
    expect(withDraft({ phones: [{ telCode: '1', phone: '1'.repeat(15), tag: 'Home' }] }).ok).toBe(true);
    expect(withDraft({ phones: [{ telCode: '1', phone: '(202) 555-0100', tag: 'Home' }] })).toMatchObject({
      ok: true,
      value: { phoneList: [{ phone: '+12025550100' }] },
    });
  });

  it('names the row of the broken number', () => {
    const phones = [...phoneRows(2), { telCode: '1', phone: 'abc', tag: 'Home' }];
    expect(errorsOf(withDraft({ phones }))).toEqual([{ field: 'phones[2].phone', key: K.phoneInvalid }]);
  });
});

describe('tag (t36 required per row)', () => {
  it.each([[''], ['  '], ['Fax']])('%j → t36', (tag) => {
    expect(errorsOf(withDraft({ phones: [...phoneRows(1), { telCode: '1', phone: '2025550199', tag }] }))).toEqual([
      { field: 'phones[1].tag', key: K.tagRequired },
    ]);
  });
});

describe('rows (at most 5)', () => {
  it('accepts 5 rows and refuses 6', () => {
    const five = withDraft({ phones: phoneRows(5) });
    expect(five.ok && five.value.phoneList).toHaveLength(CONTACT_LIMITS.phoneRows);
    expect(errorsOf(withDraft({ phones: phoneRows(6) }))).toEqual([{ field: 'phones', key: K.tooManyPhones }]);
  });
});

describe('e-mail (t35 pattern)', () => {
  it.each([
    ['a@b.co'],
    ['first.last_name-x@example.com'],
    ['user@mail.example.co.uk'],
    ['user@my-host.info'],
    ['USER@EXAMPLE.COM'],
  ])('accepts %s', (email) => {
    expect(withDraft({ email }).ok).toBe(true);
  });

  it.each([
    ['plainaddress'],
    ['a@b'],
    ['a@b.c'],
    ['a@b.abcde'],
    ['a+tag@example.com'],
    ['a@exa_mple.com'],
    ['a@-example.com'],
    ['a@example.c0m'],
    ['a b@example.com'],
    ['@example.com'],
    [`${'a'.repeat(250)}@b.co`],
  ])('refuses %s', (email) => {
    expect(errorsOf(withDraft({ email }))).toEqual([{ field: 'email', key: K.emailInvalid }]);
  });

  it('is optional', () => {
    expect(withDraft({ email: undefined }).ok).toBe(true);
    expect(withDraft({ email: '   ' }).ok).toBe(true);
  });
});

describe('company (t39 at most 20) and note (t41 at most 100)', () => {
  it('allows 20 and refuses 21 characters of company', () => {
    expect(withDraft({ companyName: 'c'.repeat(20) }).ok).toBe(true);
    expect(errorsOf(withDraft({ companyName: 'c'.repeat(21) }))).toEqual([
      { field: 'companyName', key: K.companyTooLong },
    ]);
  });

  it('allows 100 and refuses 101 characters of note', () => {
    expect(withDraft({ note: 'n'.repeat(100) }).ok).toBe(true);
    expect(withDraft({ note: `\n${'n'.repeat(100)}\n` }).ok).toBe(true);
    expect(errorsOf(withDraft({ note: 'n'.repeat(101) }))).toEqual([{ field: 'note', key: K.noteTooLong }]);
  });
});

describe('several broken rules', () => {
  it('reports every field once, in the order of the form', () => {
    const result = validateContactDraft({
      note: 'n'.repeat(101),
      companyName: 'c'.repeat(21),
      email: 'nope',
      phones: [
        { telCode: '', phone: 'x1', tag: '' },
        { telCode: '1', phone: '2025550100', tag: 'Home' },
        ...phoneRows(4),
      ],
      name: '',
    });
    expect(errorsOf(result)).toEqual([
      { field: 'name', key: K.nameRequired },
      { field: 'phones', key: K.tooManyPhones },
      { field: 'phones[0].telCode', key: K.telCodeRequired },
      { field: 'phones[0].phone', key: K.phoneInvalid },
      { field: 'phones[0].tag', key: K.tagRequired },
      { field: 'email', key: K.emailInvalid },
      { field: 'companyName', key: K.companyTooLong },
      { field: 'note', key: K.noteTooLong },
    ]);
  });

  it('uses the t-keys of spec 3 §5', () => {
    expect(Object.values(K).filter((key) => /\.t\d+$/.test(key))).toEqual(
      ['t12', 't30', 't31', 't32', 't33', 't34', 't35', 't36', 't39', 't41'].map((t) => `contacts.form.${t}`),
    );
  });
});

describe('phone helpers', () => {
  it("stripPhoneDecorations removes '+', brackets and spaces (spec 1 §5)", () => {
    expect(stripPhoneDecorations('+1 (202) 555 0100')).toBe('12025550100');
    expect(stripPhoneDecorations('[86] 138')).toBe('86138');
  });

  it('nationalPart removes the own country code of a saved phone only', () => {
    expect(nationalPart('+12025550100', '1')).toBe('2025550100');
    expect(nationalPart('+442025550100', '1')).toBe('+442025550100');
    expect(nationalPart('2025550100', '1')).toBe('2025550100');
    expect(nationalPart('+12025550100', '')).toBe('+12025550100');
  });
});
