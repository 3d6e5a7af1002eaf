import { useEffect, useRef } from 'react';
import { waitFor } from 'xstate';
import type { PaymentActor } from '../../../machines/account/payment/toView.ts';

/** The part of PayPal's buttons script (or the sandbox's stand-in of it) the dialog uses. */
interface PaypalButtonsApi {
  Buttons(options: {
    createOrder: () => Promise<string>;
    onApprove: () => Promise<void>;
    onCancel: () => void;
    onError: (error: unknown) => void;
  }): { render(container: HTMLElement): Promise<void>; close?: () => Promise<void> | void };
}

/**
 * PayPal's smart buttons (spec 2 §4), drawn by the script the chart loaded: a press asks the chart
 * for the order and hands PayPal its transactionId; approval, cancel and failure go back to the
 * chart as events. The chart decides everything; this only connects PayPal's callbacks to it.
 */
export function PaypalButtons({ payment }: { payment: PaymentActor }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const paypal = (window as unknown as { paypal?: PaypalButtonsApi }).paypal;
    const element = container.current;
    if (!paypal || !element) {
      payment.send({ type: 'paypal.failed' });
      return;
    }
    const buttons = paypal.Buttons({
      createOrder: async () => {
        payment.send({ type: 'paypal.createOrder' });
        const settled = await waitFor(payment, (s) => !s.matches({ paypal: 'creatingOrder' }));
        const { transactionId } = settled.context;
        if (!settled.matches({ paypal: 'approving' }) || transactionId === null) {
          throw new Error('The PayPal order could not be created.');
        }
        return transactionId;
      },
      onApprove: async () => {
        payment.send({ type: 'paypal.approved' });
      },
      onCancel: () => payment.send({ type: 'paypal.cancelled' }),
      onError: () => payment.send({ type: 'paypal.failed' }),
    });
    buttons.render(element).catch(() => payment.send({ type: 'paypal.failed' }));
    return () => {
      void buttons.close?.();
    };
  }, [payment]);
  return <div ref={container} />;
}
