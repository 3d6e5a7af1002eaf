/**
 * The one rule every free-text field of the contract shares (issue 14): no control characters
 * but line feed and tab. NUL cannot be stored in PostgreSQL text at all, and the others (C0, DEL,
 * C1) have no place in a name, a note or a message; a field holding one is refused with 100001
 * naming the field, instead of failing deep in the database.
 */
import { z } from 'zod/mini';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters (only line breaks and tabs)';

export function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_CHARACTER.test(text);
}

/** `freeText(z.string().max(100))`: the schema, refusing control characters. */
export function freeText<S extends z.ZodMiniType<string, string>>(schema: S) {
  return schema.check(z.refine(hasNoControlCharacters, { message: CONTROL_CHARACTER_MESSAGE }));
}

/** A string of any length holding no control characters (the base of most free-text fields). */
export const FreeText = freeText(z.string());
