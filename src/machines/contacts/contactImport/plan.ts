/** The confirmed import's progress: batches, counts and the dialog's result. */
import type { ContactImportContext, ContactImportOutput, ImportOperation, SaveBatchResult } from './types.ts';

/** decision: up to 5 saves are in flight at once — quick for a big file, gentle on the server. */
export const IMPORT_BATCH_SIZE = 5;

export function nextBatch(context: Pick<ContactImportContext, 'operations' | 'sent'>): readonly ImportOperation[] {
  return context.operations.slice(context.sent, context.sent + IMPORT_BATCH_SIZE);
}

/** The counts after a batch came back (an unexpected failure counts every save of it as failed). */
export function afterBatch(
  context: ContactImportContext,
  results: SaveBatchResult | null,
): Partial<ContactImportContext> {
  const batch = nextBatch(context);
  let { created, updated, failed } = context;
  const failedLines = [...context.failedLines];
  for (const [index, operation] of batch.entries()) {
    if (results?.[index]?.ok) {
      if (operation.kind === 'create') created++;
      else updated++;
    } else {
      failed++;
      failedLines.push(...operation.lines);
    }
  }
  return { sent: context.sent + batch.length, created, updated, failed, failedLines };
}

export function skippedCount(context: ContactImportContext): number {
  return (context.preview?.duplicates ?? []).filter((row) => context.choices[row.key] === 'skip').length;
}

export function doneOutput(context: ContactImportContext, stoppedEarly: boolean): ContactImportOutput {
  return {
    status: 'done',
    stoppedEarly,
    created: context.created,
    updated: context.updated,
    skipped: skippedCount(context),
    invalid: context.preview?.invalid.length ?? 0,
    failed: context.failed,
  };
}
