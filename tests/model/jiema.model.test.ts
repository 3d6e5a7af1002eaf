/**
 * The JieMa tool (spec 3 §2 JieMa, §4): its two tabs, the new tab kept running, the old tab's chart
 * running while shown, and 'operation in progress' instead of a tab switch while the new tab polls.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { jiemaMachine } from '../../src/machines/jiema/jiema/jiema.machine.ts';
import { busyDialogOpen, tabOf } from '../../src/machines/jiema/jiema/toView.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';
import { LOCKED } from '../support/verificationFixtures.ts';

type Snapshot = SnapshotFrom<typeof jiemaMachine>;

const events = {
  'tab.choose': [{ tab: 'new' }, { tab: 'old' }],
  'busy.dismiss': {},
  // Told by the new tab while it polls, which it does only while shown.
  'jiema.busy': (s) => (tabOf(s) === 'new' ? [{ busy: true }, { busy: false }] : []),
  'detail.close': {},
  // The root, when another app tab is chosen while the new tab polls.
  'tab.blocked': {},
  // Told by the old tab ('use this number again'), which runs only while shown.
  'jiema.reused': (s) => (tabOf(s) === 'old' ? [{ locked: LOCKED }] : []),
} satisfies EventTable<typeof jiemaMachine>;

const stepType = (replay: Replay<Snapshot>) => replay.step.event.type;

const checks = {
  'tab.new': (s, replay) => {
    expect(tabOf(s)).toBe('new');
    // spec 3 §4, issue 27 item 4: the root hears the wait, so the app's other tabs wait too.
    if (stepType(replay) === 'jiema.busy') {
      expect(replay.effects).toContainEqual(
        expect.objectContaining({ type: 'tellAppBusy', params: expect.objectContaining({ busy: s.context.busy }) }),
      );
    }
    expect(replay.running('jiemaNew')).toBeDefined();
    expect(replay.running('jiemaOld')).toBeUndefined();
    // A past number locked again: the new tab's receive panel takes it.
    if (stepType(replay) === 'jiema.reused') {
      expect(replay.received('jiemaNew').at(-1)).toEqual({ type: 'jiema.reused', locked: LOCKED });
    }
  },
  'tab.old': (s, replay) => {
    expect(tabOf(s)).toBe('old');
    expect(replay.running('jiemaOld')).toBeDefined();
    expect(replay.running('jiemaOld')?.input).toMatchObject({ parent: expect.anything() });
    expect(s.context.busy).toBe(false);
  },
  'busy.hidden': (s) => expect(busyDialogOpen(s)).toBe(false),
  'busy.shown': (s, replay) => {
    expect(busyDialogOpen(s)).toBe(true);
    // spec 3 §4: while polling the other tab is not shown.
    if ((stepType(replay) === 'tab.choose' || stepType(replay) === 'tab.blocked') && s.context.busy) {
      expect(tabOf(s)).toBe('new');
    }
  },
} satisfies Checks<typeof jiemaMachine>;

testModel({
  name: 'jiema',
  machine: jiemaMachine,
  input: undefined,
  events,
  checks,
  serialize: (snapshot) => ({ busy: snapshot.context.busy }),
});
