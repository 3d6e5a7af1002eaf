import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { type ChatsActor, chatRowFor } from '../../machines/chats/chats/toView.ts';
import { type ContactsActor, contactFor, contactNameFor } from '../../machines/contacts/contacts/toView.ts';
import { parseConversationKey } from '../../services/chats/conversationKey.ts';
import { partyName } from '../../services/chats/partyName.ts';
import type { PhoneFormat, SplitNumber } from '../../services/phone/phoneFormat.ts';

/** The other party of a conversation, as headers and dialogs name it (spec 1 §3 Chat identity). */
export interface Party {
  ownFullNumber: string;
  otherFullNumber: string;
  /** The contact's name, else the formatted number. */
  name: string;
  isContact: boolean;
  /** The contact's id (its detail panel), null when the party is not a contact. */
  contactId: string | null;
  /** Country code and national number ('add contact' prefill); null when not known (a short code). */
  number: SplitNumber | null;
}

/**
 * The party of the conversation `key` (null for no key). The chat-list row says how the number
 * splits into country code and national number; a chat not listed yet (just started) is split by
 * libphonenumber-js.
 */
export function useParty(
  chats: ChatsActor,
  contacts: ContactsActor | undefined,
  key: string | null,
  format: PhoneFormat,
): Party | null {
  const other = (key === null ? null : parseConversationKey(key))?.otherFullNumber ?? '';
  // Only how the number splits, never the row itself: the row changes with every message of the
  // conversation, and the header must not draw again for each (issue 8 item 23).
  const otherTelCode = useSelector(chats, (s) => (key === null ? undefined : chatRowFor(s, key)?.otherTelCode));
  const otherNumber = useSelector(chats, (s) => (key === null ? undefined : chatRowFor(s, key)?.otherNumber));
  const contactName = useSelector(contacts, (s) => (s && other ? contactNameFor(s, other) : null));
  const contactId = useSelector(contacts, (s) => (s && other ? (contactFor(s, other)?._id ?? null) : null));
  return useMemo(() => {
    const parsed = key === null ? null : parseConversationKey(key);
    if (!parsed) return null;
    const number: SplitNumber | null =
      otherTelCode === undefined || otherNumber === undefined
        ? format.split(other)
        : otherTelCode === ''
          ? null
          : { telCode: otherTelCode, phone: otherNumber };
    return {
      ...parsed,
      name: partyName(contactName, other, otherTelCode, format),
      isContact: contactId !== null,
      contactId,
      number,
    };
  }, [key, other, otherTelCode, otherNumber, contactName, contactId, format]);
}
