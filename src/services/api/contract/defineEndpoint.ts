/**
 * What an endpoint of the contract is, and `defineEndpoint`, which declares one with its input and
 * output types kept. Every table file (endpoints.ts and the area groups table.ts spreads) imports
 * from here and from nothing that imports them back: a group file that imported from endpoints.ts
 * would close an import cycle, and where a chunk loads the group file first (a service importing
 * its schemas) the table would spread the group before it exists — silently, since `...undefined`
 * is no error — and the client would have no such endpoint (importBoundaries.test.ts: no cycle).
 */
import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What an input field identifies, when it names something an account owns. Marked on every
 * endpoint that takes one, so the suites that work from the contract — the isolation matrix
 * (another account's identifiers must get not-found or a refusal, never its data) and the
 * contract fuzzer (which plants real identifiers to reach deep code) — cover a new endpoint as
 * soon as it is declared here.
 */
export type IdentifierRole =
  /** One of the caller's own full numbers. */
  | 'ownNumber'
  /** The country calling code of one of the caller's own numbers (with `ownNationalNumber`). */
  | 'ownTelCode'
  /** The national part of one of the caller's own numbers (with `ownTelCode`). */
  | 'ownNationalNumber'
  /** A row of the caller's subscription history. */
  | 'historyId'
  /** That row's `date`, with its historyId. */
  | 'historyDate'
  /** The other party of one of the caller's conversations. */
  | 'otherNumber'
  | 'contactId'
  /** Contact ids, comma-joined. */
  | 'contactIds'
  | 'smsId'
  /** A message's `date`, with its smsId. */
  | 'messageDate'
  /** A voicemail's media URL. */
  | 'mediaUrl'
  | 'verifyId'
  /** One of the caller's verification numbers (full), with `ownCodeApp` (verificationCodes.ts). */
  | 'ownCodeNumber'
  /** The app of that verification number. */
  | 'ownCodeApp'
  /** One of the caller's payment orders (payments.ts). */
  | 'payOrderId'
  /** The PayPal order id (`transactionId`) of one of the caller's payment orders. */
  | 'paypalTransactionId';

export interface EndpointDef<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  /** What the call does, for the OpenAPI document (`/openapi.json`, `/docs`): one or two sentences. */
  description: string;
  method: HttpMethod;
  path: `/${string}`;
  /** Whether the call needs a logged-in token (`x-auth-token`). */
  auth: boolean;
  /** Query (GET/DELETE) or JSON body (POST/PUT), without the common parameters. */
  input: I;
  /** `data` of a successful answer. */
  output: O;
  /** Input fields naming something an account owns (see `IdentifierRole`). */
  identifiers?: Readonly<Record<string, IdentifierRole>>;
  /** How the input travels in a POST body: JSON (the default), or multipart for files (`updateKYCInfo`). */
  encoding?: 'json' | 'multipart';
}

export function defineEndpoint<I extends z.ZodMiniType, O extends z.ZodMiniType>(
  def: EndpointDef<I, O>,
): EndpointDef<I, O> {
  return def;
}
