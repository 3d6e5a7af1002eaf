/**
 * The contact form's injected actor, built from the API:
 * `contactFormMachine.provide({ actors: contactFormActors(api) })`.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../services/api/createApi.ts';
import type { SaveContactRequest, SaveContactResult } from './types.ts';

export type ContactFormApi = Pick<Api, 'createOrUpdateCloudAddressBook'>;

/** POST /createOrUpdateCloudAddressBook: the id on edit only, the draft as JSON text (spec 3 §7). */
export function saveContactCall(api: ContactFormApi, { id, draft }: SaveContactRequest, signal?: AbortSignal) {
  return api.createOrUpdateCloudAddressBook(
    { ...(id === undefined ? {} : { id }), addressBook: JSON.stringify(draft) },
    signal ? { signal } : {},
  );
}

export function contactFormActors(api: ContactFormApi) {
  return {
    saveContact: fromPromise<SaveContactResult, SaveContactRequest>(({ input, signal }) =>
      saveContactCall(api, input, signal),
    ),
  };
}
