/**
 * Redeeming a friend's invite code (spec 2 §2 Redeem-code screen, §4 Redeem, §5; docs/referral.md).
 *
 * checking (getInviter) → editing → redeem.submit → solving (the slider captcha, a child chart)
 * → redeeming (setInviter with its `captchaVerifyParam`, spec 2 §7 slider business call) →
 * congrats, where the account info is reloaded (spec 2 §4) and Later / Invite lead to the profile
 * or invite section. A 100020 answer is counted (spec 2 §4 captcha failure counter) and a new
 * puzzle shown; the third failure alerts and returns to the form. Other refusals were routed by
 * the API layer (an alert with the server's words; 100025 the verification modal) and the form
 * stays as it was.
 */
import { assign, setup } from 'xstate';
import { normalizeInviteCode } from '../../../services/api/contract/referral.ts';
import { RETCODE } from '../../../services/api/contract/retcodes.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import { sliderCaptchaMachine } from '../../common/sliderCaptcha/sliderCaptcha.machine.ts';
import type { SliderOutcome } from '../../common/sliderCaptcha/types.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { TOO_MANY_CAPTCHA_ATTEMPTS } from '../../shared/captcha/messageKeys.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { outputOf } from '../../shared/params.ts';
import type {
  CaptchaFailureVerdict,
  InviterAnswer,
  RedeemContext,
  RedeemEvent,
  SetInviterAnswer,
  SetInviterInput,
} from './types.ts';

export const redeemMachine = setup({
  types: {
    context: {} as RedeemContext,
    events: {} as RedeemEvent,
  },
  actors: {
    /** GET /getInviter. */
    loadInviter: notProvided<ApiResult<InviterAnswer>>('loadInviter'),
    /** POST /setInviter. */
    setInviter: notProvided<ApiResult<SetInviterAnswer>, SetInviterInput>('setInviter'),
    /** Counts a failed puzzle in the stored failure counter (spec 2 §4). */
    recordCaptchaFailure: notProvided<CaptchaFailureVerdict>('recordCaptchaFailure'),
    slider: sliderCaptchaMachine,
  },
  actions: {
    storeInviter: assign((_, result: ApiResult<InviterAnswer>) =>
      result.ok ? { canSetInviter: result.data.canSetInviter } : {},
    ),
    storeCode: assign((_, params: { code: string }) => ({ code: params.code })),
    storeAnswer: assign((_, outcome: SliderOutcome) =>
      outcome.status === 'solved' ? { captchaVerifyParam: outcome.captchaVerifyParam } : {},
    ),
    storeRedeemed: assign((_, result: ApiResult<SetInviterAnswer>) =>
      result.ok ? { reward: result.data.reward, canSetInviter: false, code: '' } : {},
    ),
    forgetAnswer: assign({ captchaVerifyParam: '' }),
    /** Storage write of "success clears the counter"; the area provides it. */
    clearCaptchaFailures: () => {},
    alertTooManyCaptchaAttempts: ({ system }) =>
      tell(system, SYSTEM_ID.overlays, { type: 'alert.show', notice: { messageKey: TOO_MANY_CAPTCHA_ATTEMPTS } }),
    /** spec 2 §4: on success the account info is refreshed (balance, and redeemCode leaves the list). */
    reloadAccount: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'account.reload' }),
    openProfile: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'profile.open' }),
    openInvite: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'account.section.select', section: 'invite' }),
  },
  guards: {
    succeeded: (_, result: ApiResult<unknown>) => result.ok,
    captchaRejected: (_, result: ApiResult<unknown>) => !result.ok && result.retcode === RETCODE.CAPTCHA_FAILED,
    /** spec 2 §5: disabled when the code is empty or the account cannot set an inviter. */
    canSubmit: ({ context }) => context.canSetInviter && normalizeInviteCode(context.code) !== '',
    solvedPuzzle: (_, outcome: SliderOutcome) => outcome.status === 'solved',
    isTooManyAttempts: (_, verdict: CaptchaFailureVerdict) => verdict.tooManyAttempts,
  },
}).createMachine({
  id: 'redeem',
  description:
    "Redeeming a friend's invite code behind a slider captcha; a success shows Congrats and reloads the account.",
  context: { code: '', canSetInviter: false, captchaVerifyParam: '', reward: '' },
  initial: 'checking',
  states: {
    checking: {
      description: 'getInviter: may this account still redeem a code?',
      invoke: {
        id: 'loadInviter',
        src: 'loadInviter',
        onDone: [
          {
            guard: { type: 'succeeded', params: outputOf },
            target: 'editing',
            actions: { type: 'storeInviter', params: outputOf },
          },
          { target: 'unavailable' },
        ],
        onError: 'unavailable',
      },
    },
    unavailable: {
      description: 'getInviter failed (routed by the API layer); the person can try again.',
      on: { 'redeem.retry': 'checking' },
    },
    editing: {
      description: 'The code input and the Redeem button (enabled by `canSubmit`).',
      on: {
        'redeem.code.change': { actions: { type: 'storeCode', params: ({ event }) => event } },
        'redeem.submit': { guard: 'canSubmit', target: 'solving' },
      },
    },
    solving: {
      description: 'The slider captcha is shown; its answer goes with setInviter.',
      entry: 'forgetAnswer',
      invoke: {
        id: 'slider',
        src: 'slider',
        onDone: [
          {
            guard: { type: 'solvedPuzzle', params: outputOf },
            target: 'redeeming',
            actions: { type: 'storeAnswer', params: outputOf },
          },
          { target: 'editing' },
        ],
      },
    },
    redeeming: {
      description: 'setInviter with the code and the solved puzzle (spec 2 §7 slider business call).',
      invoke: {
        id: 'setInviter',
        src: 'setInviter',
        input: ({ context }) => ({
          inviteCode: normalizeInviteCode(context.code),
          captchaVerifyParam: context.captchaVerifyParam,
        }),
        onDone: [
          {
            guard: { type: 'succeeded', params: outputOf },
            target: 'congrats',
            actions: [{ type: 'storeRedeemed', params: outputOf }, 'clearCaptchaFailures', 'reloadAccount'],
          },
          // spec 2 §7, §8: 100020 is the puzzle's failure.
          { guard: { type: 'captchaRejected', params: outputOf }, target: 'countingFailure' },
          { target: 'editing' },
        ],
        onError: 'editing',
      },
    },
    countingFailure: {
      description: 'The server refused the puzzle (100020): the failure is counted (spec 2 §4).',
      invoke: {
        id: 'recordCaptchaFailure',
        src: 'recordCaptchaFailure',
        onDone: [
          // spec 2 §4, §8: the third failure alerts 'Too many verification attempts'.
          {
            guard: { type: 'isTooManyAttempts', params: outputOf },
            target: 'editing',
            actions: 'alertTooManyCaptchaAttempts',
          },
          { target: 'solving' },
        ],
        onError: 'solving',
      },
    },
    congrats: {
      description: "The 'Congrats' dialog: the reward was credited (spec 2 §2).",
      on: {
        'redeem.congrats.later': { target: 'editing', actions: 'openProfile' },
        'redeem.congrats.invite': { target: 'editing', actions: 'openInvite' },
      },
    },
  },
});

export type RedeemMachine = typeof redeemMachine;
