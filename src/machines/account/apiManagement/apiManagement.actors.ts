/**
 * The API management section's injected actors and its one provided action, built from the
 * services (`../account/account.area.ts`).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { Clipboard } from '../../shared/area.ts';
import type {
  ApiChangeRequest,
  ApiInfoResult,
  CallbackTestResult,
  NewPlatformRequest,
  PlatformRequestResult,
} from './types.ts';

export type ApiManagementApi = Pick<
  Api,
  'getVerificationCodeApi' | 'createOrUpdateVerificationCodeApi' | 'testCallBackUrl' | 'applyNewCodePlatform'
>;

export function apiManagementActors(api: ApiManagementApi) {
  return {
    loadApi: fromPromise<ApiInfoResult>(({ signal }) => api.getVerificationCodeApi({}, { signal })),
    changeApi: fromPromise<ApiInfoResult, ApiChangeRequest>(({ input, signal }) =>
      api.createOrUpdateVerificationCodeApi(input, { signal }),
    ),
    testCallback: fromPromise<CallbackTestResult, { callBackUrl: string }>(({ input, signal }) =>
      api.testCallBackUrl(input, { signal }),
    ),
    requestPlatform: fromPromise<PlatformRequestResult, NewPlatformRequest>(({ input, signal }) =>
      api.applyNewCodePlatform(input, { signal }),
    ),
  };
}

export function apiManagementActions(clipboard: Clipboard | undefined) {
  return {
    copyText: (_: unknown, text: string) => {
      // A refused clipboard (no permission, no focus) leaves only the confirmation; nothing to undo.
      clipboard?.writeText(text).catch((error: unknown) => console.warn('apiManagement: copy refused', error));
    },
  };
}
