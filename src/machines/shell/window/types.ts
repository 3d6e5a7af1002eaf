/** Types of the `window` chart (spec 1 §4 Window). */

export type WindowEvent =
  | { type: 'window.focus' }
  | { type: 'window.blur' }
  | { type: 'window.online' }
  | { type: 'window.offline' };

/** What the chart tells its parent (the root) when the page gains or loses focus. */
export type { WindowNotification } from '../../shared/address.ts';

/**
 * The parts of a browser `Window` the `windowEvents` actor uses, so tests can pass a fake and the
 * chart never names the global `window`.
 */
export interface WindowLike {
  /** `hidden` and `visibilitychange`: a hidden page (another browser tab, minimised) is not in front either. */
  readonly document: {
    hasFocus(): boolean;
    readonly hidden: boolean;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  /** `onLine` and the `online`/`offline` events: whether the browser has a network (issue 24 item 2). */
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'focus' | 'blur' | 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'focus' | 'blur' | 'online' | 'offline', listener: () => void): void;
}
