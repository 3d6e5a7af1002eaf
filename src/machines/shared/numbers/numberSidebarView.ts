/** What both number lists' sidebars show of their chart (`numberListStates.ts`, spec 3 §2, §4, §5). */
import { infoMax, type NumberInfo } from '../../../services/numbers/numberInfo.ts';

export interface NumberSidebarFields {
  name: string;
  notes: string;
  nameMax: number;
  notesMax: number;
  saving: boolean;
  copied: boolean;
}

type SidebarState = { sidebar: { open: { info: 'saving' } } } | { sidebar: { open: { copy: 'copied' } } };

/** The name and note being edited, their limits, the spinner and the copy check mark. */
export function sidebarFieldsOf(snapshot: {
  context: { draft: NumberInfo };
  matches(state: SidebarState): boolean;
}): NumberSidebarFields {
  return {
    name: snapshot.context.draft.name,
    notes: snapshot.context.draft.notes,
    nameMax: infoMax('name'),
    notesMax: infoMax('notes'),
    saving: snapshot.matches({ sidebar: { open: { info: 'saving' } } }),
    copied: snapshot.matches({ sidebar: { open: { copy: 'copied' } } }),
  };
}
