/**
 * Params mappers every chart uses to hand an event, or an invoked actor's answer, to a named
 * guard or action: `{ type: 'storeX', params: outputOf }`. Keeping the chart's implementations
 * named (conventions) means they need their input as params, not as the raw event.
 */

/** Hands the event itself to a named guard or action. */
export function eventOf<TEvent>({ event }: { event: TEvent }): TEvent {
  return event;
}

/** Hands an invoked actor's output (its `xstate.done.actor.*` event) to a named guard or action. */
export function outputOf<TOutput>({ event }: { event: { output: TOutput } }): TOutput {
  return event.output;
}
