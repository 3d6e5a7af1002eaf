import type { PhoneFormat } from '../phone/phoneFormat.ts';

/**
 * spec 1 §3 Chat-list item: a chat party's display name — the contact's name, else its formatted
 * number (`telCode` '' marks a short code, shown as it is).
 */
export function partyName(
  contactName: string | null,
  fullNumber: string,
  telCode: string | undefined,
  format: PhoneFormat,
): string {
  return contactName ?? format.full(fullNumber, telCode);
}
