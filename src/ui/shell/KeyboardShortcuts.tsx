/**
 * The keyboard layer of the logged-in shell (issue 24 item 4; docs/keyboard.md): one key listener
 * reading the shortcut table (`services/keyboard/shortcuts.ts`), and the palette and shortcuts-help
 * dialogs, each loaded when first opened.
 *
 * It only sends events: the root carries them out by its own rules (`tab.choose`, `chat.new`,
 * `chat.show`, `palette.open` — the palette, the root's child, opens at once with a loading state
 * and tells the root its chosen command itself). The panel's Esc goes to the chart on screen.
 */
import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { chatRowsOf, selectedChatKeyOf } from '../../machines/chats/chats/toView.ts';
import {
  selectChatsRef,
  selectContactsRef,
  selectPaletteRef,
  selectVisibleTabs,
} from '../../machines/shell/app/toView.ts';
import { isPaletteOpen } from '../../machines/shell/palette/toView.ts';
import { isTypingTarget, type KeyAction, neighbourChat, shortcutFor } from '../../services/keyboard/shortcuts.ts';
import { useAppActor } from '../appContext.ts';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useOpenedOnce } from '../common/useOpenedOnce.ts';
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

export function KeyboardShortcuts() {
  const app = useAppActor();
  const palette = useSelector(app, selectPaletteRef);
  const paletteOpen = useSelector(palette, isPaletteOpen);
  const paletteShown = useOpenedOnce(paletteOpen);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpShown = useOpenedOnce(helpOpen);

  const shortcut = useCallback(
    (id: KeyAction) => {
      const snapshot = app.getSnapshot();
      const chats = selectChatsRef(snapshot);
      switch (id) {
        case 'palette.open':
          // Opens at once, or as soon as the palette runs (its chunk may still be on its way after login).
          app.send({ type: 'palette.open' });
          return;
        case 'palette.close':
          selectPaletteRef(snapshot)?.send({ type: 'palette.close' });
          return;
        case 'help.open':
          setHelpOpen(true);
          return;
        case 'chat.new':
          app.send({ type: 'chat.new' });
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
          app.send({ type: 'tab.choose', tab: 'chats' });
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
    [app],
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
        // Before its dialog is drawn (its code on the way), the palette's Esc and Ctrl/Cmd+K are heard here.
        paletteOpen: isPaletteOpen(selectPaletteRef(app.getSnapshot())?.getSnapshot()),
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
      {palette && paletteShown && (
        // The veil says "Loading…" while the dialog's code arrives; closed meanwhile (Esc), it goes.
        <Suspense fallback={paletteOpen && <ProgressOverlay />}>
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
