/**
 * The address-book area as the root starts it (`../app/areas.ts`): the contacts chart with its
 * services. Loaded with the first login, in its own chunk with the contact form and import charts.
 */
import type { AreaFactory } from '../../shared/area.ts';
import { contactsActions, contactsActors } from './contacts.actors.ts';
import { contactsMachine } from './contacts.machine.ts';

export const contactsArea = (({ api }) =>
  contactsMachine.provide({ actors: contactsActors(api), actions: contactsActions() })) satisfies AreaFactory;
