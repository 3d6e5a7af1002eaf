/** Types of the command palette chart (issue 24 item 4; docs/keyboard.md). */
import type { PaletteCommand, PaletteEntry } from '../../../services/keyboard/paletteEntries.ts';

export type { PaletteCommand, PaletteEntry };

export interface PaletteContext {
  /** What can be found, gathered as the palette opens (the chat list, the book, the numbers, the actions). */
  entries: readonly PaletteEntry[];
  query: string;
  /** The options shown, best first. */
  results: readonly PaletteEntry[];
  /** The option the arrows point at (aria-activedescendant), -1 when there is none. */
  active: number;
  /** Enter was pressed while the search ran: the best option is chosen when it arrives. */
  held: boolean;
}

export type PaletteEvent =
  /** Ctrl/Cmd+K: the dialog shows at once while what can be found is gathered (`gather`). */
  | { type: 'palette.open' }
  | { type: 'palette.close' }
  | { type: 'query.change'; text: string }
  /** ↓ / ↑ in the input: the next or previous option, wrapping around. */
  | { type: 'active.move'; step: 1 | -1 }
  /** The pointer over an option, Home or End. */
  | { type: 'active.set'; index: number }
  /** Enter (the active option) or a click (`index`). */
  | { type: 'choose'; index?: number };

export interface SearchInput {
  entries: readonly PaletteEntry[];
  query: string;
}
