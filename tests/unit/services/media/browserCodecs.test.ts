/**
 * The real codecs need a browser (canvas, WASM, workers); here the two libraries are replaced to
 * check what they are asked for — above all that the compressor's worker never fetches a CDN.
 */
import { describe, expect, it, vi } from 'vitest';

const heic2any = vi.fn();
const imageCompression = vi.fn();
vi.mock('heic2any', () => ({ default: heic2any }));
vi.mock('browser-image-compression', () => ({ default: imageCompression }));

const { browserCodecs } = await import('../../../../src/services/media/browserCodecs.ts');

describe('browserCodecs', () => {
  it('asks heic2any for a JPEG at the given quality and takes the first frame of a sequence', async () => {
    const first = new Blob(['first'], { type: 'image/jpeg' });
    heic2any.mockResolvedValueOnce(first).mockResolvedValueOnce([first, new Blob(['second'])]);
    const source = new Blob(['heic']);
    expect(await browserCodecs.convertHeicToJpeg(source, 0.8)).toBe(first);
    expect(heic2any).toHaveBeenCalledWith({ blob: source, toType: 'image/jpeg', quality: 0.8 });
    expect(await browserCodecs.convertHeicToJpeg(source, 0.8)).toBe(first);
  });

  it('fails when heic2any gives no frame', async () => {
    heic2any.mockResolvedValueOnce([]);
    await expect(browserCodecs.convertHeicToJpeg(new Blob(['heic']), 0.8)).rejects.toThrow('no image');
  });

  it('compresses in a web worker that loads the library from this origin, not a CDN', async () => {
    const output = new File(['small'], 'a.png', { type: 'image/png' });
    imageCompression.mockResolvedValueOnce(output);
    const input = new File(['big'], 'a.png', { type: 'image/png' });
    const signal = new AbortController().signal;
    expect(await browserCodecs.compressImage(input, { maxBytes: 307_200, maxSide: 1920, quality: 0.8, signal })).toBe(
      output,
    );
    const [image, options] = imageCompression.mock.calls[0]!;
    expect(image).toBe(input);
    expect(options).toMatchObject({
      maxSizeMB: 307_200 / (1024 * 1024),
      maxWidthOrHeight: 1920,
      initialQuality: 0.8,
      useWebWorker: true,
      signal,
    });
    expect(options.libURL).toMatch(/browser-image-compression\.js$/);
    expect(options.libURL).not.toMatch(/^(https?:)?\/\//);
  });
});
