import { useSelector } from '@xstate/react';
import {
  resubscribeHintOf,
  resubscribing,
  type VerificationActor,
} from '../../machines/verificationCodes/verification/toView.ts';
import type { ResubscribeHost } from '../numbers/SubscriptionHistoryView.tsx';

/**
 * The verification chart as the subscription history's re-subscribe host: its result dialog's
 * hint, the busy flag, the request and the close (spec 2 §4 Subscription history). Used by the
 * verification tab and by jiema's account section.
 */
export function useResubscribeHost(verification: VerificationActor): ResubscribeHost {
  const hint = useSelector(verification, resubscribeHintOf);
  const busy = useSelector(verification, resubscribing);
  return {
    hint,
    busy,
    request: (historyId, date) => verification.send({ type: 'resubscribe.request', historyId, date }),
    close: () => verification.send({ type: 'resubscribe.close' }),
  };
}
