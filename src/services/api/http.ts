/**
 * The one wretch setup every client request goes through (API calls and the static country
 * lists). It turns every outcome into an `Exchange` value: an answer with any HTTP status, a
 * network failure or an abort. Nothing is thrown past this file.
 */
import wretch from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import type { HttpMethod } from './contract/endpoints.ts';

export type Exchange =
  | { kind: 'answer'; status: number; body: string }
  | { kind: 'network'; message: string }
  | { kind: 'aborted' };

export interface HttpRequest {
  method: HttpMethod;
  /** Path below the base, starting with '/'. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** JSON body (POST/PUT), or a multipart form (its boundary header is the browser's to write). */
  body?: Record<string, unknown> | FormData;
  /** The invoking actor's signal: a stopped actor aborts its request (conventions). */
  signal?: AbortSignal;
}

export type Send = (request: HttpRequest) => Promise<Exchange>;

/** `fetchImpl` replaces the global fetch (tests use a fake). */
export function createHttp(base: string, fetchImpl?: typeof fetch): Send {
  const root = wretch(base).addon(QueryStringAddon);
  const client = fetchImpl ? root.polyfills({ fetch: fetchImpl }) : root;

  return async ({ method, path, query = {}, headers = {}, body, signal }) => {
    const request = client.url(path).query(query).headers(headers).options({ signal });
    try {
      const response = await (method === 'GET'
        ? request.get()
        : method === 'DELETE'
          ? request.delete()
          : method === 'POST'
            ? request.post(body ?? {})
            : request.put(body ?? {})
      ).res();
      return { kind: 'answer', status: response.status, body: await response.text() };
    } catch (error) {
      if (signal?.aborted) return { kind: 'aborted' };
      // wretch rejects non-2xx answers; their body was read into `text` and is parsed like any other.
      if (error instanceof wretch.WretchError) return { kind: 'answer', status: error.status, body: error.text ?? '' };
      return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
    }
  };
}
