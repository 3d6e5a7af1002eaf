/**
 * Model-based test of the command palette chart (issue 24 item 4): every path replayed on a real
 * actor with a fake gathering and search, checking what each state shows and that only a choice
 * tells the root a command.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { paletteMachine } from '../../src/machines/shell/palette/palette.machine.ts';
import {
  isPaletteOpen,
  paletteActiveOf,
  paletteResultsOf,
  paletteStatusOf,
} from '../../src/machines/shell/palette/toView.ts';
import type { PaletteEntry } from '../../src/services/keyboard/paletteEntries.ts';
import { type Checks, type Replay, testModel } from '../support/model.ts';

type PaletteSnapshot = SnapshotFrom<typeof paletteMachine>;

const CHAT: PaletteEntry = {
  id: 'chat:1',
  kind: 'chat',
  label: '张三',
  detail: '+1 202 555 0101',
  numbers: ['+12025550101'],
  command: { type: 'chat.show', key: '+12025550100|+12025550101' },
};
const ACTION: PaletteEntry = {
  id: 'action:logout',
  kind: 'action',
  label: 'Log out',
  detail: '',
  numbers: [],
  command: { type: 'logout.request' },
};

/** The chosen option's command was told to the root (`announceChoice`, by systemId). */
function chose(replay: Replay): boolean {
  return replay.effects.some((effect) => effect.type === 'announceChoice');
}

const checks = {
  closed: (snapshot: PaletteSnapshot, replay: Replay) => {
    expect(isPaletteOpen(snapshot)).toBe(false);
    expect(snapshot.context.query).toBe('');
    expect(replay.running('search')).toBeUndefined();
    expect(replay.running('gather')).toBeUndefined();
    // Only a choice with an option behind it closes, and tells its command (announceChoice); Esc tells none.
    const event = replay.step.event.type;
    expect(chose(replay)).toBe(event === 'choose' || event === 'xstate.done.actor.search');
  },
  'open.gathering': (snapshot: PaletteSnapshot, replay: Replay) => {
    // The dialog shows at once, "Loading…", while what can be found is gathered; what is typed is kept.
    expect(isPaletteOpen(snapshot)).toBe(true);
    expect(paletteStatusOf(snapshot)).toBe('loading');
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(replay.running('gather')).toBeDefined();
    expect(replay.running('search')).toBeUndefined();
    expect(paletteResultsOf(snapshot)).toEqual([]);
    const step = replay.step.event as { type: string; text?: string };
    if (step.type === 'query.change') expect(snapshot.context.query).toBe(step.text);
    expect(chose(replay)).toBe(false);
  },
  'open.unavailable': (snapshot: PaletteSnapshot, replay: Replay) => {
    // Its code did not arrive: said in the palette, never shown as "nothing found"; no Enter waits.
    expect(isPaletteOpen(snapshot)).toBe(true);
    expect(paletteStatusOf(snapshot)).toBe('unavailable');
    expect(paletteResultsOf(snapshot)).toEqual([]);
    expect(snapshot.context.held).toBe(false);
    expect(replay.running('gather')).toBeUndefined();
    expect(replay.running('search')).toBeUndefined();
  },
  'open.searching': (snapshot: PaletteSnapshot, replay: Replay) => {
    expect(isPaletteOpen(snapshot)).toBe(true);
    expect(paletteStatusOf(snapshot)).toBe('searching');
    expect(replay.running('search')?.input).toEqual({
      entries: snapshot.context.entries,
      query: snapshot.context.query,
    });
    // The entries are what was gathered when it opened.
    expect(snapshot.context.entries).toEqual([CHAT, ACTION]);
    expect(chose(replay)).toBe(false);
  },
  'open.results': (snapshot: PaletteSnapshot, replay: Replay) => {
    expect(paletteStatusOf(snapshot)).toBe('results');
    const results = paletteResultsOf(snapshot);
    const active = paletteActiveOf(snapshot);
    // An option is always active when there is one (aria-activedescendant never points nowhere).
    if (results.length === 0) expect(active).toBe(-1);
    else expect(active >= 0 && active < results.length).toBe(true);
    expect(chose(replay)).toBe(false);
  },
  'open.failed': (snapshot: PaletteSnapshot, replay: Replay) => {
    // A failed search is said, never shown as "nothing found".
    expect(paletteStatusOf(snapshot)).toBe('failed');
    expect(paletteResultsOf(snapshot)).toEqual([]);
    expect(snapshot.context.held).toBe(false);
    expect(replay.running('search')).toBeUndefined();
  },
} satisfies Checks<typeof paletteMachine>;

testModel({
  name: 'palette',
  machine: paletteMachine,
  events: {
    'palette.open': {},
    'palette.close': {},
    'query.change': [{ text: 'zs' }, { text: '' }],
    'active.move': [{ step: 1 }, { step: -1 }],
    'active.set': { index: 1 },
    choose: [{}, { index: 0 }, { index: 5 }],
    'xstate.done.actor.gather': { output: [CHAT, ACTION] },
    'xstate.error.actor.gather': { error: new Error('chunk failed') },
    'xstate.done.actor.search': [{ output: [CHAT, ACTION] }, { output: [] }],
    'xstate.error.actor.search': { error: new Error('chunk failed') },
  },
  serialize: ({ context }) => ({
    query: context.query,
    results: context.results.length,
    active: context.active,
    held: context.held,
  }),
  checks,
});
