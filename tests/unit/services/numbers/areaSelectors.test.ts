import { describe, expect, it } from 'vitest';
import { areaSelectorsShown } from '../../../../src/services/numbers/areaSelectors.ts';

describe('new-number area selectors (spec 3 §5)', () => {
  it.each(['US', 'CA', 'IL', 'FI', 'MX', 'AT'])('%s shows province and area code', (code) => {
    expect(areaSelectorsShown(code)).toEqual({ province: true, areaCode: true });
  });

  it.each(['GB', 'AU', 'HK'])('%s hides province and area code', (code) => {
    expect(areaSelectorsShown(code)).toEqual({ province: false, areaCode: false });
  });

  it('toll-free hides only the province', () => {
    expect(areaSelectorsShown('TollFree')).toEqual({ province: false, areaCode: true });
  });

  it('compares codes case-insensitively', () => {
    expect(areaSelectorsShown('gb')).toEqual({ province: false, areaCode: false });
    expect(areaSelectorsShown('tollfree')).toEqual({ province: false, areaCode: true });
  });
});
