/**
 * Types of the contact import dialog: a CSV or vCard file read, previewed (new contacts, invalid
 * rows with their reason, duplicates proposed for merging) and — only once the person confirms —
 * saved.
 */
import type { SavedContact } from '../../../services/api/contract/contacts.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { ImportErrorKey, ImportFormat } from '../../../services/contacts/importErrors.ts';
import type {
  ImportOperation,
  ImportPreview,
  MergeChoice,
  MergeChoices,
} from '../../../services/contacts/importPlan.ts';

export type { ImportOperation, ImportPreview, MergeChoice, MergeChoices };

/** The file the person chose (a `File` in the browser). */
export type ImportFile = Blob & { readonly name: string };

export interface ContactImportInput {
  /** The book as it is now, for finding duplicates. */
  existing: readonly SavedContact[];
  /** The person's own country code: numbers written without one are read in it (null: unknown). */
  defaultCallingCode: string | null;
}

export interface ContactImportContext extends ContactImportInput {
  file: ImportFile | null;
  /** Why the last file could not be imported, shown while choosing again. */
  fileError: ImportErrorKey | null;
  format: ImportFormat | null;
  preview: ImportPreview | null;
  /** The person's choice per duplicate row key (absent: merge). */
  choices: MergeChoices;
  /** The saves of the confirmed preview, in file order. */
  operations: readonly ImportOperation[];
  /** How many operations have been sent (the next batch starts here). */
  sent: number;
  created: number;
  updated: number;
  /** Saves that failed. */
  failed: number;
  /** File lines of the contacts that could not be saved. */
  failedLines: readonly number[];
}

export type ContactImportEvent =
  | { type: 'import.file'; file: ImportFile }
  | { type: 'import.choice'; key: string; choice: MergeChoice }
  | { type: 'import.chooseAll'; choice: MergeChoice }
  | { type: 'import.confirm' }
  | { type: 'import.back' }
  | { type: 'import.cancel' };

/** Input of the injected `parseImport` actor. */
export interface ParseImportRequest extends ContactImportInput {
  file: ImportFile;
}

export type ParseImportResult =
  | { ok: true; format: ImportFormat; preview: ImportPreview }
  | { ok: false; error: ImportErrorKey };

/** Input of the injected `saveBatch` actor: a few saves sent together. */
export interface SaveBatchRequest {
  operations: readonly ImportOperation[];
}

/** One result per operation, in order. */
export type SaveBatchResult = readonly ApiResult<SavedContact>[];

export interface ImportCounts {
  created: number;
  updated: number;
  /** Duplicates the person chose to skip. */
  skipped: number;
  invalid: number;
  failed: number;
}

/**
 * What the dialog hands back. `done` when saving ended (`stoppedEarly` when the person stopped it
 * and the rest was not sent): the parent reloads the list and shows the summary. `cancelled`
 * before anything was saved.
 */
export type ContactImportOutput = ({ status: 'done'; stoppedEarly: boolean } & ImportCounts) | { status: 'cancelled' };
