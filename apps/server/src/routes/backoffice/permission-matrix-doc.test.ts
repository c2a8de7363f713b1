import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, PERMISSION_NAMES, roleHas } from '@casino/contracts';

describe('docs/backoffice.md', () => {
  it('shows the permission matrix the server enforces', () => {
    const doc = readFileSync(new URL('../../../../../docs/backoffice.md', import.meta.url), 'utf8');
    const table = doc
      .split('<!-- permission-matrix:start -->')[1]!
      .split('<!-- permission-matrix:end -->')[0]!;
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    const header = table
      .split('\n')
      .find((line) => line.startsWith('| permission'))!
      .split('|')
      .slice(2, -1)
      .map((cell) => cell.trim());
    expect(header).toEqual([...OPERATOR_ROLES]);
    expect(rows.map(([name]) => name!.replaceAll('`', ''))).toEqual(PERMISSION_NAMES);
    for (const [name, ...cells] of rows) {
      const permission = name!.replaceAll('`', '') as (typeof PERMISSION_NAMES)[number];
      expect(
        cells.map((cell) => cell === '✓'),
        permission,
      ).toEqual(OPERATOR_ROLES.map((role) => roleHas(role, permission)));
    }
  });
});
