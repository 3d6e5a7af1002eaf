/** Types of the forwarding and voicemail settings chart (spec 3 §2 Settings). */
import type { AnyActorRef } from 'xstate';
import type { CallSettingsAnswer } from '../../../services/api/contract/numbers.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { ForwardingFacts } from '../../shared/numbers/facts.ts';

export type CallSetting = 'forward' | 'voicemail';
export type SwitchState = Record<CallSetting, boolean>;

export type ApplySettingRequest = { setting: CallSetting; on: boolean };
export type ApplySettingResult = ApiResult<CallSettingsAnswer>;

export interface NumberSettingsInput {
  forwarding: ForwardingFacts;
  /** The numbers area, told `forwarding.changed` after a change. */
  parent?: AnyActorRef;
}

export interface NumberSettingsContext {
  parent: AnyActorRef | undefined;
  canForward: boolean;
  canVoicemail: boolean;
  /** What the server has. */
  saved: SwitchState;
  /** What the toggles show (a change shows at once). */
  shown: SwitchState;
  /** The toggle last changed, sent after the debounce. */
  last: CallSetting | null;
}

export type NumberSettingsEvent = { type: 'setting.toggle'; setting: CallSetting; on: boolean };
