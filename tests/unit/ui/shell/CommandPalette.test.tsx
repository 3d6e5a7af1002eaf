/**
 * The command palette's view (issue 24 item 4; docs/keyboard.md): a WAI-ARIA combobox whose input
 * keeps focus and points at the active option, ↓/Enter choose, the count is a status, and a search
 * that could not run says so — never "nothing found".
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { paletteMachine } from '../../../../src/machines/shell/palette/palette.machine.ts';
import type { PaletteChosen, SearchInput } from '../../../../src/machines/shell/palette/types.ts';
import { messagesFor } from '../../../../src/services/i18n/index.ts';
import type { PaletteEntry } from '../../../../src/services/keyboard/paletteEntries.ts';
import { rankEntries } from '../../../../src/services/keyboard/rank.ts';
import { CommandPalette } from '../../../../src/ui/shell/CommandPalette.tsx';

const ENTRIES: PaletteEntry[] = [
  { id: 'action:logout', kind: 'action', label: 'Log out', detail: '', numbers: [], command: { type: 'logout' } },
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

async function setUp(fail = false) {
  const palette = createActor(
    paletteMachine.provide({
      actors: {
        search: fromPromise<PaletteEntry[], SearchInput>(async ({ input }) => {
          if (fail) throw new Error('chunk failed');
          return rankEntries(input.entries, input.query, null);
        }),
      },
    }),
  ).start();
  stops.push(() => palette.stop());
  const chosen: PaletteChosen[] = [];
  palette.on('palette.chosen', (event) => chosen.push(event));
  await act(async () => {
    render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <FluentProvider theme={webLightTheme}>
          <CommandPalette palette={palette} />
        </FluentProvider>
      </IntlProvider>,
    );
    palette.send({ type: 'palette.open', entries: ENTRIES });
  });
  const input = await screen.findByRole('combobox', { name: 'Search chats, contacts, numbers and actions' });
  return { palette, chosen, input };
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
    expect(chosen).toEqual([{ type: 'palette.chosen', command: { type: 'chat.show', key: 'b' } }]);
  });

  it('says when nothing matches, and a click chooses an option', async () => {
    const { input, chosen } = await setUp();
    await type(input, 'zzz');
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “zzz”.');
    await type(input, 'log');
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: /Log out/ }));
    });
    expect(chosen).toEqual([{ type: 'palette.chosen', command: { type: 'logout' } }]);
  });

  it('a search that could not run is said, never shown as "nothing found"', async () => {
    const { input } = await setUp(true);
    await type(input, 'al');
    expect(screen.getByRole('status').textContent).toBe('Search is not available right now. Type again to try again.');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });
});
