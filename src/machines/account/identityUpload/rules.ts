/** The identity dialog's pure rules (spec 2 §4 Identity upload, §5 images). */
import {
  KYC_IMAGE_EXTENSIONS,
  KYC_IMAGE_TYPES,
  KYC_LIMITS,
  KYC_URL_FIELDS,
  kycUploadAllowed,
} from '../../../services/api/contract/profileRules.ts';
import type { IdentityUploadContext, ImageNotice, KycImage, KycInfo, KycSection, UpdateKycRequest } from './types.ts';

/** spec 2 §5: png, jpg, jpeg (by type, or by name when the browser gives no type); ≤ 5 MB. */
export function imageProblem(file: Blob): ImageNotice | null {
  const name = file instanceof File ? file.name.toLowerCase() : '';
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  const typed = (KYC_IMAGE_TYPES as readonly string[]).includes(file.type);
  const named = file.type === '' && (KYC_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!typed && !named) return 'format';
  if (file.size > KYC_LIMITS.maxBytes) return 'size';
  return null;
}

/** spec 2 §4: the dialog edits only where an upload is allowed; otherwise it shows (Check Profile). */
export function uploadAllowed(kyc: KycInfo | null): boolean {
  return kyc?.canEdit === true && kycUploadAllowed(kyc.status, kyc.canEdit);
}

/** spec 2 §4: both sections have an image and something changed. */
export function canSubmit(context: Pick<IdentityUploadContext, 'idCard' | 'idHold' | 'changed'>): boolean {
  return context.idCard.length > 0 && context.idHold.length > 0 && context.changed;
}

export function hasRoom(images: readonly KycImage[]): boolean {
  return images.length < KYC_LIMITS.perSection;
}

/** The stored images of a KYC answer, in their sections. */
export function storedImages(kyc: KycInfo | null): { idCard: KycImage[]; idHold: KycImage[] } {
  const image = (url: string, id: number): KycImage[] =>
    url === '' ? [] : [{ id, source: 'stored', url, preview: null }];
  return {
    idCard: kyc ? [...image(kyc.idCardUrl1, 1), ...image(kyc.idCardUrl2, 2)] : [],
    idHold: kyc ? [...image(kyc.idHoldUrl1, 3), ...image(kyc.idHoldUrl2, 4)] : [],
  };
}

/** spec 2 §3, §7: new images as files (only if new), kept ones by URL; first image = slot 1. */
export function uploadRequest(context: Pick<IdentityUploadContext, 'idCard' | 'idHold'>): UpdateKycRequest {
  const request: UpdateKycRequest = {};
  const slots: Record<KycSection, readonly ['idCard1' | 'idHold1', 'idCard2' | 'idHold2']> = {
    idCard: ['idCard1', 'idCard2'],
    idHold: ['idHold1', 'idHold2'],
  };
  for (const section of ['idCard', 'idHold'] as const) {
    context[section].forEach((image, index) => {
      const slot = slots[section][index];
      if (!slot) return;
      if (image.source === 'new') request[slot] = image.file;
      else request[KYC_URL_FIELDS[slot]] = image.url;
    });
  }
  return request;
}
