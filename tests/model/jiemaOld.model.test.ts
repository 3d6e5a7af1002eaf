/**
 * JieMa's 'recently used number' (spec 3 §2 JieMa, §4 Old tab, §9): services, a service's numbers,
 * a number's current month, 'see more' one month back at a time until 20 more, and the click
 * guards (service 500 ms, see more 1 s) as named delays on a simulated clock.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { oldViewOf } from '../../src/machines/jiema/jiema/toView.ts';
import { jiemaOldMachine } from '../../src/machines/jiema/jiemaOld/jiemaOld.machine.ts';
import { networkFailure, noNumberAvailable, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';
import { CODE_SMS, LOCKED, SUBSCRIBED_NUMBER } from '../support/verificationFixtures.ts';

type Snapshot = SnapshotFrom<typeof jiemaOldMachine>;

const sms = (n: number) => Array.from({ length: n }, (_, i) => ({ ...CODE_SMS, smsId: `s${i}`, date: 1_000 - i }));
/** The current month's last page, an older month named. */
const MONTH_SHORT = ok({ smsList: sms(3), ym: '2026-11', nextPage: null, prevYm: '2026-10' });
/** A full page with more in the month. */
const MONTH_FULL = ok({ smsList: sms(20), ym: '2026-11', nextPage: '5-20', prevYm: '2026-10' });
/** Nothing older. */
const MONTH_LAST = ok({ smsList: sms(2), ym: '2026-10', nextPage: null, prevYm: null });

const events = {
  'apps.reload': {},
  'app.select': { app: 'whatsapp' },
  'number.select': { number: SUBSCRIBED_NUMBER.oldPhone },
  'more.load': {},
  'terms.toggle': {},
  'number.reuse': {},
  'dialog.close': {},
  'alert.close': {},
  'xstate.done.actor.lock': [
    { output: ok(LOCKED) },
    { output: noNumberAvailable },
    { output: refused(400001) },
    { output: networkFailure },
  ],
  'xstate.error.actor.lock': { error: new Error('boom') },
  'xstate.done.actor.loadApps': [
    { output: ok([{ app: 'whatsapp', name: 'WhatsApp' }]) },
    { output: ok([]) },
    { output: networkFailure },
  ],
  'xstate.error.actor.loadApps': { error: new Error('boom') },
  'xstate.done.actor.loadNumbers': [{ output: ok([SUBSCRIBED_NUMBER]) }, { output: networkFailure }],
  'xstate.error.actor.loadNumbers': { error: new Error('boom') },
  // Bounded: past the first 20 only the oldest month answers (the walk stays finite).
  'xstate.done.actor.loadMonth': (s) =>
    s.context.messages.length < 20
      ? [{ output: MONTH_SHORT }, { output: MONTH_FULL }, { output: MONTH_LAST }, { output: networkFailure }]
      : [{ output: MONTH_LAST }, { output: networkFailure }],
  'xstate.error.actor.loadMonth': { error: new Error('boom') },
  // The 500 ms service guard always ends before a 1 s 'see more' guard that is running too.
  'xstate.after.seeMoreGuard.jiemaOld.moreGuard.closed': (s) => (s.matches({ appGuard: 'open' }) ? [{}] : []),
} satisfies EventTable<typeof jiemaOldMachine>;

const stepType = (replay: Replay<Snapshot>) => replay.step.event.type;

const checks = {
  'list.loadingApps': (s) => expect(oldViewOf(s).state).toBe('loading'),
  'list.empty': (s) => expect(oldViewOf(s).state).toBe('empty'),
  'list.failed': (s) => expect(oldViewOf(s).state).toBe('failed'),
  'list.apps.idle': (s) => expect(oldViewOf(s).app).toBeNull(),
  'list.apps.loadingNumbers': (s, replay) => {
    expect(replay.running('loadNumbers')?.input).toEqual({ app: 'whatsapp' });
    expect(s.context.number).toBeNull();
  },
  'list.apps.numbers': (s) => expect(oldViewOf(s).numbersLoading).toBe(false),
  'list.apps.messages.loading': (s, replay) => {
    const input = replay.running('loadMonth')?.input as { cursor: unknown };
    // The first load is the current month; then the month's next page or the month before.
    if (s.context.messages.length === 0) expect(input.cursor).toBeNull();
    else expect(input.cursor).toEqual(s.context.cursor);
    expect(s.context.messages.length).toBeLessThan(s.context.target);
  },
  'list.apps.messages.shown': (s, replay) => {
    const view = oldViewOf(s);
    // spec 3 §4: a load stops at 20 more, or when nothing is older.
    if (
      stepType(replay) === 'xstate.done.actor.loadMonth' &&
      (replay.step.event as { output?: { ok: boolean } }).output?.ok
    ) {
      expect(s.context.messages.length >= s.context.target || s.context.cursor === null).toBe(true);
    }
    expect(view.moreShown).toBe(s.context.hasOlder);
  },
  'appGuard.open': () => {},
  'appGuard.closed': (_s, replay) => {
    // spec 3 §9: another choice within 500 ms is ignored.
    if (stepType(replay) === 'app.select' && replay.previous?.matches({ appGuard: 'closed' })) {
      expect(replay.callsInStep.filter((call) => call.src === 'loadNumbers')).toEqual([]);
    }
  },
  'reuse.idle': (_s, replay) => {
    // A lock that succeeded hands the number to the tool (the receive panel of the new tab).
    if (stepType(replay) === 'xstate.done.actor.lock') {
      const handed = replay.effects.some((effect) => effect.type === 'storeLocked');
      expect(handed).toBe((replay.step.event as unknown as { output: { ok: boolean } }).output.ok);
    }
  },
  'reuse.locking': (s, replay) => {
    if (!replay.previous?.matches({ reuse: 'idle' })) return;
    // spec 3 §7: the chosen number of its service, country and type, named in full.
    expect(replay.running('lock')?.input).toEqual({
      app: 'whatsapp',
      code: SUBSCRIBED_NUMBER.code,
      number: s.context.number,
      numberType: SUBSCRIBED_NUMBER.numberType,
    });
    expect(s.context.termsAccepted).toBe(true);
  },
  'reuse.noNumber': (_s, replay) => expect(replay.step.event).toMatchObject({ output: { retcode: 500000 } }),
  'termsAlert.hidden': () => {},
  'termsAlert.shown': (s, replay) => {
    if (!replay.previous?.matches({ termsAlert: 'hidden' })) return;
    // spec 3 §5: with the terms unticked the alert shows and nothing is locked.
    expect(s.context.termsAccepted).toBe(false);
    expect(replay.callsInStep.filter((call) => call.src === 'lock')).toEqual([]);
  },
  'moreGuard.open': () => {},
  'moreGuard.closed': (_s, replay) => {
    // spec 3 §9: another 'see more' within 1 s is ignored.
    if (stepType(replay) === 'more.load' && replay.previous?.matches({ moreGuard: 'closed' })) {
      expect(replay.callsInStep.filter((call) => call.src === 'loadMonth')).toEqual([]);
    }
  },
} satisfies Checks<typeof jiemaOldMachine>;

testModel({
  name: 'jiemaOld',
  machine: jiemaOldMachine,
  input: {},
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => ({
    messages: snapshot.context.messages.length,
    target: snapshot.context.target,
    older: snapshot.context.hasOlder,
    cursor: snapshot.context.cursor?.ym ?? null,
    page: snapshot.context.cursor?.nextPage ?? null,
    terms: snapshot.context.termsAccepted,
  }),
});
