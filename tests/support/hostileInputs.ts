/**
 * fast-check arbitraries of hostile inputs derived from a zod schema of the shared contract:
 * values that fit the schema (so deeper code runs), mixed with wrong types, missing and extra
 * fields, huge and empty values, unicode edge cases, control characters and prototype keys.
 * Used by the contract fuzzer (tests/server/fuzz.contract.test.ts).
 */
import fc from 'fast-check';
import type { z } from 'zod/mini';

/** Strings that have broken servers: NUL and other controls, lone surrogates, BOM, bidi, long runs. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\r\n',
  '\u007f\u0085\u009f',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202eevil',
  '\u200b\u200d',
  '😀'.repeat(40),
  'e\u0301\u0301\u0301',
  'İı',
  '%00',
  '%',
  '../../etc/passwd',
  "' OR 1=1 --",
  '$ne',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'x'.repeat(length)),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308),
  fc.integer(),
  fc.double(),
);

/** Any JSON-able junk of a wrong type, prototype keys included. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $ne: '' }, { __proto__: null, constructor: { prototype: 1 } }),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a', 'toString'), nastyString, {
    maxKeys: 3,
  }),
);

/** A few characters that must never reach storage unchecked, spliced into otherwise ordinary text. */
const spliced = (base: fc.Arbitrary<string>) =>
  fc
    .tuple(
      base,
      fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\ud800', '\u202e', '\ufeff'),
      fc.nat(),
    )
    .map(([text, bad, at]) => {
      const position = text.length === 0 ? 0 : at % text.length;
      return text.slice(0, position) + bad + text.slice(position);
    });

/** Field values to plant instead of generated ones (real identifiers of the caller, JSON texts…). */
export type Plants = Readonly<Record<string, fc.Arbitrary<unknown>>>;

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The regex patterns and length bounds of a string schema, found anywhere along its pipes. */
function stringTraits(schema: z.ZodMiniType): { patterns: RegExp[]; maxLength?: number } {
  const patterns: RegExp[] = [];
  let maxLength: number | undefined;
  const visit = (node: z.ZodMiniType) => {
    const def = defOf(node);
    for (const check of (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []) {
      const checkDef = check._zod.def;
      if (checkDef.format === 'regex' && checkDef.pattern instanceof RegExp) patterns.push(checkDef.pattern);
      if (checkDef.check === 'max_length' && typeof checkDef.maximum === 'number') maxLength = checkDef.maximum;
    }
    if (def.type === 'pipe') {
      visit(def.in as z.ZodMiniType);
      visit(def.out as z.ZodMiniType);
    }
  };
  visit(schema);
  return { patterns, ...(maxLength === undefined ? {} : { maxLength }) };
}

/** A value the schema would likely accept, built from its shape (regex patterns, enums, literals). */
function fitting(schema: z.ZodMiniType, plants: Plants, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return fitting(def.innerType as z.ZodMiniType, plants, depth);
    case 'pipe': {
      const inner = defOf(def.in as z.ZodMiniType);
      if (inner.type === 'transform') return fitting(def.out as z.ZodMiniType, plants, depth);
      const traits = stringTraits(schema);
      if (traits.patterns.length > 0) return matching(traits.patterns);
      return fitting(def.in as z.ZodMiniType, plants, depth);
    }
    case 'string': {
      const { patterns, maxLength } = stringTraits(schema);
      if (patterns.length > 0) return matching(patterns);
      const text = fc.string({ minLength: 1, maxLength: Math.min(maxLength ?? 40, 40) });
      return fc.oneof({ arbitrary: text, weight: 2 }, { arbitrary: spliced(text), weight: 1 });
    }
    case 'number':
      return fc.integer({ min: 0, max: 2_000_000_000 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'union':
      return fc.oneof(...(def.options as z.ZodMiniType[]).map((option) => fitting(option, plants, depth)));
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(fitting(def.element as z.ZodMiniType, plants, depth + 1), { maxLength: 3 });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodMiniType>;
      const field = (key: string, schema: z.ZodMiniType) => {
        const planted = depth === 0 ? plants[key] : undefined;
        const generated = hostile(schema, plants, depth + 1);
        return planted ? fc.oneof({ arbitrary: planted, weight: 3 }, { arbitrary: generated, weight: 1 }) : generated;
      };
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, field(key, schema)])), {
        requiredKeys: [],
      });
    }
    case 'custom':
      return fc.uint8Array({ maxLength: 64 });
    default:
      return junk;
  }
}

/** Strings a regex accepts, at times with a bad character spliced in. */
function matching(patterns: readonly RegExp[]): fc.Arbitrary<string> {
  const valid = fc.oneof(...patterns.map((pattern) => fc.stringMatching(pattern)));
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: spliced(valid), weight: 1 });
}

/** Mostly fitting values, often junk of another type. */
export function hostile(schema: z.ZodMiniType, plants: Plants = {}, depth = 0): fc.Arbitrary<unknown> {
  // Nested values are mostly well-formed, so whole structures (a contact's phone rows) can pass.
  const junkWeight = depth === 0 ? 2 : 1;
  return fc.oneof(
    { arbitrary: fitting(schema, plants, depth), weight: 3 * (depth + 1) },
    { arbitrary: junk, weight: junkWeight },
  );
}

/** A whole request input: an object built from the schema, with extra and prototype keys at times, or no object at all. */
export function hostileInput(schema: z.ZodMiniType, plants: Plants = {}): fc.Arbitrary<unknown> {
  const extraKeys = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'platform', 'languagecode', 'extra', 'hasOwnProperty'),
    junk,
    { maxKeys: 3 },
  );
  const object = fc
    .tuple(fitting(schema, plants), extraKeys, fc.boolean())
    .map(([fields, extra, addExtra]) =>
      addExtra && typeof fields === 'object' && fields !== null ? { ...extra, ...fields } : fields,
    );
  return fc.oneof({ arbitrary: object, weight: 5 }, { arbitrary: junk, weight: 1 });
}
