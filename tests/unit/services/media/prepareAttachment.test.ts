import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ATTACHMENT_LIMITS,
  createAttachmentPreparer,
  IMAGE_QUALITY,
  MAX_IMAGE_SIDE,
  type MediaCodecs,
  type OwnNumberType,
  type PreparedAttachment,
} from '../../../../src/services/media/index.ts';
import { fixtureBytes, fixtureFile, pngOfSize } from './fixtures.ts';

const KB = 1024;
const MB = 1024 * KB;

/**
 * jsdom has no canvas and no WASM image decoder, so the two browser codecs are replaced: the
 * HEIC converter answers with the real JPEG fixture, the compressor with a blob of a chosen size.
 */
function fakeCodecs({ compressedSize = 50 * KB, convertedJpeg = fixtureBytes('photo.jpg') } = {}) {
  const codecs = {
    convertHeicToJpeg: vi.fn(
      async (_image: Blob, _quality: number) => new Blob([convertedJpeg], { type: 'image/jpeg' }),
    ),
    compressImage: vi.fn(
      async (image: File, _options: Parameters<MediaCodecs['compressImage']>[1]) =>
        new Blob([new Uint8Array(compressedSize)], { type: image.type }),
    ),
  } satisfies MediaCodecs;
  return codecs;
}

function expectSent(result: PreparedAttachment) {
  if (!result.ok) throw new Error(`expected a prepared file, got ${result.reason}`);
  return result;
}

beforeEach(() => {
  // The pipeline logs the cause of a failure; keep the test output clean and check it is logged.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the limits table (spec 1 §5, §9)', () => {
  it('holds the spec figures', () => {
    expect(ATTACHMENT_LIMITS.other).toEqual({ sendAsIsBelow: 307_200, refuseAbove: 2 * MB });
    expect(ATTACHMENT_LIMITS.tollfree).toEqual(ATTACHMENT_LIMITS.other);
    expect(ATTACHMENT_LIMITS.local).toEqual(ATTACHMENT_LIMITS.other);
    expect(ATTACHMENT_LIMITS.Hosting).toEqual({ sendAsIsBelow: 97_280, refuseAbove: 102_400 });
    expect(IMAGE_QUALITY).toBe(0.8);
    expect(MAX_IMAGE_SIDE).toBe(1920);
  });
});

describe('prepareAttachment', () => {
  it('sends a small image as it is, on every number type', async () => {
    for (const type of ['Hosting', 'tollfree', 'local', 'other'] as OwnNumberType[]) {
      const codecs = fakeCodecs();
      const file = fixtureFile('small.png');
      const result = expectSent(await createAttachmentPreparer(codecs)(file, type));
      expect(result).toEqual({ ok: true, file, fileName: 'small.png', fileType: 'image/png' });
      expect(codecs.compressImage).not.toHaveBeenCalled();
    }
  });

  it('sends a 190 KB image as it is from a local number but compresses it for a Hosting number', async () => {
    const file = fixtureFile('medium.png');
    expect(file.size).toBeGreaterThan(97_280);
    expect(file.size).toBeLessThan(307_200);

    const local = fakeCodecs();
    expect(expectSent(await createAttachmentPreparer(local)(file, 'other')).file).toBe(file);
    expect(local.compressImage).not.toHaveBeenCalled();

    const hosting = fakeCodecs({ compressedSize: 90 * KB });
    const result = expectSent(await createAttachmentPreparer(hosting)(file, 'Hosting'));
    expect(hosting.compressImage).toHaveBeenCalledWith(file, { maxBytes: 97_280, maxSide: 1920, quality: 0.8 });
    expect(result.file.size).toBe(90 * KB);
    expect(result).toMatchObject({ fileName: 'medium.png', fileType: 'image/png' });
  });

  it('compresses a large image under 300 KB with a maximum side of 1920', async () => {
    const codecs = fakeCodecs({ compressedSize: 280 * KB });
    const file = fixtureFile('large.png');
    expect(file.size).toBeGreaterThan(307_200);
    const result = expectSent(await createAttachmentPreparer(codecs)(file, 'other'));
    expect(codecs.compressImage).toHaveBeenCalledWith(file, { maxBytes: 307_200, maxSide: 1920, quality: 0.8 });
    expect(result.file.size).toBe(280 * KB);
  });

  it('compresses from exactly the limit: only files smaller than it go as they are', async () => {
    const codecs = fakeCodecs();
    const prepare = createAttachmentPreparer(codecs);
    await prepare(pngOfSize(307_199), 'other');
    expect(codecs.compressImage).not.toHaveBeenCalled();
    await prepare(pngOfSize(307_200), 'other');
    expect(codecs.compressImage).toHaveBeenCalledOnce();
    await prepare(pngOfSize(97_279), 'Hosting');
    expect(codecs.compressImage).toHaveBeenCalledOnce();
    await prepare(pngOfSize(97_280), 'Hosting');
    expect(codecs.compressImage).toHaveBeenCalledTimes(2);
  });

  it('never recompresses a gif, however large, but still refuses one over the ceiling', async () => {
    const codecs = fakeCodecs();
    const prepare = createAttachmentPreparer(codecs);
    const large = fixtureFile('large.gif');
    expect(large.size).toBeGreaterThan(307_200);
    expect(expectSent(await prepare(large, 'other')).file).toBe(large);
    expect(expectSent(await prepare(fixtureFile('animated.gif'), 'Hosting')).fileType).toBe('image/gif');
    expect(await prepare(large, 'Hosting')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(codecs.compressImage).not.toHaveBeenCalled();
  });

  it('refuses a result over 2 MB (102,400 bytes for Hosting) and accepts one exactly at it', async () => {
    const file = fixtureFile('large.png');
    const at = (size: number, type: OwnNumberType) =>
      createAttachmentPreparer(fakeCodecs({ compressedSize: size }))(file, type);
    expect((await at(2 * MB, 'other')).ok).toBe(true);
    expect(await at(2 * MB + 1, 'other')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(await at(2 * MB + 1, 'tollfree')).toEqual({ ok: false, reason: 'tooLarge' });
    expect((await at(102_400, 'Hosting')).ok).toBe(true);
    expect(await at(102_401, 'Hosting')).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('converts a HEIC to JPEG at quality 0.8 and renames it', async () => {
    const codecs = fakeCodecs();
    const heic = fixtureFile('photo.heic', { as: 'IMG_0042.HEIC', type: '' });
    const result = expectSent(await createAttachmentPreparer(codecs)(heic, 'other'));
    expect(codecs.convertHeicToJpeg).toHaveBeenCalledWith(heic, 0.8);
    expect(result.fileName).toBe('IMG_0042.jpg');
    expect(result.fileType).toBe('image/jpeg');
    expect(new Uint8Array(await result.file.arrayBuffer())).toEqual(fixtureBytes('photo.jpg'));
    // The converted JPEG is small: it is not compressed again.
    expect(codecs.compressImage).not.toHaveBeenCalled();
  });

  it('compresses a converted HEIC that is still over the limit', async () => {
    const codecs = fakeCodecs({ convertedJpeg: fixtureBytes('large.png'), compressedSize: 200 * KB });
    const result = expectSent(await createAttachmentPreparer(codecs)(fixtureFile('photo.heic'), 'other'));
    const [compressedInput] = codecs.compressImage.mock.calls[0]!;
    expect(compressedInput.name).toBe('photo.jpg');
    expect(compressedInput.type).toBe('image/jpeg');
    expect(result).toMatchObject({ fileName: 'photo.jpg', fileType: 'image/jpeg' });
  });

  it('says failed when the HEIC conversion or the compression throws', async () => {
    const broken = fakeCodecs();
    broken.convertHeicToJpeg.mockRejectedValueOnce(new Error('ERR_LIBHEIF format not supported'));
    expect(await createAttachmentPreparer(broken)(fixtureFile('photo.heic'), 'other')).toEqual({
      ok: false,
      reason: 'failed',
    });
    broken.compressImage.mockRejectedValueOnce(new Error('canvas unavailable'));
    expect(await createAttachmentPreparer(broken)(fixtureFile('large.png'), 'other')).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('sends a file it cannot shrink as it is when under the ceiling, and refuses it above', async () => {
    const codecs = fakeCodecs();
    const prepare = createAttachmentPreparer(codecs);
    const pdf = new File([new Uint8Array(MB)], 'doc.pdf', { type: 'application/pdf' });
    expect(expectSent(await prepare(pdf, 'other'))).toMatchObject({ fileName: 'doc.pdf', fileType: 'application/pdf' });
    const svg = new File([new Uint8Array(3 * MB)], 'big.svg', { type: 'image/svg+xml' });
    expect(await prepare(svg, 'other')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(codecs.compressImage).not.toHaveBeenCalled();
  });

  it('passes the abort signal to the compressor', async () => {
    const codecs = fakeCodecs();
    const controller = new AbortController();
    await createAttachmentPreparer(codecs)(fixtureFile('large.png'), 'other', { signal: controller.signal });
    expect(codecs.compressImage.mock.calls[0]![1].signal).toBe(controller.signal);
  });
});
