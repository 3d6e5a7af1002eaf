/**
 * spec 1 §8: a contact whose country code differs from the own number's gives a wrong-region
 * snackbar showing the own number and the other's country code.
 */
import { currentPhoneFormat } from '../phone/phoneFormat.ts';

export interface WrongRegion {
  /** The own number in the product's phone format. */
  ownNumber: string;
  /** The other party's country code, without '+'. */
  otherTelCode: string;
}

/** What the wrong-region snackbar shows, or null when the regions agree (or the own number is unknown). */
export function wrongRegion(own: { telCode: string; phone: string } | null, otherTelCode: string): WrongRegion | null {
  const ownCode = own?.telCode.replace(/\D/g, '') ?? '';
  const otherCode = otherTelCode.replace(/\D/g, '');
  if (!own || ownCode === '' || otherCode === '' || ownCode === otherCode) return null;
  return { ownNumber: currentPhoneFormat().parts(ownCode, own.phone), otherTelCode: otherCode };
}
