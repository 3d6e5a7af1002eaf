/**
 * JieMa's 'get new number' (spec 3 §2 JieMa, §4 JieMa new-number flow, §5): the three steps, the
 * first available number type chosen after every service or country choice, the terms ticked by
 * default with the alert when unticked, no number available, 'change to a new number' naming the
 * last lock, the tool told while polling, subscribing (type 2: never), and the subscribe reminder
 * when finishing with a subscribable number that received an SMS.
 */

import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { dialogOf, optionsViewOf, receiveViewOf, stepOf } from '../../src/machines/jiema/jiema/toView.ts';
import { jiemaNewMachine } from '../../src/machines/jiema/jiemaNew/jiemaNew.machine.ts';
import { nextTip } from '../../src/services/verification/rules.ts';
import { networkFailure, noNumberAvailable, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';
import { CATALOGUE, CODE_SMS, LOCKED, LOCKED_TYPE_2, OPTION } from '../support/verificationFixtures.ts';

type Snapshot = SnapshotFrom<typeof jiemaNewMachine>;

const TYPE_2_ONLY = [
  { ...OPTION, numberType: 2 as const },
  { ...OPTION, canGetNumber: false },
];

const events = {
  'catalogue.reload': {},
  'service.search': { search: 'tele' },
  'service.select': { app: 'whatsapp' },
  'country.select': { code: 'US' },
  'type.select': [{ numberType: 1 }, { numberType: 2 }],
  'terms.toggle': {},
  'number.get': {},
  'step.back': {},
  'number.copy': {},
  'code.copy': { code: '482913' },
  'flow.finish': {},
  'subscribe.request': {},
  'subscribe.confirm': {},
  'dialog.close': {},
  'alert.close': {},
  // A past number the old tab locked again (the tool forwards it).
  'jiema.reused': { locked: LOCKED },
  'polling.checked': [
    { arrived: 1, newest: CODE_SMS },
    { arrived: 0, newest: null },
  ],
  'xstate.done.actor.loadCatalogue': [{ output: ok(CATALOGUE) }, { output: networkFailure }],
  'xstate.error.actor.loadCatalogue': { error: new Error('boom') },
  'xstate.done.actor.loadOptions': [{ output: ok([OPTION]) }, { output: ok(TYPE_2_ONLY) }, { output: networkFailure }],
  'xstate.error.actor.loadOptions': { error: new Error('boom') },
  'xstate.done.actor.lock': [
    { output: ok(LOCKED) },
    { output: ok(LOCKED_TYPE_2) },
    { output: noNumberAvailable },
    { output: refused(400001) },
  ],
  'xstate.error.actor.lock': { error: new Error('boom') },
  'xstate.done.actor.smsPolling': { output: { reason: 'expired', messages: [CODE_SMS], freshId: CODE_SMS.smsId } },
  'xstate.error.actor.smsPolling': { error: new Error('boom') },
  'xstate.done.actor.subscribe': [{ output: ok({}) }, { output: noNumberAvailable }, { output: networkFailure }],
  'xstate.error.actor.subscribe': { error: new Error('boom') },
  'xstate.done.actor.subscribeOnFinish': [
    { output: ok({}) },
    { output: noNumberAvailable },
    { output: networkFailure },
  ],
  'xstate.error.actor.subscribeOnFinish': { error: new Error('boom') },
} satisfies EventTable<typeof jiemaNewMachine>;

const stepType = (replay: Replay<Snapshot>) => replay.step.event.type;
const noDialog = (s: Snapshot) => expect(dialogOf(s)).toBeNull();
/** The flow's dialog (the terms alert, when shown, is on top of it). */
const expectDialog = (s: Snapshot, dialog: ReturnType<typeof dialogOf>) =>
  expect(dialogOf(s)).toBe(s.matches({ termsAlert: 'shown' }) ? 'terms' : dialog);

const checks = {
  'flow.loading': (s, replay) => {
    expect(stepOf(s)).toBe('loading');
    expect(replay.running('loadCatalogue')).toBeDefined();
  },
  'flow.failed': (s) => expect(stepOf(s)).toBe('failed'),
  'flow.service': (s, replay) => {
    expect(stepOf(s)).toBe('service');
    expect(s.context.locked).toBeNull();
    if (stepType(replay) === 'service.search') expect(s.context.search).toBe('tele');
  },
  'flow.options.loading': (s, replay) => {
    expect(stepOf(s)).toBe('options');
    // spec 3 §4: choosing a service or country resets the radios and reloads the options.
    expect(s.context.numberType).toBeNull();
    expect(replay.running('loadOptions')?.input).toEqual({ app: 'whatsapp', code: 'US' });
  },
  'flow.options.ready': (s, replay) => {
    const view = optionsViewOf(s);
    expect(view.countries[0]?.label).toBe('+1 United States');
    if (stepType(replay) === 'xstate.done.actor.loadOptions') {
      // spec 3 §4: the first available option is auto-selected.
      expect(s.context.numberType).toBe(view.available[0] ?? null);
    }
    if (s.context.numberType !== null) expect(view.available).toContain(s.context.numberType);
  },
  'flow.locking': (s, replay) => {
    expect(replay.running('lock')?.input).toEqual({
      app: 'whatsapp',
      code: 'US',
      numberType: s.context.numberType,
      lastApp: s.context.lastApp,
      lastNumber: s.context.lastNumber,
    });
    if (stepType(replay) === 'number.get' && !replay.previous?.matches({ flow: 'locking' })) {
      expect(s.context.termsAccepted).toBe(true);
    }
    // 'change to a new number' names the number given back.
    if (replay.previous?.matches({ flow: 'receive' })) {
      expect(s.context.lastNumber).toBe((replay.previous as Snapshot).context.locked?.fullNumber);
    }
  },
  'flow.noNumber': (s) => expectDialog(s, 'noNumber'),
  'flow.receive.wait.polling': (s, replay) => {
    const view = receiveViewOf(s);
    expect(view?.polling).toBe(true);
    expect(replay.running('smsPolling')?.input).toMatchObject({
      app: 'whatsapp',
      number: s.context.locked?.fullNumber,
    });
    if (stepType(replay) === 'xstate.done.actor.lock' || stepType(replay) === 'jiema.reused') {
      // spec 3 §4: a number taken: the receive panel from its first tip, and the last app remembered.
      expect(receiveViewOf(s)?.tip).toBe('instructions');
      expect(s.context.lastApp).toBe(s.context.locked?.app);
      expect(s.context.lastNumber).toBe(s.context.locked?.fullNumber);
    }
    if (stepType(replay) === 'polling.checked') {
      // spec 3 §4: a new SMS moves the tip to 'received' (index 3).
      if (s.context.received && (replay.step.event as { arrived?: number }).arrived) {
        expect(receiveViewOf(s)?.tip).toBe('received');
      }
    }
    if (stepType(replay) === 'jiema.reused') {
      // The reused number's service, country and type are the flow's now; its wait starts anew.
      expect(s.context).toMatchObject({ app: LOCKED.app, country: LOCKED.code, numberType: LOCKED.numberType });
      expect(s.context.received).toBe(false);
    }
    if (stepType(replay) === 'xstate.done.actor.lock') {
      // The tool's tabs wait while polling.
      expect(replay.effects).toContainEqual(expect.objectContaining({ type: 'tellBusy', params: { busy: true } }));
    }
    if (stepType(replay) === 'polling.checked' && s.context.received) {
      expect(replay.effects.map((e) => e.type)).toEqual(expect.arrayContaining(['announceCode']));
    }
  },
  'flow.receive.wait.waited': (s, replay) => {
    expect(receiveViewOf(s)?.polling).toBe(false);
    if (stepType(replay) === 'xstate.done.actor.smsPolling') {
      expect(replay.effects).toContainEqual(expect.objectContaining({ type: 'tellBusy', params: { busy: false } }));
    }
  },
  'flow.receive.dialog.none': (s) => {
    // spec 3 §5: numberType 2 hides subscribe.
    if (s.context.locked?.numberType === 2) expect(receiveViewOf(s)?.subscribeShown).toBe(false);
    if (!s.matches({ termsAlert: 'shown' })) noDialog(s);
  },
  'flow.receive.dialog.confirm': (s) => expectDialog(s, 'confirm'),
  'flow.receive.dialog.subscribing': (s, replay) =>
    expect(replay.running('subscribe')?.input).toEqual({ app: 'whatsapp', number: s.context.locked?.fullNumber }),
  'flow.receive.dialog.thanks': (s) => {
    expectDialog(s, 'thanks');
    expect(receiveViewOf(s)?.subscribeShown).toBe(false);
  },
  'flow.receive.dialog.reminder': (s) => {
    expectDialog(s, 'reminder');
    // spec 3 §4: only a subscribable number that received an SMS.
    expect(s.context.received).toBe(true);
    expect(s.context.locked?.canSub).toBe(true);
  },
  'flow.receive.dialog.subscribingOnFinish': (s, replay) =>
    expect(replay.running('subscribeOnFinish')?.input).toEqual({
      app: 'whatsapp',
      number: s.context.locked?.fullNumber,
    }),
  'flow.receive.dialog.thanksOnFinish': (s) => expectDialog(s, 'thanks'),
  'flow.receive.copy.idle': (s) => expect(s.context.copied).toBeNull(),
  'flow.receive.copy.shown': (s, replay) => {
    // spec 3 §4: copying moves the tip: the number → 'copied (old)', the code → 'copied (new)'.
    const before = (replay.previous as Snapshot).context.tip;
    if (stepType(replay) === 'number.copy') expect(s.context.tip).toBe(nextTip(before, 'number.copied'));
    if (stepType(replay) === 'code.copy') expect(s.context.tip).toBe(nextTip(before, 'code.copied'));
    if (stepType(replay) === 'number.copy') {
      expect(replay.effects).toContainEqual(
        expect.objectContaining({ type: 'copyText', params: `+${s.context.locked?.fullNumber}` }),
      );
    }
    expect(s.context.copied).not.toBeNull();
  },
  'termsAlert.hidden': () => {},
  'termsAlert.shown': (s, replay) => {
    expect(dialogOf(s)).toBe('terms');
    if (stepType(replay) === 'number.get' && replay.previous?.matches({ termsAlert: 'hidden' })) {
      // spec 3 §5: unticked terms block getting a number: the flow stays where it was.
      expect(s.context.termsAccepted).toBe(false);
      expect(s.value.flow).toEqual((replay.previous as Snapshot).value.flow);
    }
  },
} satisfies Checks<typeof jiemaNewMachine>;

testModel({
  name: 'jiemaNew',
  machine: jiemaNewMachine,
  input: {},
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => ({
    terms: snapshot.context.termsAccepted,
    type: snapshot.context.numberType,
    options: snapshot.context.options.length,
    locked: snapshot.context.locked?.numberType ?? null,
    received: snapshot.context.received,
    subscribed: snapshot.context.subscribed,
    last: snapshot.context.lastNumber !== '',
    copied: snapshot.context.copied,
    tip: snapshot.context.tip,
  }),
});
