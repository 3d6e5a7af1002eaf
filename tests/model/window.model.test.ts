/**
 * Model-based test of the window chart (spec 1 §4 Window): focus and blur, online and offline,
 * every path replayed on a real actor with a fake `windowEvents` listener.
 */
import { expect } from 'vitest';
import { selectWindowFocused, selectWindowOffline } from '../../src/machines/shell/window/toView.ts';
import { windowMachine } from '../../src/machines/shell/window/window.machine.ts';
import { type Checks, type Replay, testModel } from '../support/model.ts';

/** The DOM listener runs whatever the focus. */
function listens(replay: Replay) {
  expect(replay.running('windowEvents')).toBeDefined();
}

/** The root hears of every change of focus, and only of changes (the chats area's read rule, spec 1 §4). */
function announcesChange(replay: Replay, action: 'announceFocus' | 'announceBlur', on: string) {
  const changed =
    replay.previous !== undefined && !replay.previous.matches({ focus: on === 'window.focus' ? 'focused' : 'blurred' });
  expect(replay.effects.some((effect) => effect.type === action)).toBe(replay.step.event.type === on && changed);
}

/**
 * issue 24 item 2: the tab bar's 'Offline' follows the browser's network, whatever the focus; the
 * root hears of every change of network, and only of changes (the areas that need the server).
 */
function offlineFollowsNetwork(snapshot: Parameters<typeof selectWindowOffline>[0], replay: Replay, offline: boolean) {
  expect(selectWindowOffline(snapshot)).toBe(offline);
  const on = offline ? 'window.offline' : 'window.online';
  const changed =
    replay.previous !== undefined && !replay.previous.matches({ network: offline ? 'offline' : 'online' });
  const action = offline ? 'announceOffline' : 'announceOnline';
  expect(replay.effects.some((effect) => effect.type === action)).toBe(replay.step.event.type === on && changed);
}

const checks = {
  'network.online': (snapshot, replay) => offlineFollowsNetwork(snapshot, replay, false),
  'network.offline': (snapshot, replay) => offlineFollowsNetwork(snapshot, replay, true),
  'focus.focused': (snapshot, replay) => {
    expect(selectWindowFocused(snapshot)).toBe(true);
    announcesChange(replay, 'announceFocus', 'window.focus');
    listens(replay);
  },
  'focus.blurred': (snapshot, replay) => {
    // spec 1 §1: while blurred, new messages notify.
    expect(selectWindowFocused(snapshot)).toBe(false);
    announcesChange(replay, 'announceBlur', 'window.blur');
    listens(replay);
  },
} satisfies Checks<typeof windowMachine>;

testModel({
  name: 'window',
  machine: windowMachine,
  events: {
    'window.focus': {},
    'window.blur': {},
    'window.online': {},
    'window.offline': {},
  },
  checks,
});
