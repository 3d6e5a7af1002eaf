/** What the profile section's views read from a `profile` snapshot (spec 2 §2, §4, §8). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { VipStatus } from '../../../services/api/contract/profile.ts';
import { kycButtonLabel } from '../../../services/api/contract/profileRules.ts';
import { has } from '../../../services/brand/brand.ts';
import type { IdentityUploadMachine } from '../identityUpload/identityUpload.machine.ts';
import type { ProfileMachine } from './profile.machine.ts';
import { profileWarning, useCaseSendable, useCaseShown } from './rules.ts';
import type { ProfileDisplay } from './types.ts';

export type ProfileSnapshot = SnapshotFrom<ProfileMachine>;
export type ProfileActor = ActorRefFrom<ProfileMachine>;
export type IdentityUploadActor = ActorRefFrom<IdentityUploadMachine>;

export type ProfilePhase = 'loading' | 'failed' | 'summary' | 'form';

export function selectProfilePhase(snapshot: ProfileSnapshot): ProfilePhase {
  if (snapshot.matches('loading') || snapshot.matches('awaitingProfile')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('editing') || snapshot.matches('saving')) return 'form';
  return 'summary';
}

export const selectSaving = (snapshot: ProfileSnapshot): boolean => snapshot.matches('saving');
export const selectUnsavedDialog = (snapshot: ProfileSnapshot): boolean => snapshot.matches({ editing: 'unsaved' });
export const selectStatusDialog = (snapshot: ProfileSnapshot): ProfileDisplay | null =>
  snapshot.matches({ viewing: 'statusDialog' }) ? snapshot.context.display : null;
export const selectDraft = (snapshot: ProfileSnapshot) => snapshot.context.draft;
export const selectErrors = (snapshot: ProfileSnapshot) => snapshot.context.errors;
export const selectIdentityRef = (snapshot: ProfileSnapshot): IdentityUploadActor | undefined =>
  snapshot.children.identityUpload as IdentityUploadActor | undefined;

/** The summary's picture (spec 2 §2 Profile screen). */
export interface ProfileSummaryView {
  profileStatus: number;
  useCaseStatus: number;
  billing: {
    firstName: string;
    lastName: string;
    address: string;
    city: string;
    province: string;
    country: string;
    postalCode: string;
  };
  /** The chosen feature's and use cases' labels in both languages ('other' with its text). */
  feature: { en: string; zh_cn: string } | null;
  useCases: { en: string; zh_cn: string; text: string }[];
  useCaseShown: boolean;
  /** Whether the use-case answers are part of the form (not at 101/102). */
  useCaseEditable: boolean;
  canEdit: boolean;
  canEditDate: string;
  warning: ReturnType<typeof profileWarning>;
  supportLink: boolean;
  statusClickable: boolean;
  /** spec 2 §3: the VIP status and its end (UTC day), where the brand's profile has one (wetalk). */
  vip: null | { status: VipStatus; until: string };
  kyc: null | {
    status: number;
    /** pingme shows the KYC status label (spec 2 §4). */
    labelShown: boolean;
    button: 'check' | 'update';
    buttonDisabled: boolean;
  };
}

export function selectProfileSummary(snapshot: ProfileSnapshot): ProfileSummaryView | null {
  const { profile: answer, kyc, platform } = snapshot.context;
  if (!answer) return null;
  const { profile } = answer;
  const feature = profile.featureOptions.find((option) => option.selected);
  const identity = has(platform, 'identityUpload');
  return {
    profileStatus: answer.profileStatus,
    useCaseStatus: answer.useCaseStatus,
    billing: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      address: profile.address,
      city: profile.city,
      province: profile.province,
      country: profile.country,
      postalCode: profile.postalCode,
    },
    feature: feature ? { en: feature.en, zh_cn: feature.zh_cn } : null,
    useCases: profile.userCaseOptions
      .filter((option) => option.selected)
      .map((option) => ({ en: option.en, zh_cn: option.zh_cn, text: option.text })),
    useCaseShown: useCaseShown(answer.useCaseStatus),
    useCaseEditable: useCaseSendable(answer.useCaseStatus),
    canEdit: profile.canEdit,
    canEditDate: profile.canEditDate,
    warning: profileWarning(answer.profileStatus),
    supportLink: has(platform, 'profileSupportLink'),
    statusClickable: snapshot.can({ type: 'status.open' }),
    vip: profile.vipStatus === undefined ? null : { status: profile.vipStatus, until: profile.expireDate.slice(0, 10) },
    kyc: kyc
      ? {
          status: kyc.status,
          labelShown: identity,
          button: kycButtonLabel(kyc.status),
          buttonDisabled: !snapshot.can({ type: 'identity.open' }),
        }
      : null,
  };
}

/** The use-case options of the form, in both languages (the view picks its language). */
export function selectUseCaseOptions(snapshot: ProfileSnapshot) {
  const profile = snapshot.context.profile?.profile;
  return { features: profile?.featureOptions ?? [], userCases: profile?.userCaseOptions ?? [] };
}
