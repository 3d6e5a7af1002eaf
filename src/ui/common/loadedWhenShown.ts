import { useEffect, useState } from 'react';

/** A part fetched when first shown: its code once arrived, whether the last fetch failed, and another try. */
export interface LoadedPart<C> {
  part: C | null;
  failed: boolean;
  retry(): void;
}

/**
 * A view's part whose code is fetched when it first shows, for a part that may show while the
 * server is away (the connection notice, a failed save's notice, the chat search's results):
 * unlike `React.lazy`, a chunk that cannot be fetched is no error that takes the page down — the
 * part is simply not there yet and `failed` says so (its caller shows a plain stand-in, or the
 * failure with `retry`), and it is fetched again the next time it shows. The hook gives the part
 * once its code has arrived, else null.
 */
export function loadedWhenShownOrFailed<C>(load: () => Promise<C>): () => LoadedPart<C> {
  let loaded: C | null = null;
  return function useLoaded() {
    // A function (a component) is held as a value: set through an updater, never called by React.
    const [part, setPart] = useState<C | null>(() => loaded);
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (part) return;
      let live = true;
      setFailed(false);
      load().then(
        (arrived) => {
          loaded = arrived;
          if (live) setPart(() => arrived);
        },
        // Not fetched (offline, the server away): said, and asked for again on `retry` or next showing.
        () => {
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [part, attempt]);
    return { part, failed, retry: () => setAttempt((count) => count + 1) };
  };
}

/** `loadedWhenShownOrFailed` for a part whose caller shows the same stand-in until it arrives. */
export function loadedWhenShown<C>(load: () => Promise<C>): () => C | null {
  const useLoaded = loadedWhenShownOrFailed(load);
  return function useLoadedPart() {
    return useLoaded().part;
  };
}
