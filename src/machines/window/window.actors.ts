/**
 * The real `windowEvents` actor: listens to a browser window and reports to the `window` chart.
 * The root provides it: `windowMachine.provide({ actors: { windowEvents: windowEventsActor(window) } })`.
 */
import { fromCallback } from 'xstate';
import type { WindowEvent, WindowLike } from './types.ts';

export function windowEventsActor(target: WindowLike) {
  return fromCallback<WindowEvent>(({ sendBack }) => {
    const reportSize = () => sendBack({ type: 'window.resize', width: target.innerWidth, height: target.innerHeight });
    const reportFocus = () => sendBack({ type: 'window.focus' });
    const reportBlur = () => sendBack({ type: 'window.blur' });

    // The chart starts as 'focused' with no size: tell it the truth straight away.
    reportSize();
    if (!target.document.hasFocus()) reportBlur();

    target.addEventListener('focus', reportFocus);
    target.addEventListener('blur', reportBlur);
    target.addEventListener('resize', reportSize);
    return () => {
      target.removeEventListener('focus', reportFocus);
      target.removeEventListener('blur', reportBlur);
      target.removeEventListener('resize', reportSize);
    };
  });
}

export function windowActors(target: WindowLike) {
  return { windowEvents: windowEventsActor(target) };
}
