/**
 * The connection chart (spec 1 §4 Connection, §7 socket) as a person meets it in the browser
 * against the real server. The page's chat socket runs through a switchboard the test holds
 * (Playwright's `routeWebSocket`), and the page's clock is paused, so the world produces exactly
 * the chart's events, one at a time:
 * - `socket.connected` / `socket.reconnected`: the switchboard lets the waiting socket through;
 * - `socket.disconnected` closed by the server: the switchboard closes the link (socket.io's
 *   "transport close": anything but a ping timeout counts as a server close, spec 1 §4);
 * - `socket.disconnected` lost: the switchboard stops passing the server's packets and the page's
 *   clock runs past the ping deadline (socket.io's "ping timeout");
 * - `socket.reconnecting`: the page's clock runs to socket.io's next attempt, which the switchboard
 *   holds until the path lets it through;
 * - the chart's own timers: the page's clock runs their length.
 * Every disconnection is followed by a text from a courier while the page cannot hear it, so the
 * checks see when the chat list catches up: at once after a lost link, after the random delay
 * after a server close. `Math.random` is pinned to 0.5 on the page, which makes socket.io's
 * jittered back-off 625 ms (its 500 ms base plus a quarter) and the chart's drawn delay 30 s.
 * Events the browser cannot order at will (a refusal, payments, codes: tested elsewhere) are left
 * to the model test.
 */
import { expect, type Page, type WebSocketRoute } from '@playwright/test';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { connectionMachine } from '../../../src/machines/shell/connection/connection.machine.ts';
import type { EventTable, ModelConfig } from '../../support/model.ts';
import { chatRow, deliverInbound } from '../support/chat.ts';

type Chart = typeof connectionMachine;
type Snap = SnapshotFrom<Chart>;

/** socket.io's first reconnect delay with `Math.random` at 0.5: 500 ms + 500 × 0.5 × 0.5. */
const FIRST_RECONNECT_MS = 625;
/** The server's ping interval plus ping timeout (socket.io's defaults): a silent link is dead after. */
const PING_DEADLINE_MS = 25_000 + 20_000 + 1;
/** The chart's delays with `Math.random` at 0.5 (connection.machine.ts). */
const SERVER_CLOSE_RECONNECT_MS = 500;
const FLAGS_CLEAR_MS = 100;
const CHAT_REFRESH_DELAY_MS = 30_000;

const settledUp = (s: Snap) => s.matches({ connected: { flags: 'stable', chatRefresh: 'idle' } });

const events = {
  'socket.connected': (s) => (s.matches('connecting') ? [{}] : []),
  // Only an attempt socket.io has started can succeed.
  'socket.reconnected': (s) => (s.matches('reconnecting') && s.context.attempt > 0 ? [{}] : []),
  'socket.disconnected': (s) => (settledUp(s) ? [{ serverClosed: true }, { serverClosed: false }] : []),
  // After a server close the chart's own reconnect (500 ms) comes before socket.io's attempt (625 ms).
  'socket.reconnecting': (s) =>
    s.context.attempt === 0 && (s.matches({ disconnected: 'lost' }) || s.matches({ reconnecting: 'afterServerClose' }))
      ? [{ attempt: 1 }]
      : [],
  'socket.failed': [],
  'socket.message': [],
  'socket.payment': [],
  'socket.callbackDelivery': [],
  'socket.codeSms': [],
  'socket.balance': [],
  'socket.chatRead': [],
  'socket.messagesDeleted': [],
  'xstate.after.chatRefreshAfterServerClose.connection.connected.chatRefresh.delayed': (s) =>
    s.matches({ connected: { flags: 'settling' } }) ? [] : [{}],
} satisfies EventTable<Chart>;

export function connectionWalk(machine: Chart): ModelConfig<Chart> {
  return {
    name: 'connection (browser)',
    machine,
    input: { random: () => 0.5 },
    events,
    checks: {} as ModelConfig<Chart>['checks'],
    serialize: ({ context }) => ({
      attempt: context.attempt,
      serverCloses: Math.min(context.serverCloses, 1),
      chatRefreshDelayMs: context.chatRefreshDelayMs,
    }),
  };
}

// ── the switchboard ──────────────────────────────────────────────────────────

/** One socket the page opened: held until let through, then passed both ways unless silenced. */
class Link {
  private server: WebSocketRoute | null = null;
  private silenced = false;
  private joined = () => {};
  /** Settles once the server has accepted the socket (socket.io's CONNECT answer, `40…`, reached the page). */
  readonly accepted = new Promise<void>((resolve) => {
    this.joined = resolve;
  });
  open = true;

  constructor(private readonly page: WebSocketRoute) {
    page.onClose(() => {
      this.open = false;
      this.server?.close();
    });
  }

  get through(): boolean {
    return this.server !== null;
  }

  letThrough(): void {
    const server = this.page.connectToServer();
    this.server = server;
    this.page.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (this.silenced) return;
      this.page.send(message);
      if (typeof message === 'string' && message.startsWith('40')) this.joined();
    });
    server.onClose(() => this.page.close());
  }

  silence(): void {
    this.silenced = true;
  }

  async close(): Promise<void> {
    this.open = false;
    await this.page.close();
    await this.server?.close();
  }
}

/** The page's chat sockets as the test holds them. */
export class Switchboard {
  private links: Link[] = [];
  private passing = false;

  async install(page: Page): Promise<void> {
    await page.routeWebSocket(/\/webchat\//, (socket) => {
      const link = new Link(socket);
      this.links.push(link);
      if (this.passing) link.letThrough();
    });
  }

  /**
   * Lets the waiting socket (and any later one) through to the server, and settles once the
   * server has accepted it: the page's socket is connected from then on.
   */
  async letThrough(): Promise<void> {
    this.passing = true;
    const waiting = this.links.filter((link) => link.open && !link.through);
    for (const link of waiting) link.letThrough();
    await Promise.all(waiting.map((link) => link.accepted));
  }

  /** The server side closes every link; later sockets wait. */
  async closeFromServer(): Promise<void> {
    this.passing = false;
    for (const link of this.links.filter((l) => l.open)) await link.close();
  }

  /** The server's packets stop reaching the page; later sockets wait. */
  silence(): void {
    this.passing = false;
    for (const link of this.links) link.silence();
  }
}

// ── acting in the world ─────────────────────────────────────────────────────

export interface World {
  page: Page;
  baseUrl: string;
  switchboard: Switchboard;
  /** The courier's number as the chat list names it, and the local number it writes to. */
  courier: { shown: string; to: string };
  /** The text the courier sent while the page could not hear, until the list has shown it. */
  missed: string | null;
}

async function missAText(world: World, at: number): Promise<void> {
  world.missed = `Sent while you were away #${at}`;
  await deliverInbound(world.baseUrl, {
    from: world.courier.shown.replace(/\D/g, ''),
    to: world.courier.to,
    text: world.missed,
  });
}

/**
 * Lets the page run the tasks the event queued (React renders a socket event's update in a
 * MessageChannel task) before the screen is asked: with the clock paused, Playwright's waiting
 * for an element runs on animation frames, which do not come, so a check that asked too early
 * would never see the update.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

export async function perform(world: World, event: EventObject, at: number): Promise<void> {
  await act(world, event, at);
  await settle(world.page);
}

async function act(world: World, event: EventObject, at: number): Promise<void> {
  const { page, switchboard } = world;
  const run = (ms: number) => page.clock.runFor(ms);
  if (event.type === 'socket.connected' || event.type === 'socket.reconnected') return switchboard.letThrough();
  if (event.type === 'socket.disconnected') {
    if ((event as unknown as { serverClosed: boolean }).serverClosed) await switchboard.closeFromServer();
    else {
      switchboard.silence();
      await run(PING_DEADLINE_MS);
    }
    return missAText(world, at);
  }
  if (event.type === 'socket.reconnecting') return run(FIRST_RECONNECT_MS);
  if (event.type.startsWith('xstate.after.serverCloseReconnect.')) return run(SERVER_CLOSE_RECONNECT_MS);
  if (event.type.startsWith('xstate.after.flagsClear.')) return run(FLAGS_CLEAR_MS);
  if (event.type.startsWith('xstate.after.chatRefreshAfterServerClose.')) return run(CHAT_REFRESH_DELAY_MS);
  throw new Error(`no executor for ${event.type}`);
}

// ── what the screen shows ────────────────────────────────────────────────────

type ScreenCheck = (world: World) => Promise<void>;

const notice = (page: Page) => page.getByText('The server cannot be reached right now. Retrying…');
const down: ScreenCheck = async ({ page }) => {
  await expect(notice(page)).toBeVisible();
};
const up: ScreenCheck = async ({ page }) => {
  await expect(notice(page)).toHaveCount(0);
};

export const screenChecks: Record<string, ScreenCheck> = {
  // spec 1 §4: nothing was lost yet, so no notice while the first connection is made.
  connecting: up,
  // spec 1 §4: the 'down' flags stay 100 ms after the way back.
  'connected.flags.settling': down,
  'connected.flags.stable': up,
  // spec 1 §4: back after a lost link, the chat list is read again at once.
  'connected.chatRefresh.idle': async (world) => {
    if (world.missed) await expect(chatRow(world.page, world.courier.shown)).toContainText(world.missed);
  },
  // spec 1 §4, §9: back after a server close, the list waits a random delay (30 s here) first.
  'connected.chatRefresh.delayed': async (world) => {
    await expect(chatRow(world.page, world.courier.shown)).not.toContainText(world.missed ?? '');
  },
  'disconnected.serverClosed': down,
  'disconnected.lost': down,
  'reconnecting.afterServerClose': down,
  'reconnecting.afterLoss': down,
};
