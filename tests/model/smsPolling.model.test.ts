/**
 * SMS polling (spec 3 §4 Polling, §8, §9) with a simulated clock: the window expires at 180 s, a
 * full window makes 36 checks (one at once, then every 5 s), a 100008 stops it, a new SMS is
 * merged newest first and marked new, and a pushed SMS shows at once.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { smsPollingMachine } from '../../src/machines/smsPolling/smsPolling.machine.ts';
import { messagesOf, pollingActive, remainingMsOf, stopOf } from '../../src/machines/smsPolling/toView.ts';
import type { CodeSms } from '../../src/machines/smsPolling/types.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof smsPollingMachine>;

const CODE: CodeSms = {
  smsId: 'a',
  text: 'Your WhatsApp code: 123-456',
  date: 2_000,
  charge: '0.50',
  from: 'WhatsApp',
  held: false,
};
const PUSHED: CodeSms = {
  smsId: 'b',
  text: '验证码：384756',
  date: 3_000,
  charge: '0.50',
  from: 'WhatsApp',
  held: false,
};

const events = {
  // The socket pushes every code of the account: another number's is not this wait's.
  'sms.pushed': [
    { app: 'whatsapp', number: '12125550100', sms: PUSHED },
    { app: 'whatsapp', number: '12125550199', sms: { ...PUSHED, smsId: 'other' } },
  ],
  'xstate.done.actor.checkSms': [
    { output: ok([]) },
    { output: ok([CODE]) },
    { output: refused(100008) },
    { output: networkFailure },
  ],
  'xstate.error.actor.checkSms': { error: new Error('boom') },
  // The window can only end first while a check is slow: while waiting, the next check's 5 s
  // timer always comes before it.
  'xstate.after.smsWindow.smsPolling.polling': (snapshot) => (snapshot.matches({ polling: 'checking' }) ? [{}] : []),
} satisfies EventTable<typeof smsPollingMachine>;

function checksSoFar(replay: Replay<Snapshot>): number {
  return replay.calls.filter((call) => call.src === 'checkSms').length;
}

const checks = {
  'polling.checking': (snapshot, replay) => {
    expect(pollingActive(snapshot)).toBe(true);
    const call = replay.running('checkSms');
    // spec 3 §7: the poll call sends app, number and the checks left (this one included).
    expect(call?.input).toEqual({ app: 'whatsapp', number: '12125550100', count: snapshot.context.remaining + 1 });
    // One check at once, then one every 5 s.
    expect(replay.now).toBe((checksSoFar(replay) - 1) * 5_000);
    expect(remainingMsOf(snapshot)).toBe(180_000 - replay.now);
  },
  'polling.waiting': (snapshot, replay) => {
    expect(pollingActive(snapshot)).toBe(true);
    expect(replay.running('checkSms')).toBeUndefined();
    const rows = messagesOf(snapshot);
    // Newest first; the newest that arrived while polling is marked new, with its code.
    expect(rows.map((row) => row.date)).toEqual([...rows.map((row) => row.date)].sort((a, b) => b - a));
    if (rows.length > 0) {
      expect(rows[0]?.fresh).toBe(true);
      expect(rows[0]?.code?.code).toBe(rows[0]?.smsId === 'a' ? '123456' : '384756');
    }
  },
  expired: (snapshot, replay) => {
    // spec 3 §9: the window is 180 s.
    expect(replay.now).toBe(180_000);
    expect(stopOf(snapshot)).toBe('expired');
    expect(snapshot.output).toMatchObject({ reason: 'expired' });
    expect(remainingMsOf(snapshot)).toBe(0);
  },
  exhausted: (snapshot, replay) => {
    // 180 / 5 = 36 checks, the last one sent at 175 s.
    expect(checksSoFar(replay)).toBe(36);
    expect(replay.now).toBe(175_000);
    expect(snapshot.output).toMatchObject({ reason: 'exhausted' });
  },
  kicked: (snapshot, replay) => {
    // spec 1 §8: 100008 stops polling; no further check goes out.
    expect(replay.step.event).toMatchObject({ output: { ok: false, retcode: 100008 } });
    expect(replay.running('checkSms')).toBeUndefined();
    expect(snapshot.output).toMatchObject({ reason: 'kicked' });
  },
} satisfies Checks<typeof smsPollingMachine>;

testModel({
  name: 'smsPolling',
  machine: smsPollingMachine,
  input: { app: 'whatsapp', number: '12125550100' },
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => ({
    remaining: snapshot.context.remaining,
    messages: snapshot.context.messages.length,
    fresh: snapshot.context.freshId,
  }),
});
