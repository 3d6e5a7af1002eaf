/**
 * Whether the page has focus (spec 1 §4 Window), and whether the browser has a network (issue 24
 * item 2: the tab bar's 'Offline'). Focus decides whether a new message notifies
 * and whether an open chat counts as read (spec 1 §1, §4).
 *
 * decision (issue 26 item 5): spec 1 §4 "resize updates the document size" needs no state — the
 * layout follows the document's size through CSS (and the mobile notice reads the user agent), so
 * the chart keeps no size nobody reads.
 *
 * The DOM is read by the injected `windowEvents` callback actor (`windowEventsActor` in
 * `window.actors.ts`), which reports the current focus as soon as it starts.
 */
import { fromCallback, setup } from 'xstate';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import type { WindowEvent } from './types.ts';

/** Placeholder for the injected DOM listener: the root provides `windowEventsActor(window)`. */
const windowEventsNotProvided = fromCallback<WindowEvent>(() => {
  throw new Error('window: the `windowEvents` actor must be provided (windowEventsActor from window.actors.ts)');
});

export const windowMachine = setup({
  types: {
    events: {} as WindowEvent,
  },
  actors: {
    windowEvents: windowEventsNotProvided,
  },
  actions: {
    /** The chats area decides 'read' and 'notify' by focus (spec 1 §4): tell the root on every change. */
    announceFocus: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'page.focused' }),
    announceBlur: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'page.blurred' }),
    /** issue 24 item 2: what needs the server says so offline (the address book), and loads again online. */
    announceOffline: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'page.offline' }),
    announceOnline: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'page.online' }),
  },
}).createMachine({
  id: 'window',
  description: 'Whether the page has focus, and whether the browser has a network.',
  invoke: { id: 'windowEvents', src: 'windowEvents' },
  type: 'parallel',
  states: {
    focus: {
      description: 'Whether the page is in front.',
      // A page that was just opened normally has focus; the actor corrects this at once if not.
      initial: 'focused',
      states: {
        focused: {
          description: 'The page has focus: incoming messages in the open chat count as read.',
          on: { 'window.blur': { target: 'blurred', actions: 'announceBlur' } },
        },
        blurred: {
          description: "The page is in the background: new messages notify (spec 1 §1 'blur flag').",
          on: { 'window.focus': { target: 'focused', actions: 'announceFocus' } },
        },
      },
    },
    network: {
      description:
        "Whether the browser has a network (navigator.onLine and its online/offline events): the tab bar's 'Offline' (issue 24 item 2).",
      // Most pages open online; the actor reports an offline start at once.
      initial: 'online',
      states: {
        online: {
          description: 'The browser has a network; the socket and the calls may reach the server.',
          on: { 'window.offline': { target: 'offline', actions: 'announceOffline' } },
        },
        offline: {
          description:
            "No network: the app shows what it keeps locally and 'Offline' in the tab bar; what needs the server says so.",
          on: { 'window.online': { target: 'online', actions: 'announceOnline' } },
        },
      },
    },
  },
});

export type WindowMachine = typeof windowMachine;
