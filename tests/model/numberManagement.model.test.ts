/**
 * Number Management (spec 3 §2, §4, §5): the list, the sidebar with name/note editing and the
 * copy check mark, and the unsubscribe confirmation, walked with one number on the list.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { numberManagementMachine } from '../../src/machines/numbers/numberManagement/numberManagement.machine.ts';
import {
  listStatusOf,
  sidebarOf,
  unsubscribeDialogOf,
  visibleNumbersOf,
} from '../../src/machines/numbers/numberManagement/toView.ts';
import { infoChanged } from '../../src/services/numbers/numberInfo.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';
import { LOCAL_NUMBER, listAnswer } from '../support/numbersFixtures.ts';

type Snapshot = SnapshotFrom<typeof numberManagementMachine>;

const RENAMED = { ...LOCAL_NUMBER, numberName: 'Sales' };

const events = {
  'numbers.reload': {},
  'search.change': [{ query: 'OFF' }, { query: '999' }],
  'sidebar.open': [{ fullNumber: LOCAL_NUMBER.fullNumber }, { fullNumber: '440000' }],
  'sidebar.close': {},
  // Typing a new name (with blanks that are trimmed away), and typing the saved name back.
  'info.edit': [
    { field: 'name', value: '  Sales  ' },
    { field: 'name', value: 'Office' },
  ],
  'info.commit': {},
  'number.copy': {},
  'unsubscribe.request': { fullNumber: LOCAL_NUMBER.fullNumber },
  'unsubscribe.confirm': {},
  'unsubscribe.cancel': {},
  'xstate.done.actor.loadNumbers': [{ output: ok(listAnswer([LOCAL_NUMBER])) }, { output: networkFailure }],
  'xstate.error.actor.loadNumbers': { error: new Error('boom') },
  'xstate.done.actor.saveInfo': [{ output: ok({ virtualPhone: RENAMED }) }, { output: networkFailure }],
  'xstate.error.actor.saveInfo': { error: new Error('boom') },
  'xstate.done.actor.unsubscribe': [
    { output: ok({ virtualPhone: { ...LOCAL_NUMBER, status: 'cancelled' } }) },
    { output: networkFailure },
  ],
  'xstate.error.actor.unsubscribe': { error: new Error('boom') },
} satisfies EventTable<typeof numberManagementMachine>;

const stepType = (replay: Replay<Snapshot>) => replay.step.event.type;

function sidebarOpen(snapshot: Snapshot) {
  const sidebar = sidebarOf(snapshot);
  expect(sidebar?.number.fullNumber).toBe(LOCAL_NUMBER.fullNumber);
  return sidebar;
}

const checks = {
  'list.loading': (snapshot, replay) => {
    expect(replay.running('loadNumbers')).toBeDefined();
    expect(listStatusOf(snapshot)).toBe(snapshot.context.listed ? 'ready' : 'loading');
  },
  'list.ready': (snapshot) => {
    expect(listStatusOf(snapshot)).toBe('ready');
    // spec 3 §2 search: the full number or the name, case-insensitive.
    const { query } = snapshot.context;
    const named = snapshot.context.numbers.filter((number) => number.numberName.toLowerCase().includes('off'));
    expect(visibleNumbersOf(snapshot)).toEqual(
      query === '999' ? [] : query === 'OFF' ? named : snapshot.context.numbers,
    );
  },
  'list.failed': (snapshot) => {
    expect(listStatusOf(snapshot)).toBe('failed');
    expect(snapshot.context.numbers).toEqual([]);
  },
  'sidebar.closed': (snapshot) => expect(sidebarOf(snapshot)).toBeNull(),
  'sidebar.open.info.idle': (snapshot, replay) => {
    const sidebar = sidebarOpen(snapshot);
    expect(sidebar?.saving).toBe(false);
    const type = stepType(replay);
    // spec 3 §4: on failure the old values are restored.
    if (type === 'xstate.done.actor.saveInfo' && !replay.previous?.matches({ list: 'failed' })) {
      expect(sidebar?.name === 'Sales' || sidebar?.name === LOCAL_NUMBER.numberName).toBe(true);
    }
    if (type === 'xstate.error.actor.saveInfo') expect(sidebar?.name).toBe(LOCAL_NUMBER.numberName);
  },
  'sidebar.open.info.saving': (snapshot, replay) => {
    expect(sidebarOpen(snapshot)?.saving).toBe(true);
    // spec 3 §5: both trimmed before saving.
    const typed = snapshot.context.draft.name;
    expect(typed).not.toBe(typed.trim() === 'Sales' ? '' : 'Sales');
    expect(replay.running('saveInfo')?.input).toEqual({
      number: LOCAL_NUMBER.fullNumber,
      name: typed.trim(),
      notes: '',
      type: 'local',
    });
  },
  'sidebar.open.copy.idle': (snapshot) => expect(sidebarOpen(snapshot)?.copied).toBe(false),
  'sidebar.open.copy.copied': (snapshot, replay) => {
    expect(sidebarOpen(snapshot)?.copied).toBe(true);
    if (stepType(replay) === 'number.copy') {
      expect(replay.effects).toContainEqual({ type: 'copyNumber', params: `+${LOCAL_NUMBER.fullNumber}` });
    }
  },
  'unsubscribe.idle': (snapshot) => expect(unsubscribeDialogOf(snapshot)).toBeNull(),
  'unsubscribe.confirming': (snapshot) =>
    expect(unsubscribeDialogOf(snapshot)).toEqual({ number: LOCAL_NUMBER, busy: false }),
  'unsubscribe.unsubscribing': (snapshot, replay) => {
    expect(unsubscribeDialogOf(snapshot)?.busy).toBe(true);
    expect(replay.running('unsubscribe')?.input).toEqual({ telCode: '1', phone: '2125550100' });
  },
} satisfies Checks<typeof numberManagementMachine>;

testModel({
  name: 'numberManagement',
  machine: numberManagementMachine,
  input: {},
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => {
    const { context } = snapshot;
    const saved = context.numbers.find((number) => number.fullNumber === context.selected);
    return {
      listed: context.listed,
      count: context.numbers.length,
      renamed: saved?.numberName === 'Sales',
      selected: context.selected !== null,
      dirty: saved ? infoChanged(context.draft, { name: saved.numberName, notes: saved.notes }) : false,
      unsubscribing: context.unsubscribing !== null,
      query: context.query,
    };
  },
});
