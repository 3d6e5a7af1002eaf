import type { EndpointHandlers } from '../endpoint.ts';
import { accountHandlers } from './account.ts';
import { addressBookHandlers } from './addressBook.ts';
import { captchaHandlers } from './captcha.ts';
import { developerApiHandlers } from './developerApi.ts';
import { ledgerHandlers } from './ledger.ts';
import { messagingHandlers } from './messaging.ts';
import { numbersHandlers } from './numbers.ts';
import { paymentHandlers } from './payments.ts';
import { profileHandlers } from './profile.ts';
import { referralHandlers } from './referral.ts';
import { searchHandlers } from './search.ts';
import { sessionHandlers } from './session.ts';
import { verificationHandlers } from './verification.ts';
import { verificationCodeHandlers } from './verificationCodes.ts';

/** Every endpoint of the contract, by name. Later issues add their groups here. */
export const endpointHandlers: EndpointHandlers = {
  ...sessionHandlers,
  ...accountHandlers,
  ...captchaHandlers,
  ...verificationHandlers,
  ...addressBookHandlers,
  ...messagingHandlers,
  ...numbersHandlers,
  ...profileHandlers,
  ...referralHandlers,
  ...verificationCodeHandlers,
  ...paymentHandlers,
  ...developerApiHandlers,
  ...ledgerHandlers,
  ...searchHandlers,
};
