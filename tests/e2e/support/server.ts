import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from '../../../server/app.ts';

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** The real server on a free port with a fresh, temporary data folder (one per test file). */
export async function startTestServer(): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vn-e2e-'));
  const server = await createServer({ port: 0, host: '127.0.0.1', dataDir, sandbox: true, logger: false });
  return {
    url: server.url,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
