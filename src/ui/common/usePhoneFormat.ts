/**
 * The phone-number format for a view (`services/phone`): plain at first, international as soon as
 * libphonenumber-js is loaded (the view then draws again).
 */
import { useEffect, useMemo, useState } from 'react';
import { loadedPhoneParser, loadPhoneParser, type PhoneFormat, phoneFormat } from '../../services/phone/phoneFormat.ts';

export function usePhoneFormat(): PhoneFormat {
  const [parse, setParse] = useState(loadedPhoneParser);
  useEffect(() => {
    if (parse) return;
    let live = true;
    // A failed load (offline) keeps the plain format; the next mount tries again.
    loadPhoneParser().then(
      (next) => live && setParse(() => next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [parse]);
  return useMemo(() => phoneFormat(parse), [parse]);
}
