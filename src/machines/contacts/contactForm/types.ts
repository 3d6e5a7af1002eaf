import type { AnyActorRef } from 'xstate';
/**
 * Types of the add/edit contact dialog (spec 3 §2 Add/Edit contact dialog, §4 add/edit, §5
 * contact form rules).
 */
import type {
  ContactDraft,
  ContactField,
  ContactFieldError,
  ContactTag,
  SavedContact,
} from '../../../services/api/contract/contacts.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { NoticeShowEvent } from '../../shared/contacts/notice.ts';

export type ContactFormMode = 'add' | 'edit';

/**
 * What the dialog opens with: an empty form (with the person's own country code in the first
 * row), a form prefilled with a chat party's number (spec 1 §2: 'add contact' from a chat
 * header), or a saved contact to edit.
 */
export type ContactFormInput = (
  | { mode: 'add'; defaultTelCode?: string; prefill?: { telCode: string; phone: string; name?: string } }
  | { mode: 'edit'; contact: SavedContact }
) & {
  /** The hosting chart, told of a failed save (passed by the host: `parent: self`). */
  parent?: AnyActorRef;
};

/** One phone row as typed (spec 3 §2: +(code), number, tag). */
export interface PhoneRowValues {
  /** Stable across removals of other rows (a React key). */
  key: number;
  telCode: string;
  phone: string;
  tag: ContactTag;
}

export interface ContactFormValues {
  name: string;
  phones: readonly PhoneRowValues[];
  email: string;
  companyName: string;
  note: string;
}

export type TextField = 'name' | 'email' | 'companyName' | 'note';
export type PhoneRowField = 'telCode' | 'phone' | 'tag';

export interface ContactFormContext {
  /** The hosting chart (from the input); absent when the chart runs on its own. */
  parent: AnyActorRef | undefined;
  mode: ContactFormMode;
  /** The edited contact's id; null when adding. */
  contactId: string | null;
  values: ContactFormValues;
  /** Fields whose errors show already (spec 3 §5: lazy validation — after the field was left). */
  touched: readonly ContactField[];
  /** The server's verdict on the last save (100001 with field errors), until those fields change. */
  serverErrors: readonly ContactFieldError[];
  nextRowKey: number;
  /** The checked draft being saved (set when the rules let it through). */
  draft: ContactDraft | null;
  /** The contact as the server saved it (output of `saved`). */
  saved: SavedContact | null;
}

export type ContactFormEvent =
  | { type: 'form.change'; field: TextField; value: string }
  | { type: 'form.phone.change'; index: number; field: PhoneRowField; value: string }
  | { type: 'form.blur'; field: ContactField }
  | { type: 'form.phone.add' }
  | { type: 'form.phone.remove'; index: number }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

/** What the dialog hands back: the parent shows alert.t12/t14 and reloads the list on `saved`. */
export type ContactFormOutput =
  | { status: 'saved'; mode: ContactFormMode; contact: SavedContact }
  | { status: 'cancelled'; mode: ContactFormMode };

/** Input of the injected `saveContact` actor (POST /createOrUpdateCloudAddressBook). */
export type { SaveContactRequest } from '../../shared/contacts/saveContact.ts';

export type SaveContactResult = ApiResult<SavedContact>;

/** Sent to the parent (the contacts chart): the failure notice alert.t13 / alert.t15. */
export type ContactFormNotification = NoticeShowEvent;
