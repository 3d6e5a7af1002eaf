/**
 * POST /createOrUpdateCloudAddressBook as the contact form and the import both call it (spec 3
 * §7): the id on edit only, the draft as JSON text. Shared by two charts the contacts area hosts,
 * so neither reaches into the other's folder.
 */
import type { Api } from '../../../services/api/createApi.ts';
import type { ContactDraft } from '../../../services/contacts/types.ts';

export type SaveContactApi = Pick<Api, 'createOrUpdateCloudAddressBook'>;

export interface SaveContactRequest {
  /** Present on edit only (spec 3 §7). */
  id?: string;
  draft: ContactDraft;
}

export function saveContactCall(api: SaveContactApi, { id, draft }: SaveContactRequest, signal?: AbortSignal) {
  return api.createOrUpdateCloudAddressBook(
    { ...(id === undefined ? {} : { id }), addressBook: JSON.stringify(draft) },
    signal ? { signal } : {},
  );
}
