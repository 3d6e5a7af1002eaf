/**
 * spec 1 §8: when browser storage overflows, all local storage is cleared and a translated alert
 * is shown. These helpers do the clearing and report it; the caller shows `error.storageOverflow`.
 */

/** Chrome/Safari `QuotaExceededError` (legacy code 22) and Firefox `NS_ERROR_DOM_QUOTA_REACHED` (1014). */
export function isQuotaExceededError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

/**
 * Writes one item. On overflow the whole storage is cleared (a half-written state is worse than
 * none), `onOverflow` is told, and `false` comes back; any other error is a bug and is rethrown.
 */
export function writeOrClear(storage: Storage, key: string, value: string, onOverflow?: () => void): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch (error) {
    if (!isQuotaExceededError(error)) throw error;
    storage.clear();
    onOverflow?.();
    return false;
  }
}
