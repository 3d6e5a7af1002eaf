/**
 * Model-based test of the code-entry fragment (`src/machines/shared/session/codeEntry.ts`) on its
 * own: step 2 of the login and of the verification modal — the code boxes beside the resend button
 * with its countdown and, for e-mail, its inline captcha (spec 1 §4, §5, §8; spec 2 §4). A harness
 * chart holds nothing but the fragment and the ends it leads to, so what the fragment promises is
 * checked once here, whichever chart hosts it.
 */
import { expect } from 'vitest';
import { assign, raise, type SnapshotFrom, setup } from 'xstate';
import type { CaptchaFailureVerdict, CaptchaImage } from '../../src/machines/overlays/captcha/types.ts';
import { notProvided } from '../../src/machines/shared/notProvided.ts';
import {
  codeEntryDelays,
  codeEntryGuards,
  codeEntryState,
  isRetcode,
  nextResendSeconds,
  outputOf,
  RESEND_COUNTDOWN_SECONDS,
} from '../../src/machines/shared/session/codeEntry.ts';
import {
  captchaProblem,
  type FormField,
  isCompleteCode,
  type LoginMethod,
  normalizeField,
} from '../../src/machines/shared/session/formRules.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import type { ApiResult } from '../../src/services/api/result.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

interface HarnessContext {
  method: LoginMethod;
  code: string;
  resendSeconds: number;
  captcha: CaptchaImage | null;
  captchaText: string;
  validationError: string | null;
}

type HarnessEvent =
  | { type: 'code.complete'; code: string }
  | { type: 'code.edit' }
  | { type: 'code.resend' }
  | { type: 'code.back' }
  | { type: 'captcha.reload' }
  | { type: 'form.change'; field: FormField; value: string };

const harness = setup({
  types: {
    context: {} as HarnessContext,
    events: {} as HarnessEvent,
    input: {} as { method: LoginMethod },
    tags: {} as 'busy',
  },
  actors: {
    loadCaptcha: notProvided<ApiResult<CaptchaImage>>('loadCaptcha'),
    recordCaptchaFailure: notProvided<CaptchaFailureVerdict>('recordCaptchaFailure'),
    checkCode: notProvided<ApiResult<unknown>, { code: string }>('checkCode'),
    requestCode: notProvided<ApiResult<unknown>, { captchaText: string }>('requestCode'),
  },
  actions: {
    changeField: assign((_, params: { field: FormField; value: string }) => ({
      [params.field]: normalizeField(params.field, params.value),
      validationError: null,
    })),
    showCaptchaRequired: assign({ validationError: 'captchaRequired' }),
    forgetCaptcha: assign({ captcha: null, captchaText: '' }),
    showCaptcha: assign((_, result: ApiResult<CaptchaImage>) => (result.ok ? { captcha: result.data } : {})),
    alertTooManyCaptchaAttempts: () => {},
    startResendCountdown: assign({ resendSeconds: RESEND_COUNTDOWN_SECONDS }),
    tickResendCountdown: assign({ resendSeconds: ({ context }) => nextResendSeconds(context.resendSeconds) }),
    rememberCode: assign((_, params: { code: string }) => ({ code: params.code })),
    clearCode: assign({ code: '' }),
    reloadResendCaptcha: raise({ type: 'captcha.reload' }),
  },
  guards: {
    ...codeEntryGuards,
    usesEmail: ({ context }) => context.method === 'email',
    isCaptchaUnanswered: ({ context }) => captchaProblem(context) !== null,
    isCompleteCode: ({ context }, params: { code: string }) => isCompleteCode(context.method, params.code),
    rejectedCaptcha: ({ context }, result: ApiResult<unknown>) =>
      context.method === 'email' && isRetcode(result, RETCODE.CAPTCHA_FAILED),
  },
  delays: codeEntryDelays,
}).createMachine({
  id: 'codeEntry',
  context: ({ input }) => ({
    method: input.method,
    code: '',
    resendSeconds: RESEND_COUNTDOWN_SECONDS,
    captcha: null,
    captchaText: '',
    validationError: null,
  }),
  initial: 'entering',
  states: {
    entering: codeEntryState({
      description: 'The fragment under test.',
      resendDescription: 'The resend button.',
      back: { event: 'code.back', target: '#codeEntry.left' },
      verify: { id: 'checkCode', input: ({ context }: { context: HarnessContext }) => ({ code: context.code }) },
      verified: { guard: { type: 'succeeded', params: outputOf }, target: '#codeEntry.verified' },
      request: {
        id: 'requestCode',
        input: ({ context }: { context: HarnessContext }) => ({ captchaText: context.captchaText }),
      },
      resent: ['startResendCountdown'],
      imageCaptcha: '#codeEntry.imageCaptcha',
    }),
    imageCaptcha: { type: 'final', description: "Where the host chart's image captcha takes over (100028)." },
    verified: { type: 'final', description: 'The host chart goes on with a right code.' },
    left: { type: 'final', description: 'The person went back to the form.' },
  },
});

type HarnessSnapshot = SnapshotFrom<typeof harness>;
type HarnessReplay = Replay<HarnessSnapshot>;

const CAPTCHA = { captchaId: 'c0ffee12ab', image: '<svg><text>ab12</text></svg>' };
const unexpected = { error: new Error('unexpected failure') };
const countingDown = (s: HarnessSnapshot) => s.matches({ entering: { resend: 'countingDown' } });
/** Only the countdown's two ends are explored, or the walk visits all 60 seconds. */
const atCountdownEnds = (s: HarnessSnapshot) =>
  !countingDown(s) || s.context.resendSeconds === RESEND_COUNTDOWN_SECONDS || s.context.resendSeconds === 1;
const codeFor = (s: HarnessSnapshot) => (s.context.method === 'phone' ? '1234' : '123456');

const events = {
  'code.complete': (s) => (atCountdownEnds(s) ? [{ code: codeFor(s) }, { code: '12' }] : []),
  'code.edit': {},
  'code.resend': {},
  'code.back': (s) => (atCountdownEnds(s) ? [{}] : []),
  'captcha.reload': {},
  'form.change': [{ field: 'captchaText', value: ' ab12 ' }],
  'xstate.after.resendCountdownTick.codeEntry.entering.resend.countingDown': (s) =>
    s.matches({ entering: { code: 'typing' } }) ? [{}] : [],
  'xstate.done.actor.loadCaptcha': [{ output: ok(CAPTCHA) }, { output: networkFailure }],
  'xstate.error.actor.loadCaptcha': unexpected,
  'xstate.done.actor.recordCaptchaFailure': [
    { output: { tooManyAttempts: false } },
    { output: { tooManyAttempts: true } },
  ],
  'xstate.error.actor.recordCaptchaFailure': unexpected,
  'xstate.done.actor.checkCode': [
    { output: ok({}) },
    { output: refused(RETCODE.WRONG_CODE) },
    { output: refused(RETCODE.CODE_EXPIRED) },
  ],
  'xstate.error.actor.checkCode': unexpected,
  'xstate.done.actor.requestCode': (s) => [
    { output: ok({}) },
    { output: refused(RETCODE.IMAGE_CAPTCHA_REQUIRED) },
    ...(s.context.method === 'email' ? [{ output: refused(RETCODE.CAPTCHA_FAILED) }] : []),
    { output: refused(RETCODE.TOO_FREQUENT) },
  ],
  'xstate.error.actor.requestCode': unexpected,
} satisfies EventTable<typeof harness>;

const stepType = (replay: HarnessReplay) => replay.step.event.type;

const checks = {
  'entering.code.typing': (snapshot, replay) => {
    // Every failed check empties the boxes (spec 1 §8).
    if (stepType(replay).endsWith('.checkCode')) expect(snapshot.context.code).toBe('');
  },
  'entering.code.verifying': (snapshot, replay) => {
    // Only a full code of the method's length is checked (spec 1 §5: 4 boxes for phone, 6 for e-mail).
    expect(replay.running('checkCode')?.input).toEqual({ code: codeFor(snapshot) });
    expect(snapshot.hasTag('busy')).toBe(true);
  },
  'entering.code.wrong': (snapshot) => expect(snapshot.context.code).toBe(''),
  'entering.resend.countingDown': (snapshot, replay) => {
    if (stepType(replay).startsWith('xstate.after.')) {
      expect(replay.elapsed).toBe(1000);
      expect(snapshot.context.resendSeconds).toBe((replay.previous?.context.resendSeconds ?? 0) - 1);
    }
    if (stepType(replay) === 'xstate.done.actor.requestCode') {
      expect(snapshot.context.resendSeconds).toBe(RESEND_COUNTDOWN_SECONDS);
    }
  },
  'entering.resend.ready': (snapshot) => expect(snapshot.context.resendSeconds).toBe(0),
  'entering.resend.captcha.loading': (snapshot, replay) => {
    // spec 1 §4: only an e-mail resend asks a captcha first.
    expect(snapshot.context.method).toBe('email');
    expect(replay.running('loadCaptcha')).toBeDefined();
  },
  'entering.resend.captcha.shown': (snapshot) => expect(snapshot.context.captcha).toEqual(CAPTCHA),
  'entering.resend.captcha.unavailable': (_snapshot, replay) => expect(replay.running('loadCaptcha')).toBeUndefined(),
  'entering.resend.captcha.countingFailure': (_snapshot, replay) =>
    expect(replay.running('recordCaptchaFailure')).toBeDefined(),
  'entering.resend.requesting': (snapshot, replay) => {
    // An e-mail resend carries the captcha text it was answered with; a phone resend none.
    const expected = snapshot.context.method === 'email' ? 'ab12' : '';
    expect(replay.running('requestCode')?.input).toEqual({ captchaText: expected });
  },
  imageCaptcha: (_snapshot, replay) =>
    expect(replay.step.event).toMatchObject({ output: refused(RETCODE.IMAGE_CAPTCHA_REQUIRED) }),
  verified: (_snapshot, replay) => expect(replay.step.event).toMatchObject({ output: ok({}) }),
  left: (_snapshot, replay) => expect(stepType(replay)).toBe('code.back'),
} satisfies Checks<typeof harness>;

testModel({
  name: 'codeEntry fragment',
  machine: harness,
  inputs: [{ method: 'phone' }, { method: 'email' }],
  events,
  checks,
  serialize: (snapshot) => ({
    seconds: snapshot.context.resendSeconds,
    answered: snapshot.context.captcha !== null && snapshot.context.captchaText !== '',
  }),
});
