/**
 * Server throughput (issue 14 item 3), as ratios to a bare Fastify + socket.io of the same
 * versions started in the same run (`server/bare.ts`), measured interleaved (bare, product, bare,
 * product …; medians of BENCH_REPETITIONS, default 3). The product runs as `npm start` runs it
 * (`server/main.ts`, logs on), in its own process; the load comes from this one.
 *
 * - on-net `sendMessage` pipelined (64 in flight), counted when every send is acknowledged
 *   (stored) and delivered to the recipient's socket, against the bare ack echo: ≥ 10 % on
 *   PostgreSQL; ≥ 2,000 msg/s on the embedded database;
 * - p99 of a sequential send (acknowledged): ≤ 20 ms;
 * - authenticated `getChatList` against the bare route answering the same body: ≥ 25 %;
 * - the inbound webhook (`/sandbox/inbound`, the carrier's path): ≥ 2,000 msg/s;
 * - the embedded default's memory when idle (the server and its database processes): ≤ 300 MB.
 * Timing budgets are reported, never enforced (they depend on the machine).
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { chatListPath, demoUser, httpLoad, inboundPath, openSocket, sendLoad } from './server/load.ts';
import { type BenchProcess, scratchPostgres, startBare, startProduct } from './server/processes.ts';
import type { BenchLine, BenchSection } from './types.ts';

const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 3);
const PIPELINED = { count: 4000, inFlight: 64 };
const BARE_PIPELINED = { count: 20000, inFlight: 64 };
const SEQUENTIAL = 400;
const CHAT_LISTS = { product: 3000, bare: 10000, concurrency: 16 };
const INBOUND = { count: 3000, concurrency: 32 };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Figures {
  sendPipelined: number;
  barePipelined: number;
  sequentialP99: number;
  sequentialPerSecond: number;
  chatList: number;
  bareChatList: number;
  inbound: number;
  idleRssMb: number;
  loadedRssMb: number;
}

async function measure(product: BenchProcess, workDir: string): Promise<Figures> {
  await settle(2000);
  const idleRssMb = await product.rssMb();
  const sender = await demoUser(product.url, 0);
  const recipient = await demoUser(product.url, 1);
  const senderTab = await openSocket(product.url, sender.token);
  const recipientTab = await openSocket(product.url, recipient.token);
  const auth = { 'x-auth-token': sender.token };

  const inboundRequest = {
    method: 'POST',
    path: inboundPath,
    body: { from: '+44 7911 123456', to: recipient.local, text: 'bench inbound', platform: 'pingme' },
  } as const;
  // Warm up every path (JIT, pools, caches) before anything is timed.
  await sendLoad(senderTab, sender.local, recipient.local, 500, 16, recipientTab);
  await httpLoad(product.url, { method: 'GET', path: chatListPath, headers: auth }, 300, 4);
  await httpLoad(product.url, inboundRequest, 300, 4);

  const chatListFile = join(workDir, 'chatList.json');
  await writeFile(chatListFile, await (await fetch(`${product.url}${chatListPath}`, { headers: auth })).text());
  const bare = await startBare(chatListFile);
  const bareTab: Socket = await openSocket(bare.url, 'bare');
  await sendLoad(bareTab, 'a', 'b', 2000, 64);
  await httpLoad(bare.url, { method: 'GET', path: chatListPath }, 1000, 4);

  const runs: Omit<Figures, 'idleRssMb' | 'loadedRssMb'>[] = [];
  try {
    for (let repetition = 0; repetition < REPETITIONS; repetition += 1) {
      const barePipelined = (await sendLoad(bareTab, 'a', 'b', BARE_PIPELINED.count, BARE_PIPELINED.inFlight))
        .perSecond;
      const pipelined = await sendLoad(
        senderTab,
        sender.local,
        recipient.local,
        PIPELINED.count,
        PIPELINED.inFlight,
        recipientTab,
      );
      const sequential = await sendLoad(senderTab, sender.local, recipient.local, SEQUENTIAL, 1, recipientTab);
      const bareChatList = await httpLoad(
        bare.url,
        { method: 'GET', path: chatListPath },
        CHAT_LISTS.bare,
        CHAT_LISTS.concurrency,
      );
      const chatList = await httpLoad(
        product.url,
        { method: 'GET', path: chatListPath, headers: auth },
        CHAT_LISTS.product,
        CHAT_LISTS.concurrency,
      );
      const inbound = await httpLoad(product.url, inboundRequest, INBOUND.count, INBOUND.concurrency);
      runs.push({
        sendPipelined: pipelined.perSecond,
        barePipelined,
        sequentialP99: sequential.p99Ms,
        sequentialPerSecond: sequential.perSecond,
        chatList,
        bareChatList,
        inbound,
      });
    }
  } finally {
    senderTab.close();
    recipientTab.close();
    bareTab.close();
    await bare.stop();
  }
  await settle(3000);
  const pick = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
  return {
    sendPipelined: pick('sendPipelined'),
    barePipelined: pick('barePipelined'),
    sequentialP99: pick('sequentialP99'),
    sequentialPerSecond: pick('sequentialPerSecond'),
    chatList: pick('chatList'),
    bareChatList: pick('bareChatList'),
    inbound: pick('inbound'),
    idleRssMb,
    loadedRssMb: await product.rssMb(),
  };
}

function atLeast(name: string, value: number, unit: string, minimum: number): BenchLine {
  return { name, value, unit, budget: `≥ ${minimum.toLocaleString('en')} ${unit}`, withinBudget: value >= minimum };
}

function atMost(name: string, value: number, unit: string, maximum: number): BenchLine {
  return { name, value, unit, budget: `≤ ${maximum} ${unit}`, withinBudget: value <= maximum };
}

function ratioOf(name: string, value: number, baseline: number, unit: string, minimum: number): BenchLine {
  const ratio = value / baseline;
  return {
    name,
    value,
    unit,
    baseline,
    ratio,
    budget: `≥ ${minimum * 100} % of bare`,
    withinBudget: ratio >= minimum,
  };
}

function linesOf(database: string, figures: Figures, sendBudget: 'ratio' | 'absolute'): BenchLine[] {
  return [
    sendBudget === 'ratio'
      ? ratioOf(
          `${database}: on-net sendMessage pipelined, stored and delivered`,
          figures.sendPipelined,
          figures.barePipelined,
          'msg/s',
          0.1,
        )
      : atLeast(
          `${database}: on-net sendMessage pipelined, stored and delivered`,
          figures.sendPipelined,
          'msg/s',
          2000,
        ),
    { name: `${database}: bare ack echo pipelined`, value: figures.barePipelined, unit: 'msg/s' },
    atMost(`${database}: sequential sendMessage p99`, figures.sequentialP99, 'ms', 20),
    { name: `${database}: sequential sendMessage`, value: figures.sequentialPerSecond, unit: 'msg/s' },
    ratioOf(`${database}: authenticated getChatList`, figures.chatList, figures.bareChatList, 'req/s', 0.25),
    atLeast(`${database}: inbound webhook`, figures.inbound, 'msg/s', 2000),
  ];
}

export const serverPostgres: BenchSection = {
  name: 'server on PostgreSQL',
  async run() {
    const database = await scratchPostgres();
    if (!database) {
      console.warn('server on PostgreSQL: no PostgreSQL answers (BENCH_POSTGRES_URL); skipped');
      return [];
    }
    const workDir = await mkdtemp(join(tmpdir(), 'vn-bench-pg-'));
    const product = await startProduct({ databaseUrl: database.url });
    try {
      const figures = await measure(product, workDir);
      return [
        ...linesOf('PostgreSQL', figures, 'ratio'),
        { name: 'PostgreSQL: server RSS after the run', value: figures.loadedRssMb, unit: 'MB' },
      ];
    } finally {
      await product.stop();
      await database.drop();
      await rm(workDir, { recursive: true, force: true });
    }
  },
};

export const serverEmbedded: BenchSection = {
  name: 'server on the embedded database (npm start)',
  async run() {
    const workDir = await mkdtemp(join(tmpdir(), 'vn-bench-embedded-'));
    // Run as root, the embedded PostgreSQL runs as the `postgres` user, who must reach the data folder.
    await chmod(workDir, 0o755);
    const product = await startProduct({ dataDir: join(workDir, 'data') });
    try {
      const figures = await measure(product, workDir);
      return [
        ...linesOf('embedded', figures, 'absolute'),
        atMost('embedded: idle RSS after start', figures.idleRssMb, 'MB', 300),
        atMost('embedded: idle RSS after the run', figures.loadedRssMb, 'MB', 300),
      ];
    } finally {
      await product.stop();
      await rm(workDir, { recursive: true, force: true });
    }
  },
};
