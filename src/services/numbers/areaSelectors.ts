/**
 * Which selectors of the new-number step 1 show (spec 3 §5): "Province selector hidden for GB, AU,
 * HK and TollFree; area code selector hidden for GB, AU, HK." A hidden selector still has a value:
 * the chart takes the first province and the first area code of the country (the server lists one
 * province named '' there, without area codes), so the numbers load without the person choosing
 * what they cannot see.
 */
import { NO_AREA_CODE_COUNTRIES, NO_PROVINCE_COUNTRIES } from '../api/contract/numbers.ts';

export interface AreaSelectors {
  province: boolean;
  areaCode: boolean;
}

/** `code` is the country's code in the area-code data (spec 3 §3: 'US', 'GB', 'TollFree' …). */
export function areaSelectorsShown(code: string): AreaSelectors {
  // decision: codes compare case-insensitively ('gb' and 'tollfree' from another server are the same).
  const listed = (codes: readonly string[]) => codes.some((c) => c.toUpperCase() === code.toUpperCase());
  return { province: !listed(NO_PROVINCE_COUNTRIES), areaCode: !listed(NO_AREA_CODE_COUNTRIES) };
}
