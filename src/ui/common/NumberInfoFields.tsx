import { Field, Spinner, Textarea } from '@fluentui/react-components';
import type { InfoField } from '../../services/numbers/numberInfo.ts';
import { useT } from './useT.ts';

interface Props {
  name: string;
  notes: string;
  nameMax: number;
  notesMax: number;
  saving: boolean;
  /** Read-only (spec 3 §6: an unsubscribed verification number's name and note). */
  readOnly?: boolean;
  onEdit(field: InfoField, value: string): void;
  onCommit(): void;
}

/**
 * A number's name and note in a sidebar (spec 3 §2, §4, §5): the name (max 60, Enter saves, a
 * counter) and the note (max 250, 8 rows); leaving a field saves it if changed; a spinner while
 * saving. Shared by the numbers sidebar and the verification numbers' sidebar.
 */
export function NumberInfoFields({
  name,
  notes,
  nameMax,
  notesMax,
  saving,
  readOnly = false,
  onEdit,
  onCommit,
}: Props) {
  const t = useT();
  return (
    <>
      <Field label={t('numbers.sidebar.name')} hint={`${[...name].length}/${nameMax}`}>
        <Textarea
          resize="vertical"
          rows={2}
          value={name}
          disabled={saving}
          readOnly={readOnly}
          placeholder={t('numbers.sidebar.namePlaceholder')}
          onChange={(_, data) => onEdit('name', data.value)}
          onBlur={onCommit}
          onKeyDown={(event) => {
            // spec 3 §4: Enter saves the name.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              onCommit();
            }
          }}
        />
      </Field>
      <Field label={t('numbers.sidebar.notes')} hint={`${[...notes].length}/${notesMax}`}>
        <Textarea
          rows={8}
          value={notes}
          disabled={saving}
          readOnly={readOnly}
          placeholder={t('numbers.sidebar.notesPlaceholder')}
          onChange={(_, data) => onEdit('notes', data.value)}
          onBlur={onCommit}
        />
      </Field>
      {saving && <Spinner size="tiny" label={t('numbers.sidebar.saving')} />}
    </>
  );
}
