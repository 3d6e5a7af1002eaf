/**
 * Row-tolerant lists (issue 22 item 1). A list answer used to be checked as a whole: one row the
 * client could not read (a message type it does not know yet, a field of the wrong type) made the
 * whole answer malformed, and the chat list showed "No conversations yet." A list read with
 * `rowsOf` keeps every row it can read and skips the others, each logged with its index and what
 * was wrong — never the row's values, which are a person's messages and numbers.
 *
 * The server checks its own answers against the *plain* list (`plainSchema`): a row it built
 * wrongly is its bug and must not be sent, and the OpenAPI document shows the row schema as it
 * is, not "an array of anything".
 *
 * A lone optional field can be read the same way (`fieldOr`): one the client could do without (an
 * address it has a fallback for) that is missing or unreadable becomes the fallback, logged, and
 * the rest of the answer is kept.
 */
import { z } from 'zod/mini';

/** The plain schema behind each tolerant one: `z.array(row)` for a list, the field for a field. */
const plainOf = new WeakMap<z.ZodMiniType, z.ZodMiniType>();

/** `path code` of each issue: where the row went wrong and how, without the values. */
export function issueSummary(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(row)'} ${issue.code}`).join('; ');
}

/**
 * A list whose unreadable rows are skipped (and logged as `list: row i skipped: field code`);
 * the readable ones keep their order. `list` names the list in the log.
 */
export function rowsOf<Row extends z.ZodMiniType>(list: string, row: Row) {
  const tolerant = z.pipe(
    z.array(z.unknown()),
    z.transform((values) => {
      const kept: z.output<Row>[] = [];
      values.forEach((value, index) => {
        const parsed = row.safeParse(value);
        if (parsed.success) kept.push(parsed.data);
        else console.warn(`${list}: row ${index} skipped: ${issueSummary(parsed.error)}`);
      });
      return kept;
    }),
  );
  plainOf.set(tolerant, z.array(row));
  return tolerant;
}

/**
 * A field whose unreadable (or missing) value is `fallback`, logged as `field: unreadable: code`
 * without its value; the server promises and documents the plain field.
 */
export function fieldOr<Field extends z.ZodMiniType, Fallback>(field: string, schema: Field, fallback: Fallback) {
  const tolerant = z.pipe(
    z.unknown(),
    z.transform((value): z.output<Field> | Fallback => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      console.warn(`${field}: unreadable: ${issueSummary(parsed.error)}`);
      return fallback;
    }),
  );
  plainOf.set(tolerant, schema);
  return tolerant;
}

const plainCache = new WeakMap<z.ZodMiniType, z.ZodMiniType>();

/**
 * The schema with every `rowsOf` list and `fieldOr` field (the schema itself, or a field of an
 * object, at any depth of objects) replaced by its plain schema: what the server promises and
 * documents.
 */
export function plainSchema(schema: z.ZodMiniType): z.ZodMiniType {
  const cached = plainCache.get(schema);
  if (cached) return cached;
  let plain = plainOf.get(schema) ?? schema;
  if (schema instanceof z.ZodMiniObject) {
    const replaced = Object.entries(schema.shape as Record<string, z.ZodMiniType>)
      .map(([key, field]) => [key, plainSchema(field)] as const)
      .filter(([key, field]) => field !== schema.shape[key]);
    if (replaced.length > 0) plain = z.extend(schema, Object.fromEntries(replaced));
  }
  plainCache.set(schema, plain);
  return plain;
}
