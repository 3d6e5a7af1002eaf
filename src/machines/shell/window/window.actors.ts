/**
 * The real `windowEvents` actor: listens to a browser window and reports to the `window` chart.
 * The root provides it: `windowMachine.provide({ actors: { windowEvents: windowEventsActor(window) } })`.
 */
import { fromCallback } from 'xstate';
import type { WindowEvent, WindowLike } from './types.ts';

export function windowEventsActor(target: WindowLike) {
  return fromCallback<WindowEvent>(({ sendBack }) => {
    const reportFocus = () => sendBack({ type: 'window.focus' });
    const reportBlur = () => sendBack({ type: 'window.blur' });
    const reportOnline = () => sendBack({ type: 'window.online' });
    const reportOffline = () => sendBack({ type: 'window.offline' });

    // spec 1 §1: the page is in front when it has focus and is not hidden.
    const inFront = () => target.document.hasFocus() && !target.document.hidden;
    const reportVisibility = () => (inFront() ? reportFocus() : reportBlur());

    // The chart starts as 'focused': tell it the truth straight away.
    if (!inFront()) reportBlur();
    if (!target.navigator.onLine) reportOffline();

    target.addEventListener('focus', reportFocus);
    target.addEventListener('blur', reportBlur);
    target.addEventListener('online', reportOnline);
    target.addEventListener('offline', reportOffline);
    target.document.addEventListener('visibilitychange', reportVisibility);
    return () => {
      target.removeEventListener('focus', reportFocus);
      target.removeEventListener('blur', reportBlur);
      target.removeEventListener('online', reportOnline);
      target.removeEventListener('offline', reportOffline);
      target.document.removeEventListener('visibilitychange', reportVisibility);
    };
  });
}

export function windowActors(target: WindowLike) {
  return { windowEvents: windowEventsActor(target) };
}
