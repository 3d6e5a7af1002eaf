export * from './contacts.ts';
export * from './endpoints.ts';
export * from './ledger.ts';
export * from './messaging.ts';
export * from './numbers.ts';
export * from './paymentRules.ts';
export * from './payments.ts';
export * from './platform.ts';
export * from './referral.ts';
export * from './retcodes.ts';
export * from './sandbox.ts';
export * from './search.ts';
export * from './socket.ts';
// The whole table (the base table of endpoints.ts and every group).
export { type EndpointName, type Endpoints, endpoints, type InputOf, type OutputOf } from './table.ts';

/** Every answer body (spec 1 §8). */
export interface AnswerBody<T = unknown> {
  retcode: number;
  retmsg: string;
  data?: T;
}
export * from './developerApi.ts';
export * from './text.ts';
export * from './verificationCodes.ts';
