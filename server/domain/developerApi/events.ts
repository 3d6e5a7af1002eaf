/**
 * The socket `callbackDelivery` event (contract developerApi.ts): every open tab of the account
 * learns that one of its callback deliveries changed — an attempt recorded, a replay queued — through
 * the account's room, in every process when the server runs several (the socket hub's Redis
 * adapter, docs/messaging.md). The delivery console reads itself again (docs/developer-api.md).
 */
import type { CallbackDelivery, CallbackDeliveryEvent } from '../../../src/services/api/contract/index.ts';
import { accountRoom } from '../messaging/events.ts';

/** What publishing needs of the socket layer (a port: the domain never imports the socket layer). */
export interface CallbackDeliveryEventSink {
  readonly io: {
    to(room: string): { emit(event: 'callbackDelivery', payload: CallbackDeliveryEvent): unknown };
  };
}

export function publishDelivery(
  sockets: CallbackDeliveryEventSink,
  accountId: number,
  delivery: CallbackDelivery,
): void {
  sockets.io.to(accountRoom(accountId)).emit('callbackDelivery', { delivery });
}
