/**
 * The form's values and the rules applied to them (spec 3 §5, via the shared `rules.ts`): the
 * initial values for each way the dialog opens, the edits, and which errors show when.
 */

import {
  type ContactValidation,
  nationalPart,
  validateContactDraft,
} from '../../../services/api/contract/contactRules.ts';
import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactFieldError,
  DEFAULT_CONTACT_TAG,
} from '../../../services/api/contract/contacts.ts';
import type {
  ContactFormContext,
  ContactFormInput,
  ContactFormValues,
  PhoneRowField,
  PhoneRowValues,
} from './types.ts';

export const MAX_PHONE_ROWS = CONTACT_LIMITS.phoneRows;

/** spec 1 §5: the country-code input keeps 4 characters; '+', brackets and spaces are not kept. */
export function cleanTelCode(value: string): string {
  return value.replace(/[+()\s]/g, '').slice(0, CONTACT_LIMITS.telCodeMaxDigits);
}

function emptyRow(key: number, telCode: string): PhoneRowValues {
  return { key, telCode, phone: '', tag: DEFAULT_CONTACT_TAG };
}

export function initialContext(input: ContactFormInput): ContactFormContext {
  const base = { parent: input.parent, touched: [], serverErrors: [], draft: null, saved: null };
  if (input.mode === 'edit') {
    const { contact } = input;
    const phones = contact.phoneList.map((row, key) => ({
      key,
      telCode: row.telCode,
      phone: nationalPart(row.phone, row.telCode),
      tag: row.tag,
    }));
    const rows = phones.length > 0 ? phones : [emptyRow(0, '')];
    return {
      ...base,
      mode: 'edit',
      contactId: contact._id,
      values: {
        name: contact.name,
        phones: rows,
        email: contact.email,
        companyName: contact.companyName,
        note: contact.note,
      },
      nextRowKey: rows.length,
    };
  }
  const telCode = cleanTelCode(input.prefill?.telCode ?? input.defaultTelCode ?? '');
  const phone = input.prefill ? nationalPart(input.prefill.phone, telCode) : '';
  return {
    ...base,
    mode: 'add',
    contactId: null,
    values: {
      name: input.prefill?.name ?? '',
      phones: [{ ...emptyRow(0, telCode), phone }],
      email: '',
      companyName: '',
      note: '',
    },
    nextRowKey: 1,
  };
}

export function validate(values: ContactFormValues): ContactValidation {
  return validateContactDraft(values);
}

export function isValid(values: ContactFormValues): boolean {
  return validate(values).ok;
}

export function changeRow(
  phones: readonly PhoneRowValues[],
  index: number,
  field: PhoneRowField,
  value: string,
): PhoneRowValues[] {
  return phones.map((row, i) => {
    if (i !== index) return row;
    if (field === 'telCode') return { ...row, telCode: cleanTelCode(value) };
    if (field === 'phone') return { ...row, phone: value };
    return { ...row, tag: value as PhoneRowValues['tag'] };
  });
}

const ROW_FIELD = /^phones\[(\d+)\]\.(telCode|phone|tag)$/;

/** A row field's name after row `removed` is gone: rows below move up one; null for the removed row's. */
function shiftedField(field: ContactField, removed: number): ContactField | null {
  const match = ROW_FIELD.exec(field);
  if (!match) return field;
  const index = Number(match[1]);
  if (index === removed) return null;
  return index > removed ? `phones[${index - 1}].${match[2] as PhoneRowField}` : field;
}

export function shiftTouched(touched: readonly ContactField[], removed: number): ContactField[] {
  return touched.flatMap((field) => {
    const moved = shiftedField(field, removed);
    return moved === null ? [] : [moved];
  });
}

export function shiftErrors(errors: readonly ContactFieldError[], removed: number): ContactFieldError[] {
  return errors.flatMap((error) => {
    const moved = shiftedField(error.field, removed);
    return moved === null ? [] : [{ ...error, field: moved }];
  });
}

export function fieldOfRow(index: number, field: PhoneRowField): ContactField {
  return `phones[${index}].${field}`;
}

/** Server errors whose field was not edited since. */
export function withoutField(errors: readonly ContactFieldError[], field: ContactField): ContactFieldError[] {
  return errors.filter((error) => error.field !== field);
}
