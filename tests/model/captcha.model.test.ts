/**
 * Model-based test of the captcha chart: every path from `xstate/graph` (shortest and simple)
 * replayed on a real actor with fake services (see tests/support/model.ts).
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { captchaMachine } from '../../src/machines/overlays/captcha/captcha.machine.ts';
import { captchaToView } from '../../src/machines/overlays/captcha/toView.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type Replay, testModel } from '../support/model.ts';

type CaptchaSnapshot = SnapshotFrom<typeof captchaMachine>;

const IMAGE = { captchaId: 'c0ffee12ab', image: '<svg><text>ab12</text></svg>' };

function lastEventWas(replay: Replay, type: string, matches: (event: Record<string, unknown>) => boolean = () => true) {
  const event = replay.step.event as Record<string, unknown> & { type: string };
  return event.type === type && matches(event);
}

export const captchaChecks = {
  loading: (snapshot: CaptchaSnapshot, replay: Replay) => {
    expect(replay.running('loadCaptcha')).toBeDefined();
    expect(snapshot.context.captcha).toBeNull();
    expect(captchaToView(snapshot)).toMatchObject({ image: null, loading: true, checking: false });
    // spec 2 §4: the third failure alerts 'too many attempts' while a new captcha loads.
    const third = lastEventWas(replay, 'xstate.done.actor.recordCaptchaFailure', (e) => {
      return (e.output as { tooManyAttempts: boolean }).tooManyAttempts;
    });
    expect(replay.effects.some((effect) => effect.type === 'alertTooManyCaptchaAttempts')).toBe(third);
  },
  unavailable: (snapshot: CaptchaSnapshot, replay: Replay) => {
    expect(replay.running('loadCaptcha')).toBeUndefined();
    expect(captchaToView(snapshot)).toMatchObject({ image: null, unavailable: true, loading: false });
  },
  ready: (snapshot: CaptchaSnapshot, replay: Replay) => {
    expect(snapshot.context.captcha).toEqual(IMAGE);
    expect(captchaToView(snapshot).image).toBe(IMAGE.image);
    // A blank answer is refused on the spot with the spec's message (spec 1 §5); a wrong one
    // (100020) leaves 'Captcha validation failed.' over the new image (spec 1 §8).
    if (lastEventWas(replay, 'captcha.submit')) {
      expect(snapshot.context.validationError).toBe('error.form.captchaRequired');
    } else if (lastEventWas(replay, 'captcha.reload')) {
      expect(snapshot.context.validationError).toBeNull();
    } else {
      expect([null, 'error.captchaFailed']).toContain(snapshot.context.validationError);
    }
    expect(captchaToView(snapshot).validationError).toBe(snapshot.context.validationError);
  },
  confirming: (snapshot: CaptchaSnapshot, replay: Replay) => {
    // spec 1 §5: the captcha text is trimmed; the id and the caller's nextApi travel with it.
    expect(replay.running('confirmCaptcha')?.input).toEqual({
      captchaId: IMAGE.captchaId,
      inputCaptcha: 'ab12',
      nextApi: 'preLogin',
    });
    expect(captchaToView(snapshot).checking).toBe(true);
  },
  countingFailure: (snapshot: CaptchaSnapshot, replay: Replay) => {
    expect(replay.running('recordCaptchaFailure')).toBeDefined();
    expect(snapshot.context.validationError).toBe('error.captchaFailed');
    expect(captchaToView(snapshot).checking).toBe(true);
  },
  passed: (snapshot: CaptchaSnapshot, replay: Replay) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ status: 'passed', captchaId: IMAGE.captchaId, text: 'ab12' });
    // spec 2 §4: a success clears the counter.
    expect(replay.effects.map((effect) => effect.type)).toContain('clearCaptchaFailures');
  },
  cancelled: (snapshot: CaptchaSnapshot) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ status: 'cancelled' });
  },
} satisfies Checks<typeof captchaMachine>;

testModel({
  name: 'captcha',
  machine: captchaMachine,
  input: { nextApi: 'preLogin' },
  // Shortest paths plus every transition: since a wrong answer's message outlives the new image's
  // loading, simple paths (every loop-free route) grew past the paths-per-transition budget.
  events: {
    'captcha.submit': [{ text: '  ab12 ' }, { text: '   ' }],
    'captcha.reload': {},
    'captcha.cancel': {},
    'xstate.done.actor.loadCaptcha': [{ output: ok(IMAGE) }, { output: networkFailure }],
    'xstate.error.actor.loadCaptcha': { error: new Error('unexpected') },
    'xstate.done.actor.confirmCaptcha': [
      { output: ok({}) },
      { output: refused(RETCODE.CAPTCHA_FAILED) },
      { output: refused(RETCODE.TOO_FREQUENT) },
    ],
    'xstate.error.actor.confirmCaptcha': { error: new Error('unexpected') },
    'xstate.done.actor.recordCaptchaFailure': [
      { output: { tooManyAttempts: false } },
      { output: { tooManyAttempts: true } },
    ],
    'xstate.error.actor.recordCaptchaFailure': { error: new Error('storage unavailable') },
  },
  serialize: (snapshot) => ({
    shown: snapshot.context.captcha !== null,
    text: snapshot.context.text,
    error: snapshot.context.validationError,
  }),
  checks: captchaChecks,
});
