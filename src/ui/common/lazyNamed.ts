import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `React.lazy` for a named export: the component's module becomes its own chunk, fetched the first
 * time the component renders (render it inside a `<Suspense>` with an accessible fallback).
 */
// biome-ignore lint/suspicious/noExplicitAny: React's own `lazy` is typed over ComponentType<any>.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
