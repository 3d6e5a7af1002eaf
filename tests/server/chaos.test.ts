/**
 * Chaos (issue 14): two server processes on one PostgreSQL and one Redis, a client on each, one
 * conversation texted from both ends while sockets drop at random, 20 % of the acknowledgements
 * are lost (the client resends with the same smsId, as the real client does) and the process of
 * one client is killed with SIGKILL mid-run and started again. Afterwards: every message is
 * stored once for the sender and once for the recipient (and charged once), both see the same
 * order, and each client has every message of the other — in real time or by its catch-up after
 * a reconnect. The same run without catch-up must lose messages: proof that the test can fail.
 *
 * Skipped, saying so, where PostgreSQL or Redis does not answer.
 */
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from '../../server/domain/money.ts';
import {
  type ChatMessageEvent,
  type DialogMessage,
  isSentAck,
  OUTBOUND_MESSAGE_RATES,
  type SendMessageAck,
  SOCKET_PATH,
} from '../../src/services/api/contract/index.ts';
import { type ClientSocket, call } from './helpers.ts';
import { balanceOf, type DemoUser, demoUser, textPayload } from './messagingSupport.ts';
import { createScratchDatabase, postgresReachable } from './scratchPostgres.ts';
import {
  dropRedisPrefix,
  REDIS_URL,
  redisReachable,
  type ServerProcess,
  scratchRedisPrefix,
  serverProcess,
} from './serverProcess.ts';

const available = (await postgresReachable('the chaos tests')) && (await redisReachable('the chaos tests'));

/** How long a client waits for an acknowledgement before it sends again (the client's own rule). */
const ACK_TIMEOUT_MS = 2000;
const LOST_ACK_SHARE = 0.2;
const SOCKET_DROP_SHARE = 0.04;
const IN_FLIGHT_PER_CLIENT = 4;

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface ChaosStats {
  lostAcks: number;
  socketDrops: number;
  timeouts: number;
  failedAcks: number;
}

/** One person's tab: sends with retries, records what arrives, catches up after a reconnect. */
class ChaosClient {
  readonly socket: ClientSocket;
  /** Texts from the other side this client has, by smsId of its own copy. */
  readonly received = new Map<string, string>();
  readonly acked = new Map<string, number>();
  private caughtUpTo = 0;
  private connectedOnce = false;
  private waiters: { text: string; resolve: () => void }[] = [];
  /** While held, no new send starts (sends already in flight finish). */
  private gate: Promise<void> = Promise.resolve();
  private release = () => {};

  constructor(
    private readonly base: string,
    readonly user: DemoUser,
    private readonly peer: DemoUser,
    private readonly catchUp: boolean,
    private readonly socketDrops: boolean,
    private readonly rng: () => number,
    private readonly stats: ChaosStats,
    private readonly onAck: () => void,
  ) {
    this.socket = io(base, {
      path: SOCKET_PATH,
      query: { token: user.token, platform: user.platform },
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 50,
      reconnectionDelayMax: 300,
    });
    this.socket.on('message', (event: ChatMessageEvent) => {
      if (event.direction === 'in') this.record(event.smsId, event.text);
    });
    this.socket.on('connect', () => {
      // After every reconnect, recovered or not: connection-state recovery is best-effort (it
      // cannot recover a socket whose process died, and may miss packets), catch-up is the rule.
      if (this.connectedOnce && this.catchUp) void this.catchUpNow();
      this.connectedOnce = true;
    });
  }

  private record(smsId: string, text: string): void {
    this.received.set(smsId, text);
    this.waiters = this.waiters.filter((waiter) => {
      if (waiter.text !== text) return true;
      waiter.resolve();
      return false;
    });
  }

  /** Resolves once a message with this text arrived (in real time or by catch-up). */
  arrival(text: string): Promise<void> {
    if ([...this.received.values()].includes(text)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ text, resolve }));
  }

  /**
   * Every message of the conversation after the newest date a catch-up returned (not the newest
   * seen in real time: events published by two processes may arrive out of date order).
   */
  private async catchUpNow(): Promise<void> {
    const messages = await dialog(this.base, this.user, this.peer, this.caughtUpTo);
    for (const message of messages) {
      this.caughtUpTo = Math.max(this.caughtUpTo, message.date);
      if (message.direction === 'in') this.record(message.smsId, message.text);
    }
  }

  /** Sends until acknowledged 'sent', resending with the same smsId after a lost or missing ack. */
  async deliver(text: string, chaos: boolean): Promise<void> {
    const payload = textPayload(this.user.numbers.local, this.peer.numbers.local, text, `chaos-${text}`);
    for (;;) {
      if (chaos && this.socketDrops && this.socket.connected && this.rng() < SOCKET_DROP_SHARE) {
        this.stats.socketDrops += 1;
        this.socket.io.engine.close();
      }
      let ack: SendMessageAck;
      try {
        ack = (await this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('sendMessage', payload)) as SendMessageAck;
      } catch {
        this.stats.timeouts += 1;
        continue;
      }
      if (chaos && this.rng() < LOST_ACK_SHARE) {
        this.stats.lostAcks += 1;
        continue;
      }
      if (isSentAck(ack)) {
        this.acked.set(text, ack.date);
        this.onAck();
        return;
      }
      // A send caught in the crash (the write failed before its commit): the client tries again.
      this.stats.failedAcks += 1;
    }
  }

  hold(): void {
    this.gate = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  resume(): void {
    this.release();
  }

  async sendAll(texts: readonly string[]): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT_PER_CLIENT }, async () => {
        for (;;) {
          await this.gate;
          if (next >= texts.length) break;
          const text = texts[next] as string;
          next += 1;
          await this.deliver(text, true);
        }
      }),
    );
  }
}

/** The conversation as stored for `user`, oldest first (all pages). */
async function dialog(base: string, user: DemoUser, peer: DemoUser, since = 0): Promise<DialogMessage[]> {
  const messages: DialogMessage[] = [];
  let startTime: number | undefined;
  for (;;) {
    const answer = await call(
      base,
      'getDialogList',
      {
        ownFullNumber: user.numbers.local,
        otherFullNumber: peer.numbers.local,
        ...(since > 0 ? { since } : {}),
        ...(startTime === undefined ? {} : { startTime }),
      },
      { token: user.token },
    );
    const page = answer.body.data;
    if (!page) throw new Error(JSON.stringify(answer.body));
    messages.push(...page.dialogList);
    if (page.nextStartTime === null) break;
    startTime = page.nextStartTime;
  }
  return messages.sort((a, b) => a.date - b.date);
}

interface ChaosPlan {
  messagesPerClient: number;
  catchUp: boolean;
  /**
   * Random socket drops. Off where loss must show: a dropped socket's recovery session can be
   * replayed from an old offset after the crash, which would hide the loss by luck.
   */
  socketDrops: boolean;
  /** The first client's process is killed once this many messages were acknowledged in all. */
  killAfter: number;
  /** …and started again once the other client got this many more acknowledged. */
  restartAfter: number;
  seed: number;
}

describe.skipIf(!available)('chaos: two processes on PostgreSQL + Redis', () => {
  let drop: (() => Promise<void>) | undefined;
  let redisPrefix = '';
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    const database = await createScratchDatabase('vn_chaos');
    drop = database.drop;
    redisPrefix = scratchRedisPrefix('chaos');
    servers = await Promise.all(
      [0, 1].map(() => serverProcess({ databaseUrl: database.url, redisUrl: REDIS_URL, redisPrefix })),
    );
    // One after the other: both migrate and seed the same database on their first start.
    for (const server of servers) await server.start();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await drop?.();
    if (redisPrefix) await dropRedisPrefix(redisPrefix);
  }, 60_000);

  async function run(plan: ChaosPlan) {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const a = await demoUser(first.url, 'pingme', 0);
    const b = await demoUser(second.url, 'pingme', 1);
    const balances = { a: await balanceOf(second.url, a), b: await balanceOf(second.url, b) };
    const stats: ChaosStats = { lostAcks: 0, socketDrops: 0, timeouts: 0, failedAcks: 0 };
    const rng = random(plan.seed);

    let acknowledged = 0;
    let onProgress = () => {};
    const progress = () => {
      acknowledged += 1;
      onProgress();
    };
    const reached = (count: () => number, target: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (count() >= target) resolve();
        };
        onProgress = check;
        check();
      });

    const clientA = new ChaosClient(first.url, a, b, plan.catchUp, plan.socketDrops, rng, stats, progress);
    const clientB = new ChaosClient(second.url, b, a, plan.catchUp, plan.socketDrops, rng, stats, progress);
    const texts = (who: string) =>
      Array.from({ length: plan.messagesPerClient }, (_, index) => `${who}${plan.seed}-${index}`);
    const sending = Promise.all([clientA.sendAll(texts('a')), clientB.sendAll(texts('b'))]);

    // The crash: A's process dies mid-run; B keeps texting A through the other process meanwhile.
    await reached(() => acknowledged, plan.killAfter);
    // B holds its next sends while the process dies, so that what it sends afterwards is sent while
    // A's process is down, however slowly the kill goes (a slow kill once let B finish first).
    clientB.hold();
    await first.kill();
    const bBefore = clientB.acked.size;
    clientB.resume();
    await reached(() => clientB.acked.size - bBefore, plan.restartAfter);
    await first.start();
    onProgress = () => {};
    await sending;

    // A barrier: one last message each way, arriving after everything before it.
    const endA = `a${plan.seed}-end`;
    const endB = `b${plan.seed}-end`;
    await Promise.all([clientA.deliver(endA, false), clientB.deliver(endB, false)]);
    await Promise.all([clientA.arrival(endB), clientB.arrival(endA)]);
    clientA.socket.close();
    clientB.socket.close();

    const storedA = await dialog(second.url, a, b);
    const storedB = await dialog(second.url, b, a);
    const order = (messages: DialogMessage[]) => messages.map((message) => message.text);
    const duplicates = (messages: DialogMessage[]) =>
      order(messages).filter((text, index, all) => all.indexOf(text) !== index);
    const lostFor = (client: ChaosClient, sentByPeer: string[]) => {
      const has = new Set(client.received.values());
      return sentByPeer.filter((text) => !has.has(text));
    };
    const price = OUTBOUND_MESSAGE_RATES.sms['US>US'] ?? '0';
    const spent = (count: number) => toMinorUnits(price) * BigInt(count);
    return {
      stats,
      sentA: [...texts('a'), endA],
      sentB: [...texts('b'), endB],
      ackDatesA: clientA.acked,
      storedA,
      storedB,
      orderA: order(storedA),
      orderB: order(storedB),
      duplicates: [...duplicates(storedA), ...duplicates(storedB)],
      lostForA: lostFor(clientA, [...texts('b'), endB]),
      lostForB: lostFor(clientB, [...texts('a'), endA]),
      balances: {
        a: await balanceOf(second.url, a),
        b: await balanceOf(second.url, b),
        expectedA: fromMinorUnits(toMinorUnits(balances.a) - spent(plan.messagesPerClient + 1)),
        expectedB: fromMinorUnits(toMinorUnits(balances.b) - spent(plan.messagesPerClient + 1)),
      },
    };
  }

  it('300 messages through socket drops, lost acks and a SIGKILL: none lost, none duplicated, one order', async () => {
    const result = await run({
      messagesPerClient: 150,
      catchUp: true,
      socketDrops: true,
      killAfter: 100,
      restartAfter: 20,
      seed: 14,
    });

    // The chaos happened.
    expect(result.stats.lostAcks).toBeGreaterThan(0);
    expect(result.stats.socketDrops).toBeGreaterThan(0);
    // Stored once each, for both ends, charged once each.
    expect(result.duplicates).toEqual([]);
    expect([...result.orderA].sort()).toEqual([...result.sentA, ...result.sentB].sort());
    expect(result.orderB).toEqual(result.orderA);
    expect(result.balances.a).toBe(result.balances.expectedA);
    expect(result.balances.b).toBe(result.balances.expectedB);
    // Every acknowledgement names the stored copy.
    const storedDates = new Map(result.storedA.map((message) => [message.text, message.date]));
    for (const [text, date] of result.ackDatesA) expect(storedDates.get(text)).toBe(date);
    // Nothing lost for either person.
    expect(result.lostForA).toEqual([]);
    expect(result.lostForB).toEqual([]);
  }, 240_000);

  it('the same chaos without catch-up loses messages for the client whose process died (the test bites)', async () => {
    const result = await run({
      messagesPerClient: 40,
      catchUp: false,
      socketDrops: false,
      killAfter: 20,
      restartAfter: 8,
      seed: 15,
    });

    expect(result.orderB).toEqual(result.orderA);
    expect(result.duplicates).toEqual([]);
    // What B sent while A's process was down reached A's store, never A's screen.
    expect(result.lostForA.length).toBeGreaterThan(0);
  }, 240_000);
});
