/**
 * The real image codecs. Both libraries are heavy (heic2any carries libheif as WASM, about
 * 1.3 MB) and needed only when a user attaches a picture, so each is imported on first use and
 * lands in its own chunk, never in the initial bundle.
 */
// The compressor's web worker loads the library by URL; by default from a public CDN, which
// this app must not depend on (and a CSP would block). Vite copies the file into the build and
// `?url` gives its same-origin address.
import compressionLibraryUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import type { MediaCodecs } from './types.ts';

const BYTES_PER_MB = 1024 * 1024;

export const browserCodecs: MediaCodecs = {
  async convertHeicToJpeg(image, quality) {
    const { default: heic2any } = await import('heic2any');
    const converted = await heic2any({ blob: image, toType: 'image/jpeg', quality });
    // A HEIC sequence (burst, live photo) gives several frames: the first is the photo.
    const first = Array.isArray(converted) ? converted[0] : converted;
    if (!first) throw new Error('heic2any returned no image');
    return first;
  },

  async compressImage(image, { maxBytes, maxSide, quality, signal }) {
    const { default: imageCompression } = await import('browser-image-compression');
    return imageCompression(image, {
      maxSizeMB: maxBytes / BYTES_PER_MB,
      maxWidthOrHeight: maxSide,
      initialQuality: quality,
      useWebWorker: true,
      libURL: compressionLibraryUrl,
      ...(signal ? { signal } : {}),
    });
  },
};
