/**
 * `GET /media/<token>`: attachments the server stores (chat MMS images, sandbox voicemail
 * recordings). The unguessable token is the capability (no session: an <img> or <audio> cannot
 * send the token header). The type is the one sniffed from the bytes at upload (raster images and
 * sandbox voicemail audio only); `nosniff` and a sandboxing CSP keep any file from running script
 * when opened directly. A file is gone once no live message shows it (404).
 */
import type { FastifyInstance } from 'fastify';
import { MEDIA_PATH_PREFIX } from '../../src/services/api/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { fail } from '../domain/failure.ts';
import { readMedia } from '../domain/messaging/media.ts';
import { sendFailure } from './answers.ts';
import { requestLanguage } from './common.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function registerMediaRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get<{ Params: { token: string } }>(
    `${MEDIA_PATH_PREFIX}:token`,
    { config: { description: 'An MMS picture or voicemail recording by its unguessable token.' } },
    async (request, reply) => {
      const media = await readMedia(context.db, request.params.token);
      if (!media) return sendFailure(reply, fail('notFound'), requestLanguage(request));
      return reply
        .type(media.contentType)
        .header('cache-control', `private, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(media.bytes);
    },
  );
}
