/**
 * spec 3 §3 the countries verification numbers come from, without zod: the front page's light
 * calls (`publicEndpoints.ts`) check answers against it, and `verificationCodes.ts` builds its
 * enum from it.
 */
export const CODE_COUNTRY_CODES = ['US', 'CA', 'GB', 'HK', 'PH', 'ID', 'MY', 'TH', 'VN', 'BR', 'MX', 'DE'] as const;
