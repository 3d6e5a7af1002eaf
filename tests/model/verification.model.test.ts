/**
 * The verification area (spec 3 §2 Verification, §4): its left menu, New Code (also in get-code
 * mode after Get Code), the subscription history with re-subscribe, and the 'operation in
 * progress' dialog while New Code polls. Walked twice: with the menu, and without it (front-page
 * modes), where New Code is the only section.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  busyDialogOpen,
  menuShown,
  resubscribeHintOf,
  sectionOf,
} from '../../src/machines/verificationCodes/verification/toView.ts';
import { verificationMachine } from '../../src/machines/verificationCodes/verification/verification.machine.ts';
import { networkFailure, noNumberAvailable, ok } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';
import { CODE_SMS, PUSHED_CODE } from '../support/verificationFixtures.ts';
import { GET_CODE_TARGET } from './newCode.model.ts';

type Snapshot = SnapshotFrom<typeof verificationMachine>;
/** issue 27 item 2: the step answered 'someone else has the number now' (HTTP 400 + 500000). */
function answeredTaken(event: { type: string; output?: unknown }): boolean {
  const output = event.output as { ok?: boolean; retcode?: number; httpStatus?: number } | undefined;
  return output?.ok === false && output.retcode === 500000 && output.httpStatus === 400;
}

const NOW = Date.UTC(2026, 10, 24, 8);

const INPUT = { platform: 'pingme', menu: true, now: () => NOW } as const;
/** spec 3 §2: the left menu hidden in front-page modes. */
const WITHOUT_MENU = { ...INPUT, menu: false } as const;

/** The menu and number management's Get Code are only there to click when the menu is shown. */
const withMenu = <T>(s: Snapshot, payloads: T[]): T[] => (menuShown(s) ? payloads : []);

const asksGate = (s: Snapshot) =>
  s.matches({ section: 'gatingGetCode' }) || s.matches({ section: { history: 'gating' } });

/** The step asked the profile gate (spec 1 §4): `gate.check` with the area as `replyTo`. */
function askedGate(replay: Replay<Snapshot>) {
  const asking = ['section.select', 'plan.manage', 'code.get', 'resubscribe.request'];
  if (asking.includes(replay.step.event.type)) expect(replay.effects.map((effect) => effect.type)).toContain('askGate');
}

const events = {
  'section.select': (s) =>
    withMenu(s, [{ section: 'newCode' }, { section: 'management' }, { section: 'history' }] as const),
  'detail.close': {},
  'busy.dismiss': {},
  // Told by New Code, so only while it runs.
  'newCode.busy': (s) => (sectionOf(s) === 'newCode' ? [{ busy: true }, { busy: false }] : []),
  'newCode.subscribed': (s) => (sectionOf(s) === 'newCode' ? [{}] : []),
  'code.get': (s) => withMenu(s, [{ target: GET_CODE_TARGET }]),
  // The root, when another app tab is chosen while this area's code wait runs.
  'tab.blocked': {},
  'sms.pushed': PUSHED_CODE,
  'resubscribe.request': { historyId: '7', date: NOW },
  'resubscribe.close': {},
  'xstate.done.actor.newCode': [{ output: { subscribed: true } }, { output: { subscribed: false } }],
  'xstate.error.actor.newCode': { error: new Error('boom') },
  'xstate.done.actor.resubscribe': [
    { output: ok({ subHint: 'Subscribed.\nThanks.' }) },
    // issue 27 item 2: a number someone else has now (HTTP 400 + 500000) is said.
    { output: noNumberAvailable },
    { output: networkFailure },
  ],
  'xstate.error.actor.resubscribe': { error: new Error('boom') },
  // The profile gate's answers (spec 1 §4), only while it is asked.
  'gate.allowed': (s) => (asksGate(s) ? [{}] : []),
  'gate.blocked': (s) => (asksGate(s) ? [{ notice: 'askComplete' }] : []),
} satisfies EventTable<typeof verificationMachine>;

const stepType = (replay: Replay<Snapshot>) => replay.step.event.type;

const checks = {
  'section.management': (s, replay) => {
    expect(sectionOf(s)).toBe('management');
    // A blocked Get Code stays on the list and forgets the number.
    if (stepType(replay) === 'gate.blocked') expect(s.context.getCode).toBeNull();
    // Without the menu the area never rests on number management.
    expect(menuShown(s)).toBe(true);
    // Kept alive between switches.
    expect(replay.running('verificationNumbers')).toBeDefined();
    if (stepType(replay) === 'xstate.done.actor.newCode' && replay.effects.some((e) => e.type === 'refreshBalance')) {
      // spec 3 §4: after subscribing, number management with the list read again.
      expect(replay.received('verificationNumbers')).toContainEqual({ type: 'numbers.reload' });
    }
  },
  'section.newCode': (s, replay) => {
    expect(sectionOf(s)).toBe('newCode');
    // A pushed code SMS reaches New Code's polling at once.
    if (stepType(replay) === 'sms.pushed') expect(replay.received('newCode').at(-1)).toMatchObject({ sms: CODE_SMS });
    const input = replay.running('newCode')?.input as { getCode: unknown };
    expect(input.getCode).toEqual(s.context.getCode);
    // Get Code opens New Code on its number once the gate let it through.
    if (stepType(replay) === 'gate.allowed') expect(input.getCode).toEqual(GET_CODE_TARGET);
    // spec 3 §4: New Code subscribed a number (and goes on at step 1): the list is read again.
    if (stepType(replay) === 'newCode.subscribed') {
      expect(replay.received('verificationNumbers').at(-1)).toEqual({ type: 'numbers.reload' });
    }
    // spec 3 §4, issue 27 item 4: the root hears the wait, so the app's other tabs wait too.
    if (stepType(replay) === 'newCode.busy') {
      expect(replay.effects).toContainEqual(
        expect.objectContaining({ type: 'tellAppBusy', params: expect.objectContaining({ busy: s.context.busy }) }),
      );
    }
    // spec 3 §2: without the menu the area starts on New Code, and a finished one starts afresh
    // (instead of number management).
    const finished = ['xstate.done.actor.newCode', 'xstate.error.actor.newCode'].includes(stepType(replay));
    if (!menuShown(s) && finished) expect(replay.callsInStep.map((call) => call.id)).toContain('newCode');
  },
  'section.gatingGetCode': (s, replay) => {
    // spec 1 §4: Get Code asks the gate first; no New Code (no lock request) runs yet.
    askedGate(replay);
    expect(sectionOf(s)).toBe('management');
    expect(s.context.getCode).toEqual(GET_CODE_TARGET);
    expect(replay.running('newCode')).toBeUndefined();
  },
  'section.history.gating': (s, replay) => {
    askedGate(replay);
    expect(sectionOf(s)).toBe('history');
    expect(replay.running('resubscribe')).toBeUndefined();
  },
  'section.history.browsing': (s, replay) => {
    // issue 27 item 2: a number someone else has now is said, and the month read again.
    if (answeredTaken(replay.step.event)) {
      expect(replay.effects.map((effect) => effect.type)).toContain('tellResubscribeTaken');
      expect(replay.received('subscriptionHistory').at(-1)).toEqual({ type: 'history.reload' });
    }
    expect(sectionOf(s)).toBe('history');
    expect(replay.running('subscriptionHistory')?.input).toMatchObject({
      months: ['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06'],
    });
    expect(resubscribeHintOf(s)).toBeNull();
    // A blocked re-subscribe makes no request and forgets the row.
    if (stepType(replay) === 'gate.blocked') expect(s.context.resubscribe).toBeNull();
  },
  'section.history.resubscribing': (_s, replay) =>
    expect(replay.running('resubscribe')?.input).toMatchObject({ historyId: '7', date: NOW }),
  'section.history.result': (s) => expect(resubscribeHintOf(s)).toBe('Subscribed.\nThanks.'),
  'busy.hidden': (s, replay) => {
    expect(busyDialogOpen(s)).toBe(false);
    // A New Code that ends while polling frees the app's tabs.
    if (replay.previous && (replay.previous as Snapshot).context.busy && !s.context.busy) {
      expect(replay.effects.filter((e) => e.type === 'tellAppBusy').at(-1)).toEqual({
        type: 'tellAppBusy',
        params: { busy: false },
      });
    }
  },
  'busy.shown': (s, replay) => {
    expect(busyDialogOpen(s)).toBe(true);
    // spec 3 §4: while polling, another section is not shown; New Code keeps polling.
    if (['section.select', 'code.get', 'tab.blocked'].includes(stepType(replay)) && s.context.busy) {
      expect(sectionOf(s)).toBe(sectionOf(replay.previous as Snapshot));
      expect(s.context.busy).toBe(true);
    }
  },
} satisfies Checks<typeof verificationMachine>;

testModel({
  name: 'verification',
  machine: verificationMachine,
  inputs: [INPUT, WITHOUT_MENU],
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => ({
    menu: snapshot.context.menu,
    busy: snapshot.context.busy,
    getCode: snapshot.context.getCode !== null,
    resubscribe: snapshot.context.resubscribe !== null,
  }),
});
