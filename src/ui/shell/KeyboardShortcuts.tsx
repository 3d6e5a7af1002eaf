/**
 * The keyboard layer of the logged-in shell (issue 24 item 4; docs/keyboard.md): one key listener
 * reading the shortcut table (`services/keyboard/shortcuts.ts`), and the palette and shortcuts-help
 * dialogs, each loaded when first opened.
 *
 * The palette's chart is the root's child (`palette`, spawned with the logged-in parts and stopped
 * at logout); this view reads it from the root's snapshot, opens it with what can be found now and
 * carries out what it emits as chosen, through the same events the tab bar, the notifications and
 * the plans page already send the root (`tab.select`, `chat.show`, `chat.draftFrom`, `recharge.open`).
 */
import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import type { AnyActorRef, EventFrom } from 'xstate';
import { chatRowsOf, selectedChatKeyOf } from '../../machines/chats/chats/toView.ts';
import { SYSTEM_ID, tell } from '../../machines/shared/address.ts';
import {
  type AppSnapshot,
  selectChatsRef,
  selectContactsRef,
  selectPaletteRef,
  selectRootView,
  selectSessionRef,
  selectVisibleTabs,
} from '../../machines/shell/app/toView.ts';
import { isPaletteOpen } from '../../machines/shell/palette/toView.ts';
import type { Tab } from '../../services/brand/platforms.ts';
import type { PaletteCommand } from '../../services/keyboard/paletteEntries.ts';
import { isTypingTarget, neighbourChat, type ShortcutId, shortcutFor } from '../../services/keyboard/shortcuts.ts';
import { type AppActor, useAppActor } from '../appContext.ts';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useOpenedOnce } from '../common/useOpenedOnce.ts';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';
import { ProgressOverlay } from '../overlays/ProgressOverlay.tsx';

type PaletteFactsModule = typeof import('./paletteFacts.ts');
/** The palette's entry gathering once fetched (the first Ctrl/Cmd+K). */
let paletteFacts: PaletteFactsModule | null = null;

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

/**
 * Sends `event` to a child of the root (an area's chart, the palette), at once or as soon as it
 * runs (its chunk may still be on the way). A logout meanwhile drops it: what was asked in one
 * session is never told to the next one's child.
 */
function sendWhenRunning<Child extends AnyActorRef>(
  app: AppActor,
  select: (snapshot: AppSnapshot) => Child | undefined,
  event: EventFrom<Child>,
) {
  const now = select(app.getSnapshot());
  if (now) {
    now.send(event);
    return;
  }
  const subscription = app.subscribe((snapshot) => {
    const ref = select(snapshot);
    if (ref) ref.send(event);
    else if (selectRootView(snapshot) === 'main') return;
    subscription.unsubscribe();
  });
}

export function KeyboardShortcuts({ onSelectTab }: { onSelectTab(tab: Tab): void }) {
  const app = useAppActor();
  const t = useT();
  const format = usePhoneFormat();
  const palette = useSelector(app, selectPaletteRef);
  const paletteOpen = useSelector(palette, isPaletteOpen);
  const paletteShown = useOpenedOnce(paletteOpen);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpShown = useOpenedOnce(helpOpen);

  /**
   * The palette opens with what can be found now (`paletteFacts.ts`, fetched with the first
   * Ctrl/Cmd+K, then at hand: later openings are immediate, so an Esc right after one closes it).
   * Code that cannot be fetched (offline, a new deployment) is said in the snackbar, and the next
   * Ctrl/Cmd+K asks for it again.
   */
  const openPalette = useCallback(() => {
    const open = ({ paletteEntriesNow }: PaletteFactsModule) => {
      const entries = paletteEntriesNow(app.getSnapshot(), format, t);
      // Right after login the palette's chunk may still be on its way: it opens as soon as it runs.
      sendWhenRunning(app, selectPaletteRef, { type: 'palette.open', entries });
    };
    if (paletteFacts) {
      open(paletteFacts);
      return;
    }
    import('./paletteFacts.ts').then(
      (arrived) => {
        paletteFacts = arrived;
        open(arrived);
      },
      () =>
        tell(app.system, SYSTEM_ID.overlays, {
          type: 'snackbar.show',
          notice: { messageKey: 'keyboard.palette.unavailable' },
          tone: 'error',
        }),
    );
  }, [app, t, format]);

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
          sendWhenRunning(app, selectContactsRef, { type: 'detail.open', id: command.id });
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
    const subscription = palette?.on('palette.chosen', (event) => run(event.command));
    return () => subscription?.unsubscribe();
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
      {palette && paletteShown && (
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
