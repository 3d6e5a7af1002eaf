export { isQuotaExceededError, writeOrClear } from './quota.ts';
export {
  type CaptchaFailures,
  createSessionStore,
  NUMBER_TIPS,
  type NumberTip,
  RECENT_APPS_MAX,
  type SessionStore,
  type SessionStoreOptions,
} from './sessionStore.ts';
