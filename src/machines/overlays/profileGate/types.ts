/** Types of the `profileGate` chart (spec 1 §4 Profile gate, §8 100023; spec 2 §4 Profile status). */
import type { AnyActorRef } from 'xstate';
import type { ProfileStatus, UseCaseStatus } from '../../../services/api/contract/profileGate.ts';
import type { GateUpdate } from '../../shared/address.ts';

/** The verification modal's modes (spec 2 §4), which the gate asks the overlays for. */
export type { VerifyMode } from '../../shared/address.ts';
export type { GateUpdate, ProfileStatus, UseCaseStatus };

/** What the gate knows of the account; from getProfile or from a 100023 answer. */
export interface GateFacts {
  /** null until the profile is known. */
  profileStatus: ProfileStatus | null;
  /**
   * spec 2 §4: -1 when the use-case section is hidden; null when not known (before the profile
   * loads, or a 100023 from a server that does not send it).
   */
  useCaseStatus: UseCaseStatus | null;
  needSetPhone: boolean;
}

/** The notices the gate can show instead of letting an action go on. */
export type GateNotice = 'askComplete' | 'reviewing' | 'refused' | 'needPhone';
export type GateVerdict = 'open' | GateNotice;

export type ProfileGateInput = Partial<GateFacts>;
export type ProfileGateContext = GateFacts;

export type ProfileGateEvent =
  /** New facts (getProfile, a 100023 answer, a profile update). */
  | GateUpdate
  /**
   * A number action asks whether the user may go on (spec 1 §4: the profile status gates managing
   * and getting numbers). `replyTo` receives `gate.allowed` or `gate.blocked`.
   */
  | { type: 'gate.check'; replyTo?: AnyActorRef }
  /** The notice's primary button on askComplete / refused: open the profile form. */
  | { type: 'gate.complete' }
  /** The notice's primary button on needPhone: open the verification modal. */
  | { type: 'gate.verify' }
  /** Close the notice without acting. */
  | { type: 'gate.dismiss' };

/** Answers to the asker of `gate.check`. */
export type GateReply = { type: 'gate.allowed' } | { type: 'gate.blocked'; notice: GateNotice };
