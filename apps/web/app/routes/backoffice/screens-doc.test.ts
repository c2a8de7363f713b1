import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Each back-office screen in routes.ts: its path as the doc writes it (`:id` → `{id}`) and its file. */
function screens() {
  const routes = read('../../routes.ts');
  return [...routes.matchAll(/route\(\s*'(backoffice[^']*)',\s*'(routes\/backoffice\/[^']+)'/g)]
    .filter(([, path]) => !path!.includes('*'))
    .map(([, path, file]) => ({
      path: `/${path!.replace(/:(\w+)/g, '{$1}')}/`,
      permission: /permission: '([^']+)'/.exec(read(`../../${file}`))?.[1] ?? null,
    }));
}

describe('docs/backoffice.md', () => {
  it('lists every back-office screen with the permission that opens it', () => {
    const doc = read('../../../../../docs/backoffice.md');
    const table = doc.split('<!-- screens:start -->')[1]!.split('<!-- screens:end -->')[0]!;
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| screen') && !line.startsWith('| ---'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const found = screens();
    expect(found.length).toBeGreaterThan(15);
    for (const screen of found) {
      const row = rows.find((cells) => cells[2]!.split(/,\s*/).includes(`\`${screen.path}\``));
      expect(row, `${screen.path} has no row in the Screens table`).toBeTruthy();
      const opens = row![3]!.split(';')[0]!.trim();
      expect(opens, `${screen.path}'s permission`).toBe(
        screen.permission ? `\`${screen.permission}\`` : '— (signed out)',
      );
    }
  });
});
