/** One leaf of a before/after pair: its path (`schedule.period.resetHour`) and both values (absent: undefined). */
export interface DiffLine {
  path: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves of a JSON value by path; an empty object or array is a leaf of its own. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  const entries = isPlainObject(value)
    ? Object.entries(value)
    : Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : null;
  if (!entries || entries.length === 0) {
    into.set(prefix || '(value)', value);
    return;
  }
  for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A before/after pair as lines, path by path, in the order the paths first appear (before's, then the
 * new ones of after). A side that is null or missing (a creation, a deletion) has no leaves.
 */
export function diffLines(before: unknown, after: unknown): DiffLine[] {
  const left = new Map<string, unknown>();
  const right = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', left);
  if (after !== null && after !== undefined) flatten(after, '', right);
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths.map((path) => {
    const b = left.get(path);
    const a = right.get(path);
    return { path, before: b, after: a, changed: !left.has(path) || !right.has(path) || !same(b, a) };
  });
}

/** A leaf as it reads in the diff: JSON, and nothing for a side that does not have it. */
export const leafText = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));
