/**
 * Declares one endpoint of an area's group object (e.g. `ledgerEndpoints`, which endpoints.ts
 * spreads into its table) with its input and output types kept. It lives apart from endpoints.ts
 * on purpose: a group file that imported `endpoint` from endpoints.ts would close an import cycle,
 * and where a chunk loads the group file first (a service importing its schemas), endpoints.ts
 * then spreads the group before it exists — silently, since `...undefined` is no error — and the
 * client has no such endpoint. Only a type comes from endpoints.ts here.
 */
import type { z } from 'zod';
import type { EndpointDef } from './endpoints.ts';

export function defineEndpoint<I extends z.ZodType, O extends z.ZodType>(def: EndpointDef<I, O>): EndpointDef<I, O> {
  return def;
}
