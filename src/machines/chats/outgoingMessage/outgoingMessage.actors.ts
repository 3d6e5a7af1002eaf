/**
 * The outgoing message chart's injected actors:
 * `outgoingMessageMachine.provide({ actors: outgoingMessageActors({ emitSendMessage }) })`.
 * The root owns the socket, so it supplies `emitSendMessage` (socket.io `emitWithAck` with a
 * timeout); the attachment pipeline is the media service's.
 */
import { fromPromise } from 'xstate';
import { type PrepareAttachment, prepareAttachment as preparer } from '../../../services/media/index.ts';
import type { PreparedUpload, PrepareUploadRequest, SendMessageAck, SendMessagePayload } from './types.ts';

export interface OutgoingMessageDeps {
  /** Emits socket `sendMessage` and resolves with its acknowledgement; rejects when none comes. */
  emitSendMessage(payload: SendMessagePayload, signal: AbortSignal): Promise<SendMessageAck>;
  /** Replaces the media pipeline (tests). */
  prepareAttachment?: PrepareAttachment;
}

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
