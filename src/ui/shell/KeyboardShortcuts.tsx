/**
 * The keyboard layer of the logged-in shell (issue 24 item 4; docs/keyboard.md): one key listener
 * reading the shortcut table (`services/keyboard/shortcuts.ts`), the command palette's chart, and
 * the palette and shortcuts-help dialogs, each loaded when first opened.
 *
 * decision: the palette chart runs here, in the shell's view, not as a child of the root: it lives
 * exactly as long as the logged-in main view, and the root's chart (and its model) stay as they
 * are. What a chosen option does goes through the same events the tab bar, the notifications and
 * the plans page already send the root (`tab.select`, `chat.show`, `chat.draftFrom`, `recharge.open`).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { chatRowsOf, ownNumbersOf, selectedChatKeyOf } from '../../machines/chats/chats/toView.ts';
import { bookOf, contactNameFor } from '../../machines/contacts/contacts/toView.ts';
import {
  selectAccountTabList,
  selectChatsRef,
  selectContactsRef,
  selectLanguageToggleShown,
  selectSessionRef,
  selectVisibleTabs,
} from '../../machines/shell/app/toView.ts';
import { paletteMachine } from '../../machines/shell/palette/palette.machine.ts';
import { isPaletteOpen } from '../../machines/shell/palette/toView.ts';
import type { Tab } from '../../services/brand/platforms.ts';
import { partyName } from '../../services/chats/partyName.ts';
import { gatherEntries, type PaletteFacts } from '../../services/keyboard/gatherEntries.ts';
import type { PaletteCommand } from '../../services/keyboard/paletteEntries.ts';
import { isTypingTarget, neighbourChat, type ShortcutId, shortcutFor } from '../../services/keyboard/shortcuts.ts';
import { useAppActor } from '../appContext.ts';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useOpenedOnce } from '../common/useOpenedOnce.ts';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';
import { ProgressOverlay } from '../overlays/ProgressOverlay.tsx';

const CommandPalette = lazyNamed(() => import('./CommandPalette.tsx'), 'CommandPalette');
const ShortcutsHelp = lazyNamed(() => import('./ShortcutsHelp.tsx'), 'ShortcutsHelp');

/**
 * Where `/` goes: the chat search box when the chats tab has one (its `role="search"` region), else
 * the chat list's chosen (or first) row. The hook a search box needs: sit in a `role="search"`
 * element inside `main`.
 */
export const CHAT_SEARCH_TARGET = 'main [role="search"] input';
const CHAT_LIST_TARGET =
  'main [role="listbox"] [role="option"][aria-selected="true"], main [role="listbox"] [role="option"]';

/** A modal dialog or a menu is open: its keys (Esc above all) are its own. */
const OPEN_MODAL = '[role="dialog"][aria-modal="true"], [role="alertdialog"], [role="menu"]';

/** Focuses the element `selector` finds once it is drawn (a tab that was just selected draws next frame). */
function focusWhenDrawn(selectors: readonly string[], framesLeft = 60): void {
  for (const selector of selectors) {
    const element = document.querySelector<HTMLElement>(selector);
    if (element) {
      element.focus();
      return;
    }
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusWhenDrawn(selectors, framesLeft - 1));
}

/** Sends `event` to an area's chart, at once or as soon as it runs (its chunk may still be on the way). */
function sendWhenRunning(
  app: AnyActorRef,
  select: (snapshot: never) => AnyActorRef | undefined,
  event: { type: string },
) {
  const now = select(app.getSnapshot() as never);
  if (now) {
    now.send(event);
    return;
  }
  const subscription = app.subscribe((snapshot) => {
    const ref = select(snapshot as never);
    if (!ref) return;
    subscription.unsubscribe();
    ref.send(event);
  });
}

export function KeyboardShortcuts({ onSelectTab }: { onSelectTab(tab: Tab): void }) {
  const app = useAppActor();
  const t = useT();
  const format = usePhoneFormat();
  const palette = useActorRef(paletteMachine);
  const paletteOpen = useSelector(palette, isPaletteOpen);
  const paletteShown = useOpenedOnce(paletteOpen);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpShown = useOpenedOnce(helpOpen);

  /** The facts the palette searches, read when it opens (never kept: the lists move on). */
  const openPalette = useCallback(() => {
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

  const newChat = useCallback(() => {
    onSelectTab('chats');
    sendWhenRunning(app, selectChatsRef, { type: 'chat.new' });
  }, [app, onSelectTab]);

  const run = useCallback(
    (command: PaletteCommand) => {
      switch (command.type) {
        case 'tab.select':
          onSelectTab(command.tab);
          return;
        case 'chat.new':
          newChat();
          return;
        case 'contact.show':
          onSelectTab('contacts');
          sendWhenRunning(app, selectContactsRef, { type: 'detail.open', id: command.id } as { type: string });
          return;
        case 'logout':
          selectSessionRef(app.getSnapshot())?.send({ type: 'logout.request' });
          return;
        case 'recharge.open':
          app.send({ type: 'recharge.open' });
          return;
        default:
          // chat.show, chat.draftFrom, locale.toggle: the root's own requests.
          app.send(command);
      }
    },
    [app, onSelectTab, newChat],
  );

  useEffect(() => {
    const subscription = palette.on('palette.chosen', (event) => run(event.command));
    return () => subscription.unsubscribe();
  }, [palette, run]);

  const shortcut = useCallback(
    (id: ShortcutId) => {
      const snapshot = app.getSnapshot();
      const chats = selectChatsRef(snapshot);
      switch (id) {
        case 'palette.open':
          openPalette();
          return;
        case 'help.open':
          setHelpOpen(true);
          return;
        case 'chat.new':
          newChat();
          return;
        case 'chat.previous':
        case 'chat.next': {
          const chatsSnapshot = chats?.getSnapshot();
          if (!chatsSnapshot) return;
          const keys = chatRowsOf(chatsSnapshot).map((row) => row.key);
          const key = neighbourChat(keys, selectedChatKeyOf(chatsSnapshot), id === 'chat.next' ? 1 : -1);
          if (key !== null) app.send({ type: 'chat.show', key });
          return;
        }
        case 'chatSearch.focus':
          onSelectTab('chats');
          focusWhenDrawn([CHAT_SEARCH_TARGET, CHAT_LIST_TARGET]);
          return;
        case 'panel.close': {
          // The right-hand panel of the tab on screen: the open chat, or a contact's details.
          const tab = snapshot.context.tab;
          if (tab === 'chats') chats?.send({ type: 'chat.close' });
          if (tab === 'contacts') selectContactsRef(snapshot)?.send({ type: 'detail.close' });
          return;
        }
      }
    },
    [app, openPalette, newChat, onSelectTab],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Fluent's focus manager (tabster) marks every Esc handled, wherever it lands; an Esc that a
      // dialog or menu really used is ruled out by `dialogOpen` instead.
      if (event.isComposing || (event.defaultPrevented && event.key !== 'Escape')) return;
      const target = event.target instanceof Element ? event.target : null;
      const id = shortcutFor(event, {
        typing: target !== null && isTypingTarget(target as HTMLElement),
        dialogOpen: document.querySelector(OPEN_MODAL) !== null,
        tabs: selectVisibleTabs(app.getSnapshot()),
      });
      if (id === null) return;
      event.preventDefault();
      shortcut(id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [app, shortcut]);

  const tabs = useSelector(app, selectVisibleTabs);
  return (
    <>
      {paletteShown && (
        <Suspense fallback={<ProgressOverlay />}>
          <CommandPalette palette={palette} />
        </Suspense>
      )}
      {helpShown && (
        <Suspense fallback={<ProgressOverlay />}>
          <ShortcutsHelp open={helpOpen} tabs={tabs} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
