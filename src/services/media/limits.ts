/**
 * The attachment limits by own-number type (spec 1 §5 Attachments, §9). A Hosting number's
 * carrier takes far smaller MMS than the others'. The figures themselves live in the contract's
 * MESSAGING_LIMITS (the server enforces the same ceiling); this is the client's view of them.
 *
 * - `sendAsIsBelow`: a file smaller than this goes out untouched; a larger image is compressed to
 *   fit under it.
 * - `refuseAbove`: whatever would be sent (as is, converted or compressed) larger than this is
 *   refused with the red 'image too large' notice.
 */
import { MESSAGING_LIMITS } from '../api/contract/messaging.ts';
import type { OwnNumberType } from './types.ts';

export interface AttachmentLimits {
  sendAsIsBelow: number;
  refuseAbove: number;
}

const HOSTING: AttachmentLimits = {
  sendAsIsBelow: MESSAGING_LIMITS.attachmentPassThroughBytesHosting,
  refuseAbove: MESSAGING_LIMITS.attachmentMaxBytesHosting,
};
const STANDARD: AttachmentLimits = {
  sendAsIsBelow: MESSAGING_LIMITS.attachmentPassThroughBytes,
  refuseAbove: MESSAGING_LIMITS.attachmentMaxBytes,
};

export const ATTACHMENT_LIMITS: Record<OwnNumberType, AttachmentLimits> = {
  Hosting: HOSTING,
  tollfree: STANDARD,
  local: STANDARD,
  other: STANDARD,
};

/** spec 1 §5, §9: HEIC becomes JPEG at this quality; compression starts from it too. */
export const IMAGE_QUALITY = 0.8;

/** spec 1 §5, §9: compressed images are at most this many pixels on their longer side. */
export const MAX_IMAGE_SIDE = 1920;

/** spec 1 §9 'Large-image alert': how long the view shows the red too-large notice. */
export const TOO_LARGE_NOTICE_MS = 3000;
