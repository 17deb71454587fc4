import fc from 'fast-check';
import { GraphQLInputType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';

/** The fuzz tests' fixed seed: every run sends the same requests. */
export const FUZZ_SEED = 20_250_607;

/** Strings that have broken web apps: injection, markup, traversal, odd Unicode, numbers in disguise. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n',
  '0',
  '-1',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"a":1}',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" OR ""="',
  '%',
  '_',
  '!',
  '%_!',
  '\\',
  "\\'; SELECT SLEEP(5); --",
  'SELECT * FROM users',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '....//....//jwt-secret',
  '/etc/passwd',
  'C:\\Windows\\System32',
  'jwt-secret',
  '../jwt-secret',
  '../../shop.sqlite',
  'uploads/../../x',
  '.env',
  '.',
  '..',
  'upload-000000000000000000000000.png',
  'upload-../../x.png',
  '\u0000',
  'a\u0000b',
  '\u202e\u0041\u0042',
  'ﬁ',
  'İstanbul',
  'ß',
  'Ω',
  '\u{1F600}\u{1F469}\u200D\u{1F4BB}',
  'e\u0301',
  '\uFEFF',
  '\uD800',
  '\uDC00x',
  'MAIN',
  'main',
  'LEEDS',
  'x'.repeat(21),
  'a'.repeat(300),
  'é'.repeat(5000),
  'x'.repeat(100_000),
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'admin@example.co.uk',
  'a@b.c',
  '@',
  'SW1A 1AA',
  'tracked-1-2',
  'pending',
  'super-admin',
  'SUPER_ADMIN',
  '2030-01-01T00:00:00.000Z',
  '0000-00-00',
  '9999-12-31',
  '2024-02-30',
  'data:image/png;base64,AAAA',
  'data:;base64,',
  'https://evil.example/',
  '//evil.example',
];

export const EDGE_INTS = [0, 1, 2, 3, -1, 99, 100, 101, 255, 256, 65_535, 1_000_000, 2_147_483_647, -2_147_483_648, 900_001];
export const EDGE_FLOATS = [
  0,
  -0,
  0.001,
  0.005,
  0.1 + 0.2,
  1.5,
  -0.01,
  12.99,
  1_000_000,
  1_000_000.01,
  21_474_836.48,
  1e15,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 1,
];

/** Any string, biased to the nasty ones and to values the database holds (`known`: slugs, codes). */
export function hostileString(known: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 5 },
    { arbitrary: known.length ? fc.constantFrom(...known) : fc.constant('x'), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 400 }), weight: 1 },
  );
}

/** A GraphQL Int (32-bit), biased to edges and to small ids that exist. */
export const hostileInt: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_INTS), weight: 3 },
  { arbitrary: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }), weight: 1 },
);

export const hostileFloat: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_FLOATS), weight: 3 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

/** A JSON value of any type: what a client may send where another type is expected. */
export function anyJson(known: readonly string[] = []): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constant(null), weight: 2 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: hostileInt, weight: 2 },
    // eslint-disable-next-line no-loss-of-precision -- a 20-digit number as a client would send it, past what a double holds
    { arbitrary: fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 1.5, 99_999_999_999_999_999_999), weight: 2 },
    { arbitrary: hostileString(known), weight: 4 },
    { arbitrary: fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }), weight: 1 },
    {
      arbitrary: fc.dictionary(
        fc.constantFrom('a', '__proto__', 'constructor', 'id', 'take'),
        fc.oneof(fc.integer(), fc.string({ maxLength: 5 })),
        { maxKeys: 3 },
      ),
      weight: 1,
    },
  );
}

/**
 * A value for a GraphQL input type. `typed`: of the right shape throughout, with hostile content, so
 * that it passes variable coercion and reaches the resolvers; otherwise any leaf may also be null or
 * of the wrong type, so that coercion is tried too.
 */
export function graphqlValue(type: GraphQLInputType, known: readonly string[], typed: boolean, depth = 0): fc.Arbitrary<unknown> {
  const wrong = anyJson(known);
  if (isNonNullType(type)) {
    const right = rightShaped(type.ofType, known, typed, depth);
    return typed ? right : fc.oneof({ arbitrary: right, weight: 12 }, { arbitrary: wrong, weight: 1 });
  }
  const right = rightShaped(type, known, typed, depth);
  if (typed) return fc.oneof({ arbitrary: right, weight: 8 }, { arbitrary: fc.constant(null), weight: 1 });
  return fc.oneof({ arbitrary: right, weight: 6 }, { arbitrary: fc.constant(null), weight: 1 }, { arbitrary: wrong, weight: 1 });
}

function rightShaped(type: GraphQLInputType, known: readonly string[], typed: boolean, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return rightShaped(type.ofType, known, typed, depth);
  if (isListType(type)) {
    const item = graphqlValue(type.ofType, known, typed, depth + 1);
    return fc.oneof(
      { arbitrary: fc.array(item, { maxLength: depth > 1 ? 1 : 4 }), weight: 5 },
      { arbitrary: fc.array(item, { minLength: 51, maxLength: 60 }), weight: depth > 1 ? 0 : 1 },
      { arbitrary: item, weight: 1 },
    );
  }
  if (isEnumType(type)) {
    const values = fc.constantFrom(...type.getValues().map((v) => v.name));
    return typed ? values : fc.oneof({ arbitrary: values, weight: 4 }, { arbitrary: hostileString(), weight: 1 });
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    const model: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
      fields.map((f) => [f.name, graphqlValue(f.type, known, typed, depth + 1)]),
    );
    const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
    if (typed) return fc.record(model, { requiredKeys: required });
    return fc.oneof(
      { arbitrary: fc.record(model, { requiredKeys: required }), weight: 6 },
      {
        arbitrary: fc.record({ ...model, notAField: anyJson() } as Record<string, fc.Arbitrary<unknown>>, { requiredKeys: required }),
        weight: 1,
      },
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return hostileInt;
      case 'Float':
        return hostileFloat;
      case 'Boolean':
        return fc.boolean();
      case 'DateTimeISO':
      case 'DateTime':
        return fc.oneof(
          fc.constantFrom(
            '2030-01-01T00:00:00.000Z',
            '1970-01-01T00:00:00Z',
            '0001-01-01T00:00:00Z',
            '9999-12-31T23:59:59.999Z',
            '+275760-09-13T00:00:00.000Z',
            '2024-02-30T00:00:00Z',
            '2030-01-01',
          ),
          hostileString(known),
        );
      default:
        return hostileString(known);
    }
  }
  return anyJson(known);
}

export type Extreme = 'largest' | 'smallest' | 'injection';

/**
 * One value of the type with every field present and every leaf at an extreme: the largest numbers
 * (2^31 - 1, 1e308) and longest strings, the most negative, or injection strings and zeros. Sent beside
 * the random cases, so that each bound is tried on every field at least once.
 */
export function extremeValue(type: GraphQLInputType, mode: Extreme, depth = 0): unknown {
  if (isNonNullType(type)) return extremeValue(type.ofType, mode, depth);
  if (isListType(type)) return depth > 2 ? [] : [extremeValue(type.ofType, mode, depth + 1)];
  if (isEnumType(type)) return type.getValues()[mode === 'smallest' ? 0 : type.getValues().length - 1].name;
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, extremeValue(f.type, mode, depth + 1)]));
  }
  if (isScalarType(type)) {
    const pick = <T>(largest: T, smallest: T, injection: T) => (mode === 'largest' ? largest : mode === 'smallest' ? smallest : injection);
    switch (type.name) {
      case 'Int':
        return pick(2_147_483_647, -2_147_483_648, 0);
      case 'Float':
        return pick(1e308, -1e308, 0.005);
      case 'Boolean':
        return mode !== 'smallest';
      case 'DateTimeISO':
      case 'DateTime':
        return pick('+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '2030-01-01T00:00:00.000Z');
      default:
        return pick('é'.repeat(2000), '', "' OR 1=1; -- <script>alert(1)</script> ../../jwt-secret");
    }
  }
  return null;
}

/** A plain, well-formed value holding only the required fields: 1 for numbers, 'x' for text, true, the first enum value. */
export function plainValue(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return plainValue(type.ofType, depth);
  if (isListType(type)) return [plainValue(type.ofType, depth + 1)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return depth > 3 ? {} : Object.fromEntries(required.map((f) => [f.name, plainValue(f.type, depth + 1)]));
  }
  if (isScalarType(type))
    return (
      (
        { Int: 1, Float: 1, Boolean: true, DateTimeISO: '2030-01-01T00:00:00.000Z', DateTime: '2030-01-01T00:00:00.000Z' } as Record<
          string,
          unknown
        >
      )[type.name] ?? 'x'
    );
  return null;
}

/** Paths to every Int and Float leaf of a type (through input objects and the first item of lists), with its scalar's name. */
export function numericLeaves(
  type: GraphQLInputType,
  path: (string | number)[] = [],
  depth = 0,
): { path: (string | number)[]; scalar: 'Int' | 'Float' }[] {
  if (isNonNullType(type)) return numericLeaves(type.ofType, path, depth);
  if (isListType(type)) return numericLeaves(type.ofType, [...path, 0], depth + 1);
  if (isInputObjectType(type))
    return depth > 3 ? [] : Object.values(type.getFields()).flatMap((f) => numericLeaves(f.type, [...path, f.name], depth + 1));
  if (isScalarType(type) && (type.name === 'Int' || type.name === 'Float')) return [{ path, scalar: type.name }];
  return [];
}

/** A plain value of the type with the leaf at `path` set (objects on the way get their required fields). */
export function withLeaf(type: GraphQLInputType, path: (string | number)[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  if (isNonNullType(type)) return withLeaf(type.ofType, path, leaf);
  if (isListType(type)) return [withLeaf(type.ofType, path.slice(1), leaf)];
  if (isInputObjectType(type)) {
    const [head, ...rest] = path;
    const field = type.getFields()[String(head)];
    return { ...(plainValue(type) as object), [head]: withLeaf(field.type, rest, leaf) };
  }
  return leaf;
}

/** The bounds tried on each numeric leaf, one at a time. */
export const NUMERIC_EXTREMES = { Int: [2_147_483_647, -2_147_483_648], Float: [1e308, -1e308, 5e-324] } as const;

/** `n` values of `arb` from a seed: the same values on every run. */
export function samplesOf<T>(arb: fc.Arbitrary<T>, seed: number, n: number): T[] {
  return fc.sample(arb, { seed, numRuns: n });
}

/** A stable seed per name, so adding a field does not change what the others are sent. */
export function seedFor(name: string): number {
  let h = FUZZ_SEED;
  for (const c of name) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}
