/**
 * Registers every `/web/*` route from the shared endpoint table: one generic route per entry that
 * reads the common parameters, authenticates when the entry says `auth: true`, validates the
 * input with the entry's schema, runs the handler and answers `{ retcode: 0, retmsg, data }`
 * with `data` checked against the entry's output schema. A token-checking handler
 * (`TokenCheckingHandler`) authenticates in its own statement instead.
 */
import type { FastifyInstance } from 'fastify';
import { type EndpointDef, type EndpointName, endpoints, isPlatform } from '../../src/services/api/contract/index.ts';
import { plainSchema } from '../../src/services/api/contract/rows.ts';
import type { ServerContext } from '../context.ts';
import { type Failure, fail, isFailure } from '../domain/failure.ts';
import { authenticate, claimToken } from '../domain/sessions.ts';
import { sendFailure, successBody } from './answers.ts';
import { readRequestFrame, requestLanguage } from './common.ts';
import type { EndpointHandler, EndpointHandlers, HandlerContext, TokenCheckingHandler } from './endpoint.ts';
import { acceptMultipart, MULTIPART_TEXTS } from './multipart.ts';
import type { RouteConfig } from './routeCatalogue.ts';
import { isRecord, parseInput } from './validation.ts';

export const API_PREFIX = '/web';
export const AUTH_HEADER = 'x-auth-token';

export function registerEndpoints(app: FastifyInstance, server: ServerContext, handlers: EndpointHandlers): void {
  const names = Object.keys(endpoints) as EndpointName[];
  const isMultipart = (name: EndpointName) => (endpoints[name] as EndpointDef).encoding === 'multipart';
  for (const name of names.filter((n) => !isMultipart(n))) registerEndpoint(app, server, handlers, name);
  // Multipart bodies are parsed only in this scope, for the endpoints that declare them.
  app.register(async (scope) => {
    acceptMultipart(scope);
    // Up to 20 MB are read before the handler runs: only for a caller with a valid token (a JSON
    // body takes the usual way; the platform of a multipart request is read from its query).
    scope.addHook('preParsing', async (request, reply) => {
      if (!String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')) return;
      const query = isRecord(request.query) ? request.query : {};
      const lang = requestLanguage(request);
      if (!isPlatform(query.platform))
        return sendFailure(reply, fail('badRequest', MULTIPART_TEXTS.platformInQuery), lang);
      const session = await authenticate(server.db, server.clock, query.platform, request.headers[AUTH_HEADER]);
      if (isFailure(session)) return sendFailure(reply, session, lang);
    });
    for (const name of names.filter(isMultipart)) registerEndpoint(scope, server, handlers, name);
  });
}

function registerEndpoint(
  app: FastifyInstance,
  server: ServerContext,
  handlers: EndpointHandlers,
  name: EndpointName,
): void {
  const def: EndpointDef = endpoints[name];
  // The server's own answer is checked row by row strictly: the client's tolerance of an odd row
  // (contract/rows.ts) is not the server's licence to send one.
  const output = plainSchema(def.output);
  // The mapped type guarantees the pairing; the loop variable cannot carry it.
  const handler = handlers[name] as EndpointHandler<EndpointName> | TokenCheckingHandler<EndpointName>;
  app.route({
    method: def.method,
    url: `${API_PREFIX}${def.path}`,
    config: { description: def.description, endpoint: name } satisfies RouteConfig,
    handler: async (request, reply) => {
      const frame = readRequestFrame(request, def.method);
      if (isFailure(frame)) return sendFailure(reply, frame, requestLanguage(request));
      const { platform, lang } = frame;
      const parse = () => parseInput(def.input, frame.input) as HandlerContext<EndpointName>['input'] | Failure;
      // Only a token-checking handler needs its input before the session.
      const early = typeof handler === 'function' ? undefined : parse();
      const context = { platform, lang, ip: request.ip, log: request.log, server };
      // Sandbox only: a failure armed for this account's call answers instead (sandbox/faults.ts).
      const injectedFor = (accountId: number) => server.faults?.take(accountId, def.path, lang);
      const answer = (result: unknown, accountId: number | undefined, input: unknown) => {
        if (isFailure(result)) return sendFailure(reply, result, lang);
        // An answer outside the contract is a bug here, not something to send to the client.
        const checked = output.parse(result);
        // Sandbox only: odd rows stored for this account join its lists after the check (sandbox/badRows.ts).
        const shown =
          server.badRows && accountId !== undefined ? server.badRows.addTo(accountId, name, input, checked) : checked;
        return reply.send(successBody(shown, lang));
      };

      if (typeof handler !== 'function' && early !== undefined && !isFailure(early)) {
        // The handler's own statement checks the session: one round trip for both. A failure
        // armed for the account answers after that read (it changed nothing).
        const claim = claimToken(request.headers[AUTH_HEADER]);
        if (isFailure(claim)) return sendFailure(reply, claim, lang);
        const outcome = await handler.checksToken({ ...context, input: early }, claim);
        if (isFailure(outcome)) return sendFailure(reply, outcome, lang);
        const injected = injectedFor(outcome.session.accountId);
        if (injected) return reply.code(injected.status).send(injected.body);
        return answer(outcome.result, outcome.session.accountId, early);
      }

      // The session first, then a failure armed for its account, then the input.
      const session = def.auth
        ? await authenticate(server.db, server.clock, platform, request.headers[AUTH_HEADER])
        : null;
      if (isFailure(session)) return sendFailure(reply, session, lang);
      const injected = session && injectedFor(session.accountId);
      if (injected) return reply.code(injected.status).send(injected.body);
      const parsed = early ?? parse();
      if (isFailure(parsed)) return sendFailure(reply, parsed, lang);
      // A token-checking handler with a valid input took the way above.
      const result = await (handler as EndpointHandler<EndpointName>)({ ...context, input: parsed, session });
      return answer(result, session?.accountId, parsed);
    },
  });
}
