/** What the add/edit contact dialog shows, derived from its chart (spec 3 §2, §5). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { CONTACT_TAGS, type ContactField, type ContactMessageKey } from '../../../services/api/contract/contacts.ts';

export type { ContactField };

/** spec 3 §3: the tag select's options (Mobile, Home, Work, Other), in order. */
export const TAG_OPTIONS = CONTACT_TAGS;

import type { ContactFormMachine } from './contactForm.machine.ts';
import { MAX_PHONE_ROWS, validate } from './formValues.ts';
import type { ContactFormMode, ContactFormValues } from './types.ts';

export type ContactFormActor = ActorRefFrom<ContactFormMachine>;
export type ContactFormSnapshot = SnapshotFrom<ContactFormMachine>;

export type ContactFormStep = 'editing' | 'saving' | 'failed' | 'closed';

export interface ContactFormView {
  mode: ContactFormMode;
  step: ContactFormStep;
  values: ContactFormValues;
  /** The message key to show beside each field that has one to show now. */
  errors: Partial<Record<ContactField, ContactMessageKey>>;
  /** spec 3 §2: plus is offered below five rows, minus above one. */
  canAddRow: boolean;
  canRemoveRow: boolean;
  /** Saving: lock the form and the buttons. */
  busy: boolean;
}

function stepOf(snapshot: ContactFormSnapshot): ContactFormStep {
  if (snapshot.matches('saving') || snapshot.matches('validating')) return 'saving';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.status === 'done') return 'closed';
  return 'editing';
}

/**
 * spec 3 §5 lazy validation: a field's error shows once the field was left, or for every field
 * after a submit found errors (and after a failed save); the server's verdict always shows.
 */
export function visibleErrors(snapshot: ContactFormSnapshot): Partial<Record<ContactField, ContactMessageKey>> {
  const { context } = snapshot;
  const showAll = snapshot.matches({ editing: 'strict' }) || snapshot.matches('failed');
  const errors: Partial<Record<ContactField, ContactMessageKey>> = {};
  const checked = validate(context.values);
  if (!checked.ok) {
    for (const error of checked.errors) {
      if ((showAll || context.touched.includes(error.field)) && !errors[error.field]) errors[error.field] = error.key;
    }
  }
  for (const error of context.serverErrors) errors[error.field] ??= error.key;
  return errors;
}

export function contactFormToView(snapshot: ContactFormSnapshot): ContactFormView {
  const rows = snapshot.context.values.phones.length;
  return {
    mode: snapshot.context.mode,
    step: stepOf(snapshot),
    values: snapshot.context.values,
    errors: visibleErrors(snapshot),
    canAddRow: rows < MAX_PHONE_ROWS,
    canRemoveRow: rows > 1,
    busy: snapshot.hasTag('busy'),
  };
}
