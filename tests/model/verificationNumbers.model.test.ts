/**
 * Verification number management (spec 3 §2, §4, §5, §6): the list with its search and app filter,
 * the sidebar (name and note editable only while subscribed, copy), Get Code, and the subscribe and
 * unsubscribe confirmations, walked with one subscribed and one unsubscribed number.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { keyOf } from '../../src/machines/verificationCodes/verificationNumbers/rows.ts';
import {
  changeDialogOf,
  listStatusOf,
  sidebarOf,
  visibleRowsOf,
} from '../../src/machines/verificationCodes/verificationNumbers/toView.ts';
import { verificationNumbersMachine } from '../../src/machines/verificationCodes/verificationNumbers/verificationNumbers.machine.ts';
import { networkFailure, noNumberAvailable, ok } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';
import { SUBSCRIBED_NUMBER, UNSUBSCRIBED_NUMBER } from '../support/verificationFixtures.ts';

type Snapshot = SnapshotFrom<typeof verificationNumbersMachine>;

/** issue 27 item 2: the step answered 'someone else has the number now' (HTTP 400 + 500000). */
function answeredTaken(event: { type: string; output?: unknown }): boolean {
  const output = event.output as { ok?: boolean; retcode?: number; httpStatus?: number } | undefined;
  return output?.ok === false && output.retcode === 500000 && output.httpStatus === 400;
}

const SUB = keyOf(SUBSCRIBED_NUMBER);
const UNSUB = keyOf(UNSUBSCRIBED_NUMBER);
const LIST = [SUBSCRIBED_NUMBER, UNSUBSCRIBED_NUMBER];

const events = {
  'numbers.reload': {},
  'search.change': [{ query: 'shop' }, { query: '' }],
  'filter.app': [{ app: 'telegram' }, { app: '' }],
  'sidebar.open': [{ key: SUB }, { key: UNSUB }, { key: 'x:1' }],
  'sidebar.close': {},
  'info.edit': [{ field: 'name', value: '  Office  ' }],
  'info.commit': {},
  'number.copy': {},
  'code.get': [{ key: SUB }],
  'subscribe.request': [{ key: UNSUB }, { key: SUB }],
  'unsubscribe.request': [{ key: SUB }],
  'change.confirm': {},
  'change.cancel': {},
  'xstate.done.actor.loadNumbers': [{ output: ok(LIST) }, { output: networkFailure }],
  'xstate.error.actor.loadNumbers': { error: new Error('boom') },
  'xstate.done.actor.saveInfo': [{ output: ok({}) }, { output: networkFailure }],
  'xstate.error.actor.saveInfo': { error: new Error('boom') },
  'xstate.done.actor.subscribe': [{ output: ok({}) }, { output: noNumberAvailable }, { output: networkFailure }],
  'xstate.error.actor.subscribe': { error: new Error('boom') },
  'xstate.done.actor.unsubscribe': [{ output: ok({}) }, { output: networkFailure }],
  'xstate.error.actor.unsubscribe': { error: new Error('boom') },
} satisfies EventTable<typeof verificationNumbersMachine>;

const stepType = (replay: Replay<Snapshot>) => replay.step.event.type;

const checks = {
  'list.loading': (_s, replay) => expect(replay.running('loadNumbers')).toBeDefined(),
  'list.ready': (s) => {
    expect(listStatusOf(s)).toBe('ready');
    const { query, appFilter } = s.context;
    // spec 3 §2: the search (number or name) and the app filter.
    const expected = LIST.filter(
      (n) => (appFilter === '' || n.app === appFilter) && (query === '' || n.numberName.toLowerCase().includes(query)),
    );
    expect(visibleRowsOf(s)).toEqual(expected);
  },
  'list.failed': (s) => expect(listStatusOf(s)).toBe('failed'),
  'sidebar.closed': (s) => expect(sidebarOf(s)).toBeNull(),
  'sidebar.open.info.idle': (s, replay) => {
    const sidebar = sidebarOf(s);
    expect(sidebar).not.toBeNull();
    // spec 3 §6: only a subscribed number's name and note can be edited.
    expect(sidebar?.editable).toBe(sidebar?.number.subStatus === 1);
    if (!sidebar?.editable) expect(sidebar?.name).toBe(sidebar?.number.numberName);
    if (stepType(replay) === 'xstate.error.actor.saveInfo') expect(sidebar?.name).toBe('Shop');
  },
  'sidebar.open.info.saving': (_s, replay) => {
    // spec 3 §5: trimmed before saving.
    expect(replay.running('saveInfo')?.input).toEqual({
      app: 'whatsapp',
      number: '12125550100',
      name: 'Office',
      notes: '',
    });
  },
  'sidebar.open.copy.idle': (s) => expect(sidebarOf(s)?.copied).toBe(false),
  'sidebar.open.copy.copied': (s, replay) => {
    expect(sidebarOf(s)?.copied).toBe(true);
    if (stepType(replay) === 'number.copy') {
      expect(replay.effects).toContainEqual({ type: 'copyNumber', params: `+${sidebarOf(s)?.number.oldPhone}` });
    }
  },
  'change.idle': (s, replay) => {
    expect(changeDialogOf(s)).toBeNull();
    // issue 27 item 2: subscribing a number someone else holds now is said, and the list read again.
    if (answeredTaken(replay.step.event)) {
      expect(replay.effects.map((effect) => effect.type)).toContain('tellSubscribeTaken');
      expect(s.matches({ list: 'loading' })).toBe(true);
    }
    if (stepType(replay) === 'code.get') {
      expect(replay.effects).toContainEqual({ type: 'tellGetCode', params: { type: 'code.get', key: SUB } });
    }
  },
  'change.confirming': (s) => {
    const dialog = changeDialogOf(s);
    expect(dialog?.busy).toBe(false);
    // Subscribe only on an unsubscribed number the server allows.
    if (dialog?.kind === 'subscribe') expect(dialog.number).toEqual(UNSUBSCRIBED_NUMBER);
  },
  'change.subscribing': (s, replay) => {
    expect(changeDialogOf(s)?.busy).toBe(true);
    expect(replay.running('subscribe')?.input).toEqual({ app: 'telegram', number: '12125550101' });
  },
  'change.unsubscribing': (_s, replay) =>
    expect(replay.running('unsubscribe')?.input).toEqual({ app: 'whatsapp', number: '12125550100' }),
} satisfies Checks<typeof verificationNumbersMachine>;

testModel({
  name: 'verificationNumbers',
  machine: verificationNumbersMachine,
  input: {},
  events,
  checks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => {
    const { context } = snapshot;
    return {
      listed: context.listed,
      selected: context.selected,
      dirty: context.draft.name !== (context.numbers.find((n) => keyOf(n) === context.selected)?.numberName ?? ''),
      change: context.change?.kind ?? null,
      query: context.query,
      app: context.appFilter,
    };
  },
});
