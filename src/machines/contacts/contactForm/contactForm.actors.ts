/**
 * The contact form's injected actor, built from the API:
 * `contactFormMachine.provide({ actors: contactFormActors(api) })`.
 */
import { fromPromise } from 'xstate';
import { type SaveContactApi, type SaveContactRequest, saveContactCall } from '../../shared/contacts/saveContact.ts';
import type { SaveContactResult } from './types.ts';

export type ContactFormApi = SaveContactApi;

export function contactFormActors(api: ContactFormApi) {
  return {
    saveContact: fromPromise<SaveContactResult, SaveContactRequest>(({ input, signal }) =>
      saveContactCall(api, input, signal),
    ),
  };
}
