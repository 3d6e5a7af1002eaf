/**
 * Turns zod's verdict on a request into a 100001 answer whose retmsg says what is wrong, in the
 * request's language: for a field a person types (phone, country code, e-mail, code, captcha) the
 * spec's message for that field, which the client shows as it is; for a technical field the
 * field's name and the problem, for whoever integrates with the API.
 */
import { z } from 'zod';
import { type Failure, fail } from '../domain/failure.ts';
import { BAD_INPUT_TEXTS, joinTexts, type LocalizedText, PERSON_FIELD_TEXTS } from '../i18n.ts';

/** At most this many problems are listed in one retmsg. */
const MAX_LISTED_ISSUES = 3;

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | Failure {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  return fail('badRequest', describeIssues(issuesToReport(schema, value, result.error.issues), value));
}

/**
 * For a union of object shapes (e.g. phone or e-mail login), zod reports "invalid input" for the
 * whole union. Report instead the problems of the branch the caller evidently meant: the one that
 * shares most keys with what was sent.
 */
function issuesToReport(schema: z.ZodType, value: unknown, issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  if (!(schema instanceof z.ZodUnion) || !isRecord(value)) return issues;
  const sent = new Set(Object.keys(value));
  let best: { overlap: number; issues: z.core.$ZodIssue[] } | undefined;
  for (const option of schema.options as readonly z.ZodType[]) {
    if (!(option instanceof z.ZodObject)) return issues;
    const overlap = Object.keys(option.shape).filter((key) => sent.has(key)).length;
    const result = option.safeParse(value);
    if (!result.success && (!best || overlap > best.overlap)) best = { overlap, issues: result.error.issues };
  }
  return best?.issues ?? issues;
}

function describeIssues(issues: z.core.$ZodIssue[], value: unknown): LocalizedText {
  // A person is told about their first mistake only; one sentence reads better than a list.
  const personal = issues.map(personFieldText).find((text) => text !== undefined);
  if (personal) return personal;
  const texts = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => describeIssue(issue, value));
  return texts.length > 0 ? joinTexts(texts) : BAD_INPUT_TEXTS.notAnObject;
}

/** Only a request's own fields are typed by a person; a nested one (a contact's phone row) is technical. */
function personFieldText(issue: z.core.$ZodIssue): LocalizedText | undefined {
  if (issue.path.length !== 1) return undefined;
  const field = issue.path[0];
  return typeof field === 'string' && Object.hasOwn(PERSON_FIELD_TEXTS, field) ? PERSON_FIELD_TEXTS[field] : undefined;
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
