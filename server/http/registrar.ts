/**
 * Registers every `/web/*` route from the shared endpoint table: one generic route per entry that
 * reads the common parameters, authenticates when the entry says `auth: true`, validates the
 * input with the entry's schema, runs the handler and answers `{ retcode: 0, retmsg, data }`
 * with `data` checked against the entry's output schema.
 */
import type { FastifyInstance } from 'fastify';
import { type EndpointDef, type EndpointName, endpoints } from '../../src/services/api/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { isFailure } from '../domain/failure.ts';
import { authenticate } from '../domain/sessions.ts';
import { sendFailure, successBody } from './answers.ts';
import { readRequestFrame, requestLanguage } from './common.ts';
import type { EndpointHandler, EndpointHandlers, HandlerContext } from './endpoint.ts';
import type { RouteConfig } from './routeCatalogue.ts';
import { parseInput } from './validation.ts';

export const API_PREFIX = '/web';
export const AUTH_HEADER = 'x-auth-token';

export function registerEndpoints(app: FastifyInstance, server: ServerContext, handlers: EndpointHandlers): void {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const def: EndpointDef = endpoints[name];
    // The mapped type guarantees the pairing; the loop variable cannot carry it.
    const handler = handlers[name] as EndpointHandler<EndpointName>;
    app.route({
      method: def.method,
      url: `${API_PREFIX}${def.path}`,
      config: { description: def.description, endpoint: name } satisfies RouteConfig,
      handler: async (request, reply) => {
        const frame = readRequestFrame(request, def.method);
        if (isFailure(frame)) return sendFailure(reply, frame, requestLanguage(request));
        const { platform, lang } = frame;

        const session = def.auth
          ? await authenticate(server.db, server.clock, platform, request.headers[AUTH_HEADER])
          : null;
        if (isFailure(session)) return sendFailure(reply, session, lang);

        // Sandbox only: a failure armed for this account's call answers instead (sandbox/faults.ts).
        const injected = session && server.faults?.take(session.accountId, def.path, lang);
        if (injected) return reply.code(injected.status).send(injected.body);

        const parsed = parseInput(def.input, frame.input);
        if (isFailure(parsed)) return sendFailure(reply, parsed, lang);
        const input = parsed as HandlerContext<EndpointName>['input'];

        const result = await handler({ input, platform, lang, session, ip: request.ip, log: request.log, server });
        if (isFailure(result)) return sendFailure(reply, result, lang);

        // An answer outside the contract is a bug here, not something to send to the client.
        const data = def.output.parse(result);
        return reply.send(successBody(data, lang));
      },
    });
  }
}
