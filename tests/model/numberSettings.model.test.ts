/**
 * Settings (spec 3 §2, §6, §9): forwarding and voicemail, mutually exclusive, sent 200 ms after
 * the last toggle; walked for an account that may use both and one that may only forward.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  numberSettingsMachine,
  TOGGLE_DEBOUNCE_MS,
} from '../../src/machines/numbers/numberSettings/numberSettings.machine.ts';
import { togglesOf } from '../../src/machines/numbers/numberSettings/toView.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { type Checks, type EventTable, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof numberSettingsMachine>;

const events = {
  'setting.toggle': [
    { setting: 'forward', on: true },
    { setting: 'voicemail', on: true },
    { setting: 'forward', on: false },
  ],
  'xstate.done.actor.applySetting': [
    { output: ok({ forwardStatus: 1, voicemailStatus: 0 }) },
    { output: ok({ forwardStatus: 0, voicemailStatus: 1 }) },
    { output: networkFailure },
  ],
  'xstate.error.actor.applySetting': { error: new Error('boom') },
} satisfies EventTable<typeof numberSettingsMachine>;

/** spec 3 §2: never both on. */
function exclusive(snapshot: Snapshot) {
  const { shown } = snapshot.context;
  expect(shown.forward && shown.voicemail).toBe(false);
}

const checks = {
  idle: (snapshot, replay) => {
    exclusive(snapshot);
    // What shows is what the server has.
    expect(snapshot.context.shown).toEqual(snapshot.context.saved);
    expect(togglesOf(snapshot).every((toggle) => !toggle.disabled)).toBe(true);
    if (replay.step.event.type.startsWith('xstate.after')) expect(replay.elapsed).toBe(TOGGLE_DEBOUNCE_MS);
  },
  debouncing: (snapshot, replay) => {
    exclusive(snapshot);
    expect(replay.running('applySetting')).toBeUndefined();
    // spec 3 §6: a toggle only if the account is allowed.
    const shown = togglesOf(snapshot).map((toggle) => toggle.setting);
    expect(shown).toEqual(snapshot.context.canVoicemail ? ['forward', 'voicemail'] : ['forward']);
  },
  saving: (snapshot, replay) => {
    exclusive(snapshot);
    expect(replay.elapsed).toBe(TOGGLE_DEBOUNCE_MS);
    const setting = snapshot.context.last ?? 'forward';
    expect(replay.running('applySetting')?.input).toEqual({ setting, on: snapshot.context.shown[setting] });
    expect(togglesOf(snapshot).every((toggle) => toggle.disabled)).toBe(true);
  },
} satisfies Checks<typeof numberSettingsMachine>;

testModel({
  name: 'numberSettings',
  machine: numberSettingsMachine,
  inputs: [
    { forwarding: { canForward: true, canVoicemail: true, forward: false, voicemail: false } },
    { forwarding: { canForward: true, canVoicemail: false, forward: true, voicemail: false } },
  ],
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => ({ saved: snapshot.context.saved, shown: snapshot.context.shown }),
});
