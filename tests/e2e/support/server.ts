import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type RunningServer } from '../../../server/app.ts';
import { LOOPBACK_TEST_CODE_LIMITS } from '../../support/codeLimits.ts';

export interface TestServer {
  url: string;
  /**
   * Stops the server and starts it again on the same port with the same data folder, as a deploy
   * would: accounts, sessions and messages survive, every open socket is dropped.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The real server on a free port with a fresh, temporary data folder (one per test file). */
export async function startTestServer(): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vn-e2e-'));
  const start = (port: number) =>
    createServer({
      port,
      host: '127.0.0.1',
      dataDir,
      sandbox: true,
      logger: false,
      codeLimits: LOOPBACK_TEST_CODE_LIMITS,
    });
  let server: RunningServer = await start(0);
  const { url, port } = server;
  return {
    url,
    async restart() {
      await server.close();
      server = await start(port);
    },
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
