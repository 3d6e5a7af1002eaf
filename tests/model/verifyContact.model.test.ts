/**
 * Model-based test of the verification modal (spec 2 §4): paths from `xstate/graph` for a phone
 * and an e-mail mode, each with and without a contact already on the account, replayed on a real
 * actor with fake services and a simulated clock.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { CaptchaStore } from '../../src/machines/overlays/captcha/captcha.actors.ts';
import { verifyContactToView } from '../../src/machines/overlays/verifyContact/toView.ts';
import type { VerifyContactInput } from '../../src/machines/overlays/verifyContact/types.ts';
import {
  type VerifyContactApi,
  verifyContactActors,
} from '../../src/machines/overlays/verifyContact/verifyContact.actors.ts';
import { verifyContactMachine } from '../../src/machines/overlays/verifyContact/verifyContact.machine.ts';
import { contactProblem } from '../../src/machines/overlays/verifyContact/verifyForm.ts';
import { RESEND_COUNTDOWN_SECONDS } from '../../src/machines/shared/session/codeEntry.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type VerifySnapshot = SnapshotFrom<typeof verifyContactMachine>;
type VerifyReplay = Replay<VerifySnapshot>;

// The actor factory fits the chart (checked by the compiler, never run here).
export const provideWithServices = (api: VerifyContactApi, store: CaptchaStore) =>
  verifyContactMachine.provide({ actors: verifyContactActors(api, store) });

const CAPTCHA = { captchaId: 'c0ffee12ab', image: '<svg><text>ab12</text></svg>' };
const CAPTCHA_PASS = { status: 'passed' as const, captchaId: 'pass5678xy', text: 'xy9z' };
const VERIFY_ID = 'verify-0123456789';
const RESENT_VERIFY_ID = 'verify-resent-9876543210';
const KEPT = { telCode: '44', phone: '7700900123', email: 'new@example.com', captchaText: 'ab12' } as const;
const unexpected = { error: new Error('unexpected failure') };

const INPUTS: VerifyContactInput[] = [
  { mode: 'update', current: { phone: '2025550100', email: '' } },
  { mode: 'updateForUnlockBonus', current: { phone: '', email: 'demo@example.com' } },
  { mode: 'email', current: { phone: '2025550100', email: '' } },
  { mode: 'emailFromProfile', current: { phone: '2025550100', email: 'demo@example.com' } },
];

const countingDown = (s: VerifySnapshot) => s.matches({ codeEntry: { resend: 'countingDown' } });
const atCountdownEnds = (s: VerifySnapshot) =>
  !countingDown(s) || s.context.resendSeconds === RESEND_COUNTDOWN_SECONDS || s.context.resendSeconds === 1;

const events = {
  'form.change': (s) => {
    if (s.matches({ codeEntry: { resend: 'captcha' } })) return [{ field: 'captchaText', value: ' ab12 ' }];
    return s.context.channel === 'phone'
      ? [
          { field: 'telCode', value: '+44' },
          { field: 'phone', value: '7700 900123' },
          { field: 'captchaText', value: ' ab12 ' },
        ]
      : [
          { field: 'email', value: ' new@example.com ' },
          { field: 'captchaText', value: ' ab12 ' },
        ];
  },
  'verify.submit': {},
  'code.complete': (s) => (atCountdownEnds(s) ? [{ code: s.context.channel === 'phone' ? '1234' : '123456' }] : []),
  'code.edit': {},
  'code.resend': {},
  'captcha.reload': {},
  'verify.back': (s) => (atCountdownEnds(s) ? [{}] : []),
  'verify.close': {},
  'xstate.after.resendCountdownTick.verifyContact.codeEntry.resend.countingDown': (s) =>
    s.matches({ codeEntry: { code: 'typing' } }) ? [{}] : [],
  'xstate.done.actor.loadCaptcha': [{ output: ok(CAPTCHA) }, { output: networkFailure }],
  'xstate.error.actor.loadCaptcha': unexpected,
  'xstate.done.actor.recordCaptchaFailure': [
    { output: { tooManyAttempts: false } },
    { output: { tooManyAttempts: true } },
  ],
  'xstate.error.actor.recordCaptchaFailure': unexpected,
  'xstate.done.actor.confirmCaptcha': [
    { output: ok({}) },
    { output: refused(RETCODE.CAPTCHA_FAILED) },
    { output: refused(RETCODE.TOO_FREQUENT) },
  ],
  'xstate.error.actor.confirmCaptcha': unexpected,
  'xstate.done.actor.requestVerifyCode': (s) => [
    { output: ok({ verifyid: s.matches('codeEntry') ? RESENT_VERIFY_ID : VERIFY_ID }) },
    { output: refused(RETCODE.IMAGE_CAPTCHA_REQUIRED) },
    ...(s.context.channel === 'email' || s.context.captchaPass ? [{ output: refused(RETCODE.CAPTCHA_FAILED) }] : []),
    { output: refused(RETCODE.TOO_FREQUENT) },
  ],
  'xstate.error.actor.requestVerifyCode': unexpected,
  'xstate.done.actor.imageCaptcha': [{ output: CAPTCHA_PASS }, { output: { status: 'cancelled' } }],
  'xstate.error.actor.imageCaptcha': unexpected,
  'xstate.done.actor.checkVerifyCode': [
    { output: ok({}) },
    { output: refused(RETCODE.WRONG_CODE) },
    { output: refused(RETCODE.CODE_EXPIRED) },
  ],
  'xstate.error.actor.checkVerifyCode': unexpected,
  'xstate.done.actor.saveContact': [{ output: ok({}) }, { output: refused(RETCODE.CONTACT_TAKEN) }],
  'xstate.error.actor.saveContact': unexpected,
} satisfies EventTable<typeof verifyContactMachine>;

function stepIs(replay: VerifyReplay, type: string, output?: unknown): boolean {
  const event = replay.step.event as { type: string; output?: unknown };
  return event.type === type && (output === undefined || JSON.stringify(event.output) === JSON.stringify(output));
}

const effect = (replay: VerifyReplay, type: string) => replay.effects.find((e) => e.type === type);

function checkContactStep(snapshot: VerifySnapshot, replay: VerifyReplay) {
  const view = verifyContactToView(snapshot);
  expect(view.step).toBe('contact');
  expect(view.channel).toBe(snapshot.context.mode.startsWith('email') ? 'email' : 'phone');
  for (const field of ['telCode', 'phone', 'email', 'captchaText'] as const) {
    expect(['', KEPT[field]]).toContain(snapshot.context[field]);
  }
  if (stepIs(replay, 'verify.submit')) expect(snapshot.context.validationError).toBe(contactProblem(snapshot.context));
}

function checkCaptchaLoading(snapshot: VerifySnapshot, replay: VerifyReplay) {
  expect(replay.running('loadCaptcha')).toBeDefined();
  expect(snapshot.context.captcha).toBeNull();
  expect(snapshot.context.captchaText).toBe('');
  expect(verifyContactToView(snapshot).captchaLoading).toBe(true);
  const third = stepIs(replay, 'xstate.done.actor.recordCaptchaFailure', { tooManyAttempts: true });
  expect(effect(replay, 'alertTooManyCaptchaAttempts') !== undefined).toBe(third);
}

function checkCaptchaShown(snapshot: VerifySnapshot) {
  expect(verifyContactToView(snapshot)).toMatchObject({ captchaImage: CAPTCHA.image, captchaId: CAPTCHA.captchaId });
}

function checkCaptchaUnavailable(snapshot: VerifySnapshot, replay: VerifyReplay) {
  expect(replay.running('loadCaptcha')).toBeUndefined();
  expect(verifyContactToView(snapshot).captchaUnavailable).toBe(true);
}

function checkCountingFailure(_snapshot: VerifySnapshot, replay: VerifyReplay) {
  expect(replay.running('recordCaptchaFailure')).toBeDefined();
}

/** What the code request must carry now (spec 2 §4, spec 1 §4). */
function expectedCodeRequest(snapshot: VerifySnapshot) {
  const pass = snapshot.context.captchaPass;
  if (snapshot.context.channel === 'phone') {
    return {
      channel: 'phone',
      telcode: KEPT.telCode,
      phone: KEPT.phone,
      ...(pass ? { captchaId: pass.captchaId } : {}),
    };
  }
  return pass
    ? { channel: 'email', email: KEPT.email, captchaId: pass.captchaId, inputCaptcha: pass.text }
    : { channel: 'email', email: KEPT.email, captchaId: CAPTCHA.captchaId, inputCaptcha: KEPT.captchaText };
}

function checkCodeStep(snapshot: VerifySnapshot) {
  const view = verifyContactToView(snapshot);
  expect(view.step).toBe('code');
  expect(view.codeLength).toBe(snapshot.context.channel === 'phone' ? 4 : 6);
  expect([VERIFY_ID, RESENT_VERIFY_ID]).toContain(snapshot.context.verifyid);
}

const checks = {
  'contact.filling.loading': (snapshot, replay) => {
    checkContactStep(snapshot, replay);
    checkCaptchaLoading(snapshot, replay);
  },
  'contact.filling.shown': (snapshot, replay) => {
    checkContactStep(snapshot, replay);
    checkCaptchaShown(snapshot);
  },
  'contact.filling.unavailable': (snapshot, replay) => {
    checkContactStep(snapshot, replay);
    checkCaptchaUnavailable(snapshot, replay);
  },
  'contact.filling.countingFailure': (snapshot, replay) => {
    checkContactStep(snapshot, replay);
    checkCountingFailure(snapshot, replay);
  },
  'contact.confirmingCaptcha': (snapshot, replay) => {
    // A phone's captcha is confirmed for the code request it unlocks.
    expect(snapshot.context.channel).toBe('phone');
    expect(replay.running('confirmCaptcha')?.input).toEqual({
      captchaId: CAPTCHA.captchaId,
      inputCaptcha: KEPT.captchaText,
      nextApi: 'getVerifyCode',
    });
    expect(verifyContactToView(snapshot).busy).toBe(true);
  },
  requestingCode: (snapshot, replay) => {
    expect(replay.running('requestVerifyCode')?.input).toEqual(expectedCodeRequest(snapshot));
    if (stepIs(replay, 'xstate.done.actor.confirmCaptcha'))
      expect(effect(replay, 'clearCaptchaFailures')).toBeDefined();
  },
  'imageCaptcha.solving': (snapshot, replay) => {
    const nextApi = snapshot.context.channel === 'phone' ? 'getVerifyCode' : 'requestToVerifyEmail';
    expect(replay.running('imageCaptcha')?.input).toEqual({ nextApi });
    expect(verifyContactToView(snapshot).step).toBe('imageCaptcha');
  },
  'imageCaptcha.waitingToRetry': (snapshot) => {
    expect(snapshot.context.captchaPass).toEqual({ captchaId: CAPTCHA_PASS.captchaId, text: CAPTCHA_PASS.text });
  },
  'codeEntry.code.typing': (snapshot) => {
    checkCodeStep(snapshot);
    expect(verifyContactToView(snapshot)).toMatchObject({ codeWrong: false, verifying: false });
  },
  'codeEntry.code.verifying': (snapshot, replay) => {
    checkCodeStep(snapshot);
    expect(replay.running('checkVerifyCode')?.input).toEqual({
      channel: snapshot.context.channel,
      verifyid: snapshot.context.verifyid,
      activationcode: snapshot.context.channel === 'phone' ? '1234' : '123456',
    });
  },
  'codeEntry.code.wrong': (snapshot) => {
    checkCodeStep(snapshot);
    // spec 2 §4: a wrong code marks the input wrong and clears it.
    expect(verifyContactToView(snapshot).codeWrong).toBe(true);
    expect(snapshot.context.code).toBe('');
  },
  'codeEntry.resend.countingDown': (snapshot, replay) => {
    expect(verifyContactToView(snapshot).resend).toBe('countingDown');
    if (replay.step.event.type.startsWith('xstate.after.')) {
      expect(replay.elapsed).toBe(1000);
      expect(snapshot.context.resendSeconds).toBe((replay.previous?.context.resendSeconds ?? 0) - 1);
    }
    if (stepIs(replay, 'xstate.done.actor.requestVerifyCode', ok({ verifyid: RESENT_VERIFY_ID }))) {
      // A resend restarts the countdown and the new request's id is the one checked.
      expect(snapshot.context.resendSeconds).toBe(RESEND_COUNTDOWN_SECONDS);
      expect(snapshot.context.verifyid).toBe(RESENT_VERIFY_ID);
    }
  },
  'codeEntry.resend.ready': (snapshot) => {
    expect(verifyContactToView(snapshot).resend).toBe('ready');
    expect(snapshot.context.resendSeconds).toBe(0);
  },
  'codeEntry.resend.captcha.loading': (snapshot, replay) => {
    expect(snapshot.context.channel).toBe('email');
    checkCaptchaLoading(snapshot, replay);
  },
  'codeEntry.resend.captcha.shown': checkCaptchaShown,
  'codeEntry.resend.captcha.unavailable': checkCaptchaUnavailable,
  'codeEntry.resend.captcha.countingFailure': checkCountingFailure,
  'codeEntry.resend.requesting': (snapshot, replay) => {
    // spec 1 §4: a phone resend carries no captcha; an e-mail resend its captcha id and text.
    expect(replay.running('requestVerifyCode')?.input).toEqual(expectedCodeRequest(snapshot));
    expect(snapshot.context.captchaPass).toBeNull();
  },
  saving: (snapshot, replay) => {
    // decision: the mode decides phone or e-mail; an existing contact is updated, a missing one set.
    const { channel, current } = snapshot.context;
    const endpoint =
      channel === 'phone'
        ? current.phone === ''
          ? 'setPhoneForAccount'
          : 'updatePhone'
        : current.email === ''
          ? 'setEmailForAccount'
          : 'updateEmail';
    const contact = channel === 'phone' ? { telcode: KEPT.telCode, phone: KEPT.phone } : { email: KEPT.email };
    expect(replay.running('saveContact')?.input).toEqual({ endpoint, ...contact, verifyid: snapshot.context.verifyid });
    expect(verifyContactToView(snapshot).step).toBe('saving');
  },
  saved: (snapshot) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ status: 'saved', mode: snapshot.context.mode });
  },
  closed: (snapshot) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ status: 'closed', mode: snapshot.context.mode });
  },
} satisfies Checks<typeof verifyContactMachine>;

testModel({
  name: 'verifyContact',
  machine: verifyContactMachine,
  inputs: INPUTS,
  events,
  checks,
  serialize: (snapshot) => ({
    problem: contactProblem(snapshot.context),
    pass: snapshot.context.captchaPass !== null,
    seconds: snapshot.matches('codeEntry') ? snapshot.context.resendSeconds : null,
  }),
});
