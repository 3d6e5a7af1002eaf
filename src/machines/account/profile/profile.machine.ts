/**
 * The profile section (spec 2 §2 Profile screen, §4 Profile status, §5 rules; issue 11 item 2): the
 * summary, the form and its unsaved-changes dialog, the save, and the profile-status dialog. The
 * identity-proof dialog is the `identityUpload` chart, hosted while it shows.
 *
 * The profile itself is the root's: the root is the one owner of the account summary and its
 * `getProfile` (spec 1 §2: refreshed when the account tab opens on this section). This chart starts
 * with the root's last known profile and hears each new one (`profile.loaded`, forwarded by the
 * account area); it calls only what it alone needs (getKYCInfo, updateProfile). After a save or an
 * identity upload it asks the root for one refresh (`profile.refresh`), so the profile gate judges
 * the new status (spec 1 §4). Why: a second, concurrent getProfile at login could land on a call
 * armed for a test or be answered out of order (docs/profile.md).
 */
import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { ApiResult } from '../../../services/api/result.ts';
import { has } from '../../../services/brand/brand.ts';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import { outputOf } from '../../shared/params.ts';
import { identityUploadMachine } from '../identityUpload/identityUpload.machine.ts';
import type { IdentityUploadOutcome } from '../identityUpload/types.ts';
import { draftErrors, draftOf, EMPTY_DRAFT, isDirty, profileDisplay, saveRequest } from './rules.ts';
import type {
  KycInfo,
  ProfileContext,
  ProfileEvent,
  ProfileInput,
  UpdateProfileAnswer,
  UpdateProfileRequest,
} from './types.ts';

function notProvided(name: string): never {
  throw new Error(`profile: the \`${name}\` actor must be provided (profileActors)`);
}

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    loadKyc: fromPromise<ApiResult<KycInfo>>(async () => notProvided('loadKyc')),
    saveProfile: fromPromise<ApiResult<UpdateProfileAnswer>, UpdateProfileRequest>(async () =>
      notProvided('saveProfile'),
    ),
    identityUpload: identityUploadMachine,
  },
  actions: {
    /** A failed getKYCInfo was routed by the API layer; the identity button then stays closed. */
    storeKyc: assign((_, kyc: ApiResult<KycInfo>) => ({ kyc: kyc.ok ? kyc.data : null })),
    /** The root's newest profile; the form shows it from its next opening (what is typed stays). */
    storeProfile: assign(({ event }) => {
      assertEvent(event, 'profile.loaded');
      return { profile: event.profile };
    }),
    /** Outside the form the saved values follow the root's profile. */
    showProfile: assign(({ context }) => {
      const draft = context.profile ? draftOf(context.profile) : EMPTY_DRAFT;
      return { draft, saved: draft, errors: [] };
    }),
    startEditing: assign(({ context }) => ({ draft: context.saved, errors: [] })),
    discardDraft: assign(({ context }) => ({ draft: context.saved, errors: [] })),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      return {
        draft: { ...context.draft, [event.field]: event.value },
        errors: context.errors.filter((error) => error.field !== event.field),
      };
    }),
    changeCountry: assign(({ context, event }) => {
      assertEvent(event, 'form.country');
      return {
        draft: { ...context.draft, country: event.country, regionCode: event.regionCode },
        errors: context.errors.filter((error) => error.field !== 'country'),
      };
    }),
    chooseFeature: assign(({ context, event }) => {
      assertEvent(event, 'form.feature');
      return {
        draft: { ...context.draft, feature: event.value },
        errors: context.errors.filter((error) => error.field !== 'feature'),
      };
    }),
    toggleUseCase: assign(({ context, event }) => {
      assertEvent(event, 'form.useCase');
      const others = context.draft.userCases.filter((choice) => choice.value !== event.value);
      const previous = context.draft.userCases.find((choice) => choice.value === event.value);
      return {
        draft: {
          ...context.draft,
          userCases: event.chosen ? [...others, previous ?? { value: event.value }] : others,
        },
        errors: context.errors.filter((error) => error.field !== 'userCase' && error.field !== 'otherText'),
      };
    }),
    changeOtherText: assign(({ context, event }) => {
      assertEvent(event, 'form.otherText');
      return {
        draft: {
          ...context.draft,
          userCases: context.draft.userCases.map((choice) =>
            choice.value === 'other' ? { value: choice.value, text: event.text } : choice,
          ),
        },
        errors: context.errors.filter((error) => error.field !== 'otherText'),
      };
    }),
    showDraftErrors: assign(({ context }) => ({
      errors: draftErrors(context.draft, context.profile?.useCaseStatus ?? -1),
    })),
    /** A refusal naming fields (100001 with `ProfileFieldError[]`): shown at the fields. */
    showServerErrors: assign((_, result: ApiResult<UpdateProfileAnswer>) =>
      !result.ok && Array.isArray(result.data) ? { errors: result.data as ProfileContext['errors'] } : {},
    ),
    /** The answer's statuses and the saved draft: the summary shows them without another load. */
    storeSaved: assign(({ context }, result: ApiResult<UpdateProfileAnswer>) => {
      if (!result.ok || !context.profile) return {};
      const { profileStatus, useCaseStatus } = result.data;
      const { draft } = context;
      const profile = context.profile;
      return {
        saved: draft,
        profile: {
          ...profile,
          profileStatus,
          useCaseStatus,
          profile: {
            ...profile.profile,
            ...saveRequestFields(draft),
            featureOptions: profile.profile.featureOptions.map((o) => ({ ...o, selected: o.value === draft.feature })),
            userCaseOptions: profile.profile.userCaseOptions.map((o) => {
              const choice = draft.userCases.find((c) => c.value === o.value);
              return { ...o, selected: choice !== undefined, text: choice?.text?.trim() ?? '' };
            }),
          },
        },
        display: profileDisplay(result.data, true),
      };
    }),
    showSummaryDisplay: assign(({ context }) => ({
      display: context.profile ? profileDisplay(context.profile, false) : null,
    })),
    clearDisplay: assign({ display: null }),
    holdLeaving: assign(({ event }) => {
      assertEvent(event, 'form.leave');
      return { leaving: event.to };
    }),
    forgetLeaving: assign({ leaving: null }),
    /** The navigation the form held (or was asked for) goes on: the root owns the tab and the section. */
    continueLeaving: ({ context, event, system }) => {
      const to = event.type === 'form.leave' ? event.to : context.leaving;
      if (!to) return;
      tell(
        system,
        SYSTEM_ID.app,
        'tab' in to ? { type: 'tab.select', tab: to.tab } : { type: 'account.section.select', section: to.section },
      );
    },
    /** spec 1 §4: the gate judges the new status; the root reloads its profile (one call) and forwards it. */
    askAppForProfile: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'profile.refresh' }),
  },
  guards: {
    profileKnown: ({ context }) => context.profile !== null,
    saved: (_, result: ApiResult<UpdateProfileAnswer>) => result.ok,
    canEdit: ({ context }) => context.profile?.profile.canEdit ?? false,
    draftValid: ({ context }) => draftErrors(context.draft, context.profile?.useCaseStatus ?? -1).length === 0,
    dirty: ({ context }) => isDirty(context.draft, context.saved),
    hasDisplay: ({ context }) => context.profile !== null && profileDisplay(context.profile, false) !== null,
    /** spec 2 §4 KYC: pingme always (Check or Update); elsewhere -1 disables the button. */
    identityOpenable: ({ context }) =>
      context.kyc !== null && (has(context.platform, 'identityUpload') || context.kyc.status !== -1),
    showsRefused: ({ context }) => context.display === 'refused',
    uploaded: (_, outcome: IdentityUploadOutcome) => outcome.uploaded,
  },
}).createMachine({
  id: 'profile',
  description: 'The profile section: summary, form with unsaved-changes dialog, save, status dialog, identity proof.',
  context: ({ input }) => {
    const draft = input.profile ? draftOf(input.profile) : EMPTY_DRAFT;
    return {
      ...input,
      kyc: null,
      draft,
      saved: draft,
      errors: [],
      display: null,
      leaving: null,
    };
  },
  // The root's profile replaces the one shown wherever it arrives (the form keeps what is typed).
  on: { 'profile.loaded': { actions: 'storeProfile' } },
  initial: 'loading',
  states: {
    loading: {
      description: "getKYCInfo is under way (the profile is the root's).",
      invoke: {
        id: 'loadKyc',
        src: 'loadKyc',
        onDone: [
          {
            guard: 'profileKnown',
            target: 'viewing',
            actions: [{ type: 'storeKyc', params: outputOf }, 'showProfile'],
          },
          { target: 'awaitingProfile', actions: { type: 'storeKyc', params: outputOf } },
        ],
        onError: 'failed',
      },
      on: { 'profile.unavailable': { guard: not('profileKnown'), target: 'failed' } },
    },
    awaitingProfile: {
      description: "The root's getProfile has not answered yet.",
      on: {
        'profile.loaded': { target: 'viewing', actions: ['storeProfile', 'showProfile'] },
        'profile.unavailable': 'failed',
      },
    },
    failed: {
      description: 'The profile or the KYC info could not be loaded (the failure was routed); Try again.',
      on: { 'profile.retry': { target: 'loading', actions: 'askAppForProfile' } },
    },
    viewing: {
      description: 'The summary: balance, number, e-mail, statuses, billing address, use case, identity proof.',
      initial: 'idle',
      on: { 'profile.loaded': { actions: ['storeProfile', 'showProfile'] } },
      states: {
        idle: {
          description: 'The summary alone; Edit, the status and the identity button lead on.',
          on: {
            'profile.edit': { guard: 'canEdit', target: '#profile.editing', actions: 'startEditing' },
            'status.open': { guard: 'hasDisplay', target: 'statusDialog', actions: 'showSummaryDisplay' },
            'identity.open': { guard: 'identityOpenable', target: 'identity' },
          },
        },
        statusDialog: {
          description: 'The profile-status dialog for the display value in context (spec 2 §2).',
          exit: 'clearDisplay',
          on: {
            'status.close': 'idle',
            // spec 2 §2 refused: 'Update Now' lets the user resubmit.
            'status.updateNow': {
              guard: and(['canEdit', 'showsRefused']),
              target: '#profile.editing',
              actions: 'startEditing',
            },
          },
        },
        identity: {
          description: "The 'Proof of Your Identity' dialog (its own chart).",
          invoke: {
            id: 'identityUpload',
            src: 'identityUpload',
            input: ({ context }) => ({ platform: context.platform, kyc: context.kyc }),
            onDone: [
              // spec 2 §4: on success the profile is refetched (the root's, one call) and the KYC info.
              {
                guard: { type: 'uploaded', params: outputOf },
                target: '#profile.loading',
                actions: 'askAppForProfile',
              },
              { target: 'idle' },
            ],
            onError: 'idle',
          },
        },
      },
    },
    editing: {
      description: 'The form is open; the draft may differ from the saved values.',
      initial: 'form',
      states: {
        form: {
          description: 'The fields as typed, with the messages of the rules once a save was tried.',
          on: {
            'form.change': { actions: 'changeField' },
            'form.country': { actions: 'changeCountry' },
            'form.feature': { actions: 'chooseFeature' },
            'form.useCase': { actions: 'toggleUseCase' },
            'form.otherText': { actions: 'changeOtherText' },
            'form.save': [{ guard: 'draftValid', target: '#profile.saving' }, { actions: 'showDraftErrors' }],
            'form.close': [{ guard: 'dirty', target: 'unsaved' }, { target: '#profile.viewing' }],
            // spec 2 §2: also when leaving the section or the tab.
            'form.leave': [
              { guard: 'dirty', target: 'unsaved', actions: 'holdLeaving' },
              { target: '#profile.viewing', actions: 'continueLeaving' },
            ],
          },
        },
        unsaved: {
          description: 'The unsaved-changes dialog: Discard (then go where the person was going) or Stay On Page.',
          on: {
            // Transition actions run after the state's exit: the held target is read, then let go.
            'unsaved.discard': {
              target: '#profile.viewing',
              actions: ['discardDraft', 'continueLeaving', 'forgetLeaving'],
            },
            'unsaved.stay': { target: 'form', actions: 'forgetLeaving' },
          },
        },
      },
    },
    saving: {
      description: 'updateProfile is under way.',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => saveRequest(context.draft, context.profile?.useCaseStatus ?? -1),
        onDone: [
          {
            guard: { type: 'saved', params: outputOf },
            target: 'viewing.statusDialog',
            actions: [{ type: 'storeSaved', params: outputOf }, 'askAppForProfile'],
          },
          { target: 'editing.form', actions: { type: 'showServerErrors', params: outputOf } },
        ],
        onError: 'editing.form',
      },
    },
  },
});

/** The billing fields of a draft as the summary shows them once saved (trimmed as sent). */
function saveRequestFields(draft: ProfileContext['draft']) {
  const { feature: _feature, userCase: _userCase, ...billing } = saveRequest(draft, -1);
  return billing;
}

export type ProfileMachine = typeof profileMachine;
