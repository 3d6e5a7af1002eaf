/**
 * Client-made ids (conventions: a client-made `smsId` on every send, so a retry cannot duplicate).
 *
 * `crypto.randomUUID` exists only in secure contexts: a page served over plain http from another
 * host than localhost has `crypto.getRandomValues` but no `randomUUID`. The fallback builds the
 * same RFC 4122 version-4 form from 16 random bytes.
 */

/** Makes a new unique id; injected into the charts that need one so tests can make them predictable. */
export type IdSource = () => string;

type RandomSource = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>;

/** A version-4 UUID from 16 random bytes: version nibble 4, variant bits 10 (RFC 4122 §4.4). */
export function uuidFromBytes(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id source over a `crypto`: `randomUUID` where the page may use it, else `getRandomValues`. */
export function idSourceFrom(random: RandomSource): IdSource {
  if (typeof random.randomUUID === 'function') return () => (random.randomUUID as () => string).call(random);
  return () => uuidFromBytes(random.getRandomValues(new Uint8Array(16)));
}

/** The page's id source. */
export const newId: IdSource = idSourceFrom(globalThis.crypto);
