/**
 * The import dialog's injected actors: `contactImportMachine.provide({ actors:
 * contactImportActors(api) })`. The parsers and libphonenumber-js are imported on first use, so
 * they stay out of the initial bundle.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import { saveContactCall } from '../../shared/contacts/saveContact.ts';
import type { ParseImportRequest, ParseImportResult, SaveBatchRequest, SaveBatchResult } from './types.ts';

export type ContactImportApi = Pick<Api, 'createOrUpdateCloudAddressBook'>;

/** Reads, parses and previews a file (the work of `parseImport`). */
export async function parseImportFile({
  file,
  existing,
  defaultCallingCode,
}: ParseImportRequest): Promise<ParseImportResult> {
  const [{ IMPORT_ERROR, IMPORT_LIMITS, readFileText, readRecords }, { previewImport }] = await Promise.all([
    import('../../../services/contacts/importRecords.ts'),
    import('../../../services/contacts/importPreview.ts'),
  ]);
  if (file.size > IMPORT_LIMITS.maxBytes) return { ok: false, error: IMPORT_ERROR.tooLarge };
  let text: string;
  try {
    text = await readFileText(file);
  } catch {
    return { ok: false, error: IMPORT_ERROR.unreadable };
  }
  const records = readRecords(file.name, text);
  if (!records.ok) return records;
  return {
    ok: true,
    format: records.format,
    preview: previewImport(records.records, { defaultCallingCode, existing }),
  };
}

export function contactImportActors(api: ContactImportApi) {
  return {
    parseImport: fromPromise<ParseImportResult, ParseImportRequest>(({ input }) => parseImportFile(input)),
    saveBatch: fromPromise<SaveBatchResult, SaveBatchRequest>(({ input, signal }) =>
      Promise.all(
        input.operations.map((operation) =>
          saveContactCall(
            api,
            operation.kind === 'update' ? { id: operation.id, draft: operation.draft } : { draft: operation.draft },
            signal,
          ),
        ),
      ),
    ),
  };
}
