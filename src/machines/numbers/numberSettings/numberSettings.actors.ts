/** The settings chart's injected call: `numberSettingsMachine.provide({ actors: numberSettingsActors(api) })`. */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { ApplySettingRequest, ApplySettingResult } from './types.ts';

export type NumberSettingsApi = Pick<Api, 'setForward' | 'setVoicemail'>;

export function numberSettingsActors(api: NumberSettingsApi) {
  return {
    applySetting: fromPromise<ApplySettingResult, ApplySettingRequest>(({ input, signal }) =>
      input.setting === 'forward'
        ? api.setForward({ forward: input.on ? 1 : 0 }, { signal })
        : api.setVoicemail({ voicemail: input.on ? 1 : 0 }, { signal }),
    ),
  };
}
