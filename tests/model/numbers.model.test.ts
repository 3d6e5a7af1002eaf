/**
 * The numbers area chart (spec 3 §2 Numbers area): its sections, the first-visit tip, and the
 * re-subscribe dialog of subscription history. Its children (Number Management, Settings,
 * subscription history) are fakes here; they have their own model tests.
 */
import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { numbersMachine } from '../../src/machines/numbers/numbers/numbers.machine.ts';
import {
  cellPlanOf,
  menuEntryOf,
  resubscribeHintOf,
  sectionOf,
  settingsShown,
  tipOpen,
} from '../../src/machines/numbers/numbers/toView.ts';
import type { ForwardingFacts, NumbersSection } from '../../src/machines/numbers/numbers/types.ts';
import { NUMBERS_SECTIONS } from '../../src/machines/numbers/numbers/types.ts';
import type { ResubscribeResult } from '../../src/machines/shared/resubscribe.ts';
import { networkFailure, noNumberAvailable, ok } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof numbersMachine>;

/** issue 27 item 2: the step answered 'someone else has the number now' (HTTP 400 + 500000). */
function answeredTaken(event: { type: string; output?: unknown }): boolean {
  const output = event.output as { ok?: boolean; retcode?: number; httpStatus?: number } | undefined;
  return output?.ok === false && output.retcode === 500000 && output.httpStatus === 400;
}

const NOW = Date.UTC(2026, 10, 24, 5, 0, 0);
const FORWARDING: ForwardingFacts = { canForward: true, canVoicemail: false, forward: false, voicemail: false };
const NO_FORWARDING: ForwardingFacts = { canForward: false, canVoicemail: false, forward: false, voicemail: false };
const LOCAL = { fullNumber: '12125550100', telCode: '1', phone: '2125550100', hosting: false, cancelled: false };
const HOSTING = { fullNumber: '12125550101', telCode: '1', phone: '2125550101', hosting: true, cancelled: false };
const CANCELLED = { ...LOCAL, fullNumber: '12125550102', phone: '2125550102', cancelled: true };
const RESUBSCRIBED: ResubscribeResult = ok({ subHint: 'Re-subscribed.\nNext payment 2026-12-24.' });

const asksGate = (s: Snapshot) =>
  s.matches({ section: 'gatingNewNumber' }) ||
  s.matches({ section: 'gatingManage' }) ||
  s.matches({ section: { history: 'gating' } });

/**
 * spec 1 §4: the step asked the profile gate (`gate.check` with the area as `replyTo`), and none
 * of the flows that make the request (New Number, the plan change, re-subscribe) runs yet.
 */
function askedGate(replay: Replay<Snapshot>) {
  const asking = ['section.select', 'plan.manage', 'code.get', 'resubscribe.request'];
  if (asking.includes(replay.step.event.type)) expect(replay.effects.map((effect) => effect.type)).toContain('askGate');
  for (const id of ['newNumber', 'planChange', 'plansPage', 'resubscribe']) expect(replay.running(id)).toBeUndefined();
}

const events = {
  'section.select': NUMBERS_SECTIONS.map((section) => ({ section })),
  'plan.manage': [{ number: LOCAL }, { number: HOSTING }, { number: CANCELLED }],
  'area.shown': {},
  'detail.close': {},
  'tip.dismiss': {},
  'tip.toVerification': {},
  'cellPlan.show': {},
  'cellPlan.focused': {},
  'numbers.listed': [{ forwarding: FORWARDING }, { forwarding: NO_FORWARDING }],
  'forwarding.changed': { forwarding: { ...FORWARDING, forward: true } },
  'numbers.changed': {},
  'resubscribe.request': { historyId: '7', date: NOW - 1000 },
  'resubscribe.close': {},
  'xstate.done.actor.readTipSeen': [{ output: true }, { output: false }],
  'xstate.error.actor.readTipSeen': { error: new Error('storage') },
  // issue 27 item 2: a number someone else has now (HTTP 400 + 500000) is said.
  'xstate.done.actor.resubscribe': [
    { output: RESUBSCRIBED },
    { output: noNumberAvailable },
    { output: networkFailure },
  ],
  'xstate.error.actor.resubscribe': { error: new Error('boom') },
  // The hosted flows (their own model tests walk them): bought, changed or not, or broken.
  'xstate.done.actor.newNumber': { output: { status: 'bought', telCode: '1', phone: '4155550101' } },
  'xstate.error.actor.newNumber': { error: new Error('boom') },
  'xstate.done.actor.planChange': [{ output: { changed: true } }, { output: { changed: false } }],
  'xstate.error.actor.planChange': { error: new Error('boom') },
  // The profile gate's answers (spec 1 §4), only while it is asked.
  'gate.allowed': (s) => (asksGate(s) ? [{}] : []),
  'gate.blocked': (s) => (asksGate(s) ? [{ notice: 'askComplete' }] : []),
} satisfies EventTable<typeof numbersMachine>;

const effectTypes = (replay: Replay<Snapshot>) => replay.effects.map((effect) => effect.type);

/** A section shows, with Number Management running underneath (spec 3 §2: kept alive). */
function inSection(section: NumbersSection | 'planChange') {
  return (snapshot: Snapshot, replay: Replay<Snapshot>) => {
    expect(sectionOf(snapshot)).toBe(section);
    expect(replay.running('numberManagement')?.input).toMatchObject({ parent: expect.anything() });
    if (section !== 'settings') expect(replay.running('numberSettings')).toBeUndefined();
    if (section !== 'history') expect(replay.running('subscriptionHistory')).toBeUndefined();
    // The menu marks a plan change under Number Management.
    expect(menuEntryOf(snapshot)).toBe(section === 'planChange' ? 'management' : section);
    if (replay.step.event.type === 'detail.close')
      expect(replay.received('numberManagement')).toContainEqual({ type: 'sidebar.close' });
    const step = replay.step.event as { type: string; output?: { changed?: boolean } };
    // spec 3 §4: a bought number or a changed plan reloads the list on the way back.
    if (
      step.type === 'xstate.done.actor.newNumber' ||
      (step.type === 'xstate.done.actor.planChange' && step.output?.changed)
    ) {
      expect(replay.received('numberManagement').at(-1)).toEqual({ type: 'numbers.reload' });
      // …and the chats' From picker reads the list again (told through the root).
      expect(effectTypes(replay)).toContain('tellNumbersChanged');
    }
    if (replay.step.event.type === 'numbers.changed') {
      expect(replay.received('numberManagement').at(-1)).toEqual({ type: 'numbers.reload' });
    }
    // issue 27 item 1: Manage on a cancelled number stays here and says to re-subscribe first.
    const manage = replay.step.event as { type: string; number?: { cancelled: boolean } };
    if (manage.type === 'plan.manage' && manage.number?.cancelled) {
      expect(effectTypes(replay)).toEqual(['tellResubscribeFirst']);
    }
  };
}

function inHistory(snapshot: Snapshot, replay: Replay<Snapshot>) {
  expect(sectionOf(snapshot)).toBe('history');
  // spec 3 §2: the current UTC month and the five before.
  expect(replay.running('subscriptionHistory')?.input).toMatchObject({
    months: ['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06'],
  });
}

const checks = {
  'section.management': (snapshot, replay) => {
    inSection('management')(snapshot, replay);
    // A blocked Manage forgets its number (the gate's notice shows over Number Management).
    if (replay.step.event.type === 'gate.blocked') expect(snapshot.context.planChangeNumber).toBeNull();
  },
  'section.gatingNewNumber': (snapshot, replay) => {
    askedGate(replay);
    expect(sectionOf(snapshot)).toBe('management');
  },
  'section.gatingManage': (snapshot, replay) => {
    askedGate(replay);
    expect(sectionOf(snapshot)).toBe('management');
    expect(snapshot.context.planChangeNumber).not.toBeNull();
  },
  'section.history.gating': (snapshot, replay) => {
    askedGate(replay);
    inHistory(snapshot, replay);
  },
  'section.newNumber': (snapshot, replay) => {
    inSection('newNumber')(snapshot, replay);
    expect(replay.running('newNumber')).toBeDefined();
  },
  'section.planChange': (snapshot, replay) => {
    inSection('planChange')(snapshot, replay);
    expect(snapshot.context.planChangeNumber).toEqual(LOCAL);
    expect(replay.running('planChange')?.input).toMatchObject({ telCode: '1', phone: '2125550100' });
  },
  'section.plans': (snapshot, replay) => {
    inSection('plans')(snapshot, replay);
    expect(replay.running('plansPage')?.input).toMatchObject({ platform: snapshot.context.platform });
    expect(snapshot.context.planChangeNumber).toBeNull();
  },
  'section.settings': (snapshot, replay) => {
    inSection('settings')(snapshot, replay);
    // spec 3 §2: only when forwarding or voicemail is available.
    expect(settingsShown(snapshot)).toBe(true);
    expect(replay.running('numberSettings')?.input).toMatchObject({ forwarding: snapshot.context.forwarding });
  },
  'section.history.browsing': (snapshot, replay) => {
    inHistory(snapshot, replay);
    expect(resubscribeHintOf(snapshot)).toBeNull();
    if (replay.step.event.type === 'resubscribe.close') {
      // spec 3 §4: OK reloads the month.
      expect(replay.received('subscriptionHistory').at(-1)).toEqual({ type: 'history.reload' });
    }
    // issue 27 item 2: a number someone else has now is said, and the month read again.
    if (answeredTaken(replay.step.event)) {
      expect(replay.effects.map((effect) => effect.type)).toContain('tellResubscribeTaken');
      expect(replay.received('subscriptionHistory').at(-1)).toEqual({ type: 'history.reload' });
    }
  },
  'section.history.resubscribing': (snapshot, replay) => {
    inHistory(snapshot, replay);
    expect(replay.running('resubscribe')?.input).toMatchObject({ historyId: '7', date: NOW - 1000 });
  },
  'section.history.result': (snapshot, replay) => {
    inHistory(snapshot, replay);
    expect(resubscribeHintOf(snapshot)).toBe('Re-subscribed.\nNext payment 2026-12-24.');
    if (replay.step.event.type.startsWith('xstate.done.actor.resubscribe')) {
      expect(replay.received('numberManagement').at(-1)).toEqual({ type: 'numbers.reload' });
    }
  },
  // spec 1 §2 banner → the TMO section: Number Management's US cell-phone plan (issue 22 item 8).
  'cellPlan.notAskedFor': (snapshot) => {
    // Only where the brand table shows it (pingme, spec 3 §2).
    expect(cellPlanOf(snapshot, false)).toBe('hidden');
    expect(cellPlanOf(snapshot, true)).toBe('shown');
  },
  'cellPlan.focusing': (snapshot, replay) => {
    // Shown on every brand the banner leads here, waiting for the view to scroll to it and focus it.
    expect(cellPlanOf(snapshot, false)).toBe('focus');
    if (replay.step.event.type === 'cellPlan.show') {
      expect(sectionOf(snapshot)).toBe('management');
      // The first-visit tip goes on as it was (a jump never re-enters it).
      expect(snapshot.value.tip).toEqual(replay.previous?.value.tip);
    }
  },
  'cellPlan.shown': (snapshot) => expect(cellPlanOf(snapshot, false)).toBe('shown'),
  'tip.notShown': (snapshot, replay) => {
    expect(tipOpen(snapshot)).toBe(false);
    expect(replay.running('readTipSeen')).toBeUndefined();
  },
  'tip.checking': (snapshot, replay) => {
    expect(tipOpen(snapshot)).toBe(false);
    expect(replay.running('readTipSeen')).toBeDefined();
  },
  'tip.shown': (snapshot) => expect(tipOpen(snapshot)).toBe(true),
  'tip.done': (snapshot, replay) => {
    expect(tipOpen(snapshot)).toBe(false);
    const type = replay.step.event.type;
    if (type === 'tip.dismiss') expect(effectTypes(replay)).toEqual(['rememberTipSeen']);
    if (type === 'tip.toVerification') expect(effectTypes(replay)).toEqual(['rememberTipSeen', 'showVerificationTab']);
  },
} satisfies Checks<typeof numbersMachine>;

testModel({
  name: 'numbers',
  machine: numbersMachine,
  inputs: [
    { platform: 'pingme', firstVisitTip: true, now: () => NOW },
    // wetalk and cloudnumber: no tip (spec 3 §1).
    { platform: 'wetalk', firstVisitTip: false, now: () => NOW },
  ],
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => ({
    settings: settingsShown(snapshot),
    // A Manage the gate lets through goes to the plans page on a Hosting number.
    planChange: snapshot.context.planChangeNumber?.hosting ?? null,
    resubscribe: snapshot.context.resubscribe !== null,
    tip: snapshot.context.firstVisitTip,
  }),
});

describe("the banner's TMO jump (spec 1 §2; issue 22 item 8)", () => {
  it('lands on Number Management, its cell-phone plan to focus, the open first-visit tip untouched', () => {
    const input = { platform: 'pingme' as const, firstVisitTip: true, now: () => NOW };
    let snapshot = getInitialSnapshot(numbersMachine, input);
    for (const event of [
      { type: 'area.shown' },
      { type: 'xstate.done.actor.readTipSeen', output: false },
      { type: 'section.select', section: 'history' },
    ] as const) {
      snapshot = getNextSnapshot(numbersMachine, snapshot, event as never);
    }
    expect(tipOpen(snapshot)).toBe(true);
    snapshot = getNextSnapshot(numbersMachine, snapshot, { type: 'cellPlan.show' });
    expect(sectionOf(snapshot)).toBe('management');
    expect(cellPlanOf(snapshot, false)).toBe('focus');
    expect(tipOpen(snapshot)).toBe(true);
  });
});
