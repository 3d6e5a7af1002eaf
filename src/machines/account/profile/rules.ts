/**
 * The profile section's pure rules (spec 2 §4, §5): the display value of the status dialog, the
 * form's draft from an answer, unsaved changes, and the request a save sends.
 */
import type { ProfileStatus, UseCaseStatus } from '../../../services/api/contract/endpoints.ts';
import {
  billingErrors,
  normaliseUseCases,
  PROFILE_FIELDS,
  type ProfileFieldError,
  useCaseErrors,
  useCaseSendable,
  useCaseShown,
} from '../../../services/api/contract/profileRules.ts';
import type { ProfileAnswer, ProfileDisplay, ProfileDraft, UpdateProfileRequest } from './types.ts';

interface Statuses {
  profileStatus: ProfileStatus;
  useCaseStatus: UseCaseStatus;
}

/**
 * spec 2 §4: refused (profile or use-case status 100), pending (profile 1; 'review' when opened
 * from the summary rather than right after a submit), pendingUseCase (use case 1), done (2).
 * null: nothing to tell (not filled, or 101/102, which the red messages explain).
 */
export function profileDisplay(
  { profileStatus, useCaseStatus }: Statuses,
  justSubmitted: boolean,
): ProfileDisplay | null {
  if (profileStatus === 100 || useCaseStatus === 100) return 'refused';
  if (profileStatus === 1) return justSubmitted ? 'pending' : 'review';
  if (useCaseStatus === 1) return 'pendingUseCase';
  if (profileStatus === 2) return 'done';
  return null;
}

/** The summary's red message (spec 2 §8 'Profile locked or needs update'), or null. */
export function profileWarning(profileStatus: ProfileStatus): 'locked' | 'needsUpdate' | 'updateAfter' | null {
  switch (profileStatus) {
    case 102:
      return 'locked';
    case 100:
      return 'needsUpdate';
    case 101:
      return 'updateAfter';
    default:
      return null;
  }
}

export const EMPTY_DRAFT: ProfileDraft = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  province: '',
  country: '',
  regionCode: '',
  postalCode: '',
  feature: '',
  userCases: [],
};

export function draftOf(answer: ProfileAnswer): ProfileDraft {
  const { profile } = answer;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    address: profile.address,
    city: profile.city,
    province: profile.province,
    country: profile.country,
    regionCode: profile.regionCode,
    postalCode: profile.postalCode,
    feature: profile.featureOptions.find((option) => option.selected)?.value ?? '',
    userCases: profile.userCaseOptions
      .filter((option) => option.selected)
      .map((option) => (option.text ? { value: option.value, text: option.text } : { value: option.value })),
  };
}

/** spec 2 §2: values that differ from the saved ones (the 'other' text compared as sent, trimmed). */
export function isDirty(draft: ProfileDraft, saved: ProfileDraft): boolean {
  const fields = [...PROFILE_FIELDS, 'regionCode', 'feature'] as const;
  if (fields.some((field) => draft[field] !== saved[field])) return true;
  const key = (draft: ProfileDraft) =>
    JSON.stringify(
      normaliseUseCases(draft.userCases)
        .map((choice) => [choice.value, choice.text ?? ''])
        .sort(),
    );
  return key(draft) !== key(saved);
}

/** spec 2 §5: every rule of the form; the use-case ones only where the section shows and is sent. */
export function draftErrors(draft: ProfileDraft, useCaseStatus: UseCaseStatus): ProfileFieldError[] {
  return [...billingErrors(draft), ...(useCaseSendable(useCaseStatus) ? useCaseErrors(draft) : [])];
}

/** spec 2 §7 updateProfile: feature and use cases as JSON text, only when they may be sent (§5). */
export function saveRequest(draft: ProfileDraft, useCaseStatus: UseCaseStatus): UpdateProfileRequest {
  const billing = {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    address: draft.address.trim(),
    city: draft.city.trim(),
    province: draft.province.trim(),
    country: draft.country.trim(),
    regionCode: draft.regionCode,
    postalCode: draft.postalCode.trim(),
  };
  if (!useCaseSendable(useCaseStatus)) return billing;
  return {
    ...billing,
    feature: JSON.stringify({ value: draft.feature }),
    userCase: JSON.stringify(normaliseUseCases(draft.userCases)),
  };
}

export { useCaseSendable, useCaseShown };
