/**
 * spec 1 §2 Message display, §9: inbound messages are coloured by sender, cycling through 7
 * colours by the last 4 digits of the number modulo 7.
 *
 * decision: the spec names no colours. These seven are distinct hues from Fluent UI's shared
 * palette, each with at least 4.5:1 contrast against white, so they serve as text on a light
 * background or as a background under white text (a unit test checks the contrast).
 */
export const SENDER_COLOURS = [
  '#0F6CBD', // blue
  '#107C10', // green
  '#8764B8', // purple
  '#038387', // teal
  '#C239B3', // magenta
  '#B7472A', // rust
  '#986F0B', // gold
] as const;

/** The palette index of a number: its last 4 digits (fewer when shorter) modulo 7. */
export function senderColourIndex(number: string): number {
  const lastDigits = number.replace(/\D/g, '').slice(-4);
  return lastDigits === '' ? 0 : Number(lastDigits) % SENDER_COLOURS.length;
}

export function senderColour(number: string): string {
  return SENDER_COLOURS[senderColourIndex(number)]!;
}
