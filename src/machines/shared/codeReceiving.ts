/**
 * The lock-and-receive steps New Code (pingme, wephone, wetalkpro: `newCode`) and the JieMa tool
 * (jiema: `jiemaNew`) share (spec 3 §4 New Code, JieMa new-number flow, Polling): the catalogue
 * read, the lock's outcomes, the wait for the code SMS (the `smsPolling` child) and the subscribe
 * call. Each chart keeps its own steps and dialogs around them.
 *
 * Charts using these fragments keep `locked: LockedCodePhone | null` in their context and declare
 * - actors `loadCatalogue`, `lock`, `subscribe` and `smsPolling`;
 * - actions `storeCatalogue` and `storeLocked` (params: the answer), `storeChecked`, `announceCode`
 *   and `refreshBalanceOnArrival` (params: the `polling.checked` event), `storeLastPoll` (params:
 *   the polling output), `tellBusy` (params `{busy}`: the host's tabs wait while it polls) and
 *   `reportUnexpectedError`, and `tellSubscribeTaken`;
 * - guards `answerOk`, `noNumber` and `numberTaken` (`codeReceivingGuards`).
 */
import type { AnyActorRef } from 'xstate';
import type {
  CodeApp,
  CodeCountry,
  CodePhoneOption,
  CodeSms,
  LockedCodePhone,
} from '../../services/api/contract/verificationCodes.ts';
import type { ApiResult } from '../../services/api/result.ts';
import { detectCode } from '../../services/verification/detectCode.ts';
import { SYSTEM_ID, tell } from './address.ts';
import { numberTaken, tellRefusal } from './numberRefusals.ts';
import { eventOf, outputOf } from './params.ts';

/** The catalogue (GET /getAppList: appList, countrys). */
export interface CodeCatalogue {
  apps: readonly CodeApp[];
  countries: readonly CodeCountry[];
}

export type CatalogueResult = ApiResult<CodeCatalogue>;
export type PhoneOptionsResult = ApiResult<readonly CodePhoneOption[]>;
export type LockResult = ApiResult<LockedCodePhone>;
export type ChangeResult = ApiResult<unknown>;

/** The JieMa tool's old tab locked a past number again; the new tab's receive panel takes it. */
export type JiemaReused = { type: 'jiema.reused'; locked: LockedCodePhone };

/** spec 3 §8: HTTP 400 with 500000 on the lock means no number is available. */
export const RETCODE_NO_NUMBER = 500000;

export const codeReceivingGuards = {
  answerOk: (_: unknown, result: { ok: boolean }) => result.ok,
  /** issue 27 item 2: subscribing a number someone else holds now (HTTP 400 + 500000). */
  numberTaken: (_: unknown, result: ChangeResult) => numberTaken(result),
  /** Only the server's answer (HTTP 400): a network failure carries 500000 too, and is not 'no number'. */
  noNumber: (_: unknown, result: LockResult) =>
    !result.ok && result.retcode === RETCODE_NO_NUMBER && result.httpStatus === 400,
};

type System = AnyActorRef['system'];

/** issue 27 item 2: the subscribe refused because the number is someone else's now — said, with what to do. */
export function tellSubscribeTaken({ system }: { system: System }): void {
  tellRefusal(system, 'vcode.subscribe.taken');
}

/** A received code is charged (spec 3 §3 SMS item charge): the balance shown is read again. */
export function refreshBalanceOnArrival({ system }: { system: System }, params: { arrived: number }): void {
  if (params.arrived > 0) tell(system, SYSTEM_ID.app, { type: 'balance.refresh' });
}

/** issue 10 item 7: a desktop notification with the code while the page is in the background (the root decides). */
export function announceCode(system: System, appName: string, newest: CodeSms | null): void {
  // A held code has no text to announce until a recharge releases it (docs/verification-codes.md).
  if (!newest || newest.held) return;
  tell(system, SYSTEM_ID.app, {
    type: 'code.notify',
    appName,
    code: detectCode(newest.text)?.code ?? null,
    text: newest.text,
  });
}

/** GET /getAppList: to `loaded` with the catalogue, or to `failed` (the refusal was routed). */
export function catalogueLoadingState(description: string, loaded: string, failed: string) {
  return {
    description,
    invoke: {
      id: 'loadCatalogue',
      src: 'loadCatalogue',
      onDone: [
        {
          guard: { type: 'answerOk', params: outputOf },
          target: loaded,
          actions: { type: 'storeCatalogue', params: outputOf },
        },
        { target: failed },
      ],
      onError: { target: failed, actions: 'reportUnexpectedError' },
    },
  } as const;
}

/**
 * What a lock's answer leads to: the receive step with the number, the 'no number available'
 * dialog (spec 3 §8), or — another refusal (profile, balance) was routed by the API layer — back.
 */
export function lockOutcomes<const TGuard extends string, const TForget extends string = never>(targets: {
  locked: string;
  noNumber: string;
  refused: readonly { guard?: TGuard; target: string }[];
  /** Run when no number came (the previous lock is let go). */
  forget?: TForget;
}) {
  const forget: readonly TForget[] = targets.forget ? [targets.forget] : [];
  return {
    onDone: [
      {
        guard: { type: 'answerOk', params: outputOf },
        target: targets.locked,
        actions: { type: 'storeLocked', params: outputOf },
      },
      { guard: { type: 'noNumber', params: outputOf }, target: targets.noNumber, actions: forget },
      ...targets.refused.map((refused) => ({ ...refused, actions: forget })),
    ],
    onError: targets.refused.map((refused) => ({
      ...refused,
      actions: [...forget, 'reportUnexpectedError' as const],
    })),
  } as const;
}

/** The locked number as the poll and subscribe calls name it. */
function lockedNumber({ context }: { context: { locked: LockedCodePhone | null } }) {
  return { app: context.locked?.app ?? '', number: context.locked?.fullNumber ?? '' };
}

/**
 * The wait for the code SMS on the locked number (the `smsPolling` chart: 180 s, every 5 s); its
 * host's other tabs and controls wait meanwhile (spec 3 §4). Every check tells what arrived: the
 * chart marks it received, notifies the code (issue 10 item 7) and reads the charged balance.
 */
export function smsPollingState<const TOn extends object>(description: string, stopped: string, on?: TOn) {
  return {
    description,
    entry: { type: 'tellBusy', params: { busy: true } },
    exit: { type: 'tellBusy', params: { busy: false } },
    on: {
      'polling.checked': {
        actions: [
          { type: 'storeChecked', params: eventOf },
          { type: 'announceCode', params: eventOf },
          { type: 'refreshBalanceOnArrival', params: eventOf },
        ],
      },
      ...on,
    },
    invoke: {
      id: 'smsPolling',
      src: 'smsPolling',
      input: ({
        context,
        self,
      }: {
        context: { locked: LockedCodePhone | null; earlier?: readonly CodeSms[] };
        self: AnyActorRef;
      }) => ({
        ...lockedNumber({ context }),
        // Get-code mode: the number's earlier codes show from the start (not marked new).
        known: context.earlier,
        // spec 3 §4, issue 27 item 3: the window closes no later than the lock.
        expiresAt: context.locked?.expiresAt,
        parent: self,
      }),
      onDone: { target: stopped, actions: { type: 'storeLastPoll', params: outputOf } },
      onError: { target: stopped, actions: 'reportUnexpectedError' },
    },
  } as const;
}

/** GET /subVerificationCodePhone {app, number} for the locked number. */
export function subscribingState<const TAction extends string>(
  description: string,
  targets: { id?: string; subscribed: string; subscribedActions: TAction | readonly TAction[]; refused: string },
) {
  return {
    description,
    invoke: {
      id: targets.id ?? 'subscribe',
      src: 'subscribe',
      input: lockedNumber,
      onDone: [
        {
          guard: { type: 'answerOk', params: outputOf },
          target: targets.subscribed,
          actions: targets.subscribedActions,
        },
        { guard: { type: 'numberTaken', params: outputOf }, target: targets.refused, actions: 'tellSubscribeTaken' },
        // The refusal (400001 no credit …) was routed by the API layer.
        { target: targets.refused },
      ],
      onError: { target: targets.refused, actions: 'reportUnexpectedError' },
    },
  } as const;
}
