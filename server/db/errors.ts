/**
 * PostgreSQL's unique_violation, as raised by pg (drizzle wraps it in `cause`); with
 * `constraint`, only a violation of that unique index or constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || violated === constraint;
  }
  return false;
}
