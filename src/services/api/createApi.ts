/**
 * One typed function per endpoint of the contract table, with every HTTP convention of
 * spec 1 §7: `{base}/web{path}`; query `t`, `webVersion`, `languagecode` and `platform` on every
 * request; JSON `Accept`/`Content-Type`; `x-auth-token` when logged in; `platform` in POST/PUT
 * bodies. Results are values (`ApiResult`), never thrown.
 *
 * The endpoint table (paths, methods and the zod schemas every answer is checked against) is
 * loaded with the first call, not with the login screen (issue 8 item 21): it and zod are about
 * a sixth of what the login screen would otherwise fetch, and nothing calls the API before the
 * person acts there. First the base table (what the login, the shell and the chats and contacts
 * tabs call, `contract/endpoints.ts`); the whole one (`contract/table.ts`, with the groups only
 * the other areas call) when such an endpoint is first called. A table that cannot be fetched
 * fails the call as the network would.
 */
import type { EndpointDef } from './contract/endpoints.ts';
import type { LanguageCode, Platform } from './contract/platform.ts';
import { RETCODE } from './contract/retcodes.ts';
import type { EndpointName, InputOf, OutputOf } from './contract/table.ts';
import { createHttp } from './http.ts';
import { parseAnswer, type Validator } from './parseAnswer.ts';
import type { ApiFailure, ApiResult } from './result.ts';

/** spec 1 §9: build version stamp sent as `webVersion`. */
export const WEB_VERSION = '202510221900';

export type EndpointFailure = ApiFailure & { endpoint: EndpointName };

export interface ApiConfig {
  /** Origin of the API server, without `/web` (see `apiBase()`). */
  base: string;
  platform: Platform;
  /** The stored session token, or null when logged out. Read at every call. */
  getToken(): string | null;
  /** Read at every call, so a language switch applies to the next request. */
  getLanguageCode(): LanguageCode;
  webVersion?: string;
  /** Every failed call except aborts, so the root can route the retcode (`routeFailure`). */
  onFailure?(failure: EndpointFailure): void;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** The invoking actor's signal: stopping the actor aborts the request. */
  signal?: AbortSignal;
}

export type EndpointCall<N extends EndpointName> = (
  input: InputOf<N>,
  options?: CallOptions,
) => Promise<ApiResult<OutputOf<N>>>;

export type Api = { [N in EndpointName]: EndpointCall<N> };

const ACCEPT_JSON = { Accept: 'application/json' };
/** Only a request with a body says what it is: a bodiless DELETE typed as JSON is refused as empty JSON. */
const SENDS_JSON = { ...ACCEPT_JSON, 'Content-Type': 'application/json' };

/** Query values as strings; absent optional fields are left out. */
function toQuery(input: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** A multipart body: files as file parts, other values as text; absent optional fields are left out. */
function toFormData(input: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return form;
}

/** What a call needs of its endpoint: a contract endpoint, or one of the front page's light ones. */
type CallDef = Pick<EndpointDef, 'method' | 'path' | 'encoding'> & { output: Validator<unknown> };
type Table = Partial<Record<EndpointName, CallDef>>;
let publicTable: Promise<Table> | null = null;
let baseTable: Promise<Table> | null = null;
let wholeTable: Promise<Table> | null = null;

/**
 * The front page's calls are checked without zod (`contract/publicEndpoints.ts`, issue 24 item 5:
 * jiema's first screen makes them and must not fetch zod and the whole table for them).
 */
const PUBLIC_CALLS: ReadonlySet<string> = new Set<EndpointName>(['getAppList', 'getPublicCodePhoneList']);

/**
 * The table that has this endpoint: the front page's light one for its two calls, else the base
 * one, else the whole one; each fetched once (a failed fetch is forgotten, so the next call tries
 * again).
 */
async function loadTableWith(name: EndpointName): Promise<Table> {
  if (PUBLIC_CALLS.has(name)) {
    publicTable ??= import('./contract/publicEndpoints.ts').then(
      (module) => module.publicEndpoints,
      (error: unknown) => {
        publicTable = null;
        throw error;
      },
    );
    return publicTable;
  }
  baseTable ??= import('./contract/endpoints.ts').then(
    (module) => module.baseEndpoints,
    (error: unknown) => {
      baseTable = null;
      throw error;
    },
  );
  const base = await baseTable;
  if (name in base) return base;
  wholeTable ??= import('./contract/table.ts').then(
    (module) => module.endpoints,
    (error: unknown) => {
      wholeTable = null;
      throw error;
    },
  );
  return wholeTable;
}

export function createApi(config: ApiConfig): Api {
  const send = createHttp(config.base, config.fetch);
  const webVersion = config.webVersion ?? WEB_VERSION;

  async function call<N extends EndpointName>(
    name: N,
    input: InputOf<N>,
    { signal }: CallOptions = {},
  ): Promise<ApiResult<OutputOf<N>>> {
    let endpoints: Table;
    try {
      endpoints = await loadTableWith(name);
    } catch (error) {
      const retmsg = `the API contract could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
      const failure = { ok: false as const, retcode: RETCODE.SERVICE_UNAVAILABLE, retmsg, reason: 'network' as const };
      config.onFailure?.({ ...failure, endpoint: name });
      return failure;
    }
    // Stopped while the table was on its way: nothing is sent.
    if (signal?.aborted)
      return { ok: false, retcode: RETCODE.SERVICE_UNAVAILABLE, retmsg: 'request aborted', reason: 'aborted' };
    const endpoint = endpoints[name];
    if (!endpoint) return { ok: false, retcode: RETCODE.SERVICE_UNAVAILABLE, retmsg: `no endpoint '${name}'` };
    const { method, path, output } = endpoint;
    const multipart = 'encoding' in endpoint && endpoint.encoding === 'multipart';
    const token = config.getToken();
    const common = {
      t: String(Date.now()),
      webVersion,
      languagecode: config.getLanguageCode(),
      platform: config.platform,
    };
    const hasBody = method === 'POST' || method === 'PUT';
    const headers = hasBody && !multipart ? SENDS_JSON : ACCEPT_JSON;
    const body = { ...input, platform: config.platform };
    const exchange = await send({
      method,
      path: `/web${path}`,
      // The common parameters come last so an input field can never replace them.
      query: hasBody ? common : { ...toQuery(input), ...common },
      headers: token ? { ...headers, 'x-auth-token': token } : headers,
      ...(hasBody ? { body: multipart ? toFormData(body) : body } : {}),
      ...(signal ? { signal } : {}),
    });
    const result = parseAnswer(exchange, output as Validator<OutputOf<N>>);
    if (!result.ok && result.reason !== 'aborted') config.onFailure?.({ ...result, endpoint: name });
    return result;
  }

  // The names come with the table; until then any endpoint name reads as its call (typed by
  // `Api`). `then` is not one, so the api is never taken for a promise.
  // Each call is made once and kept on the object, so it can be replaced like a property (a spy).
  return new Proxy({} as Record<string, EndpointCall<EndpointName>>, {
    get(target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      target[name] ??= (input, options) => call(name as EndpointName, input, options);
      return target[name];
    },
  }) as unknown as Api;
}
