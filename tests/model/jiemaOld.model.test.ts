/**
 * JieMa's 'recently used number' (spec 3 §2 JieMa, §4 Old tab, §9): services, a service's numbers,
 * a number's current month, 'see more' one month back at a time until 20 more, and the click
 * guards (service 500 ms, see more 1 s) as named delays on a simulated clock.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { oldViewOf } from '../../src/machines/jiema/toView.ts';
import { jiemaOldMachine } from '../../src/machines/jiemaOld/jiemaOld.machine.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';
import { CODE_SMS, SUBSCRIBED_NUMBER } from '../support/verificationFixtures.ts';

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
  input: undefined,
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => ({
    messages: snapshot.context.messages.length,
    target: snapshot.context.target,
    older: snapshot.context.hasOlder,
    cursor: snapshot.context.cursor?.ym ?? null,
    page: snapshot.context.cursor?.nextPage ?? null,
  }),
});
