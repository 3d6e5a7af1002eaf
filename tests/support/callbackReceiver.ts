/**
 * A developer's callback receiver on 127.0.0.1 for the developer API tests (docs/developer-api.md):
 * records every POST, answers the scripted statuses in turn (then 200), and can hold its answers
 * until enough requests wait at once — the proof that several dispatchers were sending together.
 */
import { createHmac } from 'node:crypto';
import {
  createServer as createHttpServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALLBACK_HEADERS } from '../../src/services/api/contract/index.ts';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export class Receiver {
  readonly received: Received[] = [];
  /** The most requests that ever waited for their answer together. */
  mostWaiting = 0;
  private script: number[] = [];
  private holdUntil = 0;
  private held: (() => void)[] = [];
  private readonly server: Server = createHttpServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      this.received.push({ headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = this.script.shift() ?? 200;
      this.held.push(() => this.respond(answer, status));
      this.mostWaiting = Math.max(this.mostWaiting, this.held.length);
      if (this.held.length >= this.holdUntil) this.release();
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/codes`;
  }

  answer(...statuses: number[]): void {
    this.script = statuses;
  }

  /** No answer until `count` requests wait together; then all of them, and every later one at once. */
  holdAnswersUntil(count: number): void {
    this.holdUntil = count;
  }

  close(): Promise<void> {
    this.release();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private release(): void {
    this.holdUntil = 0;
    for (const respond of this.held.splice(0)) respond();
  }

  private respond(answer: ServerResponse, status: number): void {
    answer.statusCode = status;
    answer.end(status === 200 ? 'ok, thanks' : 'not now');
  }
}

/** Whether a received callback carries a valid signature for `key` (README "Developer API callbacks"). */
export function signedBy(received: Received, key: string): boolean {
  const timestamp = String(received.headers[CALLBACK_HEADERS.timestamp]);
  const expected = createHmac('sha256', key).update(`${timestamp}.${received.body}`).digest('hex');
  return received.headers[CALLBACK_HEADERS.signature] === expected;
}
