/**
 * The embedded database of `npm start` (server/db/embeddedPostgres.ts, docs/messaging.md "The
 * embedded database"): a real PostgreSQL on the data folder, created on the first start; a server
 * killed with SIGKILL leaves it running and the next start on the folder takes over; a folder
 * PGlite made before is still opened with PGlite.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { whyEmbeddedPostgresCannotRun } from '../../server/db/embeddedPostgres.ts';
import { migrate } from '../../server/db/migrate.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** Where the embedded PostgreSQL cannot run (e.g. a checkout private to root), the server keeps PGlite. */
const cannotRun = await whyEmbeddedPostgresCannotRun(join(tmpdir(), 'vn-embedded-probe'));
if (cannotRun) console.warn(`skipping the embedded PostgreSQL's own tests: ${cannotRun}`);
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vn-embedded-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function postmasterPid(folder: string): Promise<number> {
  return Number((await readFile(join(folder, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

/** A server process that opens the database, writes a row and waits to be killed. */
function holder(folder: string): { child: ChildProcess; ready: Promise<void> } {
  const script = `
    import { openDatabase } from './server/db/client.ts';
    import { migrate } from './server/db/migrate.ts';
    import { sql } from 'drizzle-orm';
    const handle = await openDatabase({ dataDir: ${JSON.stringify(folder)} });
    await migrate(handle);
    await handle.db.execute(sql\`CREATE TABLE IF NOT EXISTS survivor (note text)\`);
    await handle.db.execute(sql\`INSERT INTO survivor VALUES ('before the kill')\`);
    console.log('ready');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return { child, ready };
}

describe('the embedded PostgreSQL', () => {
  it.skipIf(cannotRun)('is created on the first start and stopped by a clean close', async () => {
    const handle = await openDatabase({ dataDir });
    expect(handle.kind).toBe('embedded');
    await migrate(handle);
    await access(join(dataDir, 'embedded-postgres'));
    const pid = await postmasterPid(dataDir);
    expect(isRunning(pid)).toBe(true);
    await handle.close();
    expect(isRunning(pid)).toBe(false);
  });

  it.skipIf(cannotRun)(
    'a server killed with SIGKILL leaves its database running; the next start takes over, nothing lost',
    async () => {
      const { child, ready } = holder(dataDir);
      await ready;
      const orphan = await postmasterPid(dataDir);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      expect(isRunning(orphan)).toBe(true);

      const handle = await openDatabase({ dataDir });
      try {
        expect(handle.kind).toBe('embedded');
        expect(isRunning(orphan)).toBe(false);
        const rows = (await handle.db.execute(sql`SELECT note FROM survivor`)) as unknown as { rows: unknown[] };
        expect(rows.rows).toEqual([{ note: 'before the kill' }]);
      } finally {
        await handle.close();
      }
    },
    60_000,
  );

  it.skipIf(cannotRun)(
    'a folder PGlite made before is opened with PGlite, saying why',
    async () => {
      const pgliteDir = await mkdtemp(join(tmpdir(), 'vn-pglite-'));
      try {
        const made = await PGlite.create(pgliteDir);
        await made.close();
        const handle = await openDatabase({ dataDir: pgliteDir });
        try {
          expect(handle.kind).toBe('pglite');
          expect(handle.fallbackReason).toContain('PGlite');
        } finally {
          await handle.close();
        }
      } finally {
        await rm(pgliteDir, { recursive: true, force: true });
      }
      // Two PGlite starts (WASM): beside another test file on a busy 2-core machine, past 30 s.
    },
    60_000,
  );
});
