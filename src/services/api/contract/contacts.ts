/**
 * The cloud address book (spec 3 §3 Contact, §7 address-book calls, §9 limits; spec 1 §3 Contact
 * as used in chats): what a contact looks like on the wire, the draft the client saves, and the
 * inputs and answers of the three endpoints. The form rules themselves (spec 3 §5) live in one
 * place, `src/services/api/contract/contactRules.ts`, used by the form and by the server alike.
 *
 * Meaning of `date` (decision): the time of the contact's last change (create, edit or delete)
 * in milliseconds since the epoch, taken from the server's clock and made strictly increasing
 * within one account (a change in the same millisecond as the account's previous change gets
 * the previous date + 1). So an account's changes are totally ordered by `date`, every change
 * committed after a listing started has a larger `date` than the listing's `syncTime`, and
 * `since = syncTime` never misses one.
 *
 * Paging (decision, spec 3 §7 "paged until no next"): `nextStartTime` is an opaque cursor; pass
 * it back as `startTime` (with the same `since`) until it is null.
 * - Without `since` (full load): the live contacts in the order of their immutable id, so a
 *   contact edited while the pages are read keeps its place and is never missed or repeated.
 * - With `since` (incremental sync): the changes with `since < date <= syncTime` in (date, id)
 *   order, live contacts and tombstones `{ _id, deleted: true, date }` alike.
 * Every page of one listing answers the same `syncTime`: the account's last change when the first
 * page was read. Keep it and send it as `since` next time; whatever changed while the pages were
 * read (possibly already seen in its older version) comes back in that next sync.
 */
import { z } from 'zod/mini';
import { rowsOf } from './rows.ts';
import { FreeText, freeText } from './text.ts';

/** Every limit of the address book in one table (spec 3 §5, §9). */
export const CONTACT_LIMITS = {
  /** spec 3 §9: contact name 20. */
  nameMax: 20,
  /** spec 3 §9: company 20. */
  companyMax: 20,
  /** spec 3 §9: note 100. */
  noteMax: 100,
  /** spec 3 §9: phone rows 5 per contact. */
  phoneRows: 5,
  /** spec 1 §5: the country-code input keeps 4 characters. */
  telCodeMaxDigits: 4,
  /** decision: E.164 numbers have at most 15 digits, so no national number is longer. */
  phoneMaxDigits: 15,
  /** decision: the longest address SMTP carries (RFC 5321). */
  emailMax: 254,
  /** spec 3 §9: address book page size 500 (also the largest page the server answers). */
  pageSize: 500,
  /** decision: ids per delCloudAddressBook call; select-all on a larger book deletes in chunks. */
  idsPerDelete: 1000,
} as const;

/** spec 3 §3: four tag options, labelled from translations; a missing tag means Other. */
export const CONTACT_TAGS = ['Mobile', 'Home', 'Work', 'Other'] as const;
export const ContactTag = z.enum(CONTACT_TAGS);
export type ContactTag = z.infer<typeof ContactTag>;
export const DEFAULT_CONTACT_TAG: ContactTag = 'Other';

/** A contact's id: the server's decimal row id (at most 15 digits, so it is an exact JS number). */
export const ContactId = z.string().check(z.regex(/^[1-9]\d{0,14}$/, 'not a contact id'));

/** One number of a contact: `phone` is '+' + telCode + national number, e.g. '+12025550100'. */
export const ContactPhone = z.object({
  phone: z.string().check(z.regex(/^\+\d+$/)),
  /** Country calling code without '+'. */
  telCode: z.string().check(z.regex(/^\d{1,4}$/)),
  tag: ContactTag,
});
export type ContactPhone = z.infer<typeof ContactPhone>;

/**
 * What the client saves (the JSON text of `addressBook`, spec 3 §7 "Add-contact payload: name,
 * email, companyName, note, phoneList"), as `validateContactDraft` produces it: trimmed, only the
 * rows with a number, absent optional fields as ''.
 */
export const ContactDraft = z.object({
  name: FreeText,
  phoneList: z.array(ContactPhone),
  email: FreeText,
  companyName: FreeText,
  note: FreeText,
});
export type ContactDraft = z.infer<typeof ContactDraft>;

/** A contact as stored and answered (spec 3 §3; spec 1 §3). */
export const SavedContact = z.extend(ContactDraft, {
  _id: ContactId,
  /** ms of the last change; see the file comment. */
  date: z.int().check(z.nonnegative()),
  deleted: z.literal(false),
});
export type SavedContact = z.infer<typeof SavedContact>;

/** A deleted contact in a `since` listing: only its id and when it was deleted. */
export const ContactTombstone = z.object({
  _id: ContactId,
  date: z.int().check(z.nonnegative()),
  deleted: z.literal(true),
});
export type ContactTombstone = z.infer<typeof ContactTombstone>;

export const AddressBookEntry = z.discriminatedUnion('deleted', [SavedContact, ContactTombstone]);
export type AddressBookEntry = z.infer<typeof AddressBookEntry>;

/**
 * The message keys of the form rules (spec 3 §5; the spec names t12, t30–t36, t39, t41 and does
 * not show their texts). `tooManyPhones` is this product's own: the form cannot add a sixth row,
 * so only an import or a hand-made request meets it.
 */
export const CONTACT_MESSAGE_KEYS = {
  nameRequired: 'contacts.form.t12',
  nameTooLong: 'contacts.form.t30',
  telCodeRequired: 'contacts.form.t31',
  telCodeInvalid: 'contacts.form.t32',
  phoneRequired: 'contacts.form.t33',
  phoneInvalid: 'contacts.form.t34',
  emailInvalid: 'contacts.form.t35',
  tagRequired: 'contacts.form.t36',
  companyTooLong: 'contacts.form.t39',
  noteTooLong: 'contacts.form.t41',
  tooManyPhones: 'contacts.form.tooManyPhones',
} as const;
export type ContactRule = keyof typeof CONTACT_MESSAGE_KEYS;
export type ContactMessageKey = (typeof CONTACT_MESSAGE_KEYS)[ContactRule];
const MESSAGE_KEY_VALUES = Object.values(CONTACT_MESSAGE_KEYS) as [ContactMessageKey, ...ContactMessageKey[]];

/**
 * A field of the form: 'name', 'email', 'companyName', 'note', 'phones' (the row count) or
 * 'phones[i].telCode' | 'phones[i].phone' | 'phones[i].tag' where i is the row's index as sent
 * (rows without a number included), so the form can put the message beside its row.
 */
export type ContactField =
  | 'name'
  | 'email'
  | 'companyName'
  | 'note'
  | 'phones'
  | `phones[${number}].${'telCode' | 'phone' | 'tag'}`;

export const ContactFieldError = z.object({
  field: z.custom<ContactField>(
    (value) =>
      typeof value === 'string' &&
      /^(name|email|companyName|note|phones|phones\[\d+\]\.(telCode|phone|tag))$/.test(value),
  ),
  key: z.enum(MESSAGE_KEY_VALUES),
});
export type ContactFieldError = z.infer<typeof ContactFieldError>;

/** `data` of the 100001 answer to a draft that breaks a form rule; `retmsg` is the first error's text. */
export const ContactValidationData = z.object({ errors: z.array(ContactFieldError).check(z.minLength(1)) });
export type ContactValidationData = z.infer<typeof ContactValidationData>;

/** Query values arrive as text; a number in text form is accepted. */
const QueryInteger = z.pipe(
  z.union([
    z.int().check(z.nonnegative()),
    z.string().check(z.trim(), z.regex(/^\d{1,15}$/, 'must be a whole number')),
  ]),
  z.transform(Number),
);

export const GetCloudAddressBookRequest = z.object({
  /** spec 3 §7: 500. */
  pageSize: z._default(
    z.pipe(QueryInteger, z.number().check(z.gte(1), z.lte(CONTACT_LIMITS.pageSize))),
    CONTACT_LIMITS.pageSize,
  ),
  /** The `syncTime` of an earlier listing: answers the changes after it, tombstones included. */
  since: z.optional(QueryInteger),
  /** The previous page's `nextStartTime`; absent for the first page. */
  startTime: z.optional(freeText(z.string().check(z.minLength(1), z.maxLength(80)))),
});
export type GetCloudAddressBookRequest = z.input<typeof GetCloudAddressBookRequest>;

export const AddressBookPage = z.object({
  /** Without `since` only live contacts; with `since` contacts and tombstones. */
  addressBookList: rowsOf('addressBookList', AddressBookEntry),
  /** The cursor of the next page, or null on the last page. */
  nextStartTime: z.nullable(z.string()),
  /** The `since` of the next incremental sync (the same on every page of one listing). */
  syncTime: z.int().check(z.nonnegative()),
});
export type AddressBookPage = z.infer<typeof AddressBookPage>;

export const CreateOrUpdateCloudAddressBookRequest = z.object({
  /** Present on edit only (spec 3 §7). */
  id: z.optional(ContactId),
  /** `JSON.stringify(ContactDraft)`; the server parses it and applies the form rules itself. */
  addressBook: z.string().check(z.minLength(1), z.maxLength(16 * 1024)),
});
export type CreateOrUpdateCloudAddressBookRequest = z.input<typeof CreateOrUpdateCloudAddressBookRequest>;

/**
 * `ids` comma-joined (spec 3 §7). Deletes those of the ids that are the caller's contacts.
 * Rule (decision): ids that are not the caller's (another account's, another brand's, or no
 * contact at all) are ignored and never revealed; ids of the caller's contacts that are already
 * deleted count as deleted again (so a retried call succeeds). If none of the ids is the
 * caller's, the answer is retcode 100005 NOT_FOUND. At most `CONTACT_LIMITS.idsPerDelete` ids.
 */
export const DelCloudAddressBookRequest = z.object({
  ids: z.pipe(
    z.pipe(
      z.string(),
      z.transform((joined) => [...new Set(joined.split(',').map((id) => id.trim()))].filter((id) => id !== '')),
    ),
    z.array(ContactId).check(z.minLength(1, 'no contact ids'), z.maxLength(CONTACT_LIMITS.idsPerDelete)),
  ),
});
export type DelCloudAddressBookRequest = z.input<typeof DelCloudAddressBookRequest>;

export const DelCloudAddressBookAnswer = z.object({
  /** The ids now deleted, in the order they were sent. */
  deleted: z.array(ContactId),
});
export type DelCloudAddressBookAnswer = z.infer<typeof DelCloudAddressBookAnswer>;
