/**
 * The real `windowEvents` actor against a fake window: it reports the current focus at once, then
 * every focus, blur and visibility change, and removes its listeners when stopped.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { WindowLike } from '../../src/machines/shell/window/types.ts';
import { windowEventsActor } from '../../src/machines/shell/window/window.actors.ts';
import { windowMachine } from '../../src/machines/shell/window/window.machine.ts';

type Listener = () => void;

function fakeWindow(options: { focused: boolean; hidden?: boolean; onLine?: boolean }) {
  const listeners = new Map<string, Set<Listener>>();
  const addEventListener = (type: string, listener: Listener) => {
    const set = listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(type, set);
  };
  const removeEventListener = (type: string, listener: Listener) => {
    listeners.get(type)?.delete(listener);
  };
  const page = { hidden: options.hidden ?? false };
  const target = {
    document: {
      hasFocus: () => options.focused,
      get hidden() {
        return page.hidden;
      },
      addEventListener,
      removeEventListener,
    },
    navigator: { onLine: options.onLine ?? true },
    addEventListener,
    removeEventListener,
  } satisfies WindowLike;
  const fire = (type: 'focus' | 'blur' | 'visibilitychange' | 'online' | 'offline') => {
    for (const listener of listeners.get(type) ?? []) listener();
  };
  const count = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return { target, fire, count, page };
}

function startWindow(win: ReturnType<typeof fakeWindow>) {
  return createActor(windowMachine.provide({ actors: { windowEvents: windowEventsActor(win.target) } })).start();
}

describe('windowEventsActor', () => {
  it('counts a hidden page as not in front, at start and when it is hidden or shown again (spec 1 §1)', () => {
    const win = fakeWindow({ focused: true, hidden: true });
    const actor = startWindow(win);
    expect(actor.getSnapshot().matches({ focus: 'blurred' })).toBe(true);
    win.page.hidden = false;
    win.fire('visibilitychange');
    expect(actor.getSnapshot().matches({ focus: 'focused' })).toBe(true);
    win.page.hidden = true;
    win.fire('visibilitychange');
    expect(actor.getSnapshot().matches({ focus: 'blurred' })).toBe(true);
  });

  it('keeps a focused page focused', () => {
    const win = fakeWindow({ focused: true });
    const actor = startWindow(win);
    expect(actor.getSnapshot().matches({ focus: 'focused' })).toBe(true);
    actor.stop();
  });

  it('reports a page opened in the background as blurred', () => {
    const win = fakeWindow({ focused: false });
    const actor = startWindow(win);
    expect(actor.getSnapshot().matches({ focus: 'blurred' })).toBe(true);
    actor.stop();
  });

  it('follows blur and focus, and removes its listeners when stopped', () => {
    const win = fakeWindow({ focused: true });
    const actor = startWindow(win);
    expect(win.count()).toBe(5);

    win.fire('blur');
    expect(actor.getSnapshot().matches({ focus: 'blurred' })).toBe(true);
    win.fire('focus');
    expect(actor.getSnapshot().matches({ focus: 'focused' })).toBe(true);

    actor.stop();
    expect(win.count()).toBe(0);
  });

  it('reports an offline start at once, then every online and offline (issue 24 item 2)', () => {
    const win = fakeWindow({ focused: true, onLine: false });
    const actor = startWindow(win);
    expect(actor.getSnapshot().matches({ network: 'offline' })).toBe(true);
    win.fire('online');
    expect(actor.getSnapshot().matches({ network: 'online' })).toBe(true);
    win.fire('offline');
    expect(actor.getSnapshot().matches({ network: 'offline' })).toBe(true);
    actor.stop();
  });
});
