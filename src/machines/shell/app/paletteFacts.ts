/**
 * What the command palette searches (issue 24 item 4; docs/keyboard.md), read from the root's
 * snapshot when it opens and never kept (the lists move on). Its own chunk, fetched by the
 * palette's `gather` actor (`loggedIn.parts.ts`) at the first Ctrl/Cmd+K: the chats tab does not
 * carry it (docs/delivery.md).
 */

import { partyName } from '../../../services/chats/partyName.ts';
import { gatherEntries, type PaletteFacts } from '../../../services/keyboard/gatherEntries.ts';
import type { PaletteEntry } from '../../../services/keyboard/paletteEntries.ts';
import type { PhoneFormat } from '../../../services/phone/phoneFormat.ts';
import { chatRowsOf, ownNumbersOf } from '../../chats/chats/toView.ts';
import { bookOf, contactNameFor } from '../../contacts/contacts/toView.ts';
import type { Translate } from '../notifier/notifier.actions.ts';
import {
  type AppSnapshot,
  selectAccountTabList,
  selectChatsRef,
  selectContactsRef,
  selectLanguageToggleShown,
  selectVisibleTabs,
} from './toView.ts';

export function paletteEntriesNow(snapshot: AppSnapshot, format: PhoneFormat, t: Translate): readonly PaletteEntry[] {
  const chats = selectChatsRef(snapshot)?.getSnapshot();
  const contacts = selectContactsRef(snapshot)?.getSnapshot();
  const facts: PaletteFacts = {
    tabs: selectVisibleTabs(snapshot),
    canTopUp: selectAccountTabList(snapshot).some((entry) => entry.section === 'credit'),
    canSwitchLanguage: selectLanguageToggleShown(snapshot),
    chats: chats
      ? chatRowsOf(chats).map((row) => {
          const number = format.full(row.otherFullNumber, row.otherTelCode);
          const name = partyName(
            contacts ? contactNameFor(contacts, row.otherFullNumber) : null,
            row.otherFullNumber,
            row.otherTelCode,
            format,
          );
          return { key: row.key, name, number };
        })
      : [],
    contacts: contacts
      ? bookOf(contacts).groups.flatMap((group) =>
          group.contacts.map((contact) => ({
            id: contact._id,
            name: contact.name,
            numbers: contact.phoneList.map((entry) => entry.phone),
          })),
        )
      : [],
    ownNumbers: chats
      ? ownNumbersOf(chats).map((own) => ({
          fullNumber: own.fullNumber,
          label: format.full(own.fullNumber, own.telCode),
          name: own.numberName,
        }))
      : [],
  };
  return gatherEntries(facts, {
    newChat: t('keyboard.action.newChat'),
    tab: (tab) => t('keyboard.action.tab', { tab: t(`shell.tab.${tab}`) }),
    topUp: t('keyboard.action.topUp'),
    logout: t('keyboard.action.logout'),
    language: t('keyboard.action.language'),
    numberNewChat: t('keyboard.number.newChat'),
  });
}
