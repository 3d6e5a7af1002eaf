/**
 * Turns zod's verdict on a request into a 100001 answer whose retmsg says what is wrong, in the
 * request's language: for a field a person types (phone, country code, e-mail, code, captcha) the
 * spec's message for that field, which the client shows as it is; for a technical field the
 * field's name and the problem, for whoever integrates with the API.
 */
import { z } from 'zod/mini';
import { PERSON_FIELD_META, PERSON_FIELDS, type PersonField } from '../../src/services/api/contract/personFields.ts';
import { type Failure, fail } from '../domain/failure.ts';
import { BAD_INPUT_TEXTS, joinTexts, type LocalizedText, PERSON_FIELD_TEXTS } from '../i18n.ts';

// The contract is written with zod/mini (its functional API keeps the client's bundle small,
// docs/delivery.md), which carries no locale: the problems' English texts, which a technical
// field's retmsg quotes, are configured here, where they are read — on the server only.
z.config(z.locales.en());

/** At most this many problems are listed in one retmsg. */
const MAX_LISTED_ISSUES = 3;

export function parseInput<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> | Failure {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const reported = issuesToReport(schema, value, result.error.issues);
  return fail('badRequest', describeIssues(reported.schema, reported.issues, value));
}

/** What was refused: the schema the issues are about (a union's branch), and its issues. */
interface Reported {
  schema: z.ZodMiniType;
  issues: z.core.$ZodIssue[];
}

/**
 * For a union of object shapes (e.g. phone or e-mail login), zod reports "invalid input" for the
 * whole union. Report instead the problems of the branch the caller evidently meant: the one that
 * shares most keys with what was sent.
 */
function issuesToReport(schema: z.ZodMiniType, value: unknown, issues: z.core.$ZodIssue[]): Reported {
  const all = { schema, issues };
  if (!(schema instanceof z.ZodMiniUnion) || !isRecord(value)) return all;
  const sent = new Set(Object.keys(value));
  let best: (Reported & { overlap: number }) | undefined;
  for (const option of schema.def.options as readonly z.ZodMiniType[]) {
    if (!(option instanceof z.ZodMiniObject)) return all;
    const overlap = Object.keys(option.shape).filter((key) => sent.has(key)).length;
    const result = option.safeParse(value);
    if (!result.success && (!best || overlap > best.overlap)) {
      best = { schema: option, issues: result.error.issues, overlap };
    }
  }
  return best ?? all;
}

function describeIssues(schema: z.ZodMiniType, issues: z.core.$ZodIssue[], value: unknown): LocalizedText {
  // A person is told about their first mistake only; one sentence reads better than a list.
  const personal = issues.map((issue) => personFieldText(schema, issue)).find((text) => text !== undefined);
  if (personal) return personal;
  const texts = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => describeIssue(issue, value));
  return texts.length > 0 ? joinTexts(texts) : BAD_INPUT_TEXTS.notAnObject;
}

/**
 * The spec's message when the refused field is one the endpoint's schema marks as typed by a
 * person (`personField` in the contract). Only a request's own fields are typed by a person; a
 * nested one (a contact's phone row) is technical.
 */
function personFieldText(schema: z.ZodMiniType, issue: z.core.$ZodIssue): LocalizedText | undefined {
  const [field, ...deeper] = issue.path;
  const object = withoutWrappers(schema, (s) => s instanceof z.ZodMiniObject);
  if (typeof field !== 'string' || deeper.length > 0 || !(object instanceof z.ZodMiniObject)) return undefined;
  if (!Object.hasOwn(object.shape, field)) return undefined;
  const kind = personFieldOf(object.shape[field] as z.ZodMiniType);
  return kind ? PERSON_FIELD_TEXTS[kind] : undefined;
}

/** The kind of person-typed field a schema was marked as, through `.optional()` and the like. */
function personFieldOf(schema: z.ZodMiniType): PersonField | undefined {
  let kind: unknown;
  withoutWrappers(schema, (s) => {
    kind = z.globalRegistry.get(s)?.[PERSON_FIELD_META];
    return kind !== undefined;
  });
  return (PERSON_FIELDS as readonly unknown[]).includes(kind) ? (kind as PersonField) : undefined;
}

/** The schema itself or the first one inside its wrappers (optional, nullable, default, pipe…) that `found` accepts. */
function withoutWrappers(schema: z.ZodMiniType, found: (schema: z.ZodMiniType) => boolean): z.ZodMiniType | undefined {
  let current: z.ZodMiniType | undefined = schema;
  while (current && !found(current)) {
    const def = current._zod.def as { innerType?: z.ZodMiniType; in?: z.ZodMiniType };
    current = def.innerType ?? def.in;
  }
  return current;
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown): LocalizedText {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  if (issue.path.length > 0 && valueAt(value, issue.path) === undefined) return BAD_INPUT_TEXTS.missingField(field);
  if (issue.code === 'invalid_type') return BAD_INPUT_TEXTS.wrongType(field, issue.expected);
  return BAD_INPUT_TEXTS.invalidField(field, issue.message);
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key as string];
  }
  return current;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
