/** spec 1 §8: the wrong-region snackbar shows the own number and the other's country code. */
import { beforeAll, describe, expect, it } from 'vitest';
import { wrongRegion } from '../../../../src/services/contacts/region.ts';
import { loadPhoneParser } from '../../../../src/services/phone/phoneFormat.ts';

beforeAll(async () => {
  await loadPhoneParser();
});

describe('wrongRegion', () => {
  it('names the own number and the other country code when the codes differ', () => {
    expect(wrongRegion({ telCode: '1', phone: '(202) 555-0100' }, '+86')).toEqual({
      ownNumber: '+1 202 555 0100',
      otherTelCode: '86',
    });
  });

  it('says nothing when the codes agree or one is unknown', () => {
    expect(wrongRegion({ telCode: '1', phone: '2025550100' }, '1')).toBeNull();
    expect(wrongRegion(null, '86')).toBeNull();
    expect(wrongRegion({ telCode: '', phone: '' }, '86')).toBeNull();
    expect(wrongRegion({ telCode: '1', phone: '2025550100' }, '')).toBeNull();
  });
});
