import type { VirtualNumberType } from '../api/contract/messaging.ts';

/**
 * The own number's type as the chat picker knows it (spec 1 §3 Virtual phone: Hosting, tollfree
 * or other). The contract calls 'other' 'local'; both are accepted, and only Hosting differs.
 */
export type OwnNumberType = VirtualNumberType | 'other';

/**
 * What `prepareAttachment` hands back: the bytes to put in the socket `sendMessage` (msgType
 * mms: fileBuffer, fileType, fileName — spec 1 §7), or why nothing can be sent. Both failures are
 * expected outcomes the view shows: `tooLarge` the red notice for 3 s, `failed` 'Upload failed.
 * Please try again.' (spec 1 §5, §8).
 */
export type PreparedAttachment =
  | { ok: true; file: Blob; fileName: string; fileType: string }
  | { ok: false; reason: 'tooLarge' | 'failed' };

export interface CompressOptions {
  /** Target size in bytes (the `sendAsIsBelow` limit). */
  maxBytes: number;
  maxSide: number;
  quality: number;
  signal?: AbortSignal;
}

/**
 * The two pieces of image processing that need a real browser (canvas, workers, WASM). The
 * default implementation loads its libraries lazily; tests inject their own.
 */
export interface MediaCodecs {
  convertHeicToJpeg(image: Blob, quality: number): Promise<Blob>;
  compressImage(image: File, options: CompressOptions): Promise<Blob>;
}
