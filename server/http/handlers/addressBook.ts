/**
 * The cloud address book calls (spec 3 §7), each scoped to the caller's account. A saved draft
 * arrives as JSON text; it is parsed here and checked with the same form rules as the client's
 * (spec 3 §5) — the server never trusts the client.
 */
import { z } from 'zod/mini';
import { draftInputFromContact, validateContactDraft } from '../../../src/services/api/contract/contactRules.ts';
import { type ContactDraft, type ContactValidationData, FreeText } from '../../../src/services/api/contract/index.ts';
import { deleteContacts, listAddressBook, saveContact } from '../../domain/addressBook.ts';
import { type Failure, fail, isFailure } from '../../domain/failure.ts';
import { ADDRESS_BOOK_TEXTS, CONTACT_RULE_TEXTS } from '../../i18n.ts';
import { type EndpointHandlers, withSession } from '../endpoint.ts';
import { isRecord, parseInput } from '../validation.ts';

type AddressBookHandlers = Pick<
  EndpointHandlers,
  'getCloudAddressBook' | 'createOrUpdateCloudAddressBook' | 'delCloudAddressBook'
>;

export const addressBookHandlers: AddressBookHandlers = {
  getCloudAddressBook: withSession(async ({ input, server }, session) =>
    listAddressBook(server.db, session.accountId, input),
  ),

  createOrUpdateCloudAddressBook: withSession(async ({ input, server }, session) => {
    const draft = readDraft(input.addressBook);
    if (isFailure(draft)) return draft;
    const id = input.id === undefined ? undefined : Number(input.id);
    return saveContact(server.db, server.clock, session.accountId, id, draft);
  }),

  delCloudAddressBook: withSession(async ({ input, server }, session) =>
    deleteContacts(server.db, server.clock, session.accountId, input.ids.map(Number)),
  ),
};

/** Absent and null read as "not filled"; the rules decide whether that is allowed. */
const OptionalText = z.pipe(
  z.nullish(FreeText),
  z.transform((value) => value ?? undefined),
);

/** Only the types are checked here; every value rule is the form's (`validateContactDraft`). */
const DraftShape = z.object({
  name: OptionalText,
  phoneList: z.pipe(
    z.nullish(z.array(z.object({ phone: OptionalText, telCode: OptionalText, tag: OptionalText }))),
    z.transform((rows) => rows ?? []),
  ),
  email: OptionalText,
  companyName: OptionalText,
  note: OptionalText,
});

/**
 * JSON text → a draft that passes the form rules. Not JSON, or not an object → 100001; a field of
 * the wrong type → 100001 naming it ('addressBook.name must be a string'); a broken rule → 100001
 * with the first rule's text as retmsg and every error in `data` (`ContactValidationData`).
 */
function readDraft(text: string): ContactDraft | Failure {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('badRequest', ADDRESS_BOOK_TEXTS.addressBookNotJson);
  }
  if (!isRecord(json)) return fail('badRequest', ADDRESS_BOOK_TEXTS.addressBookNotJson);
  const shaped = parseInput(z.object({ addressBook: DraftShape }), { addressBook: json });
  if (isFailure(shaped)) return shaped;

  const checked = validateContactDraft(draftInputFromContact(shaped.addressBook));
  if (checked.ok) return checked.value;
  const [first] = checked.errors;
  const data: ContactValidationData = { errors: checked.errors };
  return fail('badRequest', first ? CONTACT_RULE_TEXTS[first.key] : undefined, data);
}
