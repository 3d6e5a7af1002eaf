/**
 * `GET /web/kycImage/<token>?platform=…` with the `x-auth-token` header: one of the caller's own
 * identity images (spec 2 §4; issue 11 item 10 "served back only to their owner"). Unlike chat
 * media, the token in the URL is not enough: the session must be the owner's, so another
 * account's image — or an unknown one — is not found. Never cached by shared caches.
 */
import type { FastifyInstance } from 'fastify';
import { KYC_IMAGE_PATH } from '../../src/services/api/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { fail, isFailure } from '../domain/failure.ts';
import { readKycImage } from '../domain/profile/kyc.ts';
import { authenticate } from '../domain/sessions.ts';
import { sendFailure } from './answers.ts';
import { readRequestFrame } from './common.ts';
import { AUTH_HEADER } from './registrar.ts';

export function registerKycImageRoute(app: FastifyInstance, context: ServerContext): void {
  app.get<{ Params: { token: string } }>(
    `${KYC_IMAGE_PATH}:token`,
    { config: { description: "One of the caller's own identity-proof images (token header required)." } },
    async (request, reply) => {
      const frame = readRequestFrame(request, 'GET');
      if (isFailure(frame)) return sendFailure(reply, frame, 'en');
      const session = await authenticate(context.db, context.clock, frame.platform, request.headers[AUTH_HEADER]);
      if (isFailure(session)) return sendFailure(reply, session, frame.lang);
      const image = await readKycImage(context.db, session.accountId, request.params.token);
      if (!image) return sendFailure(reply, fail('notFound'), frame.lang);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(image.bytes);
    },
  );
}
