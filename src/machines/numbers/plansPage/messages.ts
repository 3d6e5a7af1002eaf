/**
 * The iframe protocol of spec 3 §3, app side: a message counts only when it comes from the
 * configured plans origin and matches the contract (`FromPlansFrameMessage`); anything else is
 * ignored, never acted on.
 */
import { FromPlansFrameMessage } from '../../../services/api/contract/numbers.ts';
import type { PlansHeaderButton, PlansRoute, ToPlansFrameMessage } from './types.ts';

export type FrameMessage = FromPlansFrameMessage;

export function readFrameMessage(
  origin: string,
  data: unknown,
  allowedOrigin: string | undefined,
): FrameMessage | null {
  if (allowedOrigin === undefined || origin !== allowedOrigin) return null;
  const parsed = FromPlansFrameMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** spec 3 §2: the header's back arrow hides on the plans route. */
export function showsBack(route: PlansRoute | null): boolean {
  return route !== null && route !== 'plans';
}

/**
 * spec 3 §2 header buttons: on checkout the plan-summary button, on planDetail Order Details, on
 * plans Subscription History and Order History.
 */
export function headerButtons(route: PlansRoute | null): readonly PlansHeaderButton[] {
  if (route === 'checkout') return ['planSummary'];
  if (route === 'planDetail') return ['orderDetails'];
  if (route === 'plans') return ['subscriptionHistory', 'orderHistory'];
  return [];
}

export function buttonMessage(button: PlansHeaderButton): ToPlansFrameMessage {
  switch (button) {
    case 'planSummary':
      return { planSummary: true };
    case 'orderDetails':
      return { orderDetails: true };
    case 'subscriptionHistory':
      return { subscriptionHistory: true };
    case 'orderHistory':
      return { orderHistory: true };
  }
}
