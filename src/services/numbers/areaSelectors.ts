/**
 * Which selectors of the new-number step 1 show (spec 3 §5): "Province selector hidden for GB, AU,
 * HK and TollFree; area code selector hidden for GB, AU, HK." A hidden selector still has a value:
 * the chart takes the first province and the first area code of the country, so the numbers load
 * without the person choosing what they cannot see.
 */

/** Countries whose numbers are not split by province or area code (spec 3 §5). */
const NO_REGION_SELECTORS = new Set(['GB', 'AU', 'HK']);
/** The toll-free pseudo-country: one area code list, no provinces (spec 3 §5). */
export const TOLL_FREE_CODE = 'TollFree';

export interface AreaSelectors {
  province: boolean;
  areaCode: boolean;
}

/** `code` is the country's code in the area-code data (spec 3 §3: 'US', 'GB', 'TollFree' …). */
export function areaSelectorsShown(code: string): AreaSelectors {
  // decision: codes compare case-insensitively ('gb' and 'tollfree' from another server are the same).
  const upper = code.toUpperCase();
  const noRegion = NO_REGION_SELECTORS.has(upper);
  return {
    province: !noRegion && upper !== TOLL_FREE_CODE.toUpperCase(),
    areaCode: !noRegion,
  };
}
