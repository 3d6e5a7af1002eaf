/**
 * Asking the profile gate before a number action (spec 1 §4 "the profile status gates managing
 * and getting numbers", spec 3 §4, §8 100023). New Number, Manage (the plan change or the plans
 * page), Get Code and re-subscribe go through a `gating` state: on entry it sends `gate.check`
 * for the gate to the root (by systemId; the root hands it to the gate, or holds it until the
 * gate's chunk has arrived) with itself as `replyTo`; the gate answers at once from
 * the profile it knows — `gate.allowed`, or `gate.blocked` after opening its notice — so a person
 * whose known profile is not ready sees the gate's dialog without any request to the server.
 *
 * decision: an unknown profile (not loaded yet, or its load failed) lets the action go on
 * (`profileGate/verdict.ts`); the server's 100023 stays the backstop and feeds the gate.
 *
 * Charts using it declare the action `askGate` (`askGate` below) and list `GateReply` among their
 * events. The gate is a child of the root while someone is logged in; a chart run on its own (a
 * model test) gets its answers as events.
 */
import type { AnyActorRef } from 'xstate';
import type { GateReply } from '../overlays/profileGate/types.ts';
import { SYSTEM_ID, tell } from './address.ts';

export type { GateReply };

/** The `askGate` action: `gate.check` to the profile gate, answered to this chart. */
export function askGate({ system, self }: { system: AnyActorRef['system']; self: AnyActorRef }): void {
  tell(system, SYSTEM_ID.app, { type: 'gate.check', replyTo: self });
}

/**
 * A state that asks the gate and waits for its answer: `allowed` where the action goes on,
 * `blocked` where the person stays while the gate's notice shows (transitions as the chart writes
 * them, so guards and actions stay named in the chart).
 */
export function gatingState<const TAllowed, const TBlocked>(
  description: string,
  answers: { allowed: TAllowed; blocked: TBlocked },
) {
  return {
    description,
    entry: 'askGate',
    on: { 'gate.allowed': answers.allowed, 'gate.blocked': answers.blocked },
  } as const;
}
