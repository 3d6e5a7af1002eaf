/**
 * Types of the recharge (credit) section (spec 2 §2 Payment screen, §4 Payment, §5 custom amount,
 * §9 tiers): the amount, the method, and the payment dialog it opens.
 */
import type { PaymentMethodsAnswer } from '../../../services/api/contract/payments.ts';
import type { Platform } from '../../../services/api/contract/platform.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { AmountChoice, SectionMethod } from './recharge.ts';

export type { AmountChoice, PaymentMethodsAnswer, SectionMethod };

export interface CreditInput {
  platform: Platform;
  /** spec 3 §2: the plans page's return URL, when it opened recharge. */
  returnUrl?: string | null;
}

export interface CreditContext {
  platform: Platform;
  returnUrl: string | null;
  /** GET /getPaymentMethods (null before it answers). */
  methods: PaymentMethodsAnswer | null;
  method: SectionMethod | null;
  /** A method that needs a phone, while its flags are asked for again. */
  pendingMethod: SectionMethod | null;
  choice: AmountChoice;
  /** The custom amount's field (spec 2 §5: starts at the brand's default). */
  customText: string;
}

export type CreditEvent =
  | { type: 'tier.select'; amount: number }
  | { type: 'custom.select' }
  | { type: 'custom.change'; value: string }
  | { type: 'method.select'; method: SectionMethod }
  | { type: 'pay.submit' }
  | { type: 'methods.reload' }
  /** spec 3 §2: recharge opened by the plans page, with the URL to come back to. */
  | { type: 'recharge.returnUrl'; returnUrl: string | null };

export type MethodsResult = ApiResult<PaymentMethodsAnswer>;
