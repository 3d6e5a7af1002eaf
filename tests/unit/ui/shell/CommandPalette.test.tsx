/**
 * The command palette's view (issue 24 item 4; docs/keyboard.md): a WAI-ARIA combobox whose input
 * keeps focus and points at the active option, ↓/Enter choose, the count is a status, and a search
 * that could not run says so — never "nothing found". It shows at once, busy with "Loading…",
 * while what can be found is gathered, and says so when that could not be.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, createMachine, fromPromise } from 'xstate';
import { SYSTEM_ID } from '../../../../src/machines/shared/address.ts';
import { paletteMachine } from '../../../../src/machines/shell/palette/palette.machine.ts';
import type { PaletteActor } from '../../../../src/machines/shell/palette/toView.ts';
import type { SearchInput } from '../../../../src/machines/shell/palette/types.ts';
import { messagesFor } from '../../../../src/services/i18n/index.ts';
import type { PaletteEntry } from '../../../../src/services/keyboard/paletteEntries.ts';
import { rankEntries } from '../../../../src/services/keyboard/rank.ts';
import { CommandPalette } from '../../../../src/ui/shell/CommandPalette.tsx';

const ENTRIES: PaletteEntry[] = [
  {
    id: 'action:logout',
    kind: 'action',
    label: 'Log out',
    detail: '',
    numbers: [],
    command: { type: 'logout.request' },
  },
  {
    id: 'chat:a',
    kind: 'chat',
    label: 'Alice Martin',
    detail: '+1 202 555 0101',
    numbers: ['+1 202 555 0101'],
    command: { type: 'chat.show', key: 'a' },
  },
  {
    id: 'chat:b',
    kind: 'chat',
    label: 'Alan Turing',
    detail: '+1 202 555 0102',
    numbers: ['+1 202 555 0102'],
    command: { type: 'chat.show', key: 'b' },
  },
];

const stops: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const stop of stops.splice(0)) stop();
});

interface Options {
  /** The search's code does not arrive. */
  searchFails?: boolean;
  /** What the gathering answers (a rejection: its code did not arrive); by default the entries at once. */
  gathered?: () => Promise<readonly PaletteEntry[]>;
}

/** The palette as the root runs it: a child of the actor registered as the root, which records what it is told. */
async function setUp({ searchFails = false, gathered = async () => ENTRIES }: Options = {}) {
  const told: AnyEventObject[] = [];
  const palette = paletteMachine.provide({
    actors: {
      gather: fromPromise(gathered),
      search: fromPromise<PaletteEntry[], SearchInput>(async ({ input }) => {
        if (searchFails) throw new Error('chunk failed');
        return rankEntries(input.entries, input.query, null);
      }),
    },
  });
  const root = createActor(
    createMachine({
      invoke: { id: 'palette', src: palette },
      on: { '*': { actions: ({ event }) => told.push(event) } },
    }),
    { systemId: SYSTEM_ID.app },
  ).start();
  stops.push(() => root.stop());
  const ref = root.getSnapshot().children.palette as PaletteActor;
  await act(async () => {
    render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <FluentProvider theme={webLightTheme}>
          <CommandPalette palette={ref} />
        </FluentProvider>
      </IntlProvider>,
    );
    ref.send({ type: 'palette.open' });
  });
  const input = await screen.findByRole('combobox', { name: 'Search chats, contacts, numbers and actions' });
  return { palette: ref, chosen: told, input };
}

async function type(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
  });
}

describe('CommandPalette', () => {
  it('is a combobox over a listbox: the input points at the active option, ↓ moves it, Enter chooses it', async () => {
    const { input, chosen } = await setUp();
    await type(input, 'al');
    const list = screen.getByRole('listbox', { name: 'Results' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Alice Martin'),
      expect.stringContaining('Alan Turing'),
    ]);
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 results');

    await act(async () => {
      fireEvent.keyDown(input, { key: 'ArrowDown' });
    });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    // The root is told the command itself, one of its own events.
    expect(chosen).toEqual([{ type: 'chat.show', key: 'b' }]);
  });

  it('says when nothing matches, and a click chooses an option', async () => {
    const { input, chosen } = await setUp();
    await type(input, 'zzz');
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “zzz”.');
    await type(input, 'log');
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: /Log out/ }));
    });
    expect(chosen).toEqual([{ type: 'logout.request' }]);
  });

  it('a search that could not run is said, never shown as "nothing found"', async () => {
    const { input } = await setUp({ searchFails: true });
    await type(input, 'al');
    expect(screen.getByRole('status').textContent).toBe('Search is not available right now. Type again to try again.');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('shows at once, busy with "Loading…", while what can be found is gathered; what is typed meanwhile is searched', async () => {
    let arrive: (entries: readonly PaletteEntry[]) => void = () => {};
    const { input } = await setUp({ gathered: () => new Promise((resolve) => (arrive = resolve)) });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('listbox', { name: 'Results' }).getAttribute('aria-busy')).toBe('true');
    await type(input, 'alan');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => arrive(ENTRIES));
    expect(screen.getByRole('listbox', { name: 'Results' }).getAttribute('aria-busy')).toBe('false');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Alan Turing'),
    ]);
  });

  it('gathering whose code did not arrive is said in the palette, and Esc closes it', async () => {
    const { palette } = await setUp({ gathered: async () => Promise.reject(new Error('chunk failed')) });
    expect(screen.getByRole('status').textContent).toBe(
      'The search could not be opened. Press Ctrl+K (⌘K) to try again.',
    );
    expect(screen.queryAllByRole('option')).toEqual([]);
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    });
    expect(palette.getSnapshot().value).toBe('closed');
  });
});
