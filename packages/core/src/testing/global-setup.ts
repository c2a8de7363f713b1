import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTemplates, dropDatabase, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV } from './test-database.ts';

/** Vitest global setup: migrate once, let every test file copy the result. */
export default async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'casino-test-'));
  const templates = await buildTemplates();
  const path = join(dir, 'pglite-template.tar');
  await writeFile(path, templates.pglite);
  process.env[PGLITE_TEMPLATE_ENV] = path;
  if (templates.postgres) process.env[PG_TEMPLATE_ENV] = templates.postgres;
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (templates.postgres) await dropDatabase(templates.postgres);
  };
}
