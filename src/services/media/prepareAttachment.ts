/**
 * The attachment pipeline (spec 1 §5 Attachments):
 *
 *   gif ───────────────────────────────────────────────┐
 *   heic ── JPEG at quality 0.8 ──┐                     │
 *   raster ───────────────────────┴─ under sendAsIsBelow? ─ yes ─┤
 *                                             no ── compress ────┤
 *   other ───────────────────────────────────────────────────────┤
 *                                      over refuseAbove? ── tooLarge
 *                                                   else ── send
 *
 * Any failure of conversion or compression is `failed` ('Upload failed. Please try again.').
 * decision: the size ceiling applies to every outcome, gifs and non-images included: the spec
 * refuses 'the result' when over 2 MB, and a file that cannot be shrunk is its own result.
 */

import { attachmentKindOf, mimeTypeOf } from './imageTypes.ts';
import { ATTACHMENT_LIMITS, IMAGE_QUALITY, MAX_IMAGE_SIDE } from './limits.ts';
import type { MediaCodecs, OwnNumberType, PreparedAttachment } from './types.ts';

export interface PrepareOptions {
  /** Aborts compression when the sending actor is stopped. */
  signal?: AbortSignal;
}

export type PrepareAttachment = (
  file: File,
  ownNumberType: OwnNumberType,
  options?: PrepareOptions,
) => Promise<PreparedAttachment>;

/** 'IMG_0001.HEIC' → 'IMG_0001.jpg'. */
function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'image'}.jpg`;
}

export function createAttachmentPreparer(codecs: MediaCodecs): PrepareAttachment {
  return async (file, ownNumberType, { signal } = {}) => {
    const limits = ATTACHMENT_LIMITS[ownNumberType];
    const ready = (blob: Blob, fileName: string, fileType: string): PreparedAttachment =>
      blob.size > limits.refuseAbove ? { ok: false, reason: 'tooLarge' } : { ok: true, file: blob, fileName, fileType };

    try {
      const kind = await attachmentKindOf(file);
      if (kind === 'gif' || kind === 'other') return ready(file, file.name, mimeTypeOf(file));

      let image = file;
      if (kind === 'heic') {
        const jpeg = await codecs.convertHeicToJpeg(file, IMAGE_QUALITY);
        image = new File([jpeg], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
      }
      if (image.size < limits.sendAsIsBelow) return ready(image, image.name, mimeTypeOf(image));

      const compressed = await codecs.compressImage(image, {
        maxBytes: limits.sendAsIsBelow,
        maxSide: MAX_IMAGE_SIDE,
        quality: IMAGE_QUALITY,
        ...(signal ? { signal } : {}),
      });
      return ready(compressed, image.name, compressed.type || mimeTypeOf(image));
    } catch (error) {
      // Decoding a damaged file, a missing canvas or a worker that fails to start all land here;
      // the user can only pick again, so the cause is logged, not shown.
      console.warn('attachment processing failed', error);
      return { ok: false, reason: 'failed' };
    }
  };
}
