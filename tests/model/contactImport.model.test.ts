/**
 * Model-based test of the contact import dialog: paths from `xstate/graph` replayed on a real
 * actor with a fake parser and fake saves. The previews are built by the real import services
 * from records, so the saves the chart sends are the ones the services plan.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  type ContactImportApi,
  contactImportActors,
} from '../../src/machines/contacts/contactImport/contactImport.actors.ts';
import { contactImportMachine } from '../../src/machines/contacts/contactImport/contactImport.machine.ts';
import { IMPORT_BATCH_SIZE } from '../../src/machines/contacts/contactImport/plan.ts';
import { contactImportToView } from '../../src/machines/contacts/contactImport/toView.ts';
import type {
  ContactImportInput,
  ParseImportResult,
  SaveBatchRequest,
} from '../../src/machines/contacts/contactImport/types.ts';
import type { SavedContact } from '../../src/services/api/contract/contacts.ts';
import { type ImportPreview, planImport, previewImport } from '../../src/services/contacts/importPreview.ts';
import type { ImportedRecord } from '../../src/services/contacts/importRecords.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type ImportSnapshot = SnapshotFrom<typeof contactImportMachine>;
type ImportReplay = Replay<ImportSnapshot>;

// The actor factory fits the chart (checked by the compiler, never run here).
export const provideWithServices = (api: ContactImportApi) =>
  contactImportMachine.provide({ actors: contactImportActors(api) });

const ANNA: SavedContact = {
  _id: '42',
  name: 'Anna Lee',
  phoneList: [{ phone: '+12025550143', telCode: '1', tag: 'Mobile' }],
  email: '',
  companyName: '',
  note: '',
  date: 1_700_000_000_000,
  deleted: false,
};
const INPUT: ContactImportInput = { existing: [ANNA], defaultCallingCode: '1' };

function record(line: number, name: string, ...phones: string[]): ImportedRecord {
  return { line, name, email: '', companyName: '', note: '', phones: phones.map((raw) => ({ raw, tag: 'Mobile' })) };
}

/** Six new contacts (two batches with the merge), Anna again with a new number, one unreadable row. */
const MIXED: ImportPreview = previewImport(
  [
    record(2, '张三', '+86 138 0013 8000'),
    record(3, 'Émile Zola', '+33 1 42 68 53 00'),
    record(4, '😀 Smiley', '202-555-0150'),
    record(5, '007 Agent', '+44 7700 900007'),
    record(6, 'Hans Müller', '+49 1512 3456789'),
    record(7, 'Li Wei', '+86 139 1234 5678'),
    record(8, 'anna lee', '202-555-0199'),
    record(9, 'Bad Number', '12'),
  ],
  INPUT,
);
/** A file with nothing to save: every row is invalid. */
const NOTHING: ImportPreview = previewImport([record(2, '', '202-555-0100'), record(3, 'Nobody')], INPUT);
const FILE = new File(['BEGIN:VCARD\r\nEND:VCARD\r\n'], 'contacts.vcf', { type: 'text/vcard' });
const DUPLICATE_KEY = 'line-8';
const unexpected = { error: new Error('unexpected failure') };

const PARSED_MIXED: ParseImportResult = { ok: true, format: 'vcard', preview: MIXED };
const PARSED_NOTHING: ParseImportResult = { ok: true, format: 'csv', preview: NOTHING };
const NOT_A_CONTACTS_FILE: ParseImportResult = { ok: false, error: 'contacts.import.error.columns' };

const events = {
  'import.file': { file: FILE },
  'import.choice': [
    { key: DUPLICATE_KEY, choice: 'keepBoth' },
    { key: DUPLICATE_KEY, choice: 'skip' },
  ],
  'import.chooseAll': [{ choice: 'merge' }, { choice: 'skip' }],
  'import.confirm': {},
  'import.back': {},
  'import.cancel': {},
  'xstate.done.actor.parseImport': [
    { output: PARSED_MIXED },
    { output: PARSED_NOTHING },
    { output: NOT_A_CONTACTS_FILE },
  ],
  'xstate.error.actor.parseImport': unexpected,
  // Every save of the batch answered, or every one refused.
  'xstate.done.actor.saveBatch': (s) => {
    const batch = s.context.operations.slice(s.context.sent, s.context.sent + IMPORT_BATCH_SIZE);
    return [
      { output: batch.map((operation, i) => ok({ ...ANNA, ...operation.draft, _id: String(100 + i) })) },
      { output: batch.map(() => networkFailure) },
    ];
  },
  'xstate.error.actor.saveBatch': unexpected,
} satisfies EventTable<typeof contactImportMachine>;

/** Nothing is saved before the person confirms. */
function expectNothingSaved(replay: ImportReplay) {
  expect(replay.calls.filter((call) => call.id === 'saveBatch')).toEqual([]);
}

const checks = {
  choosing: (snapshot, replay) => {
    expectNothingSaved(replay);
    const view = contactImportToView(snapshot);
    expect(view.step).toBe('choosing');
    expect(view.preview).toBeNull();
    // A file that could not be used leaves its reason for the next choice.
    const event = replay.step.event as { type: string; output?: ParseImportResult };
    if (event.type === 'xstate.done.actor.parseImport') expect(view.fileError).toBe('contacts.import.error.columns');
    else if (event.type === 'xstate.error.actor.parseImport')
      expect(view.fileError).toBe('contacts.import.error.unreadable');
    else expect(view.fileError).toBeNull();
  },
  parsing: (snapshot, replay) => {
    expectNothingSaved(replay);
    expect(replay.running('parseImport')?.input).toEqual({ file: FILE, ...INPUT });
    expect(contactImportToView(snapshot)).toMatchObject({ step: 'parsing', fileName: 'contacts.vcf' });
  },
  preview: (snapshot, replay) => {
    expectNothingSaved(replay);
    const view = contactImportToView(snapshot);
    expect([MIXED, NOTHING]).toContain(view.preview);
    // Confirm is offered only when the choices leave something to save.
    const operations = planImport(view.preview ?? NOTHING, view.choices);
    expect(view.canConfirm).toBe(operations.length > 0);
    if (replay.step.event.type === 'import.chooseAll') {
      const { choice } = replay.step.event as unknown as { choice: string };
      expect(Object.values(view.choices)).toEqual(view.preview === MIXED ? [choice] : []);
    }
  },
  saving: (snapshot, replay) => {
    const { context } = snapshot;
    const planned = planImport(context.preview ?? NOTHING, context.choices);
    expect(context.operations).toEqual(planned);
    // Saves go out a few at a time, in file order, each batch after the previous answered.
    const batch = replay.running('saveBatch')?.input as SaveBatchRequest | undefined;
    expect(batch?.operations).toEqual(planned.slice(context.sent, context.sent + IMPORT_BATCH_SIZE));
    expect(contactImportToView(snapshot).progress).toEqual({ done: context.sent, total: planned.length });
    // The duplicate of Anna merges into her (an update with her id) unless kept or skipped.
    const choice = context.choices[DUPLICATE_KEY] ?? 'merge';
    expect(planned.some((operation) => operation.kind === 'update' && operation.id === ANNA._id)).toBe(
      choice === 'merge',
    );
  },
  done: (snapshot) => {
    const { context } = snapshot;
    expect(snapshot.status).toBe('done');
    expect(context.sent).toBe(context.operations.length);
    expect(snapshot.output).toEqual({
      status: 'done',
      stoppedEarly: false,
      created: context.created,
      updated: context.updated,
      skipped: context.choices[DUPLICATE_KEY] === 'skip' ? 1 : 0,
      invalid: 1,
      failed: context.failed,
    });
    expect(context.created + context.updated + context.failed).toBe(context.operations.length);
  },
  stopped: (snapshot) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toMatchObject({ status: 'done', stoppedEarly: true });
    expect(snapshot.context.sent).toBeLessThan(snapshot.context.operations.length);
  },
  cancelled: (snapshot, replay) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ status: 'cancelled' });
    expectNothingSaved(replay);
  },
} satisfies Checks<typeof contactImportMachine>;

testModel({
  name: 'contactImport',
  machine: contactImportMachine,
  input: INPUT,
  events,
  checks,
  serialize: (snapshot) => ({
    preview: snapshot.context.preview === MIXED ? 'mixed' : snapshot.context.preview === NOTHING ? 'nothing' : null,
    choices: snapshot.context.choices,
    error: snapshot.context.fileError,
    sent: snapshot.context.sent,
    failed: snapshot.context.failed,
  }),
});
