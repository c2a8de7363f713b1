import fc from 'fast-check';
import { z } from 'zod';
import { INT4_MAX, INT4_MIN } from '@casino/contracts';

/** The slice of JSON Schema that `z.toJSONSchema` writes for our contracts. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
  $defs?: Record<string, JsonSchema>;
}

/** The values most likely to break a layer under the schema: NUL, int4 overflow, huge and odd text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    '%ZZ',
    '%E0%A4%A',
    '',
    ' ',
    'x'.repeat(70_000),
    '😀'.repeat(300),
    '\u202e\ufeff\ud800',
    "'; drop table players; --",
    '__proto__',
    INT4_MAX + 1,
    2 ** 53,
    -1,
    0,
    -(2 ** 31) - 1,
    1.5,
    1e308,
    Number.MAX_SAFE_INTEGER,
    true,
    null,
    [],
    {},
    { __proto__: { polluted: true } },
    [null, '\u0000'],
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.anything({ maxDepth: 2 }),
);

const stringOf = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // fast-check cannot generate from every pattern (lookaheads, as in ISO 8601 durations): plain strings
      // then, which the route must refuse in words as it does any other.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
};

const numberOf = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  const [lo, hi] = [Math.max(min, -1e9), Math.min(max, 1e9)];
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true });
};

/** Values a schema accepts (most of the time: refinements are not in JSON Schema). */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(arbitraryOf));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      return fc.record(Object.fromEntries(entries.map(([key, value]) => [key, arbitraryOf(value)])), {
        requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** A route's request part (body, querystring, params) as JSON Schema, or null when it has no zod schema. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const nested = (depth: number, wrap: (inner: unknown) => unknown, leaf: unknown = 'x') => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = wrap(value);
  return value;
};

/** Shapes no form sends (issue #28): nested past the parser's cap of 64, or wide. */
export const hostileShape: fc.Arbitrary<unknown> = fc
  .constantFrom(
    () => nested(100, (inner) => [inner]),
    () => nested(100, (inner) => ({ a: inner })),
    // Within the cap, a NUL at the bottom: the guard's walk reports its path.
    () => nested(30, (inner) => [1, { b: inner }], '\u0000'),
    () => Array.from({ length: 5_000 }, (_, i) => i),
    () => Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, [i]])),
  )
  .map((make) => make());

/**
 * One valid-looking value, then maybe broken: a field replaced by a hostile value, dropped, or an extra one;
 * with `shapes` (bodies), also a field or the whole value replaced by a hostile shape.
 */
export function mutatedOf(schema: JsonSchema | null, { shapes = false } = {}): fc.Arbitrary<unknown> {
  const valid = schema ? arbitraryOf(schema) : fc.constant({});
  const hostile = shapes ? fc.oneof(hostileValue, hostileShape) : hostileValue;
  return fc.oneof(
    valid,
    hostile,
    fc.tuple(valid, fc.nat(), hostile, fc.nat(3)).map(([value, pick, replacement, how]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return replacement;
      const copy: Record<string, unknown> = { ...value };
      const keys = Object.keys(copy);
      const key = keys.length ? keys[pick % keys.length]! : 'extra';
      if (how === 0) delete copy[key];
      else if (how === 1) copy[`extra${pick}`] = replacement;
      else copy[key] = replacement;
      return copy;
    }),
  );
}

/**
 * The paths of the numbers in a request schema that an `integer` (int4) column could not hold: no bound,
 * or one past INT4_MIN…INT4_MAX (zod's bare `.int()` allows ±2⁵³). Use `rowId`, `rowIdParam` or `int4`
 * from the contracts' primitives, or a bound of the field's own.
 */
export function unboundedNumbers(schema: JsonSchema | null, path = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const found: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  // A literal (`const`) or a list of them (`enum`) is bounded by what it lists.
  const listed = schema.const !== undefined || Array.isArray(schema.enum);
  if ((types.includes('integer') || types.includes('number')) && !listed) {
    const max = schema.maximum ?? schema.exclusiveMaximum;
    const min = schema.minimum ?? schema.exclusiveMinimum;
    if (max === undefined || max > INT4_MAX || min === undefined || min < INT4_MIN)
      found.push(`${path || '(value)'}: ${min ?? '−∞'}…${max ?? '∞'}`);
  }
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    found.push(...unboundedNumbers(value, `${path}.${key}`));
  for (const [key, value] of Object.entries(schema.$defs ?? {}))
    found.push(...unboundedNumbers(value, `$defs.${key}`));
  for (const choice of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...unboundedNumbers(choice, path));
  if (schema.items) found.push(...unboundedNumbers(schema.items, `${path}[]`));
  if (typeof schema.additionalProperties === 'object')
    found.push(...unboundedNumbers(schema.additionalProperties, `${path}[*]`));
  return found;
}
