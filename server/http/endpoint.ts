/**
 * What an endpoint handler receives and returns. Handlers are typed from the shared contract,
 * so a handler's answer cannot drift from the `output` the client parses.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod/mini';
import type {
  EndpointName,
  Endpoints,
  LanguageCode,
  OutputOf,
  Platform,
} from '../../src/services/api/contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Failure } from '../domain/failure.ts';
import type { AuthSession, ClaimedToken } from '../domain/sessions.ts';

export interface HandlerContext<N extends EndpointName> {
  input: z.output<Endpoints[N]['input']>;
  platform: Platform;
  lang: LanguageCode;
  /** The caller's session on endpoints with `auth: true`, else null. */
  session: AuthSession | null;
  /** The caller's IP address (the client's, behind a trusted proxy): per-IP limits, captcha binding. */
  ip: string;
  log: FastifyBaseLogger;
  server: ServerContext;
}

export type EndpointHandler<N extends EndpointName> = (context: HandlerContext<N>) => Promise<OutputOf<N> | Failure>;

/**
 * For an `auth: true` endpoint whose work is one read: the read checks the caller's session in
 * the same statement (one round trip instead of two where sessions are not cached, issue 14) and
 * answers the session it found with its result. The registrar hands it the claimed token; a
 * request whose input is invalid takes the usual way (session, then input) so failures keep
 * their order.
 */
export interface TokenCheckingHandler<N extends EndpointName> {
  checksToken(
    context: Omit<HandlerContext<N>, 'session'>,
    claim: ClaimedToken,
  ): Promise<{ session: AuthSession; result: OutputOf<N> | Failure } | Failure>;
}

/** One handler per contract entry: adding an endpoint to the contract without one fails type-checking. */
export type EndpointHandlers = { [N in EndpointName]: EndpointHandler<N> | TokenCheckingHandler<N> };

/** For endpoints with `auth: true`: the handler gets the session as a non-null argument. */
export function withSession<N extends EndpointName>(
  handler: (context: HandlerContext<N>, session: AuthSession) => Promise<OutputOf<N> | Failure>,
): EndpointHandler<N> {
  return (context) => {
    if (!context.session) throw new Error('this handler needs `auth: true` on its contract entry');
    return handler(context, context.session);
  };
}
