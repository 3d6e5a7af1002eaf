import { browserCodecs } from './browserCodecs.ts';
import { createAttachmentPreparer, type PrepareAttachment } from './prepareAttachment.ts';

export {
  type AttachmentKind,
  attachmentKindOf,
  extensionOf,
  IMAGE_EXTENSIONS,
  type ImageExtension,
  isImageUrl,
  mimeTypeOf,
} from './imageTypes.ts';
export {
  ATTACHMENT_LIMITS,
  type AttachmentLimits,
  IMAGE_QUALITY,
  MAX_IMAGE_SIDE,
  TOO_LARGE_NOTICE_MS,
} from './limits.ts';
export { MEDIA_LOADING_MARKER, type MediaItem, type ParsedMedia, parseMedia } from './parseMedia.ts';
export { createAttachmentPreparer, type PrepareAttachment, type PrepareOptions } from './prepareAttachment.ts';
export type { CompressOptions, MediaCodecs, OwnNumberType, PreparedAttachment } from './types.ts';
export { browserCodecs };

/** The pipeline with the real (lazily loaded) codecs: what the sending actor calls. */
export const prepareAttachment: PrepareAttachment = createAttachmentPreparer(browserCodecs);
