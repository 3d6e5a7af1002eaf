/**
 * The command palette's chart and dialog (issue 24 item 4; docs/keyboard.md), loaded when the
 * palette is first asked for: neither the chart nor the gathering of what it searches is part of
 * the chats tab's download (issue 24 item 5, docs/delivery.md). It stays mounted from then on, so
 * the chart lives as long as the logged-in main view, as it did when the shell ran it from the start.
 */
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { chatRowsOf, ownNumbersOf } from '../../machines/chats/chats/toView.ts';
import { bookOf, contactNameFor } from '../../machines/contacts/contacts/toView.ts';
import {
  selectAccountTabList,
  selectChatsRef,
  selectContactsRef,
  selectLanguageToggleShown,
  selectVisibleTabs,
} from '../../machines/shell/app/toView.ts';
import { paletteMachine } from '../../machines/shell/palette/palette.machine.ts';
import { partyName } from '../../services/chats/partyName.ts';
import { gatherEntries, type PaletteFacts } from '../../services/keyboard/gatherEntries.ts';
import type { PaletteCommand } from '../../services/keyboard/paletteEntries.ts';
import { useAppActor } from '../appContext.ts';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';
import { CommandPalette } from './CommandPalette.tsx';

interface PaletteHostProps {
  /** How many times the palette has been asked for: each new request opens it. */
  requests: number;
  /** Runs the chosen option's command. */
  onChoose(command: PaletteCommand): void;
}

export function PaletteHost({ requests, onChoose }: PaletteHostProps) {
  const app = useAppActor();
  const t = useT();
  const format = usePhoneFormat();
  const palette = useActorRef(paletteMachine);

  /** The facts the palette searches, read when it opens (never kept: the lists move on). */
  const open = useCallback(() => {
    const snapshot = app.getSnapshot();
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
    const entries = gatherEntries(facts, {
      newChat: t('keyboard.action.newChat'),
      tab: (tab) => t('keyboard.action.tab', { tab: t(`shell.tab.${tab}`) }),
      topUp: t('keyboard.action.topUp'),
      logout: t('keyboard.action.logout'),
      language: t('keyboard.action.language'),
      numberNewChat: t('keyboard.number.newChat'),
    });
    palette.send({ type: 'palette.open', entries });
  }, [app, palette, t, format]);

  // Each request opens it once (mounted by the first; no request comes while it is open: a dialog's keys are its own).
  useEffect(() => {
    if (requests > 0) open();
  }, [requests, open]);

  useEffect(() => {
    const subscription = palette.on('palette.chosen', (event) => onChoose(event.command));
    return () => subscription.unsubscribe();
  }, [palette, onChoose]);

  return <CommandPalette palette={palette} />;
}
