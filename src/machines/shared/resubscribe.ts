/**
 * Re-subscribing a cancelled subscription from the subscription history (spec 3 §4: the request,
 * the result dialog with the returned hint, OK reloads the month), shared by the numbers area
 * (POST /reSubVirtualPhone) and the verification area (POST /reSubVerificationCodePhone).
 *
 * Charts using it keep `resubscribe: ResubscribeRequest | null` and `resubscribeHint: string` in
 * their context (`NO_RESUBSCRIBE` at first), invoke the history chart as `subscriptionHistory`, and
 * declare the actor `resubscribe`, the actions `storeResubscribe`, `storeResubscribeHint`,
 * `forgetResubscribe` (`resubscribeUpdates`), `reloadHistory` (`history.reload` to the history
 * chart), `reportUnexpectedError` and `askGate` (`./gate.ts`), and the guard `answerOk`.
 */
import type { ApiResult } from '../../services/api/result.ts';
import { gatingState } from './gate.ts';
import { eventOf, outputOf } from './params.ts';

/** A cancelled subscription to take up again (spec 3 §7: historyId, date). */
export interface ResubscribeRequest {
  historyId: string;
  /** The row's date (ms since the epoch). */
  date: number;
}

/** The re-subscribe call's answer (spec 3 §7: 200 with data.subHint). */
export type ResubscribeResult = ApiResult<{ subHint: string }>;

export const NO_RESUBSCRIBE = { resubscribe: null, resubscribeHint: '' } as const;

/** The context updates behind `storeResubscribe`, `storeResubscribeHint` and `forgetResubscribe`. */
export const resubscribeUpdates = {
  store: (_: unknown, params: ResubscribeRequest) => ({
    resubscribe: { historyId: params.historyId, date: params.date },
  }),
  storeHint: (_: unknown, result: ResubscribeResult) => ({ resubscribeHint: result.ok ? result.data.subHint : '' }),
  forget: () => NO_RESUBSCRIBE,
};

/**
 * `browsing` → `gating` → `resubscribing` → `result` (or back to `browsing` on a refusal, which the
 * API layer routed: 100023 opens the profile gate, spec 3 §8). The gate is asked first (spec 1
 * §4): a known profile that is not ready shows the gate's notice and no request is made. `succeeded` are what the area does after a
 * re-subscribe (the list read again, the balance, …).
 */
export function resubscribeStates<const TAction extends string>(call: string, succeeded: readonly TAction[]) {
  return {
    browsing: {
      description: 'The months and their rows.',
      on: {
        'resubscribe.request': {
          target: 'gating',
          actions: { type: 'storeResubscribe', params: eventOf },
        },
      },
    },
    gating: gatingState('The profile gate is asked whether the person may re-subscribe.', {
      allowed: { target: 'resubscribing' },
      blocked: { target: 'browsing', actions: 'forgetResubscribe' },
    }),
    resubscribing: {
      description: `${call} is under way.`,
      invoke: {
        id: 'resubscribe',
        src: 'resubscribe',
        input: ({ context }: { context: { resubscribe: ResubscribeRequest | null } }) =>
          context.resubscribe ?? { historyId: '', date: 0 },
        onDone: [
          {
            guard: { type: 'answerOk', params: outputOf },
            target: 'result',
            actions: [{ type: 'storeResubscribeHint', params: outputOf }, ...succeeded],
          },
          { target: 'browsing', actions: 'forgetResubscribe' },
        ],
        onError: { target: 'browsing', actions: ['forgetResubscribe', 'reportUnexpectedError'] },
      },
    },
    result: {
      description: 'The result dialog shows the returned hint; OK reloads the month (spec 3 §4).',
      on: {
        'resubscribe.close': { target: 'browsing', actions: ['forgetResubscribe', 'reloadHistory'] },
      },
    },
  } as const;
}
