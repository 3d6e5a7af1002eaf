/**
 * `npm run start:cluster`: N server processes on one PostgreSQL and one Redis (docs/messaging.md,
 * README "Several processes"). Process i listens on PORT + i; put a load balancer in front of them
 * (sticky by client address for the polling fallback of socket.io; WebSocket needs nothing).
 *
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… CLUSTER_SIZE=2 PORT=8080 npm run start:cluster
 *
 * A process that dies is started again after a second; SIGINT/SIGTERM stop them all.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const size = Number(process.env.CLUSTER_SIZE ?? 2);
const basePort = Number(process.env.PORT ?? 8080);
if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('start:cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL: every process must share both.');
  process.exit(1);
}
if (!Number.isInteger(size) || size < 1) {
  console.error(`CLUSTER_SIZE must be a positive whole number, not ${process.env.CLUSTER_SIZE}`);
  process.exit(1);
}

let stopping = false;
const children = new Map<number, ChildProcess>();

function start(index: number): void {
  const port = basePort + index;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  children.set(index, child);
  child.once('exit', (code, signal) => {
    children.delete(index);
    if (stopping) return;
    console.error(`server process on port ${port} ended (${signal ?? code}); starting it again`);
    setTimeout(() => start(index), 1000);
  });
}

for (let index = 0; index < size; index += 1) start(index);

function stop(): void {
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
