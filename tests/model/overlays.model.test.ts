/**
 * Model-based test of the overlays chart (spec 1 §2 overlays, §4 no-credit and unlock-bonus, §8
 * error routing). The captcha and verification children are fakes (the verification modal's chart
 * as its chunk's loader brings it, docs/delivery.md "Eighth round"); the routing through the real
 * retcode table and every region's logic are the chart's own. Requests to the global actors
 * (session, profile gate, root) are recorded as the actions that send them.
 *
 * The regions are parallel; most events are offered only while every overlay rests, plus the
 * interactions that matter on purpose (routing with the captcha modal open, logout resetting).
 */
import { expect } from 'vitest';
import { createActor, type EventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { NOTICE_CLEAR_MS, overlaysMachine } from '../../src/machines/overlays/overlays/overlays.machine.ts';
import {
  selectAlert,
  selectDialog,
  selectProgressBusy,
  selectSnackbar,
  selectVerifyContactRef,
  selectVerifyRequest,
} from '../../src/machines/overlays/overlays/toView.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { type Checks, fakeActor, type Replay, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof overlaysMachine>;

const SETTING = { platform: 'pingme', locale: 'en' } as const;

/** A flow that waits on the captcha; it keeps what it is told. */
const told: EventObject[] = [];
const asker = createActor(fromCallback<EventObject>(({ receive }) => receive((event) => told.push(event)))).start();

const failure = (retcode: number, retmsg: string, extra: object = {}) => ({
  endpoint: 'getAccountInfo',
  retcode,
  retmsg,
  ...extra,
});

const FAILURES = {
  kick: failure(RETCODE.LOGGED_OUT, 'logged out'),
  captcha: failure(RETCODE.CAPTCHA_REQUIRED, 'captcha please'),
  sendCaptcha: failure(RETCODE.CAPTCHA_REQUIRED, 'captcha please', { endpoint: 'sendMessage', replyTo: asker }),
  profileGate: failure(RETCODE.PROFILE_INCOMPLETE, 'profile', { data: { profileStatus: 1, needSetPhone: true } }),
  verify: failure(RETCODE.NEED_UPDATE_PHONE, 'set a phone'),
  errorDialog: failure(RETCODE.SOMETHING_WENT_WRONG, 'Order could not be placed'),
  noCreditWithText: failure(RETCODE.INSUFFICIENT_BALANCE, 'Top up first'),
  noCreditDefault: failure(RETCODE.INSUFFICIENT_BALANCE, ''),
  tollFree: failure(RETCODE.TOLL_FREE_UNREGISTERED, 'Register your toll-free number'),
  payment: failure(RETCODE.PAYMENT_PROVIDER_FAILED, 'Card declined'),
  unlisted: failure(987654, 'Something the server says'),
};

/** The verification modal's chart as its chunk brings it (`loadVerifyContact`), here a fake. */
const VERIFY_CHART = fakeActor('verifyContact');

const AT_REST = { dialog: 'none', verify: 'hidden', alert: 'hidden', snackbar: 'hidden', progress: 'idle' } as const;
type Region = keyof typeof AT_REST;

/** Every region at rest, except the ones named. */
function quiet(snapshot: Snapshot, ...except: Region[]): boolean {
  return (Object.keys(AT_REST) as Region[]).every(
    (region) => except.includes(region) || snapshot.matches({ [region]: AT_REST[region] }),
  );
}

const when = <T>(condition: boolean, payloads: readonly T[]): readonly T[] => (condition ? payloads : []);
const signedIn = (s: Snapshot) => s.context.signedIn;

function event(replay: Replay): EventObject & Record<string, unknown> {
  return replay.step.event as EventObject & Record<string, unknown>;
}

const effectTypes = (replay: Replay) => replay.effects.map((effect) => effect.type);

/**
 * spec 1 §8: each refused call is routed once — its alert (never while the captcha modal is
 * open), its kick or its gate check. Runs at every step (from both `alert` leaves).
 */
function routingHolds(snapshot: Snapshot, replay: Replay) {
  const step = event(replay);
  if (step.type !== 'failure.route') return;
  const retcode = step.retcode as number;
  const captchaOpen = replay.previous?.matches({ dialog: 'captchaModal' }) ?? false;
  if (retcode === RETCODE.LOGGED_OUT) {
    expect(selectAlert(snapshot)).toEqual({ messageKey: 'error.loggedOut' });
  }
  if (retcode === FAILURES.unlisted.retcode) {
    expect(selectAlert(snapshot)).toEqual(captchaOpen ? null : { text: FAILURES.unlisted.retmsg });
  }
  if (retcode === RETCODE.PAYMENT_PROVIDER_FAILED) {
    // The payment dialog reads its own answer; nothing shows over the app.
    expect(quiet(snapshot)).toBe(true);
  }
}

const checks = {
  'dialog.none': (snapshot, replay) => {
    expect(selectDialog(snapshot, SETTING)).toEqual({ kind: 'none' });
    const step = event(replay).type;
    // spec 1 §4: Recharge asks the root for the account tab's recharge section.
    if (step === 'noCredit.recharge') expect(effectTypes(replay)).toContain('requestRecharge');
    if (step === 'xstate.done.actor.captcha' || step === 'xstate.error.actor.captcha') {
      // spec 1 §8 100010: the waiting send retries once solved, fails if the captcha is closed.
      const output = (event(replay).output as { status?: string } | undefined)?.status;
      const waited = replay.previous?.context.captchaWaiters.length ?? 0;
      if (waited > 0) {
        expect(told.at(-1)).toEqual({ type: output === 'passed' ? 'captcha.solved' : 'captcha.dismissed' });
      }
      expect(snapshot.context.captchaWaiters).toEqual([]);
    }
  },
  'dialog.errorDialog': (snapshot) => {
    // spec 1 §8: 'Something Went Wrong' with the server's message.
    expect(selectDialog(snapshot, SETTING)).toEqual({ kind: 'errorDialog', message: FAILURES.errorDialog.retmsg });
  },
  'dialog.noCredit': (snapshot) => {
    // spec 1 §8: retmsg, or the default text.
    const message = snapshot.context.noCreditMessage;
    expect(selectDialog(snapshot, SETTING)).toEqual({
      kind: 'noCredit',
      text: message ? { text: FAILURES.noCreditWithText.retmsg } : { messageKey: 'error.noCredit.text' },
    });
  },
  'dialog.unlockBonus': (snapshot) => {
    expect(selectDialog(snapshot, SETTING)).toEqual({ kind: 'unlockBonus', reward: '0.20 Coins' });
    expect(selectDialog(snapshot, { platform: 'cloudnumber', locale: 'zh-CN' })).toMatchObject({ reward: '0.20云币' });
  },
  'dialog.captchaModal': (snapshot, replay) => {
    expect(selectDialog(snapshot, SETTING).kind).toBe('captchaModal');
    // The solved captcha is a pass for the first refused endpoint (GET /confirmCaptcha nextApi).
    expect(['sendMessage', 'getAccountInfo']).toContain(snapshot.context.captchaNextApi);
    expect(replay.running('captcha')?.input).toEqual({ nextApi: snapshot.context.captchaNextApi });
  },
  'dialog.tollFreePrompt': (snapshot) => {
    expect(selectDialog(snapshot, SETTING)).toEqual({ kind: 'tollFreePrompt', message: FAILURES.tollFree.retmsg });
  },
  'verify.hidden': (snapshot, replay) => {
    expect(selectVerifyRequest(snapshot)).toBeNull();
    expect(replay.running('verifyContact')).toBeUndefined();
    const step = event(replay);
    if (step.type === 'xstate.done.actor.verifyContact') {
      const outcome = step.output as { status: string; mode: string };
      const saved = outcome.status === 'saved';
      // spec 2 §4: after a save, profile and balance are refreshed; updateForUnlockBonus then
      // opens the redeemCode section.
      expect(effectTypes(replay).includes('refreshAfterVerify')).toBe(saved);
      expect(effectTypes(replay).includes('showRedeemCode')).toBe(saved && outcome.mode === 'updateForUnlockBonus');
    }
    // The verification modal needs a logged-in account: a request while logged out is dropped.
    if (step.type === 'verify.open' || (step.type === 'failure.route' && step.retcode === RETCODE.NEED_UPDATE_PHONE)) {
      expect(signedIn(snapshot)).toBe(false);
    }
    if (step.type === 'xstate.error.actor.loadVerifyContact') {
      // Its chunk did not arrive: said over the app, never a modal that stays loading; the next
      // request asks for it again.
      expect(selectSnackbar(snapshot)).toEqual({ notice: { messageKey: 'common.partNotLoaded' }, tone: 'error' });
      expect(snapshot.context.verifyChart).toBeNull();
    }
  },
  'verify.loading': (snapshot, replay) => {
    // The first opening: the modal's place is taken (the veil) while its chart's chunk is fetched.
    expect(signedIn(snapshot)).toBe(true);
    expect(snapshot.context.verifyChart).toBeNull();
    expect(replay.running('loadVerifyContact')).toBeDefined();
    expect(selectVerifyRequest(snapshot)).toBe(snapshot.context.verifyMode);
    expect(selectVerifyRequest(snapshot)).not.toBeNull();
    expect(selectVerifyContactRef(snapshot)).toBeUndefined();
  },
  'verify.shown': (snapshot, replay) => {
    expect(signedIn(snapshot)).toBe(true);
    const step = event(replay);
    const expected =
      step.type === 'unlockBonus.setUp'
        ? 'updateForUnlockBonus' // spec 1 §4 Unlock-bonus: Set Up Now.
        : step.type === 'failure.route'
          ? 'update2' // spec 1 §8: 100025.
          : step.type === 'verify.open'
            ? step.mode
            : snapshot.context.verifyMode;
    expect(selectVerifyRequest(snapshot)).toBe(expected);
    // Once its chunk has arrived, the chart is kept: later openings spawn it at once.
    expect(snapshot.context.verifyChart).toBe(VERIFY_CHART);
    expect(replay.running('loadVerifyContact')).toBeUndefined();
    expect(selectVerifyContactRef(snapshot)).toBeDefined();
    // The modal runs in that mode, told the account's current contacts.
    expect(replay.running('verifyContact')?.input).toEqual({ mode: expected, current: snapshot.context.account });
  },
  'alert.hidden': (snapshot, replay) => {
    expect(selectAlert(snapshot)).toBeNull();
    routingHolds(snapshot, replay);
  },
  'alert.shown': (snapshot, replay) => {
    expect(selectAlert(snapshot)).not.toBeNull();
    if (event(replay).type === 'alert.show') expect(selectAlert(snapshot)).toEqual(event(replay).notice);
    routingHolds(snapshot, replay);
  },
  'snackbar.hidden': (snapshot, replay) => {
    expect(selectSnackbar(snapshot)).toBeNull();
    if (event(replay).type.startsWith('xstate.after.noticeClear.')) {
      // spec 1 §9: the notice clears itself 5000 ms after it was shown.
      expect(replay.now % NOTICE_CLEAR_MS).toBe(0);
      expect(replay.now).toBeGreaterThan(0);
    }
  },
  'snackbar.shown': (snapshot, replay) => {
    const step = event(replay);
    if (step.type === 'snackbar.show') {
      // spec 1 §8: an error snackbar is red.
      expect(selectSnackbar(snapshot)).toEqual({ notice: step.notice, tone: step.tone });
    }
    expect(selectSnackbar(snapshot)).not.toBeNull();
  },
  'progress.idle': (snapshot) => {
    expect(selectProgressBusy(snapshot)).toBe(false);
    expect(snapshot.context.busy).toEqual([]);
  },
  'progress.busy': (snapshot) => {
    expect(selectProgressBusy(snapshot)).toBe(true);
    expect(snapshot.context.busy.length).toBeGreaterThan(0);
  },
} satisfies Checks<typeof overlaysMachine>;

testModel({
  name: 'overlays',
  machine: overlaysMachine,
  input: { frontPage: false },
  actions: {
    reportUnexpectedError: () => {},
    // The global actors are not running here: their requests are read as the actions' effects.
    requestRecharge: () => {},
    refreshAfterVerify: () => {},
    showRedeemCode: () => {},
  },
  events: {
    // the root
    'session.started': (s) => when(!signedIn(s) && quiet(s), [{}]),
    'session.ended': (s) => when(signedIn(s) && quiet(s, 'dialog', 'verify'), [{}]),
    'account.contact': (s) =>
      when(signedIn(s) && quiet(s) && s.context.account.phone === '', [{ phone: '2025550100', email: '' }]),

    // routing
    'failure.route': (s) => {
      if (quiet(s)) return Object.values(FAILURES);
      // With the captcha modal open nothing is alerted (spec 1 §8), and routing still acts.
      if (quiet(s, 'dialog') && s.matches({ dialog: 'captchaModal' })) {
        const another = s.context.captchaWaiters.length === 0 ? [FAILURES.sendCaptcha] : [];
        return [FAILURES.unlisted, FAILURES.errorDialog, ...another];
      }
      // A 100010 replaces whichever dialog shows.
      if (quiet(s, 'dialog', 'alert') && !s.matches({ dialog: 'none' })) return [FAILURES.captcha];
      return [];
    },
    'xstate.done.actor.captcha': [
      { output: { status: 'passed', captchaId: 'abc123', text: 'x7k2' } },
      { output: { status: 'cancelled' } },
    ],
    'xstate.error.actor.captcha': { error: new Error('unexpected') },
    'xstate.done.actor.loadVerifyContact': (s) => when(quiet(s, 'verify'), [{ output: VERIFY_CHART }]),
    'xstate.error.actor.loadVerifyContact': (s) => when(quiet(s, 'verify'), [{ error: new Error('chunk not loaded') }]),
    'xstate.done.actor.verifyContact': (s) => {
      const mode = s.context.verifyMode ?? 'update';
      return when(quiet(s, 'verify'), [
        { actorId: 'verifyContact' as const, output: { status: 'saved' as const, mode } },
        { actorId: 'verifyContact' as const, output: { status: 'closed' as const, mode } },
      ]);
    },
    'xstate.error.actor.verifyContact': (s) =>
      when(quiet(s, 'verify'), [{ actorId: 'verifyContact' as const, error: new Error('unexpected') }]),

    // requests from any chart
    'alert.show': (s) =>
      when(quiet(s, 'alert'), [
        { notice: { text: 'Saved' } },
        { notice: { messageKey: 'error.tooFrequent' as const } },
      ]),
    'alert.close': {},
    'snackbar.show': (s) =>
      when(quiet(s, 'snackbar') && !signedIn(s), [
        { notice: { messageKey: 'error.connectionDown' as const }, tone: 'error' as const },
        { notice: { text: 'Contact deleted' }, tone: 'info' as const },
      ]),
    'snackbar.close': {},
    'unlockBonus.open': (s) => when(quiet(s) && signedIn(s), [{}]),
    'unlockBonus.later': {},
    'unlockBonus.setUp': {},
    'noCredit.open': [],
    'errorDialog.close': {},
    'noCredit.back': {},
    'noCredit.recharge': {},
    'tollFreePrompt.close': {},
    'verify.open': (s) =>
      s.matches({ verify: 'hidden' })
        ? when(quiet(s), [{ mode: 'update' as const }])
        : // Another mode while it loads or shows: the modal starts (again) in that one.
          when(quiet(s, 'verify') && s.context.verifyMode !== 'charge', [{ mode: 'charge' as const }]),
    'verify.close': {},
    'progress.start': (s) =>
      when(quiet(s, 'progress') && !signedIn(s) && s.context.busy.length < 2, [{ key: 'upload' }, { key: 'order' }]),
    'progress.stop': (s) =>
      when(
        quiet(s, 'progress'),
        s.context.busy.map((key) => ({ key })),
      ),
    // Raised by the routing of `failure.route` above; offering them again adds nothing.
    'errorDialog.open': [],
    'captchaModal.open': [],
    'tollFreePrompt.open': [],
  },
  serialize: (snapshot) => {
    const { context } = snapshot;
    return {
      signedIn: context.signedIn,
      account: context.account.phone,
      alert: context.alert,
      snackbar: context.snackbar,
      errorDialog: context.errorDialogMessage,
      noCredit: context.noCreditMessage,
      tollFree: context.tollFreeMessage,
      waiters: context.captchaWaiters.length,
      nextApi: context.captchaNextApi,
      verifyMode: context.verifyMode,
      verifyChart: context.verifyChart !== null,
      busy: context.busy,
    };
  },
  checks,
});
