/**
 * Declares one endpoint of the contract with its input and output types kept (the table in
 * endpoints.ts and the group objects of each area's contract file, e.g. `ledgerEndpoints`, which
 * endpoints.ts spreads into its table). Only a type comes from endpoints.ts: no import cycle.
 */
import type { z } from 'zod';
import type { EndpointDef } from './endpoints.ts';

export function defineEndpoint<I extends z.ZodType, O extends z.ZodType>(def: EndpointDef<I, O>): EndpointDef<I, O> {
  return def;
}
