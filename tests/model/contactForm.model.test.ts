/**
 * Model-based test of the add/edit contact dialog (spec 3 §2, §4, §5): paths from `xstate/graph`
 * for an empty add form, an add form prefilled from a chat header and an edit form, replayed on
 * a real actor with a fake save.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type ContactFormApi, contactFormActors } from '../../src/machines/contacts/contactForm/contactForm.actors.ts';
import { contactFormMachine } from '../../src/machines/contacts/contactForm/contactForm.machine.ts';
import { validate } from '../../src/machines/contacts/contactForm/formValues.ts';
import { contactFormToView, visibleErrors } from '../../src/machines/contacts/contactForm/toView.ts';
import type { ContactFormInput } from '../../src/machines/contacts/contactForm/types.ts';
import type { SavedContact } from '../../src/services/api/contract/contacts.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type FormSnapshot = SnapshotFrom<typeof contactFormMachine>;
type FormReplay = Replay<FormSnapshot>;

// The actor factory fits the chart (checked by the compiler, never run here).
export const provideWithServices = (api: ContactFormApi) =>
  contactFormMachine.provide({ actors: contactFormActors(api) });

const EDITED: SavedContact = {
  _id: '42',
  name: 'Anna Lee',
  phoneList: [
    { phone: '+12025550143', telCode: '1', tag: 'Mobile' },
    { phone: '+8613800138000', telCode: '86', tag: 'Home' },
  ],
  email: 'anna@example.com',
  companyName: 'Acme',
  note: 'Met at the fair',
  date: 1_700_000_000_000,
  deleted: false,
};

const INPUTS: ContactFormInput[] = [
  { mode: 'add', defaultTelCode: '1' },
  { mode: 'add', prefill: { telCode: '86', phone: '+8613912345678' } },
  { mode: 'edit', contact: EDITED },
];

const SAVED: SavedContact = { ...EDITED, _id: '77', date: 1_700_000_000_500 };
const REFUSED_NAME = refused(RETCODE.BAD_REQUEST, 'Please enter a name.');
const REFUSED_WITH_ERRORS = { ...REFUSED_NAME, data: { errors: [{ field: 'name', key: 'contacts.form.t12' }] } };
const unexpected = { error: new Error('unexpected failure') };

const events = {
  'form.change': [
    { field: 'name', value: 'Zhang San' },
    { field: 'name', value: '  ' },
    { field: 'email', value: 'not-an-email' },
  ],
  'form.phone.change': [
    { index: 0, field: 'phone', value: '(202) 555-0100' },
    { index: 0, field: 'phone', value: '202-CALL-NOW' },
  ],
  // Each field is left once; a second blur changes nothing the model tells apart.
  'form.blur': (s) =>
    (['name', 'phones[0].phone'] as const).filter((f) => !s.context.touched.includes(f)).map((field) => ({ field })),
  // Rows are explored between one and two (adding up to five is a unit test of the view).
  'form.phone.add': (s) => (s.context.values.phones.length < 2 ? [{}] : []),
  'form.phone.remove': (s) =>
    s.context.values.phones.length > 1 ? [{ index: s.context.values.phones.length - 1 }] : [],
  'form.submit': {},
  'form.cancel': {},
  'xstate.done.actor.saveContact': [{ output: ok(SAVED) }, { output: REFUSED_WITH_ERRORS }, { output: networkFailure }],
  'xstate.error.actor.saveContact': unexpected,
} satisfies EventTable<typeof contactFormMachine>;

function stepIs(replay: FormReplay, type: string): boolean {
  return replay.step.event.type === type;
}

/** What each way of opening starts with (spec 3 §2; spec 1 §2 prefill). */
function checkOpened(snapshot: FormSnapshot) {
  const { values, mode } = snapshot.context;
  if (mode === 'edit') {
    expect(snapshot.context.contactId).toBe(EDITED._id);
    // The national number shows beside its country code.
    expect(values.phones.map((row) => [row.telCode, row.phone, row.tag])).toEqual([
      ['1', '2025550143', 'Mobile'],
      ['86', '13800138000', 'Home'],
    ]);
  } else if (values.phones[0]?.telCode === '86') {
    expect(values.phones[0]).toMatchObject({ telCode: '86', phone: '13912345678', tag: 'Other' });
  } else {
    expect(values.phones).toEqual([{ key: 0, telCode: '1', phone: '', tag: 'Other' }]);
  }
}

function checkEditable(snapshot: FormSnapshot, replay: FormReplay) {
  const view = contactFormToView(snapshot);
  const rows = snapshot.context.values.phones.length;
  expect(rows).toBeGreaterThanOrEqual(1);
  expect(rows).toBeLessThanOrEqual(5);
  expect(view).toMatchObject({ canAddRow: rows < 5, canRemoveRow: rows > 1, busy: false });
  if (replay.step.index === 0) checkOpened(snapshot);
  const before = replay.previous?.context.values.phones.length ?? rows;
  if (stepIs(replay, 'form.phone.add')) {
    // spec 3 §2: plus adds a row (up to 5), with the first row's country code and tag Other.
    expect(rows).toBe(Math.min(before + 1, 5));
    if (before < 5) {
      expect(snapshot.context.values.phones.at(-1)).toMatchObject({
        telCode: snapshot.context.values.phones[0]?.telCode,
        phone: '',
        tag: 'Other',
      });
    }
  }
  if (stepIs(replay, 'form.phone.remove')) expect(rows).toBe(Math.max(before - 1, 1));
}

const checks = {
  'editing.lazy': (snapshot, replay) => {
    checkEditable(snapshot, replay);
    // spec 3 §5 lazy validation: only fields already left show their error.
    for (const field of Object.keys(visibleErrors(snapshot))) {
      expect(snapshot.context.touched).toContain(field);
    }
  },
  'editing.strict': (snapshot, replay) => {
    checkEditable(snapshot, replay);
    // After a submit found errors, every error shows (until the next submit).
    const checked = validate(snapshot.context.values);
    const shown = visibleErrors(snapshot);
    if (!checked.ok) for (const error of checked.errors) expect(shown[error.field]).toBe(error.key);
    if (stepIs(replay, 'form.submit')) {
      expect(checked.ok).toBe(false);
      expect(replay.callsInStep).toEqual([]);
    }
  },
  validating: () => {
    throw new Error('validating is transient: no snapshot rests in it');
  },
  saving: (snapshot, replay) => {
    const checked = validate(snapshot.context.values);
    expect(checked.ok).toBe(true);
    // spec 3 §5, §7: the normalised draft ('+<code><number>', only filled rows); the id on edit only.
    const draft = checked.ok ? checked.value : null;
    const expected = snapshot.context.mode === 'edit' ? { id: EDITED._id, draft } : { draft };
    expect(replay.running('saveContact')?.input).toEqual(expected);
    for (const entry of draft?.phoneList ?? []) expect(entry.phone).toMatch(/^\+\d+$/);
    expect(contactFormToView(snapshot)).toMatchObject({ step: 'saving', busy: true });
  },
  failed: (snapshot, replay) => {
    checkEditable(snapshot, replay);
    expect(contactFormToView(snapshot).step).toBe('failed');
    if (stepIs(replay, 'xstate.done.actor.saveContact') || stepIs(replay, 'xstate.error.actor.saveContact')) {
      // spec 3 §4: alert.t13 (add) or alert.t15 (edit) through the parent; the form stays.
      const notice = replay.effects.find((effect) => effect.type === 'notifySaveFailed');
      expect(notice).toBeDefined();
      const event = replay.step.event as { output?: unknown };
      const refusedName = JSON.stringify(event.output) === JSON.stringify(REFUSED_WITH_ERRORS);
      expect(visibleErrors(snapshot).name).toBe(refusedName ? 'contacts.form.t12' : undefined);
    }
  },
  saved: (snapshot) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ status: 'saved', mode: snapshot.context.mode, contact: SAVED });
  },
  cancelled: (snapshot, replay) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ status: 'cancelled', mode: snapshot.context.mode });
    // Closing while a save is under way stops it; nothing is left running.
    expect(replay.running('saveContact')).toBeUndefined();
  },
} satisfies Checks<typeof contactFormMachine>;

testModel({
  name: 'contactForm',
  machine: contactFormMachine,
  inputs: INPUTS,
  events,
  checks,
  serialize: (snapshot) => {
    const checked = validate(snapshot.context.values);
    return {
      mode: snapshot.context.mode,
      rows: snapshot.context.values.phones.length,
      problems: checked.ok ? [] : checked.errors.map((error) => `${error.field}:${error.key}`),
      touched: [...snapshot.context.touched].sort(),
      server: snapshot.context.serverErrors.length,
    };
  },
});
