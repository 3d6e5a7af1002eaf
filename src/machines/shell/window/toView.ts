/** What views (and later the chats chart) read from a `window` snapshot (spec 1 §4 Window). */
import type { SnapshotFrom } from 'xstate';
import type { WindowMachine } from './window.machine.ts';

export type WindowSnapshot = SnapshotFrom<WindowMachine>;

/** True while the page has focus; a missing snapshot counts as focused (nothing to notify about). */
export function selectWindowFocused(snapshot: WindowSnapshot | undefined): boolean {
  return snapshot ? snapshot.matches({ focus: 'focused' }) : true;
}

/**
 * True while the browser has no network (issue 24 item 2: the tab bar's 'Offline'); unknown counts
 * as online. The only ground on which the app says 'offline': with a network, a server out of reach
 * is said as such (docs/pwa.md 'Offline or the server out of reach').
 */
export function selectWindowOffline(snapshot: WindowSnapshot | undefined): boolean {
  return snapshot ? snapshot.matches({ network: 'offline' }) : false;
}
