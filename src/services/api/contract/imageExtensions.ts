/** spec 1 §2: image types recognised in media URLs. */
export const IMAGE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'jpe',
  'bmp',
  'gif',
  'svg',
  'webp',
  'tiff',
  'tif',
  'ico',
  'avif',
] as const;
