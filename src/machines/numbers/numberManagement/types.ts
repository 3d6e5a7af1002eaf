/** Types of the number management chart (spec 3 §2 Number Management, §4 name/note editing). */
import type { AnyActorRef } from 'xstate';
import type {
  ManagedNumber,
  UnSubVirtualPhoneRequest,
  UpdateNumberInfoRequest,
  VirtualPhoneListAnswer,
} from '../../../services/api/contract/numbers.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { InfoField, NumberInfo } from '../../../services/numbers/numberInfo.ts';

export type { InfoField, ManagedNumber, NumberInfo };

export type NumberListResult = ApiResult<VirtualPhoneListAnswer>;
export type SaveInfoRequest = UpdateNumberInfoRequest;
export type NumberChangeResult = ApiResult<{ virtualPhone: ManagedNumber }>;
export type UnsubscribeRequest = UnSubVirtualPhoneRequest;

export interface NumberManagementInput {
  /** The numbers area, told `numbers.listed` after every list. */
  parent?: AnyActorRef;
}

export interface NumberManagementContext {
  parent: AnyActorRef | undefined;
  numbers: ManagedNumber[];
  /** The list answered at least once (a failed reload keeps what shows). */
  listed: boolean;
  query: string;
  /** The sidebar's number (full number), or null while it is closed. */
  selected: string | null;
  /** What the sidebar's name and note fields hold. */
  draft: NumberInfo;
  /** The number the unsubscribe dialog asks about. */
  unsubscribing: ManagedNumber | null;
}

export type NumberManagementEvent =
  | { type: 'numbers.reload' }
  | { type: 'search.change'; query: string }
  | { type: 'sidebar.open'; fullNumber: string }
  | { type: 'sidebar.close' }
  /** Typing in the name or note (spec 3 §5: cut at 60 / 250). */
  | { type: 'info.edit'; field: InfoField; value: string }
  /** Leaving a field, or Enter in the name (spec 3 §4): saves if changed. */
  | { type: 'info.commit' }
  | { type: 'number.copy' }
  | { type: 'unsubscribe.request'; fullNumber: string }
  | { type: 'unsubscribe.confirm' }
  | { type: 'unsubscribe.cancel' };
