/** Types of verification number management (spec 3 §2 Verification number management, §4, §5). */
import type { AnyActorRef } from 'xstate';
import type { CodeNumber } from '../../../services/api/contract/verificationCodes.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { InfoField, NumberInfo } from '../../../services/numbers/numberInfo.ts';
import type { GetCodeTarget } from '../../shared/getCodeTarget.ts';

export type { CodeNumber, GetCodeTarget, InfoField, NumberInfo };

export type CodeNumberListResult = ApiResult<readonly CodeNumber[]>;
export type CodeNumberChangeResult = ApiResult<unknown>;

/** One number of one app (a number may serve several apps: one row each). */
export interface CodeNumberKey {
  app: string;
  /** The full number. */
  number: string;
}

export interface SaveCodeInfoRequest extends CodeNumberKey {
  name: string;
  notes: string;
}

export interface VerificationNumbersInput {
  /** The verification area: told `code.get` (Get Code) and `numbers.subscribed`. */
  parent?: AnyActorRef;
}

export type ChangeKind = 'subscribe' | 'unsubscribe';

export interface VerificationNumbersContext {
  parent: AnyActorRef | undefined;
  numbers: readonly CodeNumber[];
  listed: boolean;
  query: string;
  /** The app filter ('' = every app). */
  appFilter: string;
  /** The sidebar's row key, or null. */
  selected: string | null;
  draft: NumberInfo;
  /** The confirmation's row key and what it asks. */
  change: { key: string; kind: ChangeKind } | null;
}

export type VerificationNumbersEvent =
  | { type: 'numbers.reload' }
  | { type: 'search.change'; query: string }
  | { type: 'filter.app'; app: string }
  | { type: 'sidebar.open'; key: string }
  | { type: 'sidebar.close' }
  | { type: 'info.edit'; field: InfoField; value: string }
  | { type: 'info.commit' }
  | { type: 'number.copy' }
  | { type: 'code.get'; key: string }
  | { type: 'subscribe.request'; key: string }
  | { type: 'unsubscribe.request'; key: string }
  | { type: 'change.confirm' }
  | { type: 'change.cancel' };
