/**
 * What the shell asks of the profile section before the tab or the section changes (spec 2 §2:
 * the unsaved-changes dialog also when leaving). A module of its own, with type imports only, so
 * the shell's chunk does not carry the profile's views' pictures.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ProfileMachine } from './profile.machine.ts';

export type ProfileActor = ActorRefFrom<ProfileMachine>;

/** The form is open: leaving the section or the tab asks it first. */
export function selectHoldsForm(snapshot: SnapshotFrom<ProfileMachine> | undefined): boolean {
  return snapshot?.matches('editing') ?? false;
}
