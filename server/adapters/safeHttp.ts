/**
 * Outbound HTTP to addresses a *user* chose (the developer API's callback URL, issue 13), made
 * safe against server-side request forgery:
 *
 * - only `http:` and `https:`, no credentials in the URL;
 * - the host is resolved here and **every** address it resolves to must be a public unicast one —
 *   loopback, private, link-local (cloud metadata at 169.254.169.254), unique-local, carrier-grade
 *   NAT, reserved, multicast and unspecified addresses are refused, IPv4-mapped IPv6 included —
 *   unless an allow-list (`CALLBACK_ALLOWED_ADDRESSES`, CIDRs) lets them through for tests and
 *   local development;
 * - the connection goes to the address that was checked (the check is the socket's own `lookup`),
 *   so a DNS answer that changes between check and connect (rebinding) cannot slip through;
 * - redirects are never followed (a 3xx is the answer), a short timeout bounds the whole exchange,
 *   and only the first bytes of the answer are read.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface SafeHttpOptions {
  /** CIDRs allowed although not public (e.g. `127.0.0.1/32` for a local receiver). */
  allowedAddresses: readonly string[];
  timeoutMs: number;
  /** How much of an answer's body is kept. */
  maxResponseBytes: number;
  /** The resolver (tests give names their own answers); the system's by default. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export interface SafePost {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export type SafeHttpResult =
  | { kind: 'answered'; status: number; body: string }
  /** Not sent: the URL or an address it resolves to is not allowed. */
  | { kind: 'refused'; reason: string }
  /** Sent or tried, no answer: DNS failure, connection refused, reset, timeout. */
  | { kind: 'unreachable'; reason: string };

export interface SafeHttp {
  post(request: SafePost): Promise<SafeHttpResult>;
}

class RefusedAddress extends Error {}

const systemResolve = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** Why a URL may not be called at all, or null. */
export function urlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https';
  if (url.username || url.password) return 'no credentials in the URL';
  return null;
}

export function createSafeHttp(options: SafeHttpOptions): SafeHttp {
  const allowed = options.allowedAddresses.map((cidr) => ipaddr.parseCIDR(cidr));
  const resolve = options.resolve ?? systemResolve;

  /** Public unicast, or on the allow-list. */
  const addressAllowed = (address: string): boolean => {
    let parsed = ipaddr.parse(address);
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
      parsed = (parsed as ipaddr.IPv6).toIPv4Address();
    }
    if (allowed.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits))) return true;
    return parsed.range() === 'unicast';
  };

  /** The socket's resolver: resolves, checks every address, and connects only to a checked one. */
  const checkedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every((entry) => addressAllowed(entry.address))) {
          callback(new RefusedAddress(`${hostname} resolves to an address that is not allowed`), '', 4);
        } else if (lookupOptions.all) {
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
        } else {
          const [first] = addresses as [LookupAddress];
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };

  return {
    async post({ url: raw, body, headers }) {
      const problem = urlProblem(raw);
      if (problem) return { kind: 'refused', reason: problem };
      const url = new URL(raw);
      // The socket skips `lookup` for an address literal: it is checked here instead.
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal) && !addressAllowed(literal)) return { kind: 'refused', reason: `${literal} is not allowed` };

      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      return new Promise<SafeHttpResult>((settle) => {
        const outgoing = send(
          url,
          {
            method: 'POST',
            headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
            lookup: checkedLookup,
            signal: AbortSignal.timeout(options.timeoutMs),
          },
          (answer) =>
            readCapped(answer, options.maxResponseBytes).then(
              (text) => settle({ kind: 'answered', status: answer.statusCode ?? 0, body: text }),
              (error: Error) => settle({ kind: 'unreachable', reason: error.message }),
            ),
        );
        outgoing.on('error', (error) =>
          settle(
            error instanceof RefusedAddress
              ? { kind: 'refused', reason: error.message }
              : { kind: 'unreachable', reason: error.name === 'AbortError' ? 'timed out' : error.message },
          ),
        );
        outgoing.end(body);
      });
    },
  };
}

/** The answer's first `max` bytes as text; the rest is not read (the connection is dropped). */
function readCapped(answer: IncomingMessage, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    answer.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= max) {
        answer.destroy();
        resolve(Buffer.concat(chunks).subarray(0, max).toString('utf8'));
      }
    });
    answer.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    answer.on('error', reject);
  });
}
