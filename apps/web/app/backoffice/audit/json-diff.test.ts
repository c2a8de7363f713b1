import { describe, expect, it } from 'vitest';
import { diffLines, leafText } from './json-diff.ts';

describe('the audit diff', () => {
  it('lines up nested fields by path and marks what changed', () => {
    const lines = diffLines(
      { status: 'pending', schedule: { startsAt: null, period: { resetHour: 0 } }, tags: ['a'] },
      {
        status: 'approved',
        schedule: { startsAt: '2026-01-01T00:00:00Z', period: { resetHour: 0 } },
        tags: ['a', 'b'],
      },
    );
    expect(lines).toEqual([
      { path: 'status', before: 'pending', after: 'approved', changed: true },
      { path: 'schedule.startsAt', before: null, after: '2026-01-01T00:00:00Z', changed: true },
      { path: 'schedule.period.resetHour', before: 0, after: 0, changed: false },
      { path: 'tags.0', before: 'a', after: 'a', changed: false },
      { path: 'tags.1', before: undefined, after: 'b', changed: true },
    ]);
  });

  it('shows a creation (no before) and a removed field', () => {
    expect(diffLines(null, { a: 1 })).toEqual([{ path: 'a', before: undefined, after: 1, changed: true }]);
    expect(diffLines({ a: 1, b: {} }, { a: 1 })).toEqual([
      { path: 'a', before: 1, after: 1, changed: false },
      { path: 'b', before: {}, after: undefined, changed: true },
    ]);
    expect(diffLines(null, null)).toEqual([]);
    expect(leafText(undefined)).toBe('');
    expect(leafText('x')).toBe('"x"');
  });
});
