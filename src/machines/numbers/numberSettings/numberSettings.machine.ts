/**
 * Settings of the numbers area (spec 3 §2 Settings, §6): the call-forwarding toggle (to the
 * account's own phone) and the voicemail toggle, each shown only when the account may use it.
 * They are mutually exclusive: turning one on turns the other off. A toggle shows its new state at
 * once and is sent 200 ms after the last change (spec 3 §9 toggle debounce); toggled back within
 * that time nothing is sent. A refused change puts the toggles back as the server has them.
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import type {
  ApplySettingRequest,
  ApplySettingResult,
  CallSetting,
  NumberSettingsContext,
  NumberSettingsEvent,
  NumberSettingsInput,
  SwitchState,
} from './types.ts';

/** spec 3 §9: toggle debounce 200 ms. */
export const TOGGLE_DEBOUNCE_MS = 200;

const OTHER: Record<CallSetting, CallSetting> = { forward: 'voicemail', voicemail: 'forward' };

export const numberSettingsMachine = setup({
  types: {
    context: {} as NumberSettingsContext,
    events: {} as NumberSettingsEvent,
    input: {} as NumberSettingsInput,
  },
  actors: {
    /** POST /setForward {forward} or POST /setVoicemail {voicemail}. */
    applySetting: notProvided<ApplySettingResult, ApplySettingRequest>('applySetting'),
  },
  delays: { toggleDebounce: TOGGLE_DEBOUNCE_MS },
  actions: {
    /** spec 3 §2: the two are mutually exclusive. */
    showToggle: assign(({ context }, params: { setting: CallSetting; on: boolean }) => {
      const shown: SwitchState = { ...context.shown, [params.setting]: params.on };
      if (params.on) shown[OTHER[params.setting]] = false;
      return { shown, last: params.setting };
    }),
    storeSaved: assign((_, result: ApplySettingResult) => {
      if (!result.ok) return {};
      const saved = { forward: result.data.forwardStatus === 1, voicemail: result.data.voicemailStatus === 1 };
      return { saved, shown: saved };
    }),
    tellArea: ({ context }) =>
      toParent(context.parent, {
        type: 'forwarding.changed',
        forwarding: {
          canForward: context.canForward,
          canVoicemail: context.canVoicemail,
          forward: context.saved.forward,
          voicemail: context.saved.voicemail,
        },
      }),
    /** A refused or failed change: the toggles show what the server has. */
    restoreShown: assign(({ context }) => ({ shown: context.saved })),
    reportUnexpectedError: ({ event }) => console.error('numberSettings: unexpected failure', event),
  },
  guards: {
    /** spec 3 §6: a toggle appears only if the account is allowed. */
    allowed: ({ context }, params: { setting: CallSetting }) =>
      params.setting === 'forward' ? context.canForward : context.canVoicemail,
    changed: ({ context }) => context.last !== null && context.shown[context.last] !== context.saved[context.last],
    answerOk: (_, result: ApplySettingResult) => result.ok,
  },
}).createMachine({
  id: 'numberSettings',
  description: 'The call-forwarding and voicemail toggles: mutually exclusive, sent after a 200 ms pause.',
  context: ({ input }) => {
    const { canForward, canVoicemail, forward, voicemail } = input.forwarding;
    return {
      parent: input.parent,
      canForward,
      canVoicemail,
      saved: { forward, voicemail },
      shown: { forward, voicemail },
      last: null,
    };
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'The toggles show what the server has.',
      on: {
        'setting.toggle': {
          guard: { type: 'allowed', params: eventOf },
          target: 'debouncing',
          actions: { type: 'showToggle', params: eventOf },
        },
      },
    },
    debouncing: {
      description: 'A toggle changed; it is sent once 200 ms pass without another change.',
      on: {
        'setting.toggle': {
          guard: { type: 'allowed', params: eventOf },
          target: 'debouncing',
          reenter: true,
          actions: { type: 'showToggle', params: eventOf },
        },
      },
      after: {
        toggleDebounce: [
          { guard: 'changed', target: 'saving' },
          { target: 'idle', actions: 'restoreShown' },
        ],
      },
    },
    saving: {
      description: 'POST /setForward or /setVoicemail is under way; the toggles wait.',
      invoke: {
        id: 'applySetting',
        src: 'applySetting',
        input: ({ context }) => {
          const setting = context.last ?? 'forward';
          return { setting, on: context.shown[setting] };
        },
        onDone: [
          {
            guard: { type: 'answerOk', params: outputOf },
            target: 'idle',
            actions: [{ type: 'storeSaved', params: outputOf }, 'tellArea'],
          },
          // The refusal was routed by the API layer.
          { target: 'idle', actions: 'restoreShown' },
        ],
        onError: { target: 'idle', actions: ['restoreShown', 'reportUnexpectedError'] },
      },
    },
  },
});

export type NumberSettingsMachine = typeof numberSettingsMachine;
