import { useEffect, useState } from 'react';

/**
 * A view's part whose code is fetched when it first shows, for a part that may show while the
 * server is away (the connection notice, a failed save's notice): unlike `React.lazy`, a chunk
 * that cannot be fetched is no error that takes the page down — the part is simply not there yet
 * (its caller shows a plain stand-in), and it is fetched again the next time it shows. The hook
 * gives the part once its code has arrived, else null.
 */
export function loadedWhenShown<C>(load: () => Promise<C>): () => C | null {
  let loaded: C | null = null;
  return function useLoaded() {
    // A function (a component) is held as a value: set through an updater, never called by React.
    const [part, setPart] = useState<C | null>(() => loaded);
    useEffect(() => {
      if (part) return;
      let live = true;
      load().then(
        (arrived) => {
          loaded = arrived;
          if (live) setPart(() => arrived);
        },
        // Not fetched (offline, the server away): the stand-in stays until the part shows again.
        () => {},
      );
      return () => {
        live = false;
      };
    }, [part]);
    return part;
  };
}
