/**
 * Starting a chat with a typed number (spec 1 §2 new-chat header, §5 Recipient number, Sending,
 * §8 wrong region): which own number sends, and whether the typed number can be a chat target.
 */
import { conversationKey } from './conversationKey.ts';
import { bareTelCode, recipientNumber } from './recipientNumber.ts';
import { isWrongRegion } from './wrongRegion.ts';

export interface OwnNumberLike {
  fullNumber: string;
  telCode: string;
}

/**
 * The own number to send from: the one picked when it is owned; otherwise (a chat started from a
 * contact) the first own number of the recipient's country, else the first own number.
 */
export function senderFor<T extends OwnNumberLike>(
  numbers: readonly T[],
  otherTelCode: string,
  picked?: string,
): T | null {
  const owned = picked === undefined ? undefined : numbers.find((own) => own.fullNumber === picked);
  return owned ?? numbers.find((own) => bareTelCode(own.telCode) === bareTelCode(otherTelCode)) ?? numbers[0] ?? null;
}

export type NewChatTarget =
  | { ok: true; key: string; otherTelCode: string; otherNumber: string }
  /** spec 1 §5: fewer than 5 digits, or not a number. */
  | { ok: false; reason: 'invalidRecipient' }
  /**
   * spec 1 §8: the own number cannot reach another country code. decision: this holds for a typed
   * number as for a contact's — the To select is the other party's country code either way.
   */
  | { ok: false; reason: 'wrongRegion' };

export function newChatTarget(own: OwnNumberLike, otherTelCode: string, typed: string): NewChatTarget {
  const otherNumber = recipientNumber(typed, own.telCode);
  if (otherNumber === null || bareTelCode(otherTelCode) === '') return { ok: false, reason: 'invalidRecipient' };
  if (isWrongRegion(own.telCode, otherTelCode)) return { ok: false, reason: 'wrongRegion' };
  const telCode = bareTelCode(otherTelCode);
  return {
    ok: true,
    key: conversationKey(own.fullNumber, `${telCode}${otherNumber}`),
    otherTelCode: telCode,
    otherNumber,
  };
}
