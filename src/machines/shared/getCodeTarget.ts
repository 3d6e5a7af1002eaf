import type { CodeCountryCode } from '../../services/api/contract/verificationCodes.ts';

/**
 * A subscribed verification number whose code is wanted: Get Code in verification number
 * management hands it (through the verification area) to New Code in get-code mode (spec 3 §4).
 */
export interface GetCodeTarget {
  app: string;
  /** The country the number belongs to (ISO, e.g. 'US'). */
  code: CodeCountryCode;
  telCode: string;
  phone: string;
  numberType: number;
}
