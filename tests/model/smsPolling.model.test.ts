/**
 * SMS polling (spec 3 §4 Polling, §8, §9) with a simulated clock: checks at the 5 s marks of the
 * wall clock whatever the answers take (issue 27 item 3), the window closing at 180 s with one last
 * check, a mark skipped while a check is out, the server letting the lock go, a 100008 stopping it,
 * a new SMS merged newest first and marked new, and a pushed SMS shown at once up to the deadline.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { smsPollingMachine } from '../../src/machines/verificationCodes/smsPolling/smsPolling.machine.ts';
import {
  messagesOf,
  pollingActive,
  remainingMsOf,
  stopOf,
} from '../../src/machines/verificationCodes/smsPolling/toView.ts';
import type { CodeSms } from '../../src/machines/verificationCodes/smsPolling/types.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, modelNow, type Replay, testModel } from '../support/model.ts';

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
    { output: ok({ messages: [], locked: true }) },
    { output: ok({ messages: [CODE], locked: true }) },
    { output: ok({ messages: [CODE], locked: false }) },
    { output: refused(100008) },
    { output: networkFailure },
  ],
  'xstate.error.actor.checkSms': { error: new Error('boom') },
  // A mark's timer only while the next mark is inside the window (past it, the deadline comes first).
  'xstate.after.pollInterval.smsPolling.polling.checking.out': (snapshot) => (markLeft(snapshot) ? [{}] : []),
  'xstate.after.pollInterval.smsPolling.polling.waiting': (snapshot) => (markLeft(snapshot) ? [{}] : []),
  // The next mark's timer comes before the deadline as long as a mark is left.
  'xstate.after.smsWindow.smsPolling.polling': (snapshot) => (markLeft(snapshot) ? [] : [{}]),
} satisfies EventTable<typeof smsPollingMachine>;

function markLeft(snapshot: Snapshot): boolean {
  return (snapshot.context.mark + 1) * 5_000 < 180_000;
}

function checksSoFar(replay: Replay<Snapshot>): number {
  return replay.calls.filter((call) => call.src === 'checkSms').length;
}

const checks = {
  'polling.checking.out': (snapshot, replay) => {
    expect(pollingActive(snapshot)).toBe(true);
    const call = replay.running('checkSms');
    const { mark } = snapshot.context;
    expect(call).toBeDefined();
    // spec 3 §7: the poll call sends app, number and the checks left (the spec's counter).
    expect(call?.input).toMatchObject({ app: 'whatsapp', number: '12125550100' });
    // Each check goes out at its 5 s mark of the wall clock, whatever the answers took.
    if (replay.callsInStep.length > 0) {
      expect(call?.input).toMatchObject({ count: 36 - mark });
      expect(replay.now).toBe(mark * 5_000);
    } else {
      // A mark passed while the check was out: skipped, not stacked.
      expect(replay.now).toBe(mark * 5_000);
      expect(checksSoFar(replay)).toBeLessThanOrEqual(mark + 1);
    }
    // The countdown is the deadline minus the last mark.
    expect(remainingMsOf(snapshot)).toBe(180_000 - mark * 5_000);
  },
  'polling.waiting': (snapshot, replay) => {
    expect(pollingActive(snapshot)).toBe(true);
    expect(replay.running('checkSms')).toBeUndefined();
    expect(replay.now).toBeLessThan(180_000);
    const rows = messagesOf(snapshot);
    // Newest first; the newest that arrived while polling is marked new, with its code.
    expect(rows.map((row) => row.date)).toEqual([...rows.map((row) => row.date)].sort((a, b) => b - a));
    if (rows.length > 0) {
      expect(rows[0]?.fresh).toBe(true);
      expect(rows[0]?.code?.code).toBe(rows[0]?.smsId === 'a' ? '123456' : '384756');
    }
  },
  closing: (snapshot, replay) => {
    // spec 3 §9: the window closes at 180 s with one last check, a code of its last seconds still
    // shown; the wait still listens until its answer.
    expect(replay.now).toBe(180_000);
    expect(replay.running('checkSms')?.input).toMatchObject({ count: 1 });
    expect(pollingActive(snapshot)).toBe(true);
    expect(remainingMsOf(snapshot)).toBe(0);
    expect(stopOf(snapshot)).toBeNull();
  },
  expired: (snapshot, replay) => {
    // The deadline's check answered, or the server let the lock go; no check after it.
    expect(replay.running('checkSms')).toBeUndefined();
    expect(replay.now).toBeLessThanOrEqual(180_000);
    expect(checksSoFar(replay)).toBeLessThanOrEqual(37);
    expect(stopOf(snapshot)).toBe('expired');
    expect(snapshot.output).toMatchObject({ reason: 'expired' });
    expect(remainingMsOf(snapshot)).toBe(0);
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
  input: { app: 'whatsapp', number: '12125550100', now: modelNow },
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => ({
    mark: snapshot.context.mark,
    messages: snapshot.context.messages.length,
    fresh: snapshot.context.freshId,
  }),
});
