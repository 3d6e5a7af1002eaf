import { rm } from 'node:fs/promises';
import { createServer, type RunningServer } from '../../../server/app.ts';
import { LOOPBACK_TEST_CODE_LIMITS } from '../../support/codeLimits.ts';
import { freshDataDir } from '../../support/dataDirTemplate.ts';

export interface TestServer {
  url: string;
  /**
   * Stops the server and starts it again on the same port with the same data folder, as a deploy
   * would: accounts, sessions and messages survive, every open socket is dropped.
   */
  restart(): Promise<void>;
  /** Stops the server (every socket is dropped, every request refused) until `resume`. */
  stop(): Promise<void>;
  /** Starts a stopped server again on the same port with the same data folder. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real server on a free port with a fresh, temporary data folder (one per test file), copied
 * from the migrated template (tests/support/dataDirTemplate.ts) instead of created from nothing.
 */
export async function startTestServer(): Promise<TestServer> {
  const dataDir = await freshDataDir('vn-e2e-');
  const start = (port: number) =>
    createServer({
      port,
      host: '127.0.0.1',
      dataDir,
      sandbox: true,
      logger: false,
      codeLimits: LOOPBACK_TEST_CODE_LIMITS,
    });
  let server: RunningServer | null = await start(0);
  const { url, port } = server;
  const stop = async () => {
    await server?.close();
    server = null;
  };
  const resume = async () => {
    server ??= await start(port);
  };
  return {
    url,
    async restart() {
      await stop();
      await resume();
    },
    stop,
    resume,
    async close() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
