/**
 * The embedded database of `npm start` (server/db/embeddedPostgres.ts, docs/messaging.md "The
 * embedded database"): a real PostgreSQL in the `postgres/` subfolder of the data folder, created
 * on the first start beside whatever the folder holds; a server killed with SIGKILL leaves it
 * running and the next start on the folder takes over; a folder of the earlier layout is moved
 * into place; a folder that cannot hold it is one clear line. (Root's own paths: firstRun.test.ts.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { access, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { CLUSTER_FOLDER } from '../../server/db/embeddedPostgres.ts';
import { migrate } from '../../server/db/migrate.ts';
import { StartupProblem } from '../../server/startupProblem.ts';
import { freshDataDir } from '../support/dataDirTemplate.ts';

const ROOT = join(import.meta.dirname, '..', '..');
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
  return Number((await readFile(join(folder, CLUSTER_FOLDER, 'postmaster.pid'), 'utf8')).split('\n')[0]);
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
  it('is created on the first start in a subfolder of a data folder that holds other things, and stopped by a clean close', async () => {
    // A log of the person's own, and what PGlite (the embedded engine before) left at the top.
    await writeFile(join(dataDir, 'server.log'), 'a line of an earlier run\n');
    await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
    const handle = await openDatabase({ dataDir });
    expect(handle.kind).toBe('embedded');
    expect(handle.notices.join('\n')).toMatch(/PGlite database of an earlier version, no longer read/);
    await migrate(handle);
    await access(join(dataDir, CLUSTER_FOLDER, 'PG_VERSION'));
    expect(await readFile(join(dataDir, 'server.log'), 'utf8')).toBe('a line of an earlier run\n');
    const pid = await postmasterPid(dataDir);
    expect(isRunning(pid)).toBe(true);
    await handle.close();
    expect(isRunning(pid)).toBe(false);
  }, 60_000);

  it('a server killed with SIGKILL leaves its database running; the next start takes over, nothing lost', async () => {
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
  }, 60_000);

  it('a data folder of the earlier layout (the cluster at its top) is moved into the subfolder, nothing lost', async () => {
    const earlier = await freshDataDir('vn-embedded-earlier-');
    try {
      const cluster = join(earlier, CLUSTER_FOLDER);
      for (const entry of await readdir(cluster)) await rename(join(cluster, entry), join(earlier, entry));
      await rmdir(cluster);
      await writeFile(join(earlier, 'embedded-postgres'), 'created by the server for its embedded PostgreSQL\n');

      const handle = await openDatabase({ dataDir: earlier });
      try {
        expect(handle.notices.join('\n')).toContain(`moved the database of an earlier version from ${earlier}`);
        // The migrations a template holds are there: nothing left to apply.
        expect(await migrate(handle)).toEqual([]);
        expect(await readdir(earlier)).toEqual([CLUSTER_FOLDER]);
      } finally {
        await handle.close();
      }
    } finally {
      await rm(earlier, { recursive: true, force: true });
    }
  }, 60_000);

  it('a data folder that cannot hold the database is one line saying what, why and what to do', async () => {
    const file = join(dataDir, 'server.log');
    const refusal = openDatabase({ dataDir: file });
    await expect(refusal).rejects.toBeInstanceOf(StartupProblem);
    await expect(refusal).rejects.toThrow(
      `the data folder ${file} (DATA_DIR) cannot hold the database: ${file} or a folder above it is a file, not a folder; set DATA_DIR to a folder`,
    );
    const deep = join(dataDir, 'x'.repeat(100));
    await expect(openDatabase({ dataDir: deep })).rejects.toThrow(/its path is too long for PostgreSQL's socket/);
    const inside = join(dataDir, 'blocked');
    await mkdir(inside);
    await writeFile(join(inside, CLUSTER_FOLDER), 'not a folder');
    await expect(openDatabase({ dataDir: inside })).rejects.toThrow(/is a file, not a folder/);
  });
});
