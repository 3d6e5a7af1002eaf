/**
 * The identity dialog's injected actors:
 * `identityUploadMachine.provide({ actors: identityUploadActors(api, images, codecs) })`.
 */
import { fromPromise } from 'xstate';
import { KYC_LIMITS } from '../../../services/api/contract/profileRules.ts';
import type { Api } from '../../../services/api/createApi.ts';
import type { PrivateImages } from '../../../services/api/privateImages.ts';
import type { MediaCodecs } from '../../../services/media/types.ts';
import type { PreparedImage, PreviewRequest, StoredPreviews, UpdateKycRequest } from './types.ts';

export type IdentityUploadApi = Pick<Api, 'updateKYCInfo'>;

const BYTES_PER_MB = 1024 * 1024;

/**
 * spec 2 §5: an image of 1 MB or more is compressed toward 1 MB with its longest side at most
 * 1920; if compression fails (or gives nothing smaller) the original is used.
 */
export async function prepareIdentityImage(
  file: Blob,
  compress: MediaCodecs['compressImage'],
  signal?: AbortSignal,
): Promise<Blob> {
  if (file.size < KYC_LIMITS.compressFromBytes) return file;
  try {
    const named = file instanceof File ? file : new File([file], 'image', { type: file.type });
    const compressed = await compress(named, {
      maxBytes: KYC_LIMITS.compressTargetMb * BYTES_PER_MB,
      maxSide: KYC_LIMITS.compressMaxSide,
      quality: 0.85,
      ...(signal ? { signal } : {}),
    });
    return compressed.size > 0 && compressed.size < file.size ? compressed : file;
  } catch {
    return file;
  }
}

export function identityUploadActors(
  api: IdentityUploadApi,
  images: PrivateImages,
  codecs: Pick<MediaCodecs, 'compressImage'>,
) {
  return {
    loadPreviews: fromPromise<StoredPreviews, PreviewRequest>(async ({ input, signal }) => {
      const entries = await Promise.all(
        input.urls.map(async (url) => {
          const blob = await images.fetch(url, input.platform, signal);
          return [url, blob ? URL.createObjectURL(blob) : null] as const;
        }),
      );
      return Object.fromEntries(entries);
    }),
    prepareImage: fromPromise<PreparedImage, { file: Blob }>(async ({ input, signal }) => {
      const file = await prepareIdentityImage(input.file, codecs.compressImage, signal);
      return { file, preview: URL.createObjectURL(file) };
    }),
    uploadKyc: fromPromise(({ input, signal }: { input: UpdateKycRequest; signal: AbortSignal }) =>
      api.updateKYCInfo(input, { signal }),
    ),
  };
}
