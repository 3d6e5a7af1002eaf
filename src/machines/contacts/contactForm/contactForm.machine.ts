/**
 * The add/edit contact dialog (spec 3 §2, §4 add/edit contact, §5 contact form rules): name, one
 * to five phone rows, e-mail, company and note, validated lazily by the shared rules; saving
 * through POST /createOrUpdateCloudAddressBook.
 *
 * The parent (the contacts chart) invokes it and, when it ends `saved`, shows alert.t12 (add) or
 * alert.t14 (edit) and reloads the list. A failed save leaves the form open and editable; the
 * chart asks the parent for alert.t13 (add) or alert.t15 (edit) with `notice.show`.
 */
import { assign, setup } from 'xstate';
import {
  type ContactDraft,
  type ContactField,
  ContactValidationData,
} from '../../../services/api/contract/contacts.ts';
import { RETCODE } from '../../../services/api/contract/retcodes.ts';
import { CONTACT_NOTICE } from '../../shared/contacts/notice.ts';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import {
  changeRow,
  fieldOfRow,
  initialContext,
  isValid,
  MAX_PHONE_ROWS,
  shiftErrors,
  shiftTouched,
  validate,
  withoutField,
} from './formValues.ts';
import type {
  ContactFormContext,
  ContactFormEvent,
  ContactFormInput,
  ContactFormNotification,
  ContactFormOutput,
  PhoneRowField,
  SaveContactRequest,
  SaveContactResult,
  TextField,
} from './types.ts';

/** Never sent: `validating` lets only a checked draft into `saving`. */
const EMPTY_DRAFT: ContactDraft = { name: '', phoneList: [], email: '', companyName: '', note: '' };

/** The handlers of a form the person can edit (`editing` and `failed` alike). */
const EDITING_EVENTS = {
  'form.change': { actions: { type: 'changeText', params: eventOf } },
  'form.phone.change': { actions: { type: 'changePhoneRow', params: eventOf } },
  'form.blur': { actions: { type: 'touch', params: eventOf } },
  'form.phone.add': { guard: 'canAddRow', actions: 'addRow' },
  'form.phone.remove': {
    guard: { type: 'canRemoveRow', params: eventOf },
    actions: { type: 'removeRow', params: eventOf },
  },
  'form.submit': { target: '#contactForm.validating' },
  'form.cancel': { target: '#contactForm.cancelled' },
} as const;

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
    output: {} as ContactFormOutput,
  },
  actors: {
    /** POST /createOrUpdateCloudAddressBook: `id` on edit, the draft as JSON text. */
    saveContact: notProvided<SaveContactResult, SaveContactRequest>('saveContact'),
  },
  actions: {
    changeText: assign(({ context }, params: { field: TextField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      serverErrors: withoutField(context.serverErrors, params.field),
    })),
    changePhoneRow: assign(({ context }, params: { index: number; field: PhoneRowField; value: string }) => ({
      values: { ...context.values, phones: changeRow(context.values.phones, params.index, params.field, params.value) },
      serverErrors: withoutField(context.serverErrors, fieldOfRow(params.index, params.field)),
    })),
    touch: assign(({ context }, params: { field: ContactField }) =>
      context.touched.includes(params.field) ? {} : { touched: [...context.touched, params.field] },
    ),
    /** spec 3 §2: plus adds a row; it starts with the first row's country code and tag Other. */
    addRow: assign(({ context }) => ({
      values: {
        ...context.values,
        phones: [
          ...context.values.phones,
          {
            key: context.nextRowKey,
            telCode: context.values.phones[0]?.telCode ?? '',
            phone: '',
            tag: 'Other' as const,
          },
        ],
      },
      nextRowKey: context.nextRowKey + 1,
    })),
    /** spec 3 §2: minus removes a row; the rows below move up, and so do their touched marks. */
    removeRow: assign(({ context }, params: { index: number }) => ({
      values: { ...context.values, phones: context.values.phones.filter((_, i) => i !== params.index) },
      touched: shiftTouched(context.touched, params.index),
      serverErrors: shiftErrors(context.serverErrors, params.index),
    })),
    /** The draft as the rules normalised it (trimmed, only filled rows, '+<code><number>'). */
    keepDraft: assign(({ context }) => {
      const checked = validate(context.values);
      return { draft: checked.ok ? checked.value : null };
    }),
    storeSaved: assign((_, result: SaveContactResult) => (result.ok ? { saved: result.data } : {})),
    /** A 100001 answer names the fields the server refused: they show at once. */
    storeServerErrors: assign((_, result: SaveContactResult | undefined) => {
      if (result === undefined || result.ok || result.retcode !== RETCODE.BAD_REQUEST) return { serverErrors: [] };
      const verdict = ContactValidationData.safeParse(result.data);
      return { serverErrors: verdict.success ? verdict.data.errors : [] };
    }),
    /** spec 3 §4: alert.t13 (add) or alert.t15 (edit); the parent shows it for 5 s. */
    notifySaveFailed: ({ context }) =>
      toParent<ContactFormNotification>(context.parent, {
        type: 'notice.show',
        notice: { messageKey: context.mode === 'add' ? CONTACT_NOTICE.addFailed : CONTACT_NOTICE.editFailed },
      }),
  },
  guards: {
    canAddRow: ({ context }) => context.values.phones.length < MAX_PHONE_ROWS,
    /** spec 3 §2: one to five rows — the last one cannot be removed. */
    canRemoveRow: ({ context }, params: { index: number }) =>
      context.values.phones.length > 1 && params.index >= 0 && params.index < context.values.phones.length,
    isDraftValid: ({ context }) => isValid(context.values),
    succeeded: (_, result: SaveContactResult) => result.ok,
  },
}).createMachine({
  id: 'contactForm',
  description: 'The add/edit contact dialog: lazy validation by the form rules, then saving.',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  output: ({ context }): ContactFormOutput =>
    context.saved
      ? { status: 'saved', mode: context.mode, contact: context.saved }
      : { status: 'cancelled', mode: context.mode },
  states: {
    editing: {
      description: 'The person fills the form; a field shows its error once left, or every field after a submit.',
      initial: 'lazy',
      on: EDITING_EVENTS,
      states: {
        lazy: { description: 'Only the fields already left show their errors (spec 3 §5: lazy validation).' },
        strict: { description: 'A submit found errors: every field shows its error.' },
      },
    },
    validating: {
      description: 'The rules check the draft: a valid one is saved, otherwise every error shows.',
      always: [{ guard: 'isDraftValid', target: 'saving', actions: 'keepDraft' }, { target: 'editing.strict' }],
    },
    saving: {
      description: 'The draft is being saved; the form is locked.',
      tags: ['busy'],
      invoke: {
        id: 'saveContact',
        src: 'saveContact',
        input: ({ context }): SaveContactRequest => ({
          ...(context.contactId === null ? {} : { id: context.contactId }),
          draft: context.draft ?? EMPTY_DRAFT,
        }),
        onDone: [
          {
            guard: { type: 'succeeded', params: outputOf },
            target: 'saved',
            actions: { type: 'storeSaved', params: outputOf },
          },
          {
            target: 'failed',
            actions: [{ type: 'storeServerErrors', params: outputOf }, 'notifySaveFailed'],
          },
        ],
        onError: {
          target: 'failed',
          actions: [{ type: 'storeServerErrors', params: () => undefined }, 'notifySaveFailed'],
        },
      },
    },
    failed: {
      description: 'The save failed (alert.t13 / alert.t15); the form stays editable and can be sent again.',
      on: EDITING_EVENTS,
    },
    saved: {
      description:
        'The contact is saved: the dialog closes, the parent shows alert.t12 / alert.t14 and reloads the list.',
      type: 'final',
    },
    cancelled: {
      description: 'The dialog was closed without saving.',
      type: 'final',
    },
  },
});

export type ContactFormMachine = typeof contactFormMachine;
