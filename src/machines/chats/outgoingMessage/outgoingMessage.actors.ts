/**
 * The outgoing message chart's injected actors:
 * `outgoingMessageMachine.provide({ actors: outgoingMessageActors({ emitSendMessage }) })`.
 * The root owns the socket, so it supplies `emitSendMessage` (socket.io `emitWithAck` with a
 * timeout); the attachment pipeline is the media service's, fetched with the first attachment.
 */
import { fromPromise } from 'xstate';
import type { PrepareAttachment } from '../../../services/media/prepareAttachment.ts';
import type { PreparedUpload, PrepareUploadRequest, SendMessageAck, SendMessagePayload } from './types.ts';

export interface OutgoingMessageDeps {
  /** Emits socket `sendMessage` and resolves with its acknowledgement; rejects when none comes. */
  emitSendMessage(payload: SendMessagePayload, signal: AbortSignal): Promise<SendMessageAck>;
  /** Replaces the media pipeline (tests). */
  prepareAttachment?: PrepareAttachment;
}

/**
 * The media pipeline with the real codecs, its code fetched with the first attachment: the chats
 * tab does not carry it (docs/delivery.md). A pipeline that cannot be fetched (offline, a new
 * deployment) rejects, which the chart answers like any failed preparation: 'Upload failed'.
 */
const preparer: PrepareAttachment = (file, ownNumberType, options) =>
  import('../../../services/media/index.ts').then((media) => media.prepareAttachment(file, ownNumberType, options));

/** The prepared file read into the bytes socket.io carries (contract `fileBuffer`). */
export async function prepareUpload(
  prepare: PrepareAttachment,
  { file, ownNumberType }: PrepareUploadRequest,
  signal?: AbortSignal,
): Promise<PreparedUpload> {
  const prepared = await prepare(file, ownNumberType, signal ? { signal } : {});
  if (!prepared.ok) return prepared;
  return {
    ok: true,
    fileBuffer: await prepared.file.arrayBuffer(),
    fileName: prepared.fileName,
    fileType: prepared.fileType,
  };
}

export function outgoingMessageActors(deps: OutgoingMessageDeps) {
  const prepare = deps.prepareAttachment ?? preparer;
  return {
    prepareAttachment: fromPromise<PreparedUpload, PrepareUploadRequest>(({ input, signal }) =>
      prepareUpload(prepare, input, signal),
    ),
    sendMessage: fromPromise<SendMessageAck, SendMessagePayload>(({ input, signal }) =>
      deps.emitSendMessage(input, signal),
    ),
  };
}
