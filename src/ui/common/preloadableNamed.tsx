import { type ComponentProps, type ComponentType, useState } from 'react';
import { lazyNamed } from './lazyNamed.ts';

export interface Preloadable<P extends object> {
  /** Fetches the component's module ahead of its first render (a module is fetched once). */
  load(): Promise<unknown>;
  /** Renders it at once if its module has arrived; else suspends while it arrives (wrap it in a `<Suspense>`). */
  Component: ComponentType<P>;
}

/**
 * `lazyNamed` for a view whose code can be fetched before it is first shown (the login view, fetched
 * beside the first messages: docs/delivery.md). `React.lazy` suspends on its first render even when
 * its module has arrived, so its fallback would flash up for a frame; this renders the component
 * itself once it is there. Which of the two is chosen once per mount, so a view is never swapped
 * (and its fields' state lost) under the person's hands.
 */
// biome-ignore lint/suspicious/noExplicitAny: React's own `lazy` is typed over ComponentType<any>.
export function preloadableNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): Preloadable<ComponentProps<M[K]>> {
  let arrived: M[K] | null = null;
  const fetch = () =>
    load().then((module) => {
      arrived = module[name];
      return module;
    });
  const Lazy = lazyNamed(fetch, name);
  function Component(props: ComponentProps<M[K]>) {
    const [Shown] = useState<ComponentType<ComponentProps<M[K]>>>(() => arrived ?? Lazy);
    return <Shown {...props} />;
  }
  return { load: fetch, Component };
}
