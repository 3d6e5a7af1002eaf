import type { AnyActorRef, EventObject } from 'xstate';

/**
 * Tells the actor that hosts a chart something, through the ref the host handed over in the
 * chart's input (`input: ({ self }) => ({ …, parent: self })`, the way the XState docs pass a
 * parent to a child) — never through XState's private `_parent`. A chart run on its own (a model
 * test, the statechart export) has no host and simply has nobody to tell.
 */
export function toParent<TEvent extends EventObject>(parent: AnyActorRef | undefined, event: TEvent): void {
  parent?.send(event);
}
