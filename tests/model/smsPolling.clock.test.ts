/**
 * The SMS wait keeps the wall clock (issue 27 item 3; spec 3 §4, §9), on XState's SimulatedClock
 * with checks whose answers take time: the checks go out at the 5 s marks whatever the answers
 * take, a mark passing while a check is out is skipped, the window closes at its deadline with one
 * last check and none after it, a code of the window's last seconds is shown, the server's earlier
 * `expiresAt` closes it sooner, and `locked: false` ends it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { smsPollingMachine } from '../../src/machines/verificationCodes/smsPolling/smsPolling.machine.ts';
import { messagesOf, remainingMsOf } from '../../src/machines/verificationCodes/smsPolling/toView.ts';
import type {
  CheckSmsRequest,
  CheckSmsResult,
  CodeSms,
} from '../../src/machines/verificationCodes/smsPolling/types.ts';
import { checksLeft, openWindow, remainingAtMark } from '../../src/machines/verificationCodes/smsPolling/window.ts';
import { ok } from '../support/apiResults.ts';

const NUMBER = '12125550100';

function sms(smsId: string, date: number): CodeSms {
  return { smsId, text: `Your code: ${smsId}`, date, charge: '0.50', from: 'WhatsApp', held: false };
}

/** A wait whose checks answer `latency` ms after they go out, with what the "server" holds then. */
function startWait(options: {
  latency: number;
  expiresAt?: number;
  inbox?: (at: number) => readonly CodeSms[];
  locked?: (at: number) => boolean;
}) {
  const clock = new SimulatedClock();
  const checks: { at: number; count: number }[] = [];
  const checkSms = fromPromise<CheckSmsResult, CheckSmsRequest>(
    ({ input }) =>
      new Promise((resolve) => {
        checks.push({ at: clock.now(), count: input.count });
        clock.setTimeout(() => {
          const at = clock.now();
          resolve(ok({ messages: options.inbox?.(at) ?? [], locked: options.locked?.(at) ?? true }));
        }, options.latency);
      }),
  );
  const actor = createActor(smsPollingMachine.provide({ actors: { checkSms } }), {
    clock,
    input: { app: 'whatsapp', number: NUMBER, now: () => clock.now(), expiresAt: options.expiresAt },
  });
  actor.start();
  /** Moves the clock in 100 ms steps, letting the answers' promises settle between them. */
  async function runTo(time: number) {
    while (clock.now() < time) {
      clock.increment(Math.min(100, time - clock.now()));
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    }
  }
  return { clock, checks, actor, runTo };
}

describe('the SMS wait on the wall clock', () => {
  it('checks at every 5 s mark however long the answers take, then once at the deadline, then never', async () => {
    const wait = startWait({ latency: 1_700 });
    await wait.runTo(200_000);
    const marks = Array.from({ length: 36 }, (_, k) => k * 5_000);
    expect(wait.checks.map((check) => check.at)).toEqual([...marks, 180_000]);
    // spec 3 §7: each check sends the marks left (the spec's counter, 36 … 1), the last one 1.
    expect(wait.checks.map((check) => check.count)).toEqual([...marks.map((_, k) => 36 - k), 1]);
    expect(wait.actor.getSnapshot().status).toBe('done');
    expect(wait.actor.getSnapshot().output).toMatchObject({ reason: 'expired' });
  });

  it('shows the countdown from the deadline at each mark', async () => {
    const wait = startWait({ latency: 4_900 });
    await wait.runTo(12_000);
    expect(remainingMsOf(wait.actor.getSnapshot())).toBe(170_000);
  });

  it('skips a mark that passes while a check is still out (one check at a time)', async () => {
    const wait = startWait({ latency: 7_000 });
    await wait.runTo(29_000);
    // 0 → answer at 7 (mark 5 skipped) → 10 → answer at 17 (15 skipped) → 20 …
    expect(wait.checks.map((check) => check.at)).toEqual([0, 10_000, 20_000]);
  });

  it('shows a code that arrives at second 178 (the deadline check sees it)', async () => {
    const code = sms('late', 178_000);
    const wait = startWait({ latency: 300, inbox: (at) => (at >= 178_000 ? [code] : []) });
    await wait.runTo(179_000);
    expect(messagesOf(wait.actor.getSnapshot())).toEqual([]);
    await wait.runTo(181_000);
    expect(wait.actor.getSnapshot().output?.messages).toEqual([code]);
  });

  it('shows a code pushed at second 178 at once (the window is still open)', async () => {
    const wait = startWait({ latency: 300 });
    await wait.runTo(178_000);
    const code = sms('pushed', 178_000);
    wait.actor.send({ type: 'sms.pushed', app: 'whatsapp', number: NUMBER, sms: code });
    expect(messagesOf(wait.actor.getSnapshot()).map((row) => row.smsId)).toEqual(['pushed']);
  });

  it("closes at the server's earlier expiresAt", async () => {
    const wait = startWait({ latency: 300, expiresAt: 61_000 });
    await wait.runTo(100_000);
    expect(wait.checks.map((check) => check.at).at(-1)).toBe(61_000);
    expect(wait.checks).toHaveLength(14);
    expect(wait.actor.getSnapshot().status).toBe('done');
  });

  it('ends when the server says the lock is gone', async () => {
    const wait = startWait({ latency: 300, locked: (at) => at < 20_000 });
    await wait.runTo(60_000);
    expect(wait.checks.map((check) => check.at)).toEqual([0, 5_000, 10_000, 15_000, 20_000]);
    expect(wait.actor.getSnapshot().output).toMatchObject({ reason: 'expired' });
  });
});

describe('window.ts', () => {
  it('ignores an expiresAt outside the 180 s (a clock ahead of the server)', () => {
    expect(openWindow(1_000, 500)).toEqual({ openedAt: 1_000, deadline: 181_000 });
    expect(openWindow(1_000, 999_999)).toEqual({ openedAt: 1_000, deadline: 181_000 });
    expect(openWindow(1_000, 120_000)).toEqual({ openedAt: 1_000, deadline: 120_000 });
  });

  it('counts the marks left and the time left at a mark', () => {
    const window = openWindow(0);
    expect(checksLeft(window, 0)).toBe(36);
    expect(checksLeft(window, 35)).toBe(1);
    expect(remainingAtMark(window, 35)).toBe(5_000);
    expect(remainingAtMark(openWindow(0, 61_000), 12)).toBe(1_000);
  });
});
