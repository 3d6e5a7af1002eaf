export {
  CachedMessage,
  type ChatHistory,
  type ChatHistoryOptions,
  createChatHistory,
  QueuedText,
} from './chatHistory.ts';
export { lazyChatHistory } from './lazyChatHistory.ts';
export { type LocaleChoice, localeChoice } from './localeChoice.ts';
export {
  type CacheableMessage,
  type CacheWriteOutcome,
  createMessageCache,
  MAX_CACHED_MESSAGES,
  type MessageCache,
  type MessageCacheOptions,
} from './messageCache.ts';
export { isQuotaExceededError, writeOrClear } from './quota.ts';
export { indexedDbSessionKey, type SessionKeySource } from './sessionKey.ts';
export {
  type CaptchaFailures,
  createSessionStore,
  type LoginEntry,
  NUMBER_TIPS,
  type NumberTip,
  RECENT_APPS_MAX,
  type SessionStore,
  type SessionStoreOptions,
  type StoredSession,
} from './sessionStore.ts';
