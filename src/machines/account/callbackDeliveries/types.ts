/** Types of the callback delivery console (issue 13 item 2, beyond the spec). */
import type {
  CallbackDeliveriesAnswer,
  CallbackDelivery,
  CallbackDeliveryAnswer,
  CallbackDeliveryDetail,
} from '../../../services/api/contract/developerApi.ts';
import type { ApiResult } from '../../../services/api/result.ts';

export type { CallbackDelivery, CallbackDeliveryDetail };

export interface CallbackDeliveriesContext {
  /** 1-based. */
  page: number;
  failedOnly: boolean;
  list: readonly CallbackDelivery[];
  totalRows: number;
  /** The delivery open in the detail pane. */
  openId: string | null;
  detail: CallbackDeliveryDetail | null;
}

export type CallbackDeliveriesEvent =
  | { type: 'deliveries.reload' }
  | { type: 'deliveries.filter'; failedOnly: boolean }
  | { type: 'deliveries.page'; page: number }
  | { type: 'delivery.open'; id: string }
  | { type: 'delivery.close' }
  | { type: 'delivery.replay' }
  /** The socket's `callbackDelivery`: one of the account's deliveries changed (through the address book). */
  | { type: 'deliveries.changed'; delivery: CallbackDelivery };

export interface DeliveriesRequest {
  page: number;
  failedOnly: boolean;
}

export type DeliveriesResult = ApiResult<CallbackDeliveriesAnswer>;
export type DeliveryResult = ApiResult<CallbackDeliveryAnswer>;
