/**
 * The profile section's injected actors, with the identity dialog provided as its child:
 * `profileMachine.provide({ actors: profileActors(api, images, codecs) })`.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { PrivateImages } from '../../../services/api/privateImages.ts';
import type { MediaCodecs } from '../../../services/media/types.ts';
import { identityUploadActors } from '../identityUpload/identityUpload.actors.ts';
import { identityUploadMachine } from '../identityUpload/identityUpload.machine.ts';
import type { UpdateProfileRequest } from './types.ts';

/** No getProfile: the profile is the root's (`profile.machine.ts`). */
export type ProfileApi = Pick<Api, 'getKYCInfo' | 'updateProfile' | 'updateKYCInfo'>;

export function profileActors(api: ProfileApi, images: PrivateImages, codecs: Pick<MediaCodecs, 'compressImage'>) {
  return {
    loadKyc: fromPromise(({ signal }: { signal: AbortSignal }) => api.getKYCInfo({}, { signal })),
    saveProfile: fromPromise(({ input, signal }: { input: UpdateProfileRequest; signal: AbortSignal }) =>
      api.updateProfile(input, { signal }),
    ),
    identityUpload: identityUploadMachine.provide({ actors: identityUploadActors(api, images, codecs) }),
  };
}
