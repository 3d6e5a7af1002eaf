/**
 * The callback sender's SSRF guard (issue 13 item 6): what it refuses without the allow-list,
 * what the allow-list lets through, and what it never does (follow a redirect, read a whole huge
 * answer). Names resolve through a fake resolver: nothing here leaves 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeHttp, type SafeHttpOptions } from '../../server/adapters/safeHttp.ts';

const NAMES: Record<string, string[]> = {
  'internal.example': ['10.0.0.5'],
  'metadata.example': ['169.254.169.254'],
  // One public and one private answer: refused, since the socket could pick either.
  'mixed.example': ['93.184.216.34', '10.0.0.5'],
  'local.example': ['127.0.0.1'],
};

const base: SafeHttpOptions = {
  allowedAddresses: [],
  timeoutMs: 2_000,
  maxResponseBytes: 1_024,
  resolve: async (hostname) => {
    const addresses = NAMES[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  },
};

let receiver: Server;
let port: number;
const received: string[] = [];
beforeAll(async () => {
  receiver = createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    if (request.url === '/redirect') {
      response.writeHead(302, { location: 'http://10.0.0.1/' }).end();
    } else if (request.url === '/big') {
      response.end('x'.repeat(100_000));
    } else {
      request.pipe(response);
    }
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const post = (options: SafeHttpOptions, url: string) =>
  createSafeHttp(options).post({ url, body: '{"hello":1}', headers: { 'content-type': 'application/json' } });

describe('without the allow-list', () => {
  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/`],
    ['a private network', () => 'http://10.1.2.3/'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `http://[::1]:${port}/`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/`],
    ['a name resolving to a private address', () => 'http://internal.example/'],
    ['a name resolving to the metadata address', () => 'https://metadata.example/'],
    ['a name with one private answer among public ones', () => 'http://mixed.example/'],
    ['a name resolving to loopback', () => `http://local.example:${port}/`],
    ['another scheme', () => 'ftp://93.184.216.34/'],
    ['credentials in the URL', () => 'https://user:secret@93.184.216.34/'],
    ['not a URL', () => 'callback please'],
  ])('refuses %s and sends nothing', async (_case, url) => {
    const before = received.length;
    expect(await post(base, url())).toMatchObject({ kind: 'refused' });
    expect(received.length).toBe(before);
  });

  it('reports a name that does not resolve as unreachable', async () => {
    expect(await post(base, 'http://nowhere.example/')).toMatchObject({ kind: 'unreachable' });
  });
});

describe('with 127.0.0.1 allowed (tests, local development)', () => {
  const local = { ...base, allowedAddresses: ['127.0.0.1/32'] };

  it('posts the body and reads the answer', async () => {
    expect(await post(local, `http://127.0.0.1:${port}/echo`)).toEqual({
      kind: 'answered',
      status: 200,
      body: '{"hello":1}',
    });
    expect(await post(local, `http://local.example:${port}/echo`)).toMatchObject({ kind: 'answered', status: 200 });
  });

  it('never follows a redirect: the 3xx is the answer', async () => {
    expect(await post(local, `http://127.0.0.1:${port}/redirect`)).toMatchObject({ kind: 'answered', status: 302 });
  });

  it('reads only the first bytes of a large answer', async () => {
    const result = await post(local, `http://127.0.0.1:${port}/big`);
    expect(result).toMatchObject({ kind: 'answered', status: 200 });
    expect(result.kind === 'answered' && result.body.length).toBe(1_024);
  });

  it('still refuses what the allow-list does not name', async () => {
    expect(await post(local, 'http://10.1.2.3/')).toMatchObject({ kind: 'refused' });
    expect(await post(local, `http://[::1]:${port}/`)).toMatchObject({ kind: 'refused' });
  });

  it('reports a closed port as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await post(local, `http://127.0.0.1:${closedPort}/`)).toMatchObject({ kind: 'unreachable' });
  });
});
