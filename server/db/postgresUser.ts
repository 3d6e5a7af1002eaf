/**
 * Who runs the embedded PostgreSQL when the server runs as root (a container, a VPS): PostgreSQL
 * refuses to run as root, so it runs as an unprivileged user — the one named by
 * `EMBEDDED_POSTGRES_USER`, else the system's `postgres` user, else `nobody`, which every Unix
 * system has. An existing cluster runs as the user owning it, whatever the setting says now.
 *
 * decision: `nobody` rather than creating a user: creating system users is the administrator's
 * call, and `nobody` needs nothing. Its price: another service running as `nobody` could read the
 * cluster, so docs/messaging.md says to name a dedicated user where that matters.
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

const execute = promisify(execFile);

export interface PostgresUser {
  name: string;
  uid: number;
  gid: number;
}

export const DEFAULT_POSTGRES_USER = 'postgres';
const LAST_RESORT_USER = 'nobody';

export function runningAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/** The user's ids from the system's user database (`id`, so NSS and macOS' directory count too). */
async function lookUp(name: string): Promise<PostgresUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([execute('id', ['-u', name]), execute('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** The user a new cluster is created for: `preferred` (default `postgres`) if it exists, else `nobody`. */
export async function chooseNewClusterUser(preferred = DEFAULT_POSTGRES_USER): Promise<PostgresUser | undefined> {
  return (await lookUp(preferred)) ?? (await lookUp(LAST_RESORT_USER));
}

/** The user owning an existing cluster (PostgreSQL runs only as its data folder's owner). */
export async function clusterOwner(cluster: string): Promise<PostgresUser> {
  const { uid, gid } = await stat(cluster);
  const name = await execute('id', ['-nu', String(uid)]).then(
    ({ stdout }) => stdout.trim(),
    () => `uid ${uid}`,
  );
  return { name, uid, gid };
}

/**
 * Whether `user` may pass through every folder above `path` (a checkout in root's 0700 home is
 * not). Mode bits only.
 */
export async function reachableBy(path: string, user: PostgresUser): Promise<boolean> {
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    const info = await stat(folder).catch(() => undefined);
    if (!info) return false;
    // `>>> 0`: macOS' `id` says -2 for nobody, stat 4294967294.
    const searchable =
      info.uid >>> 0 === user.uid >>> 0
        ? info.mode & 0o100
        : info.gid >>> 0 === user.gid >>> 0
          ? info.mode & 0o010
          : info.mode & 0o001;
    if (!searchable) return false;
    if (folder === dirname(folder)) return true;
  }
}
