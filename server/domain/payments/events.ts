/**
 * The socket `payment` event (contract payments.ts): every open tab of the account learns that an
 * order was settled and the balance after it, through the account's room — in every process when
 * the server runs several (the socket hub's Redis adapter, docs/messaging.md).
 */
import type { PaymentEvent } from '../../../src/services/api/contract/index.ts';
import { accountRoom } from '../messaging/events.ts';

/** What publishing needs of the socket layer (a port: the domain never imports the socket layer). */
export interface PaymentEventSink {
  readonly io: { to(room: string): { emit(event: 'payment', payload: PaymentEvent): unknown } };
}

export function publishPayment(sockets: PaymentEventSink, accountId: number, event: PaymentEvent): void {
  sockets.io.to(accountRoom(accountId)).emit('payment', event);
}
