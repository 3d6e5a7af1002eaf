export { apiBase } from './apiBase.ts';
export {
  type Api,
  type ApiConfig,
  type CallOptions,
  createApi,
  type EndpointCall,
  type EndpointFailure,
  WEB_VERSION,
} from './createApi.ts';
export type { ApiFailure, ApiResult } from './result.ts';
export {
  IMAGE_CAPTCHA_RETRY_MS,
  NUMBER_LOCK_ENDPOINTS,
  RETCODE_TABLE,
  type RetcodeAction,
  type RetcodeAlert,
  type RetcodeRoute,
  type RoutableFailure,
  type RouteContext,
  routeFailure,
} from './retcodeTable.ts';
