/**
 * The command palette (issue 24 item 4; docs/keyboard.md): closed until Ctrl/Cmd+K, then open at
 * once while what can be found is gathered (`gather`: its code is fetched with the first opening),
 * then a query searched over the chats, contacts, numbers and actions gathered; the arrows move the
 * active option, Enter or a click chooses it — the palette closes and tells the root the option's
 * command, an event the root accepts as it is (a tab, a chat, logout…): the root's rules decide.
 *
 * Gathering that could not run (its code did not arrive, e.g. offline) is said in the palette;
 * typing or the next opening gathers again. A search that could not run shows as such with the query kept,
 * never as "nothing found"; typing again tries again.
 */
import { assertEvent, assign, setup } from 'xstate';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { gatherNotProvided, searchActor } from './palette.actors.ts';
import type { PaletteContext, PaletteEntry, PaletteEvent } from './types.ts';

const EMPTY: PaletteContext = { entries: [], query: '', results: [], active: -1, held: false };

function chosenIndex(context: PaletteContext, event: PaletteEvent): number {
  return event.type === 'choose' && event.index !== undefined ? event.index : context.active;
}

export const paletteMachine = setup({
  types: {
    context: {} as PaletteContext,
    events: {} as PaletteEvent,
  },
  actors: { search: searchActor, gather: gatherNotProvided },
  guards: {
    hasChoice: ({ context, event }) => context.results[chosenIndex(context, event)] !== undefined,
    hasResults: ({ context }) => context.results.length > 0,
    /** A click on an option still shown from the last query (not Enter, which waits for the new results). */
    clickedShownOption: ({ context, event }) =>
      event.type === 'choose' && event.index !== undefined && context.results[event.index] !== undefined,
    /** Enter was pressed while searching and the search found something: its best option is chosen. */
    heldChoiceFound: ({ context, event }) =>
      context.held && (event as unknown as { output: PaletteEntry[] }).output.length > 0,
  },
  actions: {
    reset: assign(() => EMPTY),
    takeEntries: assign({
      entries: ({ event }) => (event as unknown as { output: readonly PaletteEntry[] }).output,
    }),
    takeQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'query.change');
        return event.text;
      },
      held: false,
    }),
    /** Enter before the results of what was typed arrived: chosen once they are in (a fast typist's Enter is not lost). */
    holdChoice: assign({ held: true }),
    dropHeldChoice: assign({ held: false }),
    takeResults: assign(({ event }) => {
      const results = (event as unknown as { output: PaletteEntry[] }).output;
      return { results, active: results.length > 0 ? 0 : -1, held: false };
    }),
    forgetResults: assign({ results: [], active: -1 }),
    moveActive: assign({
      active: ({ context, event }) => {
        assertEvent(event, 'active.move');
        const count = context.results.length;
        return (context.active + event.step + count) % count;
      },
    }),
    setActive: assign({
      active: ({ context, event }) => {
        assertEvent(event, 'active.set');
        return Math.min(context.results.length - 1, Math.max(0, event.index));
      },
    }),
    /**
     * Tells the root the chosen command (by systemId, as any chart asks the root): the root carries
     * it out by its own rules — a tab as the tab bar chooses one, the areas told once they run.
     */
    announceChoice: ({ context, event, system }) => {
      const entry = context.results[chosenIndex(context, event)];
      if (entry) tell(system, SYSTEM_ID.app, entry.command);
    },
  },
}).createMachine({
  id: 'palette',
  description: 'The command palette: find a chat, contact, number or action by name, number or pinyin, and go there.',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      description: 'Not shown; Ctrl/Cmd+K opens it at once and gathers what can be found right now.',
      on: { 'palette.open': { target: 'open', actions: 'reset' } },
    },
    open: {
      description: 'The dialog shows with its search box focused; Esc or a click outside closes it.',
      initial: 'gathering',
      on: {
        'palette.close': { target: 'closed', actions: 'reset' },
        'query.change': { target: '.searching', reenter: true, actions: 'takeQuery' },
      },
      states: {
        gathering: {
          description:
            'Gathering what can be found (its code fetched at the first opening): "Loading…"; what is typed meanwhile is kept and searched next, an Enter is held.',
          tags: ['busy'],
          on: {
            'query.change': { actions: 'takeQuery' },
            choose: { actions: 'holdChoice' },
          },
          invoke: {
            id: 'gather',
            src: 'gather',
            onDone: { target: 'searching', actions: 'takeEntries' },
            onError: { target: 'unavailable', actions: 'dropHeldChoice' },
          },
        },
        unavailable: {
          description:
            'What can be found could not be gathered (its code did not arrive, e.g. offline): said so; typing or the next Ctrl/Cmd+K gathers again.',
          on: { 'query.change': { target: 'gathering', actions: 'takeQuery' } },
        },
        searching: {
          description:
            'Ranking the entries for the query (pinyin-pro fetched first when a latin query meets a Chinese name).',
          tags: ['busy'],
          on: {
            choose: [
              { guard: 'clickedShownOption', target: '#palette.closed', actions: ['announceChoice', 'reset'] },
              { actions: 'holdChoice' },
            ],
          },
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => ({ entries: context.entries, query: context.query }),
            onDone: [
              {
                guard: 'heldChoiceFound',
                target: '#palette.closed',
                actions: ['takeResults', 'announceChoice', 'reset'],
              },
              { target: 'results', actions: 'takeResults' },
            ],
            onError: { target: 'failed', actions: ['forgetResults', 'dropHeldChoice'] },
          },
        },
        results: {
          description: 'The options, best first (or "nothing found"); the arrows move, Enter or a click chooses.',
          on: {
            'active.move': { guard: 'hasResults', actions: 'moveActive' },
            'active.set': { guard: 'hasResults', actions: 'setActive' },
            choose: { guard: 'hasChoice', target: '#palette.closed', actions: ['announceChoice', 'reset'] },
          },
        },
        failed: {
          description: 'The search could not run (its code did not arrive): said so; typing again tries again.',
        },
      },
    },
  },
});

export type PaletteMachine = typeof paletteMachine;
