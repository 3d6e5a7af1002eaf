/**
 * Compression of the server's own answers: the `/web` API's JSON and the `/data` lists go out as
 * brotli or gzip, whichever the browser accepts (brotli first). Registered before any route, since
 * the plugin attaches itself to the routes registered after it.
 *
 * - Tiny bodies (under 1 KB, most API answers) go out as they are: compressing them costs more
 *   time than the bytes it saves.
 * - Brotli at quality 4: a dynamic answer is compressed on every request, and the default (11) is
 *   meant for build-time compression; the built client's files are precompressed at quality 11
 *   (`scripts/build/precompress.ts`) and served as they are by the static site.
 * - socket.io (`/webchat`) is not a Fastify route: engine.io answers its own requests (and
 *   compresses its long-polling bodies itself), so this plugin never sees them.
 * - Request bodies are not decompressed: the API's requests are small JSON, and accepting
 *   compressed bodies would only open the door to decompression bombs.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this are sent uncompressed. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
