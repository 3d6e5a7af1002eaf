/** spec 1 §3: a contact flattened as phone0..4, telCode0..4, tag0..4, shortPhone and formatPhone. */
import { describe, expect, it } from 'vitest';
import { flattenPhones, formatPhone } from '../../../../src/services/contacts/flatten.ts';
import { bookContact } from './support.ts';

describe('flattenPhones', () => {
  it('spreads up to five numbers into national number, country code and tag', () => {
    const flat = flattenPhones([
      { phone: '+12025550143', telCode: '1', tag: 'Mobile' },
      { phone: '+8613800138000', telCode: '86', tag: 'Home' },
      { phone: '+442079460958', telCode: '44', tag: 'Work' },
      { phone: '+33142685300', telCode: '33', tag: 'Other' },
      { phone: '+4930901820', telCode: '49', tag: 'Mobile' },
    ]);
    expect(flat).toEqual({
      phone0: '2025550143',
      phone1: '13800138000',
      phone2: '2079460958',
      phone3: '142685300',
      phone4: '30901820',
      telCode0: '1',
      telCode1: '86',
      telCode2: '44',
      telCode3: '33',
      telCode4: '49',
      tag0: 'Mobile',
      tag1: 'Home',
      tag2: 'Work',
      tag3: 'Other',
      tag4: 'Mobile',
      shortPhone: '2025550143',
      formatPhone: '+1 202 555 0143',
      formatPhone0: '+1 202 555 0143',
      formatPhone1: '+86 138 0013 8000',
      formatPhone2: '+44 20 7946 0958',
      formatPhone3: '+33 1 42 68 53 00',
      formatPhone4: '+49 30 901820',
    });
  });

  it('leaves missing rows empty with the default tag Other (spec 3 §3)', () => {
    const flat = flattenPhones([{ phone: '+8613800138000', telCode: '86', tag: 'Work' }]);
    expect(flat).toMatchObject({
      phone1: '',
      telCode1: '',
      tag1: 'Other',
      formatPhone1: '',
      phone4: '',
      tag4: 'Other',
    });
    expect(flat.shortPhone).toBe('13800138000');
    expect(flattenPhones([])).toMatchObject({ shortPhone: '', formatPhone: '', tag0: 'Other' });
  });
});

describe('formatPhone', () => {
  it('formats a saved number internationally, and splits one libphonenumber cannot read by its code', () => {
    expect(formatPhone('+8613800138000', '86')).toBe('+86 138 0013 8000');
    expect(formatPhone('+999123', '999')).toBe('+999 123');
    expect(formatPhone('', '1')).toBe('');
  });
});

describe('a book contact', () => {
  it('carries the saved contact, the flattened fields and its keys', () => {
    const contact = bookContact('张三', ['+8613800138000', '+12025550143']);
    expect(contact).toMatchObject({
      name: '张三',
      phone0: '13800138000',
      telCode1: '1',
      shortPhone: '13800138000',
      formatPhone: '+86 138 0013 8000',
      sortKey: 'zhang san',
      letter: 'Z',
      searchPhones: ['8613800138000', '12025550143'],
    });
  });
});
