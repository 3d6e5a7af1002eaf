/** What the import dialog shows, derived from its chart. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ImportErrorKey, ImportFormat } from '../../../services/contacts/importErrors.ts';
import type { ContactImportMachine } from './contactImport.machine.ts';
import type { ImportPreview, MergeChoices } from './types.ts';

export type ContactImportActor = ActorRefFrom<ContactImportMachine>;
export type ContactImportSnapshot = SnapshotFrom<ContactImportMachine>;

export type ContactImportStep = 'choosing' | 'parsing' | 'preview' | 'saving' | 'closed';

export interface ContactImportView {
  step: ContactImportStep;
  fileName: string | null;
  format: ImportFormat | null;
  /** Why the last file could not be imported (shown while choosing). */
  fileError: ImportErrorKey | null;
  preview: ImportPreview | null;
  /** The choice per duplicate row key; a missing key means 'merge'. */
  choices: MergeChoices;
  /** The preview has something to save: Confirm is enabled. */
  canConfirm: boolean;
  /** While saving: saves sent and answered, out of all. */
  progress: { done: number; total: number };
}

function stepOf(snapshot: ContactImportSnapshot): ContactImportStep {
  if (snapshot.status === 'done') return 'closed';
  const steps = ['choosing', 'parsing', 'preview', 'saving'] as const;
  return steps.find((step) => snapshot.matches(step)) ?? 'closed';
}

export function contactImportToView(snapshot: ContactImportSnapshot): ContactImportView {
  const { context } = snapshot;
  return {
    step: stepOf(snapshot),
    fileName: context.file?.name ?? null,
    format: context.format,
    fileError: context.fileError,
    preview: context.preview,
    choices: context.choices,
    canConfirm: snapshot.matches('preview') && snapshot.can({ type: 'import.confirm' }),
    progress: { done: context.sent, total: context.operations.length },
  };
}
