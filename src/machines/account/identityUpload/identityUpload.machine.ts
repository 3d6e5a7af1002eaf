/**
 * The 'Proof of Your Identity' dialog (spec 2 §2, §4 Identity upload, §5 images; issue 11 item 3):
 * two sections of at most 2 images, the format and size messages, compression of large images,
 * Submit when both sections have an image and something changed, the multipart upload, the
 * success dialog, and the unsaved-changes dialog on close. Where the upload is not allowed
 * (Check Profile) it only shows the stored images.
 *
 * It ends with `{ uploaded }`: its host refetches the profile after an upload (spec 2 §4).
 */
import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { ApiResult } from '../../../services/api/result.ts';
import { outputOf } from '../../shared/params.ts';
import { canSubmit, hasRoom, imageProblem, storedImages, uploadAllowed, uploadRequest } from './rules.ts';
import type {
  IdentityUploadContext,
  IdentityUploadEvent,
  IdentityUploadInput,
  IdentityUploadOutcome,
  ImageNotice,
  KycImage,
  KycInfo,
  KycSection,
  PreparedImage,
  PreviewRequest,
  StoredPreviews,
  UpdateKycRequest,
} from './types.ts';

function notProvided(name: string): never {
  throw new Error(`identityUpload: the \`${name}\` actor must be provided (identityUploadActors)`);
}

function revokePreview(image: KycImage): void {
  if (image.preview) URL.revokeObjectURL(image.preview);
}

export const identityUploadMachine = setup({
  types: {
    context: {} as IdentityUploadContext,
    events: {} as IdentityUploadEvent,
    input: {} as IdentityUploadInput,
    output: {} as IdentityUploadOutcome,
  },
  actors: {
    loadPreviews: fromPromise<StoredPreviews, PreviewRequest>(async () => notProvided('loadPreviews')),
    prepareImage: fromPromise<PreparedImage, { file: Blob }>(async () => notProvided('prepareImage')),
    uploadKyc: fromPromise<ApiResult<KycInfo>, UpdateKycRequest>(async () => notProvided('uploadKyc')),
  },
  actions: {
    storePreviews: assign(({ context }, previews: StoredPreviews) => {
      const withPreview = (image: KycImage): KycImage =>
        image.source === 'stored' ? { ...image, preview: previews[image.url] ?? null } : image;
      return { idCard: context.idCard.map(withPreview), idHold: context.idHold.map(withPreview) };
    }),
    holdPick: assign(({ event }) => {
      assertEvent(event, 'image.pick');
      return { pending: { section: event.section, file: event.file }, notice: null };
    }),
    addPrepared: assign(({ context }, prepared: PreparedImage) => {
      const { pending } = context;
      if (!pending) return {};
      const image: KycImage = { id: context.nextId, source: 'new', file: prepared.file, preview: prepared.preview };
      return {
        [pending.section]: [...context[pending.section], image],
        pending: null,
        changed: true,
        nextId: context.nextId + 1,
      };
    }),
    dropPending: assign({ pending: null }),
    showNotice: assign((_, params: { notice: ImageNotice }) => ({ notice: params.notice })),
    removeImage: assign(({ context, event }) => {
      assertEvent(event, 'image.remove');
      const removed = context[event.section].find((image) => image.id === event.id);
      if (removed?.source === 'new') revokePreview(removed);
      return {
        [event.section]: context[event.section].filter((image) => image.id !== event.id),
        changed: true,
        notice: null,
      };
    }),
    /** The previews are object URLs: let them go when the dialog ends. */
    releasePreviews: ({ context }) => {
      for (const image of [...context.idCard, ...context.idHold]) revokePreview(image);
    },
  },
  guards: {
    allowed: ({ context }) => uploadAllowed(context.kyc),
    hasStored: ({ context }) => context.idCard.length + context.idHold.length > 0,
    pickHasProblem: ({ event }, params: { notice: 'format' | 'size' }) =>
      event.type === 'image.pick' && imageProblem(event.file) === params.notice,
    sectionFull: ({ context, event }) => event.type === 'image.pick' && !hasRoom(context[event.section]),
    canSubmit: ({ context }) => canSubmit(context),
    changed: ({ context }) => context.changed,
    uploaded: (_, result: ApiResult<KycInfo>) => result.ok,
  },
}).createMachine({
  id: 'identityUpload',
  description: "The 'Proof of Your Identity' dialog: two sections of images, Submit, success, unsaved changes.",
  context: ({ input }) => ({
    ...input,
    ...storedImages(input.kyc),
    changed: false,
    notice: null,
    pending: null,
    nextId: 5,
  }),
  initial: 'loadingPreviews',
  exit: 'releasePreviews',
  states: {
    loadingPreviews: {
      description: 'The stored images are fetched with the token (they are private) for their previews.',
      always: { guard: not('hasStored'), target: 'editing' },
      invoke: {
        id: 'loadPreviews',
        src: 'loadPreviews',
        input: ({ context }) => ({
          platform: context.platform,
          urls: [...context.idCard, ...context.idHold].flatMap((image) =>
            image.source === 'stored' ? [image.url] : [],
          ),
        }),
        onDone: { target: 'editing', actions: { type: 'storePreviews', params: outputOf } },
        onError: 'editing',
      },
    },
    editing: {
      description: 'The two sections; where the upload is allowed, images can be added and removed.',
      on: {
        'image.pick': [
          { guard: not('allowed') },
          {
            guard: { type: 'pickHasProblem', params: { notice: 'format' } },
            actions: { type: 'showNotice', params: { notice: 'format' } },
          },
          {
            guard: { type: 'pickHasProblem', params: { notice: 'size' } },
            actions: { type: 'showNotice', params: { notice: 'size' } },
          },
          { guard: 'sectionFull', actions: { type: 'showNotice', params: { notice: 'full' } } },
          { target: 'preparing', actions: 'holdPick' },
        ],
        'image.remove': { guard: 'allowed', actions: 'removeImage' },
        'upload.submit': { guard: and(['allowed', 'canSubmit']), target: 'uploading' },
        'upload.close': [{ guard: 'changed', target: 'unsaved' }, { target: 'closed' }],
      },
    },
    preparing: {
      description: 'A chosen image of 1 MB or more is compressed toward 1 MB (the original if that fails).',
      invoke: {
        id: 'prepareImage',
        src: 'prepareImage',
        input: ({ context }) => ({ file: context.pending?.file ?? new Blob() }),
        onDone: { target: 'editing', actions: { type: 'addPrepared', params: outputOf } },
        onError: { target: 'editing', actions: 'dropPending' },
      },
    },
    unsaved: {
      description: 'The unsaved-changes dialog: Discard or Stay On Page.',
      on: { 'unsaved.discard': 'closed', 'unsaved.stay': 'editing' },
    },
    uploading: {
      description: 'updateKYCInfo (multipart) is under way.',
      invoke: {
        id: 'uploadKyc',
        src: 'uploadKyc',
        input: ({ context }) => uploadRequest(context),
        onDone: [{ guard: { type: 'uploaded', params: outputOf }, target: 'succeeded' }, { target: 'editing' }],
        onError: 'editing',
      },
    },
    succeeded: {
      description: 'The success dialog; the change flag is reset (spec 2 §4).',
      on: { 'success.close': 'uploaded' },
    },
    uploaded: {
      type: 'final',
      description: 'Ended after an upload: the host refetches the profile.',
      output: { uploaded: true },
    },
    closed: { type: 'final', description: 'Ended without an upload.', output: { uploaded: false } },
  },
  // The final state's own output (XState hands it over as the done event's output).
  output: ({ event }) => event.output as IdentityUploadOutcome,
});

export type IdentityUploadMachine = typeof identityUploadMachine;
export type { KycSection };
