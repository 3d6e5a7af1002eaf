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
 */
import { z } from 'zod';

/** The plain `z.array(row)` behind each tolerant list. */
const plainLists = new WeakMap<z.ZodType, z.ZodType>();

/** `path code` of each issue: where the row went wrong and how, without the values. */
export function issueSummary(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(row)'} ${issue.code}`).join('; ');
}

/**
 * A list whose unreadable rows are skipped (and logged as `list: row i skipped: field code`);
 * the readable ones keep their order. `list` names the list in the log.
 */
export function rowsOf<Row extends z.ZodType>(list: string, row: Row) {
  const tolerant = z.array(z.unknown()).transform((values) => {
    const kept: z.output<Row>[] = [];
    values.forEach((value, index) => {
      const parsed = row.safeParse(value);
      if (parsed.success) kept.push(parsed.data);
      else console.warn(`${list}: row ${index} skipped: ${issueSummary(parsed.error)}`);
    });
    return kept;
  });
  plainLists.set(tolerant, z.array(row));
  return tolerant;
}

const plainCache = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The schema with every `rowsOf` list (the schema itself, or a field of an object, at any depth
 * of objects) replaced by its plain `z.array(row)`: what the server promises and documents.
 */
export function plainSchema(schema: z.ZodType): z.ZodType {
  const cached = plainCache.get(schema);
  if (cached) return cached;
  let plain = plainLists.get(schema) ?? schema;
  if (schema instanceof z.ZodObject) {
    const replaced = Object.entries(schema.shape as Record<string, z.ZodType>)
      .map(([key, field]) => [key, plainSchema(field)] as const)
      .filter(([key, field]) => field !== schema.shape[key]);
    if (replaced.length > 0) plain = schema.extend(Object.fromEntries(replaced));
  }
  plainCache.set(schema, plain);
  return plain;
}
