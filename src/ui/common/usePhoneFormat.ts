/**
 * The phone-number format for a view (`services/phone`): North American numbers at once; any
 * other number plain at first, international as soon as libphonenumber-js — asked for by the
 * first such number the view writes — is loaded (the view then draws again).
 */
import { useMemo, useSyncExternalStore } from 'react';
import {
  loadedPhoneParser,
  type PhoneFormat,
  phoneFormat,
  requestPhoneParser,
  subscribePhoneParser,
} from '../../services/phone/phoneFormat.ts';

export function usePhoneFormat(): PhoneFormat {
  const parse = useSyncExternalStore(subscribePhoneParser, loadedPhoneParser);
  return useMemo(() => phoneFormat(parse, requestPhoneParser), [parse]);
}
