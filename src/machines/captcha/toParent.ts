import type { AnyActorRef, EventObject } from 'xstate';

/**
 * Sends an event to the actor's parent when it has one. Charts use this in their default
 * notification actions instead of `sendParent`, which throws when there is no parent — a chart
 * run on its own (a unit or model test, the statechart export) then simply has nobody to tell.
 */
export function toParent<TEvent extends EventObject>(self: AnyActorRef, event: TEvent): void {
  self._parent?.send(event);
}
