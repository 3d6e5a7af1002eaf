/**
 * The recharge section's injected actors: `creditMachine.provide({ actors: creditActors(api, checkout) })`,
 * its payment dialog provided with its calls and the browser's checkout.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { Checkout } from '../../../services/payments/checkout.ts';
import { type PaymentApi, paymentActions, paymentActors } from '../payment/payment.actors.ts';
import { paymentMachine } from '../payment/payment.machine.ts';
import type { MethodsResult } from './types.ts';

export type CreditApi = PaymentApi & Pick<Api, 'getPaymentMethods'>;

export function creditActors(api: CreditApi, checkout: Checkout) {
  return {
    loadMethods: fromPromise<MethodsResult>(({ signal }) => api.getPaymentMethods({}, { signal })),
    payment: paymentMachine.provide({ actors: paymentActors(api, checkout), actions: paymentActions(checkout) }),
  };
}
