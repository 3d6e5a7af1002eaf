/**
 * The verification modal (spec 2 §4): step 1 the phone or e-mail plus a captcha, step 2 the code
 * (with the same boxes and resend countdown as the login — shared fragments in
 * session/codeEntry.ts), then the verified contact is saved on the account and the modal ends
 * with `{ status: 'saved', mode }` (the root refreshes profile and balance; mode
 * updateForUnlockBonus then opens the redeemCode tab). `verify.close` ends it with 'closed'.
 *
 * A phone's step-1 captcha is confirmed first (GET /confirmCaptcha, nextApi getVerifyCode) and its
 * id travels with the code request; an e-mail's captcha travels with POST /requestToVerifyEmail.
 */
import { assign, raise, setup } from 'xstate';
import { RETCODE } from '../../../services/api/contract/retcodes.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { FORM_MESSAGE, TOO_MANY_CAPTCHA_ATTEMPTS } from '../../shared/captcha/messageKeys.ts';
import { notProvided } from '../../shared/notProvided.ts';
import {
  codeEntryDelays,
  codeEntryGuards,
  codeEntryState,
  eventOf,
  imageCaptchaStates,
  inlineCaptchaStates,
  isRetcode,
  nextResendSeconds,
  outputOf,
  RESEND_COUNTDOWN_SECONDS,
} from '../../shared/session/codeEntry.ts';
import type { FormField } from '../../shared/session/formRules.ts';
import { captchaProblem, isCompleteCode, normalizeField } from '../../shared/session/formRules.ts';
import { captchaMachine } from '../captcha/captcha.machine.ts';
import type { CaptchaFailureVerdict, CaptchaImage, CaptchaOutcome, ConfirmCaptchaInput } from '../captcha/types.ts';
import type {
  CheckCodeRequest,
  EmptyResult,
  SaveContactRequest,
  VerifyCodeRequest,
  VerifyCodeResult,
  VerifyContactContext,
  VerifyContactEvent,
  VerifyContactInput,
  VerifyContactOutcome,
} from './types.ts';
import {
  channelOf,
  checkCodeRequest,
  contactProblem,
  nextApiOf,
  saveContactRequest,
  verifyCodeRequest,
} from './verifyForm.ts';

const baseSetup = setup({
  types: {
    context: {} as VerifyContactContext,
    events: {} as VerifyContactEvent,
    input: {} as VerifyContactInput,
    output: {} as VerifyContactOutcome,
    tags: {} as 'busy',
  },
  actors: {
    /** GET /captcha with a fresh client-made id. */
    loadCaptcha: notProvided<ApiResult<CaptchaImage>>('loadCaptcha'),
    /** Counts a wrong captcha answer in the stored counter (spec 2 §4). */
    recordCaptchaFailure: notProvided<CaptchaFailureVerdict>('recordCaptchaFailure'),
    /** GET /confirmCaptcha (the phone step-1 captcha). */
    confirmCaptcha: notProvided<EmptyResult, ConfirmCaptchaInput>('confirmCaptcha'),
    /** GET /getVerifyCode or POST /requestToVerifyEmail. */
    requestVerifyCode: notProvided<VerifyCodeResult, VerifyCodeRequest>('requestVerifyCode'),
    /** POST /validateCode or /validateCodeForEmail. */
    checkVerifyCode: notProvided<EmptyResult, CheckCodeRequest>('checkVerifyCode'),
    /** POST /setPhoneForAccount, /updatePhone, /setEmailForAccount or /updateEmail. */
    saveContact: notProvided<EmptyResult, SaveContactRequest>('saveContact'),
    /** The image captcha of a 100028 answer; the root provides it with its services. */
    imageCaptcha: captchaMachine,
  },
  actions: {
    changeField: assign((_, params: { field: FormField; value: string }) => ({
      [params.field]: normalizeField(params.field, params.value),
      validationError: null,
    })),
    showContactProblem: assign({ validationError: ({ context }) => contactProblem(context) }),
    showCaptchaRequired: assign({ validationError: FORM_MESSAGE.captchaRequired }),
    forgetCaptcha: assign({ captcha: null, captchaText: '' }),
    showCaptcha: assign((_, result: ApiResult<CaptchaImage>) => (result.ok ? { captcha: result.data } : {})),
    /** The typed step-1 captcha was confirmed: its id is the pass for the code request. */
    passTypedCaptcha: assign(({ context }) => ({
      captchaPass: { captchaId: context.captcha?.captchaId ?? '', text: context.captchaText },
    })),
    rememberCaptchaPass: assign((_, outcome: CaptchaOutcome) =>
      outcome.status === 'passed' ? { captchaPass: { captchaId: outcome.captchaId, text: outcome.text } } : {},
    ),
    forgetCaptchaPass: assign({ captchaPass: null }),
    /** Storage write of "success clears the counter"; the root provides it. */
    clearCaptchaFailures: () => {},
    alertTooManyCaptchaAttempts: ({ system }) =>
      tell(system, SYSTEM_ID.overlays, { type: 'alert.show', notice: { messageKey: TOO_MANY_CAPTCHA_ATTEMPTS } }),
    storeVerifyId: assign((_, result: VerifyCodeResult) => (result.ok ? { verifyid: result.data.verifyid } : {})),
    startResendCountdown: assign({ resendSeconds: RESEND_COUNTDOWN_SECONDS, validationError: null }),
    tickResendCountdown: assign({ resendSeconds: ({ context }) => nextResendSeconds(context.resendSeconds) }),
    rememberCode: assign((_, params: { code: string }) => ({ code: params.code })),
    clearCode: assign({ code: '' }),
    /** spec 2 §4 "other failures reset the captcha": a shown resend captcha is replaced. */
    reloadResendCaptcha: raise({ type: 'captcha.reload' }),
  },
  guards: {
    usesEmail: ({ context }) => context.channel === 'email',
    isContactInvalid: ({ context }) => contactProblem(context) !== null,
    isCaptchaUnanswered: ({ context }) => captchaProblem(context) !== null,
    isCompleteCode: ({ context }, params: { code: string }) => isCompleteCode(context.channel, params.code),
    ...codeEntryGuards,
    /** 100020 on a request that carried a captcha (any e-mail request, a phone's step 1): it was wrong. */
    rejectedCaptcha: ({ context }, result: ApiResult<unknown>) =>
      (context.channel === 'email' || context.captchaPass !== null) && isRetcode(result, RETCODE.CAPTCHA_FAILED),
    /** 100020 from GET /confirmCaptcha: the typed answer was wrong. */
    rejectedAnswer: (_, result: ApiResult<unknown>) => isRetcode(result, RETCODE.CAPTCHA_FAILED),
  },
  delays: codeEntryDelays,
});

export const verifyContactMachine = baseSetup.createMachine({
  id: 'verifyContact',
  description: 'The verification modal: a phone or e-mail is verified with a code, then saved on the account.',
  context: ({ input }) => ({
    mode: input.mode,
    channel: channelOf(input.mode),
    current: input.current,
    telCode: '',
    phone: '',
    email: '',
    captchaText: '',
    captcha: null,
    captchaPass: null,
    validationError: null,
    code: '',
    verifyid: '',
    resendSeconds: RESEND_COUNTDOWN_SECONDS,
  }),
  initial: 'contact',
  on: {
    'verify.close': { target: '.closed' },
  },
  states: {
    contact: {
      description: 'Step 1: the person enters the phone or e-mail and answers the captcha.',
      initial: 'filling',
      states: {
        filling: {
          description: 'The form is open with its captcha.',
          initial: 'loading',
          on: {
            'form.change': { actions: { type: 'changeField', params: eventOf } },
            'verify.submit': [
              { guard: 'isContactInvalid', actions: 'showContactProblem' },
              { guard: 'usesEmail', target: '#verifyContact.requestingCode' },
              { target: 'confirmingCaptcha' },
            ],
          },
          states: inlineCaptchaStates,
        },
        confirmingCaptcha: {
          description: "A phone's captcha answer is being checked before the code is requested.",
          tags: ['busy'],
          invoke: {
            id: 'confirmCaptcha',
            src: 'confirmCaptcha',
            input: ({ context }) => ({
              captchaId: context.captcha?.captchaId ?? '',
              inputCaptcha: context.captchaText,
              nextApi: nextApiOf(context.channel),
            }),
            onDone: [
              {
                guard: { type: 'succeeded', params: outputOf },
                target: '#verifyContact.requestingCode',
                actions: ['passTypedCaptcha', 'clearCaptchaFailures'],
              },
              { guard: { type: 'rejectedAnswer', params: outputOf }, target: 'filling.countingFailure' },
              // spec 2 §4: other failures reset the captcha.
              { target: 'filling' },
            ],
            onError: { target: 'filling' },
          },
        },
      },
    },

    requestingCode: {
      description: 'The code is being sent to the phone or e-mail.',
      tags: ['busy'],
      exit: 'forgetCaptchaPass',
      invoke: {
        id: 'requestVerifyCode',
        src: 'requestVerifyCode',
        input: ({ context }) => verifyCodeRequest(context),
        onDone: [
          {
            guard: { type: 'succeeded', params: outputOf },
            target: 'codeEntry',
            actions: [
              { type: 'storeVerifyId', params: outputOf },
              'startResendCountdown',
              'clearCode',
              'clearCaptchaFailures',
            ],
          },
          { guard: { type: 'needsImageCaptcha', params: outputOf }, target: 'imageCaptcha' },
          { guard: { type: 'rejectedCaptcha', params: outputOf }, target: 'contact.filling.countingFailure' },
          // spec 2 §4: other failures reset the captcha.
          { target: 'contact' },
        ],
        onError: { target: 'contact' },
      },
    },

    imageCaptcha: {
      description: 'Too many code requests (100028): an image captcha must be solved, then the request is retried.',
      initial: 'solving',
      states: imageCaptchaStates({
        input: ({ context }: { context: VerifyContactContext }) => ({ nextApi: nextApiOf(context.channel) }),
        giveUp: '#verifyContact.contact',
        retry: '#verifyContact.requestingCode',
      }),
    },

    codeEntry: codeEntryState({
      description: 'Step 2: a code was sent; the person types it; resend unlocks after 60 s.',
      resendDescription: 'The resend button (spec 2 §4: 60 s countdown, e-mail resend needs a captcha).',
      back: { event: 'verify.back', target: 'contact' },
      verify: {
        id: 'checkVerifyCode',
        input: ({ context }: { context: VerifyContactContext }) => checkCodeRequest(context),
      },
      verified: { guard: { type: 'succeeded', params: outputOf }, target: '#verifyContact.saving' },
      request: {
        id: 'requestVerifyCode',
        input: ({ context }: { context: VerifyContactContext }) => verifyCodeRequest(context),
      },
      resent: [{ type: 'storeVerifyId', params: outputOf }, 'startResendCountdown'],
      imageCaptcha: '#verifyContact.imageCaptcha',
    }),

    saving: {
      description: 'The verified contact is being saved on the account.',
      tags: ['busy'],
      invoke: {
        id: 'saveContact',
        src: 'saveContact',
        input: ({ context }) => saveContactRequest(context),
        onDone: [
          { guard: { type: 'succeeded', params: outputOf }, target: 'saved' },
          // The root alerts why (e.g. the contact belongs to another account); step 1 again.
          { target: 'contact' },
        ],
        onError: { target: 'contact' },
      },
    },

    saved: {
      type: 'final',
      description: 'The contact is saved; the modal closes and the root refreshes profile and balance.',
      output: ({ context }) => ({ status: 'saved' as const, mode: context.mode }),
    },
    closed: {
      type: 'final',
      description: 'The person closed the modal.',
      output: ({ context }) => ({ status: 'closed' as const, mode: context.mode }),
    },
  },
  output: ({ event }) => event.output as VerifyContactOutcome,
});

export type VerifyContactMachine = typeof verifyContactMachine;
