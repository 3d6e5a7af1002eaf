/**
 * The context updates both number lists make for their list and sidebar (spec 3 §2, §4, §5),
 * over rows found by a key: Number Management's full number, verification numbers' app:number.
 * Pure, so each chart's named actions and guards are one line (`numberListStates.ts`).
 */
import { clampInfo, type InfoField, infoChanged, type NumberInfo } from '../../../services/numbers/numberInfo.ts';

const NO_INFO: NumberInfo = { name: '', notes: '' };

interface ListContext<Row> {
  numbers: readonly Row[];
  /** The sidebar's row key, or null while it is closed. */
  selected: string | null;
  /** What the sidebar's name and note fields hold. */
  draft: NumberInfo;
}

export function numberRows<Row>(
  find: (rows: readonly Row[], key: string) => Row | undefined,
  infoOf: (row: Row) => NumberInfo,
) {
  const rowOf = (context: ListContext<Row>, key: string | null) =>
    key === null ? undefined : find(context.numbers, key);
  const savedOf = (row: Row | undefined) => (row === undefined ? NO_INFO : infoOf(row));
  return {
    rowOf,
    /** A new answer: the sidebar's selection refreshes; fields being edited (changed, unsaved) stay (spec 3 §4). */
    listed<Rows extends readonly Row[]>(context: ListContext<Row>, numbers: Rows) {
      const before = rowOf(context, context.selected);
      const after = context.selected === null ? undefined : find(numbers, context.selected);
      const editing = before !== undefined && infoChanged(context.draft, savedOf(before));
      return {
        numbers,
        listed: true,
        selected: after ? context.selected : null,
        draft: editing ? context.draft : savedOf(after),
      };
    },
    known: (context: ListContext<Row>, key: string) => rowOf(context, key) !== undefined,
    opened: (context: ListContext<Row>, key: string) => ({ selected: key, draft: savedOf(rowOf(context, key)) }),
    closed: () => ({ selected: null, draft: NO_INFO }),
    /** spec 3 §5: the name and note are cut at their limits as they are typed. */
    edited: (context: ListContext<Row>, edit: { field: InfoField; value: string }) => ({
      draft: { ...context.draft, [edit.field]: clampInfo(edit.field, edit.value) },
    }),
    /** spec 3 §4: on failure the old values are restored. */
    restored: (context: ListContext<Row>) => ({ draft: savedOf(rowOf(context, context.selected)) }),
    changed: (context: ListContext<Row>) => infoChanged(context.draft, savedOf(rowOf(context, context.selected))),
    savedOf,
  };
}
