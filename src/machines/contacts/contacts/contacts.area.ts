/**
 * The address-book area as the root starts it (`../app/areas.ts`): the contacts chart with its
 * services. Loaded with the first login, in its own chunk with the contact form and import charts.
 */
import type { AreaFactory } from '../../shared/area.ts';
import { contactsActions, contactsActors } from './contacts.actors.ts';
import { contactsMachine } from './contacts.machine.ts';

export const contactsArea = (({ api, history }) =>
  contactsMachine.provide({
    // The book is kept in the chats' encrypted local store (one store, wiped at logout): issue 24 item 2.
    actors: contactsActors(api, history),
    actions: contactsActions({ store: history }),
  })) satisfies AreaFactory;
