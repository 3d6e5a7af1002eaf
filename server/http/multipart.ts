/**
 * The one multipart call (`updateKYCInfo`, spec 2 §7): its body is read whole (at most four
 * images of 5 MB and their fields) and turned into the plain record the registrar validates like
 * any other input — text parts as strings, file parts as web `File`s (the contract's `Blob`).
 * Only the endpoints marked `encoding: 'multipart'` take this content type; everywhere else it is
 * refused as not JSON (415), before any byte is buffered.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localized } from '../../src/services/api/contract/localizedText.ts';
import { KYC_LIMITS, KYC_SLOTS } from '../../src/services/api/contract/profileRules.ts';

/** Four images at the limit, plus room for the part headers and the text fields. */
export const MULTIPART_BODY_LIMIT_BYTES = KYC_SLOTS.length * KYC_LIMITS.maxBytes + 64 * 1024;

export const MULTIPART_TEXTS = {
  platformInQuery: localized(
    'platform is required in the query of a multipart request',
    'multipart 请求须在查询参数中提供 platform',
  ),
} as const;

class BadMultipart extends Error {
  readonly statusCode = 400;
}

export function acceptMultipart(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT_BYTES },
    async (request: FastifyRequest, body: Buffer) => {
      let form: FormData;
      try {
        // The platform's own multipart reader (undici), not a hand-written one.
        const headers = { 'content-type': request.headers['content-type'] ?? '' };
        form = await new Response(new Uint8Array(body), { headers }).formData();
      } catch {
        throw new BadMultipart('The body is not valid multipart/form-data');
      }
      const record: Record<string, unknown> = {};
      for (const [name, value] of form.entries()) {
        if (Object.hasOwn(record, name)) throw new BadMultipart(`The part "${name}" is repeated`);
        record[name] = value;
      }
      return record;
    },
  );
}
