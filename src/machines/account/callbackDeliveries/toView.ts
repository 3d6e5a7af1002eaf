/** What the delivery console shows, from its chart's snapshot. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { DEVELOPER_API_LIMITS } from '../../../services/api/contract/developerApi.ts';
import type { CallbackDeliveriesMachine } from './callbackDeliveries.machine.ts';

type Snapshot = SnapshotFrom<CallbackDeliveriesMachine>;

export function callbackDeliveriesToView(s: Snapshot) {
  const { context } = s;
  return {
    loading: s.matches({ list: 'loading' }),
    unavailable: s.matches({ list: 'unavailable' }),
    list: context.list,
    totalRows: context.totalRows,
    page: context.page,
    pages: Math.max(1, Math.ceil(context.totalRows / DEVELOPER_API_LIMITS.deliveryPageSize)),
    failedOnly: context.failedOnly,
    openId: context.openId,
    detailLoading: s.matches({ detail: 'loading' }),
    detail:
      s.matches({ detail: 'open' }) || s.matches({ detail: 'replaying' }) || s.matches({ detail: 'refreshing' })
        ? context.detail
        : null,
    replaying: s.matches({ detail: 'replaying' }),
  };
}

export type CallbackDeliveriesView = ReturnType<typeof callbackDeliveriesToView>;

export type CallbackDeliveriesActor = ActorRefFrom<CallbackDeliveriesMachine>;
