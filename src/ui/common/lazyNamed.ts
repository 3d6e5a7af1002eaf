import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';
import { NotLoadedBoundary, ViewNotLoaded } from './NotLoadedBoundary.tsx';

/**
 * `React.lazy` for a named export: the component's module becomes its own chunk, fetched the first
 * time the component renders (render it inside a `<Suspense>` with an accessible fallback). A chunk
 * that cannot be fetched shows 'This part of the app could not be loaded.' with Try again in the
 * component's place (`NotLoadedBoundary`), never taking the page down; Try again makes a fresh
 * `React.lazy`, since one keeps its rejected load for good.
 */
// biome-ignore lint/suspicious/noExplicitAny: React's own `lazy` is typed over ComponentType<any>.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType<ComponentProps<M[K]>> {
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: (await load())[name] };
      } catch (cause) {
        // The view's name and the browser's reason (the chunk's address): no person's data.
        console.error(`The code of ${name} could not be loaded`, cause);
        throw new ViewNotLoaded(name, { cause });
      }
    });
  // Shared by every place it renders, so one successful Try again serves the others' next renders.
  let latest = fresh();
  function Named(props: ComponentProps<M[K]>) {
    const [Lazy, setLazy] = useState(() => latest);
    const retry = () => {
      if (Lazy === latest) latest = fresh();
      setLazy(() => latest);
    };
    return createElement(NotLoadedBoundary, { onRetry: retry }, createElement(Lazy, props));
  }
  Named.displayName = name;
  return Named;
}
