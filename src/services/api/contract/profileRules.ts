/**
 * The profile and identity-proof rules (spec 2 §4, §5), SHARED BY CLIENT AND SERVER (hence in the
 * contract): the form validates with them as the person types, and the server applies them again
 * to every submission (the server never trusts the client). Pure: no zod, no I/O, no clock of its
 * own, so the client's catalogue can import the texts without the rest of the contract.
 *
 * Decisions where the spec is silent (docs/profile.md):
 * - Lengths count code points (an emoji counts once). City has the spec's 20; the other fields
 *   get this product's limits (`PROFILE_LIMITS`), each with its own message.
 * - 'Other' as a use case needs its text (trimmed, ≤ 200): an empty 'other' says nothing.
 * - A region code is an ISO 3166 alpha-2 code (the country list's `countrycode`).
 */
import { localized } from './localizedText.ts';

export const PROFILE_LIMITS = {
  /** spec 2 §5 / §9: city ≤ 20. */
  city: 20,
  name: 50,
  address: 120,
  province: 50,
  postalCode: 20,
  otherText: 200,
} as const;

/** The text fields of the profile form, in the order the form shows them. */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'city',
  'province',
  'country',
  'postalCode',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** Fields an error can point at: the text fields and the use-case answers. */
export type ProfileErrorField = ProfileField | 'feature' | 'userCase' | 'otherText';

/**
 * The messages of the profile form (spec 2 §5: "Messages exist per field in English and Chinese";
 * the spec gives only the address's meaning — 'ensure the address is true and accurate').
 */
export const PROFILE_RULE_TEXTS = {
  'profile.rule.firstName': localized('Please enter your first name', '请输入名字'),
  'profile.rule.firstNameLong': localized('The first name can have at most 50 characters', '名字最多 50 个字符'),
  'profile.rule.lastName': localized('Please enter your last name', '请输入姓氏'),
  'profile.rule.lastNameLong': localized('The last name can have at most 50 characters', '姓氏最多 50 个字符'),
  'profile.rule.address': localized('Please make sure your address is true and accurate', '请确保您填写的地址真实准确'),
  'profile.rule.addressLong': localized('The address can have at most 120 characters', '地址最多 120 个字符'),
  'profile.rule.city': localized('Please enter your city', '请输入城市'),
  'profile.rule.cityLong': localized('The city can have at most 20 characters', '城市最多 20 个字符'),
  'profile.rule.province': localized('Please enter your state or province', '请输入州/省'),
  'profile.rule.provinceLong': localized('The state or province can have at most 50 characters', '州/省最多 50 个字符'),
  'profile.rule.country': localized('Please choose your country', '请选择国家/地区'),
  'profile.rule.postalCode': localized('Please enter your postal code', '请输入邮政编码'),
  'profile.rule.postalCodeLong': localized('The postal code can have at most 20 characters', '邮政编码最多 20 个字符'),
  'profile.rule.feature': localized('Please choose the feature you use most', '请选择您最常使用的功能'),
  'profile.rule.userCase': localized('Please choose at least one use case', '请至少选择一个使用场景'),
  'profile.rule.otherText': localized('Please describe your other use case', '请描述您的其他使用场景'),
  'profile.rule.otherTextLong': localized('The description can have at most 200 characters', '描述最多 200 个字符'),
  'profile.rule.unknownOption': localized('Please choose one of the options shown', '请从列出的选项中选择'),
} as const satisfies Record<string, { en: string; zh_cn: string }>;
export type ProfileRuleKey = keyof typeof PROFILE_RULE_TEXTS;

export interface ProfileFieldError {
  field: ProfileErrorField;
  key: ProfileRuleKey;
}

/** The billing part of the form as typed. */
export type ProfileDraftFields = Record<ProfileField, string> & { regionCode: string };

/** A chosen use case; `text` only for 'other'. */
export interface UseCaseChoice {
  value: string;
  text?: string;
}

/** The use-case part of the form as chosen (`feature` '' while none is chosen). */
export interface UseCaseDraft {
  feature: string;
  userCases: readonly UseCaseChoice[];
}

/** The option values the server offers (so the rules can refuse anything else). */
export interface UseCaseOptionValues {
  features: readonly string[];
  userCases: readonly string[];
}

/** The use case that carries free text (spec 2 §3 "text for other"). */
export const OTHER_USE_CASE = 'other';

const REGION_CODE = /^[A-Z]{2}$/;

function length(text: string): number {
  return [...text].length;
}

const REQUIRED: Record<ProfileField, ProfileRuleKey> = {
  firstName: 'profile.rule.firstName',
  lastName: 'profile.rule.lastName',
  address: 'profile.rule.address',
  city: 'profile.rule.city',
  province: 'profile.rule.province',
  country: 'profile.rule.country',
  postalCode: 'profile.rule.postalCode',
};

const TOO_LONG: Partial<Record<ProfileField, [number, ProfileRuleKey]>> = {
  firstName: [PROFILE_LIMITS.name, 'profile.rule.firstNameLong'],
  lastName: [PROFILE_LIMITS.name, 'profile.rule.lastNameLong'],
  address: [PROFILE_LIMITS.address, 'profile.rule.addressLong'],
  city: [PROFILE_LIMITS.city, 'profile.rule.cityLong'],
  province: [PROFILE_LIMITS.province, 'profile.rule.provinceLong'],
  postalCode: [PROFILE_LIMITS.postalCode, 'profile.rule.postalCodeLong'],
};

/** spec 2 §5: every billing field is required (non-blank), city ≤ 20; one error per field. */
export function billingErrors(draft: ProfileDraftFields): ProfileFieldError[] {
  const errors: ProfileFieldError[] = [];
  for (const field of PROFILE_FIELDS) {
    const value = draft[field].trim();
    const tooLong = TOO_LONG[field];
    if (value === '') errors.push({ field, key: REQUIRED[field] });
    else if (tooLong && length(value) > tooLong[0]) errors.push({ field, key: tooLong[1] });
  }
  if (!errors.some((error) => error.field === 'country') && !REGION_CODE.test(draft.regionCode)) {
    errors.push({ field: 'country', key: 'profile.rule.country' });
  }
  return errors;
}

/**
 * spec 2 §5: with the use-case section shown, a most-used feature and at least one use case are
 * required; the text for 'other' is trimmed (and, decision, required with 'other').
 */
export function useCaseErrors(draft: UseCaseDraft, options?: UseCaseOptionValues): ProfileFieldError[] {
  const errors: ProfileFieldError[] = [];
  if (draft.feature === '') errors.push({ field: 'feature', key: 'profile.rule.feature' });
  else if (options && !options.features.includes(draft.feature)) {
    errors.push({ field: 'feature', key: 'profile.rule.unknownOption' });
  }
  if (draft.userCases.length === 0) errors.push({ field: 'userCase', key: 'profile.rule.userCase' });
  else if (options && draft.userCases.some((choice) => !options.userCases.includes(choice.value))) {
    errors.push({ field: 'userCase', key: 'profile.rule.unknownOption' });
  }
  const other = draft.userCases.find((choice) => choice.value === OTHER_USE_CASE);
  if (other) {
    const text = (other.text ?? '').trim();
    if (text === '') errors.push({ field: 'otherText', key: 'profile.rule.otherText' });
    else if (length(text) > PROFILE_LIMITS.otherText)
      errors.push({ field: 'otherText', key: 'profile.rule.otherTextLong' });
  }
  return errors;
}

/** The use-case answers as sent: trimmed 'other' text, no text on the other choices. */
export function normaliseUseCases(choices: readonly UseCaseChoice[]): UseCaseChoice[] {
  return choices.map((choice) =>
    choice.value === OTHER_USE_CASE
      ? { value: choice.value, text: (choice.text ?? '').trim() }
      : { value: choice.value },
  );
}

/** spec 2 §4: use-case status -1 hides the use-case section. */
export function useCaseShown(useCaseStatus: number): boolean {
  return useCaseStatus !== -1;
}

/** spec 2 §5: feature and use cases are only sent when the use-case status is not 101 or 102. */
export function useCaseSendable(useCaseStatus: number): boolean {
  return useCaseShown(useCaseStatus) && useCaseStatus !== 101 && useCaseStatus !== 102;
}

/**
 * spec 2 §4: 101 needs an update allowed only after canEditDate (UTC); 102 is locked. `now` and
 * `canEditDate` are epoch ms / ISO text ('' = no date). decision: a 101 without a date may be
 * edited at once.
 */
export function editableNow(status: number, canEditDate: string, now: number): boolean {
  if (status === 102) return false;
  if (status !== 101 || canEditDate === '') return true;
  const after = Date.parse(canEditDate);
  return Number.isNaN(after) || now >= after;
}

// ── identity proof (spec 2 §4 KYC status, Identity upload; §5; §9) ──────────

export const KYC_LIMITS = {
  /** spec 2 §5: at most 5 MB (5242880 bytes). */
  maxBytes: 5_242_880,
  /** spec 2 §9: 2 images per section. */
  perSection: 2,
  /** spec 2 §5: images of 1 MB or more are compressed toward 1 MB, maximum side 1920. */
  compressFromBytes: 1_048_576,
  compressTargetMb: 1,
  compressMaxSide: 1920,
} as const;

/** spec 2 §5: png, jpg, jpeg. */
export const KYC_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type KycImageType = (typeof KYC_IMAGE_TYPES)[number];
export const KYC_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** The four slots of the upload form (spec 2 §3 Identity upload form). */
export const KYC_SLOTS = ['idCard1', 'idCard2', 'idHold1', 'idHold2'] as const;
export type KycSlot = (typeof KYC_SLOTS)[number];
/** The URL field that keeps a stored image of a slot. */
export const KYC_URL_FIELDS = {
  idCard1: 'idCardUrl1',
  idCard2: 'idCardUrl2',
  idHold1: 'idHoldUrl1',
  idHold2: 'idHoldUrl2',
} as const satisfies Record<KycSlot, string>;

export const KYC_TEXTS = {
  format: localized('Please upload an image in a supported format.', '请上传支持格式的图片。'),
  size: localized('The image size must not exceed 5MB.', '图片大小不能超过 5MB。'),
  bothSections: localized(
    'Please add a photo of your ID and a photo of you holding it.',
    '请上传证件照片和手持证件的照片。',
  ),
  notAllowed: localized('Your proof of identity cannot be changed now.', '当前无法修改您的身份证明。'),
} as const satisfies Record<string, { en: string; zh_cn: string }>;

/**
 * spec 2 §4 Identity upload: only on pingme (the brand table's `identityUpload`), and only with
 * KYC status -1 or 100, or 101 when it may be edited (canEdit: after canEditDate).
 */
export function kycUploadAllowed(status: number, canEdit: boolean): boolean {
  return status === -1 || status === 100 || (status === 101 && canEdit);
}

/** spec 2 §2: the identity button reads Check Profile for KYC 1, 2 or 102, otherwise Update Profile. */
export function kycButtonLabel(status: number): 'check' | 'update' {
  return status === 1 || status === 2 || status === 102 ? 'check' : 'update';
}
