/**
 * The whole endpoint table (spec 1 §7): the base table (`endpoints.ts`: what the login, the shell
 * and the chats and contacts tabs call) and the groups only the other areas call. The server
 * registers all of it; the client loads this module only when an endpoint outside the base table
 * is first called (`createApi.ts`, issue 8 item 21: the groups are ~10 KB brotli the chats tab
 * does not need).
 */
import type { z } from 'zod/mini';
import { developerApiEndpoints } from './developerApi.ts';
import { baseEndpoints } from './endpoints.ts';
import { ledgerEndpoints } from './ledger.ts';
import { paymentEndpoints } from './payments.ts';
import { referralEndpoints } from './referral.ts';
import { searchEndpoints } from './search.ts';
import { verificationCodeEndpoints } from './verificationCodes.ts';

export const endpoints = {
  ...baseEndpoints,
  // referral (spec 2 §2 Invite, redeem code; referral.ts)
  ...referralEndpoints,
  // verification codes (spec 3 §7; shapes, paths and decisions in verificationCodes.ts and docs/verification-codes.md)
  ...verificationCodeEndpoints,
  // payments (spec 2 §7; shapes, paths and decisions in payments.ts and docs/payments.md)
  ...paymentEndpoints,
  // developer API (spec 2 §2–§8, issue 13; shapes and decisions in developerApi.ts and docs/developer-api.md)
  ...developerApiEndpoints,
  // bills, calls, SMS histories, call rates, message prices (issue 11)
  ...ledgerEndpoints,
  // searching the chats (issue 22 item 5; search.ts and docs/chat-search.md)
  ...searchEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type InputOf<N extends EndpointName> = z.input<Endpoints[N]['input']>;
export type OutputOf<N extends EndpointName> = z.output<Endpoints[N]['output']>;
