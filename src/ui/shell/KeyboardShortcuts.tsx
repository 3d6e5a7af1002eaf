/**
 * The keyboard layer of the logged-in shell (issue 24 item 4; docs/keyboard.md): one key listener
 * reading the shortcut table (`services/keyboard/shortcuts.ts`), and the command palette (its chart
 * with its dialog, `PaletteHost`) and the shortcuts help, each loaded when first asked for.
 *
 * decision: the palette chart runs in the shell's view (`PaletteHost`, mounted from its first
 * opening on), not as a child of the root: it lives no longer than the logged-in main view, and the
 * root's chart (and its model) stay as they are. What a chosen option does goes through the same events the tab bar, the notifications and
 * the plans page already send the root (`tab.select`, `chat.show`, `chat.draftFrom`, `recharge.open`).
 */
import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { chatRowsOf, selectedChatKeyOf } from '../../machines/chats/chats/toView.ts';
import {
  selectChatsRef,
  selectContactsRef,
  selectSessionRef,
  selectVisibleTabs,
} from '../../machines/shell/app/toView.ts';
import type { Tab } from '../../services/brand/platforms.ts';
import type { PaletteCommand } from '../../services/keyboard/paletteEntries.ts';
import { isTypingTarget, neighbourChat, type ShortcutId, shortcutFor } from '../../services/keyboard/shortcuts.ts';
import { useAppActor } from '../appContext.ts';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useOpenedOnce } from '../common/useOpenedOnce.ts';
import { ProgressOverlay } from '../overlays/ProgressOverlay.tsx';

const PaletteHost = lazyNamed(() => import('./PaletteHost.tsx'), 'PaletteHost');
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
  const [paletteRequests, setPaletteRequests] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpShown = useOpenedOnce(helpOpen);

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

  const shortcut = useCallback(
    (id: ShortcutId) => {
      const snapshot = app.getSnapshot();
      const chats = selectChatsRef(snapshot);
      switch (id) {
        case 'palette.open':
          setPaletteRequests((requests) => requests + 1);
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
    [app, newChat, onSelectTab],
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
      {paletteRequests > 0 && (
        <Suspense fallback={<ProgressOverlay />}>
          <PaletteHost requests={paletteRequests} onChoose={run} />
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
