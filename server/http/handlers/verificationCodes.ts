/**
 * The verification-code calls (spec 3 §7; issue 10 items 9–11). Contract commit: every call
 * answers 500000 until the provider (server/domain/verificationCodes) lands in the next commits.
 */
import { fail } from '../../domain/failure.ts';
import type { EndpointHandlers } from '../endpoint.ts';

type VerificationCodeHandlers = Pick<
  EndpointHandlers,
  | 'getAppList'
  | 'getAppListByAccount'
  | 'getVerificationCodePhoneListV2'
  | 'getPublicCodePhoneList'
  | 'getCodeNumberFeeByAppV2'
  | 'lockVerificationCodePhone'
  | 'pollVerificationCodeSms'
  | 'getVerificationCodeSmsList'
  | 'getCodeSmsList'
  | 'subVerificationCodePhone'
  | 'unSubVerificationCodePhone'
  | 'reSubVerificationCodePhone'
  | 'getSubCodeNumberList'
  | 'getCodeNumberListByAccount'
  | 'updateCodeNumberInfo'
>;

const notYet = async () => fail('serviceUnavailable');

export const verificationCodeHandlers: VerificationCodeHandlers = {
  getAppList: notYet,
  getAppListByAccount: notYet,
  getVerificationCodePhoneListV2: notYet,
  getPublicCodePhoneList: notYet,
  getCodeNumberFeeByAppV2: notYet,
  lockVerificationCodePhone: notYet,
  pollVerificationCodeSms: notYet,
  getVerificationCodeSmsList: notYet,
  getCodeSmsList: notYet,
  subVerificationCodePhone: notYet,
  unSubVerificationCodePhone: notYet,
  reSubVerificationCodePhone: notYet,
  getSubCodeNumberList: notYet,
  getCodeNumberListByAccount: notYet,
  updateCodeNumberInfo: notYet,
};
