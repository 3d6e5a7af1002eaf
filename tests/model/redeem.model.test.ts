/**
 * Model-based test of the redeem chart (spec 2 §2 Redeem-code screen, §4 Redeem and captcha
 * failure counter, §5, §7 slider business call): every generated path replayed on a real actor
 * with fakes for getInviter, the slider captcha, setInviter and the failure counter.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { redeemMachine } from '../../src/machines/account/redeem/redeem.machine.ts';
import { redeemToView } from '../../src/machines/account/redeem/toView.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type Replay, testModel } from '../support/model.ts';

type RedeemSnapshot = SnapshotFrom<typeof redeemMachine>;

const PARAM = '{"captchaId":"abcdef12","x":120,"dragMs":900}';
const effectTypes = (replay: Replay) => replay.effects.map((effect) => effect.type);
const lastEvent = (replay: Replay) => replay.step.event as { type: string; output?: unknown };

const checks = {
  checking: (snapshot: RedeemSnapshot, replay: Replay) => {
    expect(replay.running('loadInviter')).toBeDefined();
    expect(redeemToView(snapshot)).toMatchObject({ busy: true, canRedeem: false, notAllowed: false });
  },
  unavailable: (snapshot: RedeemSnapshot, replay: Replay) => {
    expect(replay.running('loadInviter')).toBeUndefined();
    expect(redeemToView(snapshot)).toMatchObject({ unavailable: true, canRedeem: false });
  },
  editing: (snapshot: RedeemSnapshot, replay: Replay) => {
    const view = redeemToView(snapshot);
    // spec 2 §5: Redeem is disabled when the code is empty or the account cannot set an inviter.
    expect(view.canRedeem).toBe(snapshot.context.canSetInviter && snapshot.context.code.trim() !== '');
    expect(view.notAllowed).toBe(!snapshot.context.canSetInviter);
    const event = lastEvent(replay);
    // spec 2 §4, §8: the third puzzle failure alerts 'too many attempts'.
    const third =
      event.type === 'xstate.done.actor.recordCaptchaFailure' &&
      (event.output as { tooManyAttempts: boolean }).tooManyAttempts;
    expect(effectTypes(replay).includes('alertTooManyCaptchaAttempts')).toBe(third);
    // Congrats: Later leads to the profile, Invite to the invite section.
    expect(effectTypes(replay).includes('openProfile')).toBe(event.type === 'redeem.congrats.later');
    expect(effectTypes(replay).includes('openInvite')).toBe(event.type === 'redeem.congrats.invite');
  },
  solving: (snapshot: RedeemSnapshot, replay: Replay) => {
    expect(replay.running('slider')).toBeDefined();
    expect(snapshot.context.captchaVerifyParam).toBe('');
  },
  redeeming: (snapshot: RedeemSnapshot, replay: Replay) => {
    // The trimmed, upper-cased code and the solved puzzle go together (spec 2 §7).
    expect(replay.running('setInviter')?.input).toEqual({ inviteCode: 'AB12CD34', captchaVerifyParam: PARAM });
    expect(redeemToView(snapshot)).toMatchObject({ busy: true, canRedeem: false });
  },
  countingFailure: (_snapshot: RedeemSnapshot, replay: Replay) => {
    expect(replay.running('recordCaptchaFailure')).toBeDefined();
    expect(lastEvent(replay).output).toMatchObject({ ok: false, retcode: RETCODE.CAPTCHA_FAILED });
  },
  congrats: (snapshot: RedeemSnapshot, replay: Replay) => {
    expect(redeemToView(snapshot)).toMatchObject({ congrats: true, reward: '0.2', canRedeem: false, code: '' });
    // spec 2 §4: the account info is reloaded; a success clears the failure counter.
    expect(effectTypes(replay)).toEqual(expect.arrayContaining(['reloadAccount', 'clearCaptchaFailures']));
    expect(snapshot.context.canSetInviter).toBe(false);
  },
} satisfies Checks<typeof redeemMachine>;

testModel({
  name: 'redeem',
  machine: redeemMachine,
  events: {
    'redeem.code.change': [{ code: ' ab12cd34 ' }, { code: '  ' }],
    'redeem.submit': {},
    'redeem.retry': {},
    'redeem.congrats.later': {},
    'redeem.congrats.invite': {},
    'xstate.done.actor.loadInviter': [
      { output: ok({ canSetInviter: true, inviterCode: null }) },
      { output: ok({ canSetInviter: false, inviterCode: 'XY23ZZ45' }) },
      { output: networkFailure },
    ],
    'xstate.error.actor.loadInviter': { error: new Error('unexpected') },
    'xstate.done.actor.slider': [
      { output: { status: 'solved', captchaVerifyParam: PARAM } },
      { output: { status: 'cancelled' } },
    ],
    'xstate.done.actor.setInviter': [
      { output: ok({ reward: '0.2', balance: '1.2000' }) },
      { output: refused(RETCODE.CAPTCHA_FAILED) },
      { output: refused(RETCODE.NOT_AUTHORIZED) },
    ],
    'xstate.error.actor.setInviter': { error: new Error('unexpected') },
    'xstate.done.actor.recordCaptchaFailure': [
      { output: { tooManyAttempts: false } },
      { output: { tooManyAttempts: true } },
    ],
    'xstate.error.actor.recordCaptchaFailure': { error: new Error('storage') },
  },
  serialize: (snapshot) => ({
    code: snapshot.context.code.trim() !== '',
    canSetInviter: snapshot.context.canSetInviter,
  }),
  checks,
});
