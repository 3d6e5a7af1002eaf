/**
 * Importing contacts from a CSV or vCard file (issue 4 deliverable 5): the person chooses a file;
 * it is read and previewed against the book — new contacts, invalid rows with their reason,
 * duplicates proposed for merging, each with a choice (merge, keep both, skip); nothing is saved
 * until the person confirms. Then the saves go out a few at a time through
 * POST /createOrUpdateCloudAddressBook, with progress, and the dialog ends with the counts.
 */
import { assign, setup } from 'xstate';
import { IMPORT_ERROR } from '../../../services/contacts/importErrors.ts';
import { planImport } from '../../../services/contacts/importPlan.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { afterBatch, doneOutput, nextBatch } from './plan.ts';
import type {
  ContactImportContext,
  ContactImportEvent,
  ContactImportInput,
  ContactImportOutput,
  ImportFile,
  MergeChoice,
  ParseImportRequest,
  ParseImportResult,
  SaveBatchRequest,
  SaveBatchResult,
} from './types.ts';

export const contactImportMachine = setup({
  types: {
    context: {} as ContactImportContext,
    events: {} as ContactImportEvent,
    input: {} as ContactImportInput,
    output: {} as ContactImportOutput,
  },
  actors: {
    /** Reads the file, parses it and builds the preview (loads the parsers lazily). */
    parseImport: notProvided<ParseImportResult, ParseImportRequest>('parseImport'),
    /** Sends a few saves at once; one result per save, in order. */
    saveBatch: notProvided<SaveBatchResult, SaveBatchRequest>('saveBatch'),
  },
  actions: {
    storeFile: assign((_, params: { file: ImportFile }) => ({ file: params.file, fileError: null })),
    storePreview: assign((_, result: ParseImportResult) =>
      result.ok ? { format: result.format, preview: result.preview, choices: {} } : {},
    ),
    storeFileError: assign((_, result: ParseImportResult | undefined) => ({
      fileError: result && !result.ok ? result.error : IMPORT_ERROR.unreadable,
      file: null,
      preview: null,
      format: null,
    })),
    forgetFile: assign({ file: null, preview: null, format: null, choices: {} }),
    choose: assign(({ context }, params: { key: string; choice: MergeChoice }) => ({
      choices: { ...context.choices, [params.key]: params.choice },
    })),
    chooseAll: assign(({ context }, params: { choice: MergeChoice }) => ({
      choices: Object.fromEntries((context.preview?.duplicates ?? []).map((row) => [row.key, params.choice])),
    })),
    /** The confirmed preview becomes the list of saves (nothing was saved before this). */
    planSaves: assign(({ context }) => ({
      operations: context.preview ? planImport(context.preview, context.choices) : [],
      sent: 0,
      created: 0,
      updated: 0,
      failed: 0,
      failedLines: [],
    })),
    countBatch: assign(({ context }, results: SaveBatchResult | null) => afterBatch(context, results)),
  },
  guards: {
    parsed: (_, result: ParseImportResult) => result.ok,
    /** The preview has a contact to add or a duplicate not skipped. */
    hasSomethingToSave: ({ context }) =>
      context.preview !== null && planImport(context.preview, context.choices).length > 0,
    hasDuplicate: ({ context }, params: { key: string }) =>
      (context.preview?.duplicates ?? []).some((row) => row.key === params.key),
    /** More saves wait after the batch that just came back. */
    moreToSend: ({ context }) => context.sent + nextBatch(context).length < context.operations.length,
  },
}).createMachine({
  id: 'contactImport',
  description: 'Importing contacts from a CSV or vCard file: preview, merge choices, then saving.',
  context: ({ input }) => ({
    existing: input.existing,
    defaultCallingCode: input.defaultCallingCode,
    file: null,
    fileError: null,
    format: null,
    preview: null,
    choices: {},
    operations: [],
    sent: 0,
    created: 0,
    updated: 0,
    failed: 0,
    failedLines: [],
  }),
  initial: 'choosing',
  // The final state reached says which outcome it was.
  output: ({ event }) => (event as unknown as { output: ContactImportOutput }).output,
  states: {
    choosing: {
      description: 'The person picks a CSV or vCard file (after a file that could not be read, its reason shows).',
      on: {
        'import.file': { target: 'parsing', actions: { type: 'storeFile', params: eventOf } },
        'import.cancel': { target: 'cancelled' },
      },
    },
    parsing: {
      description: 'The file is read, its numbers normalised and compared with the book.',
      invoke: {
        id: 'parseImport',
        src: 'parseImport',
        input: ({ context }): ParseImportRequest => ({
          file: context.file as ImportFile,
          existing: context.existing,
          defaultCallingCode: context.defaultCallingCode,
        }),
        onDone: [
          {
            guard: { type: 'parsed', params: outputOf },
            target: 'preview',
            actions: { type: 'storePreview', params: outputOf },
          },
          { target: 'choosing', actions: { type: 'storeFileError', params: outputOf } },
        ],
        onError: { target: 'choosing', actions: { type: 'storeFileError', params: () => undefined } },
      },
      on: { 'import.cancel': { target: 'cancelled' } },
    },
    preview: {
      description:
        'New contacts, invalid rows with their reason and duplicates with a merge choice each; nothing is saved yet.',
      on: {
        'import.choice': {
          guard: { type: 'hasDuplicate', params: eventOf },
          actions: { type: 'choose', params: eventOf },
        },
        'import.chooseAll': { actions: { type: 'chooseAll', params: eventOf } },
        'import.confirm': { guard: 'hasSomethingToSave', target: 'saving', actions: 'planSaves' },
        'import.back': { target: 'choosing', actions: 'forgetFile' },
        'import.cancel': { target: 'cancelled' },
      },
    },
    saving: {
      description: 'The confirmed contacts are being saved, a few at a time, with progress.',
      tags: ['busy'],
      invoke: {
        id: 'saveBatch',
        src: 'saveBatch',
        input: ({ context }): SaveBatchRequest => ({ operations: nextBatch(context) }),
        onDone: [
          {
            guard: 'moreToSend',
            target: 'saving',
            reenter: true,
            actions: { type: 'countBatch', params: outputOf },
          },
          { target: 'done', actions: { type: 'countBatch', params: outputOf } },
        ],
        onError: [
          { guard: 'moreToSend', target: 'saving', reenter: true, actions: { type: 'countBatch', params: () => null } },
          { target: 'done', actions: { type: 'countBatch', params: () => null } },
        ],
      },
      // What was saved stays saved; the rest is not sent.
      on: { 'import.cancel': { target: 'stopped' } },
    },
    done: {
      description: 'Every confirmed contact was sent: the parent reloads the list and shows the counts.',
      type: 'final',
      output: ({ context }) => doneOutput(context, false),
    },
    stopped: {
      description: 'The person stopped the saving: what was saved stays, the rest was not sent.',
      type: 'final',
      output: ({ context }) => doneOutput(context, true),
    },
    cancelled: {
      description: 'The dialog was closed before anything was saved.',
      type: 'final',
      output: { status: 'cancelled' } satisfies ContactImportOutput,
    },
  },
});

export type ContactImportMachine = typeof contactImportMachine;
