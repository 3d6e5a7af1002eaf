import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

/**
 * Default implementation of an injected promise actor: it fails loudly, so a root that forgot to
 * `machine.provide({ actors })` sees an `xstate.error.actor.*` (handled by the chart as an
 * unexpected failure) instead of a silently stuck state. The type parameters declare the actor's
 * contract in `setup({ actors })`, which is what `provide` is then checked against.
 */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`actor '${name}' was not provided`)));
}
