/**
 * The short client-made captcha id (spec 1 §7: "the captcha is fetched with a generated short id").
 * `crypto.getRandomValues` rather than `randomUUID`, which browsers only offer on secure origins.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 12;

export function newCaptchaId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
