import { bareTelCode } from './recipientNumber.ts';

/**
 * spec 1 §8: chatting with a contact whose country code differs from the own number's gives the
 * wrong-region snackbar (`chats.wrongRegion`, showing the own number and the other's code).
 */
export function isWrongRegion(ownTelCode: string, otherTelCode: string): boolean {
  return bareTelCode(ownTelCode) !== bareTelCode(otherTelCode);
}
