/**
 * The profile and identity-proof calls (spec 2 §3, §4, §7; issue 11 item 10): shapes and the
 * endpoint group the table in `endpoints.ts` spreads in. The rules both sides apply are in
 * `profileRules.ts`.
 *
 * Decisions where the spec says "not shown" (docs/profile.md):
 * - `feature` is the JSON text of `{ value }`, `userCase` of `[{ value, text? }]`.
 * - A stored identity image is named by an unguessable URL under `KYC_IMAGE_PATH`; it is served
 *   only with its owner's token (an <img> cannot send it: the client fetches it as a blob).
 * - `updateKYCInfo` is the one multipart call: each image is a file part, each kept image its URL.
 */
import { z } from 'zod/mini';
import { defineEndpoint as endpoint } from './defineEndpoint.ts';
import {
  PROFILE_STATUSES,
  type ProfileStatus as ProfileStatusValue,
  USE_CASE_STATUSES,
  type UseCaseStatus as UseCaseStatusValue,
} from './profileGate.ts';
import { KYC_SLOTS, KYC_URL_FIELDS, PROFILE_LIMITS } from './profileRules.ts';
import { freeText } from './text.ts';

/** spec 1 §3 Account, spec 2 §4: the profile statuses (`profileGate.ts` lists them for the login screen). */
export const ProfileStatus = z.literal(PROFILE_STATUSES);
export type ProfileStatus = ProfileStatusValue;

/** Use-case status: -1 hides the use-case section; other values as profile status (spec 2 §4). */
export const UseCaseStatus = z.literal(USE_CASE_STATUSES);
export type UseCaseStatus = UseCaseStatusValue;

/** spec 2 §4 KYC status: -1 none submitted, 1 reviewing, 2 verified, 100/101 needs update, 102 unverified. */
export const KycStatus = z.union([
  z.literal(-1),
  z.literal(1),
  z.literal(2),
  z.literal(100),
  z.literal(101),
  z.literal(102),
]);
export type KycStatus = z.infer<typeof KycStatus>;

/** An option of the use-case section (spec 2 §3: value, en, zh_cn, selected). */
export const FeatureOption = z.object({
  value: z.string(),
  en: z.string(),
  zh_cn: z.string(),
  selected: z.boolean(),
});
export type FeatureOption = z.infer<typeof FeatureOption>;
/** … and the use cases, with the text given for 'other'. */
export const UserCaseOption = z.extend(FeatureOption, { text: z.string() });
export type UserCaseOption = z.infer<typeof UserCaseOption>;

/** spec 2 §3 'a VIP status on wetalk': 0 never a VIP, 1 a VIP until expireDate, 2 the membership ended. */
export const VIP_STATUS = { none: 0, active: 1, expired: 2 } as const;
export const VipStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type VipStatus = z.infer<typeof VipStatus>;

export const Profile = z.object({
  phone: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  regionCode: z.string(),
  postalCode: z.string(),
  /** Whether the profile may be submitted now (spec 2 §4: not 102, not 101 before canEditDate). */
  canEdit: z.boolean(),
  /** ISO date (UTC) after which a status-101 profile may be edited, or ''. */
  canEditDate: z.string(),
  featureOptions: z.array(FeatureOption),
  userCaseOptions: z.array(UserCaseOption),
  /**
   * spec 2 §3 expireDate. decision (docs/profile.md): the end (ISO, UTC) of the account's VIP
   * membership, '' when it never had one.
   */
  expireDate: z.string(),
  /** Present on the brands whose profile carries a VIP status (wetalk, the brand table's `profile.vip`). */
  vipStatus: z.optional(VipStatus),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileAnswer = z.object({
  profileStatus: ProfileStatus,
  profileStatus4Phone: ProfileStatus,
  useCaseStatus: UseCaseStatus,
  needSetPhone: z.boolean(),
  profile: Profile,
});
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;

const field = (max: number) => freeText(z.string().check(z.maxLength(max * 4)));

/**
 * spec 2 §7 updateProfile. The schema only bounds the sizes; the rules (`profileRules.ts`) give
 * each field its message, so the answer names what to fix in the person's language.
 */
export const UpdateProfileRequest = z.object({
  firstName: field(PROFILE_LIMITS.name),
  lastName: field(PROFILE_LIMITS.name),
  address: field(PROFILE_LIMITS.address),
  city: field(PROFILE_LIMITS.city),
  province: field(PROFILE_LIMITS.province),
  country: field(PROFILE_LIMITS.name),
  regionCode: field(2),
  postalCode: field(PROFILE_LIMITS.postalCode),
  /** JSON text of `{ value }`, only when the use-case section is shown and may be sent. */
  feature: z.optional(freeText(z.string().check(z.maxLength(200)))),
  /** JSON text of `[{ value, text? }]`, as `feature`. */
  userCase: z.optional(freeText(z.string().check(z.maxLength(2000)))),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

export const UpdateProfileAnswer = z.object({ profileStatus: ProfileStatus, useCaseStatus: UseCaseStatus });
export type UpdateProfileAnswer = z.infer<typeof UpdateProfileAnswer>;

/** The parsed use-case answers inside `feature` / `userCase`. */
export const FeatureAnswer = z.object({ value: z.string().check(z.maxLength(40)) });
export const UserCaseAnswer = z
  .array(z.object({ value: z.string().check(z.maxLength(40)), text: z.optional(z.string().check(z.maxLength(2000))) }))
  .check(z.maxLength(20));

/** Where stored identity images are served (to their owner only, with the token header). */
export const KYC_IMAGE_PATH = '/web/kycImage/';

export const KycInfo = z.object({
  status: KycStatus,
  /** Whether the upload is allowed now (spec 2 §4 Identity upload). */
  canEdit: z.boolean(),
  canEditDate: z.string(),
  /** Stored images' URLs (`KYC_IMAGE_PATH` + token), '' for an empty slot. */
  idCardUrl1: z.string(),
  idCardUrl2: z.string(),
  idHoldUrl1: z.string(),
  idHoldUrl2: z.string(),
});
export type KycInfo = z.infer<typeof KycInfo>;

const ImageFile = z.instanceof(Blob, { message: 'must be an image file' });
const KeptUrl = z.optional(freeText(z.string().check(z.maxLength(200))));

/** spec 2 §3 Identity upload form: the new images as files, the kept ones by their URL. */
export const UpdateKycRequest = z.object({
  ...(Object.fromEntries(KYC_SLOTS.map((slot) => [slot, z.optional(ImageFile)])) as Record<
    (typeof KYC_SLOTS)[number],
    z.ZodMiniOptional<typeof ImageFile>
  >),
  ...(Object.fromEntries(Object.values(KYC_URL_FIELDS).map((name) => [name, KeptUrl])) as Record<
    (typeof KYC_URL_FIELDS)[keyof typeof KYC_URL_FIELDS],
    typeof KeptUrl
  >),
});
export type UpdateKycRequest = z.input<typeof UpdateKycRequest>;

const Empty = z.object({});

/** The group spread into the endpoint table (`endpoints.ts`). */
export const profileEndpoints = {
  getProfile: endpoint({
    description:
      "The account's profile (billing address, use case) with its review status, the use-case options and the profile gate's facts.",
    method: 'GET',
    path: '/getProfile',
    auth: true,
    input: Empty,
    output: ProfileAnswer,
  }),
  /** Refused input: 100001 with `ProfileFieldError[]` as data and the first error's text. */
  updateProfile: endpoint({
    description: 'Submits the profile for review (every rule of spec 2 §5 checked again); answers the new statuses.',
    method: 'POST',
    path: '/updateProfile',
    auth: true,
    input: UpdateProfileRequest,
    output: UpdateProfileAnswer,
  }),
  getKYCInfo: endpoint({
    description: 'The identity-proof status, whether an upload is allowed now, and the stored images (private URLs).',
    method: 'GET',
    path: '/getKYCInfo',
    auth: true,
    input: Empty,
    output: KycInfo,
  }),
  updateKYCInfo: endpoint({
    description:
      'Uploads the identity proof (multipart: new images as files, kept ones by URL); png or jpeg by content, ≤ 5 MB each.',
    method: 'POST',
    path: '/updateKYCInfo',
    auth: true,
    encoding: 'multipart',
    input: UpdateKycRequest,
    output: KycInfo,
  }),
} as const;
