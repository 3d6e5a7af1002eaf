/** What the settings view reads (spec 3 §2 Settings). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { NumberSettingsMachine } from './numberSettings.machine.ts';
import type { CallSetting } from './types.ts';

export type NumberSettingsActor = ActorRefFrom<NumberSettingsMachine>;
type Snapshot = SnapshotFrom<NumberSettingsMachine>;

export interface ToggleView {
  setting: CallSetting;
  on: boolean;
  /** While a change is sent the toggles wait. */
  disabled: boolean;
}

/** spec 3 §6: each toggle only if the account is allowed. */
export function togglesOf(snapshot: Snapshot): ToggleView[] {
  const { canForward, canVoicemail, shown } = snapshot.context;
  const disabled = snapshot.matches('saving');
  return [
    ...(canForward ? [{ setting: 'forward' as const, on: shown.forward, disabled }] : []),
    ...(canVoicemail ? [{ setting: 'voicemail' as const, on: shown.voicemail, disabled }] : []),
  ];
}
