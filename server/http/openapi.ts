/**
 * The HTTP API as an OpenAPI 3.1 document, generated from the shared contract (the same zod
 * schemas the routes validate with, so the document cannot drift from the code) and from the
 * descriptions every other route carries in its `config` (see `routeCatalogue.ts`).
 *
 * Served as `/openapi.json`, and browsable at `/docs` (Swagger UI, its assets served by this
 * server — nothing is fetched from the internet) in sandbox mode.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { type EndpointDef, type EndpointName, endpoints } from '../../src/services/api/contract/index.ts';
import { plainSchema } from '../../src/services/api/contract/rows.ts';
import { CommonParams } from './common.ts';
import { API_PREFIX, AUTH_HEADER } from './registrar.ts';
import type { CataloguedRoute } from './routeCatalogue.ts';

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

type JsonSchema = Record<string, unknown>;

/** zod → JSON Schema 2020-12, the dialect OpenAPI 3.1 uses; a refinement JSON Schema cannot say stays unsaid. */
function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** spec 1 §8: every answer is `{ retcode, retmsg, data? }`; 0 is success. */
function envelope(data?: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      retcode: { type: 'integer', description: '0 on success; the spec 1 §8 code otherwise.' },
      retmsg: { type: 'string', description: 'A message for the person, in the request language.' },
      ...(data ? { data } : {}),
    },
    required: ['retcode', 'retmsg'],
  };
}

const FAILURE = {
  description: 'Refused: bad input, not logged in, not found, limits (`retcode` says which; never internals).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
};

function commonParameters(): JsonSchema[] {
  const { properties = {}, required = [] } = schemaOf(CommonParams, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
}

function operationOf(name: EndpointName, def: EndpointDef, common: JsonSchema[]): JsonSchema {
  const input = schemaOf(def.input, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const inQuery = def.method === 'GET' || def.method === 'DELETE';
  const ownParameters = inQuery
    ? Object.entries(input.properties ?? {}).map(([field, schema]) => ({
        name: field,
        in: 'query',
        required: input.required?.includes(field) ?? false,
        schema,
      }))
    : [];
  return {
    operationId: name,
    summary: def.description,
    description: def.description,
    tags: [def.auth ? 'logged in' : 'public'],
    ...(def.auth ? { security: [{ session: [] }] } : {}),
    // On POST the platform may travel in the body instead (server/http/common.ts).
    parameters: [...common, ...ownParameters],
    ...(inQuery
      ? {}
      : {
          requestBody: {
            required: true,
            // The identity upload's images travel as file parts (contract `encoding`).
            content: { [def.encoding === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: input } },
          },
        }),
    responses: {
      200: {
        description: 'Done (`retcode` 0).',
        content: { 'application/json': { schema: envelope(schemaOf(plainSchema(def.output), 'output')) } },
      },
      '4XX': FAILURE,
    },
  };
}

export function buildOpenApiDocument(others: readonly CataloguedRoute[]): JsonSchema {
  const common = commonParameters();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const add = (path: string, method: string, operation: JsonSchema) => {
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
  };
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const def: EndpointDef = endpoints[name];
    add(`${API_PREFIX}${def.path}`, def.method, operationOf(name, def, common));
  }
  for (const route of others) {
    add(route.url.replace(/:(\w+)/g, '{$1}'), route.method, {
      summary: route.description,
      description: route.description,
      tags: [route.url.startsWith('/sandbox') ? 'sandbox' : 'other'],
      parameters: [...route.url.matchAll(/:(\w+)/g)].map(([, param]) => ({
        name: param,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      responses: { 200: { description: 'Done.' }, '4XX': FAILURE },
    });
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Virtual number web API',
      version: '1.0.0',
      description:
        'The HTTP API of the reference server, generated from the shared contract (src/services/api/contract). ' +
        'Every answer is an envelope `{ retcode, retmsg, data? }`; the chat socket (socket.io at /webchat) is described in docs/architecture.md.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'header', name: AUTH_HEADER } },
      schemas: { Failure: envelope() },
    },
    paths,
  };
}

/**
 * `/openapi.json` always; `/docs` in sandbox mode. Registered after every other route, so the
 * catalogue is complete.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  catalogue: readonly CataloguedRoute[],
  options: { browsable: boolean },
): Promise<void> {
  const document = buildOpenApiDocument(catalogue.filter((route) => route.endpoint === undefined));
  app.get(OPENAPI_PATH, { config: { description: 'This document: the HTTP API as OpenAPI 3.1.' } }, () => document);
  if (!options.browsable) return;
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    // No call to swagger.io's online validator: nothing here reaches the internet.
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    // Served over plain http on a developer's machine: no upgrade to https.
    transformStaticCSP: (header) =>
      header.replace('upgrade-insecure-requests;', '').replace(' validator.swagger.io', '').replaceAll(' https:', ''),
  });
}
