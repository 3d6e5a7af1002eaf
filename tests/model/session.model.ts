/**
 * The session chart's model: what the world can do (events table), what each state promises
 * (checks) and which facts tell states apart. `session.model.test.ts` replays it; the e2e suite
 * takes the same paths with `pathsOf(sessionModel)` (this module registers no tests, so it can be
 * imported outside vitest).
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { formProblem } from '../../src/machines/login/session/loginForm.ts';
import { RESEND_COUNTDOWN_SECONDS, sessionMachine } from '../../src/machines/login/session/session.machine.ts';
import { sessionToView } from '../../src/machines/login/session/toView.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import type { Checks, EventTable, ModelConfig, Replay } from '../support/model.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
type SessionReplay = Replay<SessionSnapshot>;

// ── what the world answers ───────────────────────────────────────────────────

export const STORED_TOKEN = 'stored-token-0123456789abcdef';
export const LOGIN_SESSION = { token: 'fresh-token-0123456789abcdef', canInvite: true, canSetInviter: false };
export const REFRESHED_SESSION = { token: 'renewed-token-0123456789abcdef', canInvite: true, canSetInviter: true };
export const CAPTCHA = { captchaId: 'c0ffee12ab', image: '<svg><text>ab12</text></svg>' };
export const CAPTCHA_PASS = { status: 'passed' as const, captchaId: 'pass5678xy', text: 'xy9z' };

/** What a person types, raw (the chart trims and truncates, spec 1 §5). */
export const TYPED = {
  telCode: '+1 242',
  phone: '(202) 555-0100',
  email: ' demo@example.com ',
  captchaText: ' ab12 ',
} as const;
/** The same values as the chart keeps them. */
const KEPT = { telCode: '1242', phone: '2025550100', email: 'demo@example.com', captchaText: 'ab12' } as const;
/** The country code suggested for a first visit (brand and browser language). */
const SUGGESTED_TEL_CODE = '86';
/** What the last login stored (spec 1 §4). */
const STORED_ENTRY = { method: 'phone', telCode: KEPT.telCode, phone: KEPT.phone, email: '' } as const;
/** What the form may hold for each field: empty, suggested, restored or typed. */
const FORM_VALUES: Record<keyof typeof KEPT, readonly string[]> = {
  telCode: ['', SUGGESTED_TEL_CODE, KEPT.telCode],
  phone: ['', KEPT.phone],
  email: ['', KEPT.email],
  captchaText: ['', KEPT.captchaText],
};
const restored = (token: string | null, refreshDue: boolean, entry: typeof STORED_ENTRY | null) => ({
  output: { token, refreshDue, entry, suggestedTelCode: SUGGESTED_TEL_CODE },
});
const PHONE_CODE = '1234';
const EMAIL_CODE = '123456';

const TWELVE_HOURS = 12 * 60 * 60 * 1000;
const unexpected = { error: new Error('unexpected failure') };

const inCodeEntry = (s: SessionSnapshot) => s.matches({ loggedOut: 'codeEntry' });
const resendCaptchaShown = (s: SessionSnapshot) => s.matches({ loggedOut: { codeEntry: { resend: 'captcha' } } });
const countingDown = (s: SessionSnapshot) => s.matches({ loggedOut: { codeEntry: { resend: 'countingDown' } } });
const typing = (s: SessionSnapshot) => s.matches({ loggedOut: { codeEntry: { code: 'typing' } } });

/**
 * The countdown gives 60 distinct seconds; code events are explored only at its two ends (just
 * after the request and once resend is enabled) and the clock only ticks while the boxes are
 * being typed, so the paths stay few while every transition is still taken.
 */
const atCountdownEnds = (s: SessionSnapshot) =>
  !countingDown(s) || s.context.resendSeconds === RESEND_COUNTDOWN_SECONDS || s.context.resendSeconds === 1;

export const sessionEvents = {
  'login.method.select': [{ method: 'phone' }, { method: 'email' }],
  'form.change': (s) => {
    if (resendCaptchaShown(s)) return [{ field: 'captchaText', value: TYPED.captchaText }];
    return s.context.method === 'phone'
      ? [
          { field: 'telCode', value: TYPED.telCode },
          { field: 'phone', value: TYPED.phone },
        ]
      : [
          { field: 'email', value: TYPED.email },
          { field: 'captchaText', value: TYPED.captchaText },
        ];
  },
  'login.submit': {},
  'code.complete': (s) =>
    atCountdownEnds(s) ? [{ code: s.context.method === 'phone' ? PHONE_CODE : EMAIL_CODE }] : [],
  'code.edit': {},
  'code.resend': {},
  'captcha.reload': {},
  'login.back': (s) => (atCountdownEnds(s) ? [{}] : []),
  'logout.request': {},
  'logout.confirm': {},
  'logout.cancel': {},
  'session.kick': { retcode: RETCODE.LOGGED_OUT },
  'xstate.after.resendCountdownTick.session.loggedOut.codeEntry.resend.countingDown': (s) => (typing(s) ? [{}] : []),
  'xstate.done.actor.restoreSession': [
    restored(STORED_TOKEN, false, STORED_ENTRY),
    restored(STORED_TOKEN, true, null),
    restored(null, true, STORED_ENTRY),
    restored(null, true, null),
  ],
  'xstate.error.actor.restoreSession': { error: new Error('storage unreadable') },
  'xstate.done.actor.requestLoginCode': (s) => [
    { output: ok({}) },
    { output: refused(RETCODE.IMAGE_CAPTCHA_REQUIRED) },
    ...(s.context.method === 'email' ? [{ output: refused(RETCODE.CAPTCHA_FAILED) }] : []),
    { output: refused(RETCODE.TOO_FREQUENT) },
  ],
  'xstate.error.actor.requestLoginCode': unexpected,
  'xstate.done.actor.imageCaptcha': [{ output: CAPTCHA_PASS }, { output: { status: 'cancelled' } }],
  'xstate.error.actor.imageCaptcha': unexpected,
  'xstate.done.actor.loadCaptcha': [{ output: ok(CAPTCHA) }, { output: networkFailure }],
  'xstate.error.actor.loadCaptcha': unexpected,
  'xstate.done.actor.recordCaptchaFailure': [
    { output: { tooManyAttempts: false } },
    { output: { tooManyAttempts: true } },
  ],
  'xstate.error.actor.recordCaptchaFailure': unexpected,
  'xstate.done.actor.submitLoginCode': [
    { output: ok(LOGIN_SESSION) },
    { output: refused(RETCODE.WRONG_CODE) },
    { output: refused(RETCODE.CODE_EXPIRED) },
  ],
  'xstate.error.actor.submitLoginCode': unexpected,
  'xstate.done.actor.refreshToken': [
    { output: ok(REFRESHED_SESSION) },
    { output: refused(RETCODE.TOKEN_EXPIRED) },
    { output: networkFailure },
  ],
  'xstate.error.actor.refreshToken': unexpected,
  'xstate.done.actor.revokeToken': [{ output: ok({}) }, { output: networkFailure }],
  'xstate.error.actor.revokeToken': unexpected,
} satisfies EventTable<typeof sessionMachine>;

// ── what each state promises ─────────────────────────────────────────────────

function stepIs(replay: SessionReplay, type: string, output?: unknown): boolean {
  const event = replay.step.event as { type: string; output?: unknown };
  return event.type === type && (output === undefined || JSON.stringify(event.output) === JSON.stringify(output));
}

function effect(replay: SessionReplay, type: string) {
  return replay.effects.find((e) => e.type === type);
}

/** What the entered form promises, whichever captcha and reset state it is in. */
function checkForm(snapshot: SessionSnapshot, replay: SessionReplay) {
  const view = sessionToView(snapshot);
  expect(view.step).toBe('form');
  expect(snapshot.context.token).toBeNull();
  // spec 1 §5: values are kept trimmed; the country code at most 4 digits.
  for (const field of ['telCode', 'phone', 'email', 'captchaText'] as const) {
    expect(FORM_VALUES[field]).toContain(snapshot.context[field]);
  }
  if (stepIs(replay, 'xstate.done.actor.restoreSession')) {
    // spec 1 §4: the form comes back as the last login left it; a first visit gets the suggested code.
    const { entry } = (replay.step.event as unknown as ReturnType<typeof restored>).output;
    expect(snapshot.context).toMatchObject(entry ?? { method: 'phone', telCode: SUGGESTED_TEL_CODE, phone: '' });
  }
  // The message shown is the rule the form broke at the last submit, and typing clears it.
  if (stepIs(replay, 'login.submit')) expect(snapshot.context.validationError).toBe(formProblem(snapshot.context));
  else if (stepIs(replay, 'form.change') || stepIs(replay, 'login.method.select')) {
    expect(snapshot.context.validationError).toBeNull();
  }
  // Ending a session: storage forgotten, the parent told why (spec 1 §4).
  const ended = { kick: stepIs(replay, 'session.kick'), expired: stepIs(replay, 'xstate.done.actor.refreshToken') };
  if (ended.kick || ended.expired) {
    // spec 1 §4: a kick removes the token only; tips, what was typed and the history stay.
    expect(effect(replay, 'forgetToken')).toBeDefined();
    expect(effect(replay, 'forgetSession')).toBeUndefined();
    const reason = ended.kick ? 'kicked' : 'expired';
    expect(effect(replay, 'notifyLoggedOut')?.params).toEqual({ reason });
    expect(snapshot.context.loggedOutReason).toBe(reason);
  }
}

function checkInlineCaptchaLoading(snapshot: SessionSnapshot, replay: SessionReplay) {
  expect(snapshot.context.method).toBe('email');
  expect(replay.running('loadCaptcha')).toBeDefined();
  // A new captcha: the old image and its text are gone (spec 1 §8: other failures reset the captcha).
  expect(snapshot.context.captcha).toBeNull();
  expect(snapshot.context.captchaText).toBe('');
  expect(sessionToView(snapshot).captchaLoading).toBe(true);
  // spec 2 §4: the third wrong captcha alerts 'too many attempts' as the new one loads.
  const third = stepIs(replay, 'xstate.done.actor.recordCaptchaFailure', { tooManyAttempts: true });
  expect(effect(replay, 'alertTooManyCaptchaAttempts') !== undefined).toBe(third);
}

function checkInlineCaptchaShown(snapshot: SessionSnapshot) {
  expect(snapshot.context.captcha).toEqual(CAPTCHA);
  expect(sessionToView(snapshot)).toMatchObject({ captchaImage: CAPTCHA.image, captchaId: CAPTCHA.captchaId });
}

function checkInlineCaptchaUnavailable(snapshot: SessionSnapshot, replay: SessionReplay) {
  expect(replay.running('loadCaptcha')).toBeUndefined();
  expect(sessionToView(snapshot)).toMatchObject({ captchaImage: null, captchaUnavailable: true });
}

function checkCountingCaptchaFailure(snapshot: SessionSnapshot, replay: SessionReplay) {
  expect(snapshot.context.method).toBe('email');
  expect(replay.running('recordCaptchaFailure')).toBeDefined();
  // Entered only on a 100020 answer (spec 2 §4: a wrong captcha counts as a failure).
  if (
    replay.running('requestLoginCode') === undefined &&
    replay.callsInStep.some((c) => c.src === 'recordCaptchaFailure')
  ) {
    expect(stepIs(replay, 'xstate.done.actor.requestLoginCode', refused(RETCODE.CAPTCHA_FAILED))).toBe(true);
  }
}

/** The body of POST /preLogin the chart must send now (spec 1 §4, §5). */
function expectedCodeRequest(snapshot: SessionSnapshot) {
  const pass = snapshot.context.captchaPass;
  if (snapshot.context.method === 'phone') {
    return { telCode: KEPT.telCode, phone: KEPT.phone, ...(pass ? { captchaId: pass.captchaId } : {}) };
  }
  return pass
    ? { email: KEPT.email, captchaId: pass.captchaId, inputCaptcha: pass.text }
    : { email: KEPT.email, captchaId: CAPTCHA.captchaId, inputCaptcha: KEPT.captchaText };
}

function checkCodeEntry(snapshot: SessionSnapshot) {
  const view = sessionToView(snapshot);
  expect(view.step).toBe('code');
  // spec 1 §5: 4 boxes for phone, 6 for e-mail.
  expect(view.codeLength).toBe(snapshot.context.method === 'phone' ? 4 : 6);
}

function checkLoggedIn(snapshot: SessionSnapshot, replay: SessionReplay) {
  expect(sessionToView(snapshot).step).toBe('loggedIn');
  if (stepIs(replay, 'xstate.done.actor.submitLoginCode')) {
    // spec 1 §4: login stores the token and keeps what was entered.
    expect(snapshot.context.token).toBe(LOGIN_SESSION.token);
    expect(snapshot.context.code).toBe(snapshot.context.method === 'phone' ? PHONE_CODE : EMAIL_CODE);
    expect(effect(replay, 'persistSession')?.params).toEqual({ token: LOGIN_SESSION.token });
    // spec 1 §4: login stores what was entered.
    expect(effect(replay, 'rememberLogin')?.params).toEqual(
      snapshot.context.method === 'phone'
        ? { method: 'phone', telCode: KEPT.telCode, phone: KEPT.phone, email: snapshot.context.email }
        : { method: 'email', telCode: snapshot.context.telCode, phone: snapshot.context.phone, email: KEPT.email },
    );
    expect(effect(replay, 'notifyLoggedIn')?.params).toEqual({ restored: false });
  } else if (stepIs(replay, 'xstate.done.actor.restoreSession')) {
    expect(snapshot.context.token).toBe(STORED_TOKEN);
    expect(effect(replay, 'persistSession')).toBeUndefined();
    expect(effect(replay, 'notifyLoggedIn')?.params).toEqual({ restored: true });
  } else {
    expect(snapshot.context.token).not.toBeNull();
  }
}

export const sessionChecks = {
  restoring: (snapshot, replay) => {
    expect(replay.running('restoreSession')).toBeDefined();
    expect(sessionToView(snapshot).step).toBe('restoring');
  },

  'loggedOut.form.captcha.none': (snapshot, replay) => {
    checkForm(snapshot, replay);
    expect(snapshot.context.method).toBe('phone');
    expect(replay.running('loadCaptcha')).toBeUndefined();
  },
  'loggedOut.form.captcha.loading': checkInlineCaptchaLoading,
  'loggedOut.form.captcha.shown': checkInlineCaptchaShown,
  'loggedOut.form.captcha.unavailable': checkInlineCaptchaUnavailable,
  'loggedOut.form.captcha.countingFailure': checkCountingCaptchaFailure,
  'loggedOut.form.reset.settled': (snapshot, replay) => {
    checkForm(snapshot, replay);
    expect(snapshot.hasTag('justReset')).toBe(false);
    // spec 1 §4, §9: the reset flag lasts 5 s.
    if (replay.previous?.hasTag('justReset') && replay.step.event.type.startsWith('xstate.after.')) {
      expect(replay.elapsed).toBe(5000);
    }
  },
  'loggedOut.form.reset.justReset': (snapshot, replay) => {
    checkForm(snapshot, replay);
    expect(sessionToView(snapshot).justReset).toBe(true);
    expect(snapshot.context.loggedOutReason).toBe('logout');
    if (stepIs(replay, 'xstate.done.actor.revokeToken') || stepIs(replay, 'xstate.error.actor.revokeToken')) {
      // spec 1 §4: logout clears the stored token and resets all state, whatever the server said.
      expect(effect(replay, 'forgetSession')).toBeDefined();
      expect(effect(replay, 'notifyLoggedOut')?.params).toEqual({ reason: 'logout' });
      expect(snapshot.context).toMatchObject({ method: 'phone', phone: '', email: '', code: '' });
      // The form starts again from the suggested country code, never empty.
      expect(snapshot.context.telCode).toBe(snapshot.context.suggestedTelCode);
    }
  },

  'loggedOut.requestingCode': (snapshot, replay) => {
    expect(replay.running('requestLoginCode')?.input).toEqual(expectedCodeRequest(snapshot));
    expect(sessionToView(snapshot)).toMatchObject({ step: 'form', busy: true });
    expect(snapshot.hasTag('busy')).toBe(true);
  },
  'loggedOut.imageCaptcha.solving': (snapshot, replay) => {
    // spec 1 §8 100028: the captcha is confirmed for the code request.
    expect(replay.running('imageCaptcha')?.input).toEqual({ nextApi: 'preLogin' });
    expect(sessionToView(snapshot).step).toBe('imageCaptcha');
  },
  'loggedOut.imageCaptcha.waitingToRetry': (snapshot) => {
    expect(snapshot.context.captchaPass).toEqual({ captchaId: CAPTCHA_PASS.captchaId, text: CAPTCHA_PASS.text });
    expect(sessionToView(snapshot).busy).toBe(true);
  },

  'loggedOut.codeEntry.code.typing': (snapshot, replay) => {
    checkCodeEntry(snapshot);
    expect(sessionToView(snapshot)).toMatchObject({ codeWrong: false, verifying: false });
    if (stepIs(replay, 'xstate.done.actor.requestLoginCode')) expect(snapshot.context.code).toBe('');
  },
  'loggedOut.codeEntry.code.verifying': (snapshot, replay) => {
    checkCodeEntry(snapshot);
    expect(replay.running('submitLoginCode')?.input).toEqual(
      snapshot.context.method === 'phone'
        ? { telCode: KEPT.telCode, phone: KEPT.phone, code: PHONE_CODE }
        : { email: KEPT.email, code: EMAIL_CODE },
    );
    expect(sessionToView(snapshot).verifying).toBe(true);
  },
  'loggedOut.codeEntry.code.wrong': (snapshot) => {
    checkCodeEntry(snapshot);
    // spec 1 §8: a wrong code marks the boxes; they are cleared.
    expect(sessionToView(snapshot).codeWrong).toBe(true);
    expect(snapshot.context.code).toBe('');
  },
  'loggedOut.codeEntry.resend.countingDown': (snapshot, replay) => {
    const view = sessionToView(snapshot);
    expect(view.resend).toBe('countingDown');
    expect(view.resendSeconds).toBeGreaterThanOrEqual(1);
    expect(view.resendSeconds).toBeLessThanOrEqual(RESEND_COUNTDOWN_SECONDS);
    if (replay.step.event.type.startsWith('xstate.after.resendCountdownTick')) {
      // spec 1 §4: one second per tick.
      expect(replay.elapsed).toBe(1000);
      expect(view.resendSeconds).toBe((replay.previous?.context.resendSeconds ?? 0) - 1);
    } else if (stepIs(replay, 'xstate.done.actor.requestLoginCode')) {
      expect(view.resendSeconds).toBe(RESEND_COUNTDOWN_SECONDS);
    }
  },
  'loggedOut.codeEntry.resend.ready': (snapshot, replay) => {
    expect(sessionToView(snapshot)).toMatchObject({ resend: 'ready' });
    // spec 1 §4: enabled at 0, after the last of the 60 one-second ticks.
    if (replay.step.event.type.startsWith('xstate.after.')) {
      expect(snapshot.context.resendSeconds).toBe(0);
      expect(replay.elapsed).toBe(1000);
    }
  },
  'loggedOut.codeEntry.resend.captcha.loading': (snapshot, replay) => {
    checkInlineCaptchaLoading(snapshot, replay);
    expect(sessionToView(snapshot).resend).toBe('captcha');
  },
  'loggedOut.codeEntry.resend.captcha.shown': (snapshot, replay) => {
    checkInlineCaptchaShown(snapshot);
    if (stepIs(replay, 'code.resend')) expect(snapshot.context.validationError).toBe('error.form.captchaRequired');
  },
  'loggedOut.codeEntry.resend.captcha.unavailable': checkInlineCaptchaUnavailable,
  'loggedOut.codeEntry.resend.captcha.countingFailure': checkCountingCaptchaFailure,
  'loggedOut.codeEntry.resend.requesting': (snapshot, replay) => {
    // spec 1 §4: e-mail resend sends the captcha id and text; phone resend no captcha.
    expect(replay.running('requestLoginCode')?.input).toEqual(expectedCodeRequest(snapshot));
    expect(sessionToView(snapshot).resend).toBe('requesting');
  },

  'loggedIn.refresh.waiting': (snapshot, replay) => {
    checkLoggedIn(snapshot, replay);
    if (stepIs(replay, 'xstate.done.actor.refreshToken', ok(REFRESHED_SESSION))) {
      expect(snapshot.context.token).toBe(REFRESHED_SESSION.token);
      expect(effect(replay, 'persistSession')?.params).toEqual({ token: REFRESHED_SESSION.token });
      expect(effect(replay, 'notifyTokenRefreshed')).toBeDefined();
    } else if (stepIs(replay, 'xstate.done.actor.refreshToken') || stepIs(replay, 'xstate.error.actor.refreshToken')) {
      // spec 1 §4: a failure the server did not decide is only logged; the token stays.
      expect(effect(replay, 'logRefreshFailure')).toBeDefined();
      expect(effect(replay, 'forgetSession')).toBeUndefined();
    }
  },
  'loggedIn.refresh.refreshing': (snapshot, replay) => {
    checkLoggedIn(snapshot, replay);
    expect(replay.running('refreshToken')).toBeDefined();
    if (replay.previous?.matches({ loggedIn: { refresh: 'refreshing' } })) return;
    if (stepIs(replay, 'xstate.done.actor.restoreSession')) {
      // A stored token renewed 12 hours ago or more is renewed as the page opens.
      expect(replay.elapsed).toBe(0);
      expect((replay.step.event as unknown as ReturnType<typeof restored>).output.refreshDue).toBe(true);
    } else {
      // spec 1 §4: 12 hours after the session began (or after the last refresh).
      expect(replay.elapsed).toBe(TWELVE_HOURS);
    }
  },
  'loggedIn.logout.idle': (snapshot, replay) => {
    checkLoggedIn(snapshot, replay);
    expect(sessionToView(snapshot).logout).toBe('idle');
  },
  'loggedIn.logout.confirming': (snapshot, replay) => {
    checkLoggedIn(snapshot, replay);
    expect(sessionToView(snapshot).logout).toBe('confirming');
  },
  'loggedIn.logout.revoking': (snapshot, replay) => {
    checkLoggedIn(snapshot, replay);
    expect(replay.running('revokeToken')).toBeDefined();
    expect(sessionToView(snapshot).logout).toBe('revoking');
  },
} satisfies Checks<typeof sessionMachine>;

export const sessionModel: ModelConfig<typeof sessionMachine> = {
  name: 'session',
  machine: sessionMachine,
  events: sessionEvents,
  checks: sessionChecks,
  // The facts that change what can happen next; what was typed is known from the events.
  serialize: (snapshot) => ({
    method: snapshot.context.method,
    // Both forms' problems: a restored form may hold a phone but no e-mail, or the reverse.
    problems: (['phone', 'email'] as const).map((method) => formProblem({ ...snapshot.context, method })),
    pass: snapshot.context.captchaPass !== null,
    seconds: inCodeEntry(snapshot) ? snapshot.context.resendSeconds : null,
  }),
  // Token refresh failures are logged on purpose; keep the test output quiet.
  actions: { logRefreshFailure: () => {} },
};
