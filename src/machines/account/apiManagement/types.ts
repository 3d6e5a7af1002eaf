/** Types of the API management section (spec 2 §2 API Management page, §4 API management status, §5). */
import type {
  CallbackProtocol,
  CallbackTestAnswer,
  CreateOrUpdateApiRequest,
  NewPlatformRequest,
  VerificationCodeApiAnswer,
  VerificationCodeInfo,
} from '../../../services/api/contract/developerApi.ts';
import type { OutputOf } from '../../../services/api/contract/table.ts';
import type { ApiResult } from '../../../services/api/result.ts';

export type { CallbackProtocol, VerificationCodeInfo };

export interface PlatformDraft {
  name: string;
  url: string;
  example: string;
}

export interface ApiManagementContext {
  info: VerificationCodeInfo;
  /** The callback editor (spec 2 §5): protocol selector and the rest, lower-cased. */
  protocol: CallbackProtocol;
  rest: string;
  /** Bumped by Update Now (spec 2 §8): the view focuses the editor when it changes. */
  editorFocus: number;
  platform: PlatformDraft;
}

export type PlatformField = keyof PlatformDraft;

export type ApiManagementEvent =
  | { type: 'api.reload' }
  | { type: 'url.protocol'; protocol: CallbackProtocol }
  | { type: 'url.edit'; rest: string }
  | { type: 'api.apply' }
  | { type: 'api.update' }
  | { type: 'dialog.close' }
  | { type: 'key.copy' }
  | { type: 'userId.copy' }
  | { type: 'key.reset' }
  | { type: 'reset.yes' }
  | { type: 'reset.no' }
  | { type: 'callback.test' }
  | { type: 'test.later' }
  | { type: 'test.updateNow' }
  | { type: 'platform.edit'; field: PlatformField; value: string }
  | { type: 'platform.submit' }
  | { type: 'platform.done' };

export type ApiInfoResult = ApiResult<VerificationCodeApiAnswer>;
export type ApiChangeRequest = CreateOrUpdateApiRequest;
export type CallbackTestResult = ApiResult<CallbackTestAnswer>;
export type PlatformRequestResult = ApiResult<OutputOf<'applyNewCodePlatform'>>;
export type { NewPlatformRequest };
