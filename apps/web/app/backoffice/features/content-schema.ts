/**
 * The JSON Schema a feature's content GET answers (`form`: zod's `toJSONSchema` of the feature's config
 * schema, input side) read as the form's fields: what kind each node is, its label, the form's values of a
 * config and back, and the cheap checks the schema states (required, bounds, whole numbers, lengths). The
 * server checks the config again with the feature's own schema; its refusals land on the same paths.
 */

/** The part of JSON Schema (draft 2020-12) that zod writes for a config. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** What a schema node is drawn as. */
export type FieldKind =
  | { kind: 'object'; schema: JsonSchema; nullable: boolean }
  | { kind: 'localized'; schema: JsonSchema; nullable: boolean }
  | { kind: 'array'; schema: JsonSchema; item: JsonSchema }
  | { kind: 'lines'; schema: JsonSchema }
  | { kind: 'number'; schema: JsonSchema; integer: boolean; nullable: boolean }
  | { kind: 'text'; schema: JsonSchema; nullable: boolean }
  | { kind: 'boolean'; schema: JsonSchema }
  | { kind: 'choice'; schema: JsonSchema; options: Array<string | number>; nullable: boolean }
  | { kind: 'json'; schema: JsonSchema };

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

const isNullSchema = (schema: JsonSchema) => typesOf(schema).length === 1 && typesOf(schema)[0] === 'null';

/** A node's own schema without its `null` branch, and whether it may be null. */
function unwrapNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const rest = branches.filter((branch) => !isNullSchema(branch));
    const nullable = rest.length < branches.length;
    const { anyOf: _a, oneOf: _o, ...outer } = schema;
    if (rest.length === 1) return { schema: { ...outer, ...rest[0] }, nullable };
    return { schema: { ...outer, anyOf: rest }, nullable };
  }
  const types = typesOf(schema);
  if (types.includes('null') && types.length > 1) {
    const rest = types.filter((type) => type !== 'null');
    return { schema: { ...schema, type: rest.length === 1 ? rest[0] : rest }, nullable: true };
  }
  return { schema, nullable: false };
}

const isLocalized = (schema: JsonSchema) => {
  const keys = Object.keys(schema.properties ?? {});
  return (
    keys.length === 2 &&
    keys.includes('en') &&
    keys.includes('es') &&
    keys.every((key) => typesOf(schema.properties![key]!).includes('string'))
  );
};

/** The kind of a node, by its schema. */
export function kindOf(node: JsonSchema): FieldKind {
  const { schema, nullable } = unwrapNull(node);
  if (schema.anyOf) {
    // A union of constants (z.literal(1) | z.literal(2)…) is a choice; any other union is edited as JSON.
    const consts = schema.anyOf.map(
      (branch) => branch.const ?? (branch.enum?.length === 1 ? branch.enum[0] : undefined),
    );
    if (consts.every((value) => typeof value === 'string' || typeof value === 'number'))
      return { kind: 'choice', schema, options: consts as Array<string | number>, nullable };
    return { kind: 'json', schema };
  }
  if (schema.enum?.every((value) => typeof value === 'string' || typeof value === 'number'))
    return { kind: 'choice', schema, options: schema.enum as Array<string | number>, nullable };
  if (typeof schema.const === 'string' || typeof schema.const === 'number')
    return { kind: 'choice', schema, options: [schema.const], nullable };
  const [type] = typesOf(schema);
  switch (type) {
    case 'object':
      return isLocalized(schema)
        ? { kind: 'localized', schema, nullable }
        : schema.properties
          ? { kind: 'object', schema, nullable }
          : { kind: 'json', schema };
    case 'array': {
      const item = schema.items ? unwrapNull(schema.items).schema : undefined;
      if (!item) return { kind: 'json', schema };
      const itemKind = kindOf(item).kind;
      if (itemKind === 'object' || itemKind === 'localized') return { kind: 'array', schema, item };
      if (itemKind === 'text' || itemKind === 'number' || itemKind === 'choice')
        return { kind: 'lines', schema };
      return { kind: 'json', schema };
    }
    case 'integer':
    case 'number':
      return { kind: 'number', schema, integer: type === 'integer', nullable };
    case 'string':
      return { kind: 'text', schema, nullable };
    case 'boolean':
      return { kind: 'boolean', schema };
    default:
      return { kind: 'json', schema };
  }
}

/** `extraWheelForDepositors` → "Extra wheel for depositors"; `prize_2` → "Prize 2". */
export function readableName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's label: the schema's title, else its name made readable. */
export const labelOf = (name: string, schema: JsonSchema) => schema.title ?? readableName(name);

/** The form's path of a field: `config.sectors.2.weight`. */
export const pathOf = (...parts: Array<string | number>) => parts.join('.');

/** The value a new row or a newly given object starts with: the schema's defaults, else empty. */
export function emptyOf(node: JsonSchema): unknown {
  if (node.default !== undefined) return structuredClone(node.default);
  const kind = kindOf(node);
  switch (kind.kind) {
    case 'object':
    case 'localized':
      return Object.fromEntries(
        Object.entries(kind.schema.properties ?? {}).map(([key, child]) => [key, emptyOf(child)]),
      );
    case 'array':
      return Array.from({ length: kind.schema.minItems ?? 0 }, () => emptyOf(kind.item));
    case 'lines':
      return [];
    case 'number':
      return kind.nullable ? null : (kind.schema.minimum ?? 0);
    case 'text':
      return kind.nullable ? null : '';
    case 'boolean':
      return false;
    case 'choice':
      return kind.nullable ? null : kind.options[0];
    case 'json':
      return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A config as the form holds it: every field the schema names present (its default when the config leaves it
 * out), numbers as the inputs' text, lists of scalars and unknown shapes as text.
 */
export function toForm(node: JsonSchema, value: unknown): unknown {
  const kind = kindOf(node);
  const given =
    value === undefined ? (node.default !== undefined ? structuredClone(node.default) : undefined) : value;
  switch (kind.kind) {
    case 'object':
    case 'localized': {
      if (given === null && kind.nullable) return null;
      const source = isRecord(given) ? given : {};
      const known = Object.fromEntries(
        Object.entries(kind.schema.properties ?? {}).map(([key, child]) => [key, toForm(child, source[key])]),
      );
      return known;
    }
    case 'array':
      return (Array.isArray(given) ? given : []).map((item) => toForm(kind.item, item));
    case 'lines':
      return Array.isArray(given) ? given.map(String).join('\n') : '';
    case 'number':
      return typeof given === 'number' ? String(given) : '';
    case 'text':
      return typeof given === 'string' ? given : '';
    case 'boolean':
      return given === true;
    case 'choice':
      return given === null || given === undefined ? '' : String(given);
    case 'json':
      return given === undefined ? '' : JSON.stringify(given, null, 2);
  }
}

/** A field's refusal, by the form's path. */
export type FieldErrors = Record<string, string>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The form's values back as a config, with the schema's cheap checks: the errors by path (the config's
 * paths under `prefix`), or the config.
 */
export function fromForm(
  node: JsonSchema,
  value: unknown,
  prefix = 'config',
): { config: unknown; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const read = (schema: JsonSchema, input: unknown, path: string, required: boolean): unknown => {
    const kind = kindOf(schema);
    switch (kind.kind) {
      case 'object':
      case 'localized': {
        if (input === null || input === undefined) {
          if (!kind.nullable && required) errors[path] = 'Give this part.';
          return input === null && kind.nullable ? null : undefined;
        }
        const source = isRecord(input) ? input : {};
        const needed = new Set(kind.schema.required ?? []);
        const out: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(kind.schema.properties ?? {})) {
          const read_ = read(child, source[key], pathOf(path, key), needed.has(key));
          if (read_ !== undefined) out[key] = read_;
        }
        return out;
      }
      case 'array': {
        const rows = Array.isArray(input) ? input : [];
        const { minItems, maxItems } = kind.schema;
        if (minItems !== undefined && rows.length < minItems)
          errors[path] = `Give at least ${plural(minItems, 'row', 'rows')}.`;
        if (maxItems !== undefined && rows.length > maxItems)
          errors[path] = `Give at most ${plural(maxItems, 'row', 'rows')}.`;
        return rows.map((row, index) => read(kind.item, row, pathOf(path, index), true));
      }
      case 'lines': {
        const item = kind.schema.items ?? {};
        const lines = String(input ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        const itemKind = kindOf(item);
        return lines.map((line) => (itemKind.kind === 'number' ? Number(line) : line));
      }
      case 'number': {
        const text = String(input ?? '').trim();
        if (text === '') {
          if (kind.nullable) return null;
          if (required) errors[path] = 'Enter a number.';
          return undefined;
        }
        const number = Number(text);
        const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = kind.schema;
        if (!Number.isFinite(number)) errors[path] = 'Enter a number.';
        else if (kind.integer && !Number.isInteger(number)) errors[path] = 'Enter a whole number.';
        else if (minimum !== undefined && number < minimum) errors[path] = `Enter ${minimum} or more.`;
        else if (exclusiveMinimum !== undefined && number <= exclusiveMinimum)
          errors[path] = `Enter more than ${exclusiveMinimum}.`;
        else if (maximum !== undefined && number > maximum) errors[path] = `Enter ${maximum} or less.`;
        else if (exclusiveMaximum !== undefined && number >= exclusiveMaximum)
          errors[path] = `Enter less than ${exclusiveMaximum}.`;
        return number;
      }
      case 'text': {
        const text = String(input ?? '');
        if (text === '' && kind.nullable) return null;
        const { minLength, maxLength } = kind.schema;
        if (minLength !== undefined && text.trim().length < minLength)
          errors[path] = minLength === 1 ? 'Enter a text.' : `Enter at least ${minLength} characters.`;
        else if (maxLength !== undefined && text.length > maxLength)
          errors[path] = `Enter at most ${maxLength} characters.`;
        return text;
      }
      case 'boolean':
        return input === true;
      case 'choice': {
        const text = String(input ?? '');
        if (text === '') {
          if (kind.nullable) return null;
          if (required) errors[path] = 'Choose one.';
          return undefined;
        }
        return kind.options.find((option) => String(option) === text) ?? text;
      }
      case 'json': {
        const text = String(input ?? '').trim();
        if (text === '') return undefined;
        try {
          return JSON.parse(text) as unknown;
        } catch {
          errors[path] = 'Write valid JSON here.';
          return undefined;
        }
      }
    }
  };
  const config = read(node, value, prefix, true);
  return { config, errors };
}
