/**
 * The fields a person types (spec 1 §5 Verification forms): a refused one is answered with the
 * spec's message for what it is — 'please enter country code' —, never with the field's name. The
 * contract marks the schema itself (zod metadata), so an endpoint's `code` that is an ISO country
 * (subVirtualPhone) stays technical while the login's `code` is the verification code: what a
 * field is belongs to the endpoint's schema, not to its name.
 */
import { z } from 'zod/mini';

export const PERSON_FIELDS = ['countryCode', 'phone', 'email', 'verificationCode', 'captcha'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

/** The metadata key the server's validation reads (`server/http/validation.ts`). */
export const PERSON_FIELD_META = 'personField';

/** Marks a schema as a field a person types, of this kind. */
export function personField<S extends z.ZodMiniType>(schema: S, field: PersonField): S {
  return schema.check(z.meta({ [PERSON_FIELD_META]: field }));
}
