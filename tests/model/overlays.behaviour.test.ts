/**
 * The captcha modal's answer to the flows waiting on it (spec 1 §8 100010: a send is retried once
 * the captcha is solved), on a real overlays actor with a scripted captcha and a recording waiter.
 * The model test covers every transition, but its shortest paths close the captcha with no waiter
 * left; this is the case a person meets: one refused send waits, the captcha ends, it hears once.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';
import type { CaptchaOutcome } from '../../src/machines/overlays/captcha/types.ts';
import { overlaysMachine } from '../../src/machines/overlays/overlays/overlays.machine.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';

/** Overlays whose captcha ends as `ending` once told to, with one send waiting on the modal. */
function setUp(ending: CaptchaOutcome | Error) {
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const captcha = fromPromise<CaptchaOutcome>(async () => {
    await finished;
    if (ending instanceof Error) throw ending;
    return ending;
  });
  const told: EventObject[] = [];
  const waiter = createActor(fromCallback<EventObject>(({ receive }) => receive((event) => told.push(event)))).start();
  // A scripted stand-in for the captcha chart: only how it ends matters to the overlays.
  const overlays = createActor(overlaysMachine.provide({ actors: { captcha: captcha as never } }), {
    input: { frontPage: false },
  });
  overlays.start();
  overlays.send({ type: 'session.started' });
  overlays.send({
    type: 'failure.route',
    endpoint: 'sendMessage',
    retcode: RETCODE.CAPTCHA_REQUIRED,
    retmsg: 'captcha please',
    replyTo: waiter,
  });
  return { overlays, told, finish };
}

async function closed(overlays: ReturnType<typeof setUp>['overlays']) {
  await new Promise<void>((resolve) => {
    const subscription = overlays.subscribe((snapshot) => {
      if (snapshot.matches({ dialog: 'none' })) {
        subscription.unsubscribe();
        resolve();
      }
    });
  });
}

describe('the captcha modal answers the send waiting on it, once', () => {
  it('solved: the send hears captcha.solved only (it is sent again)', async () => {
    const { overlays, told, finish } = setUp({ status: 'passed', captchaId: 'abc123', text: 'x7k2' });
    expect(overlays.getSnapshot().matches({ dialog: 'captchaModal' })).toBe(true);
    expect(told).toEqual([]);
    finish();
    await closed(overlays);
    expect(told).toEqual([{ type: 'captcha.solved' }]);
    expect(overlays.getSnapshot().context.captchaWaiters).toEqual([]);
  });

  it('closed: the send hears captcha.dismissed only (it fails)', async () => {
    const { overlays, told, finish } = setUp({ status: 'cancelled' });
    finish();
    await closed(overlays);
    expect(told).toEqual([{ type: 'captcha.dismissed' }]);
  });

  it('the widget failing: the send is let go as dismissed', async () => {
    const { overlays, told, finish } = setUp(new Error('unexpected'));
    const logged = console.error;
    console.error = () => {};
    finish();
    await closed(overlays);
    console.error = logged;
    expect(told).toEqual([{ type: 'captcha.dismissed' }]);
  });

  it('replaced by another dialog: the send is let go as dismissed', () => {
    const { overlays, told } = setUp({ status: 'cancelled' });
    overlays.send({ type: 'errorDialog.open', retmsg: 'Order could not be placed' });
    expect(told).toEqual([{ type: 'captcha.dismissed' }]);
  });
});
