import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { rowsOf } from '../wallet/check-ledger.ts';

/** Texts written the same in both languages (a word Spanish borrows, a tier's name, a discount). */
const SAME_IN_SPANISH = new Set(['Popular', 'VIP', 'Mini', '-50%']);

/**
 * Issue #32: "no English content text on /es/". The player pages pick a content row's Spanish text on /es/, so the
 * seeded content must carry one, and a real one: every `<x>_en` column beside its `<x>_es`, and every jsonb
 * `title` ({en, es}: races, quests and their templates), read from the catalogue of the database so that a table
 * added later is checked too.
 */
describe('the seeded content', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database?.close());

  it('has its own Spanish text beside every English one', async () => {
    const { db } = database;
    const columns = rowsOf<{ table: string; column: string; type: string }>(
      await db.execute(sql`SELECT c.table_name AS table, c.column_name AS column, c.data_type AS type
        FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND (
          (c.column_name LIKE '%\_en' AND EXISTS (SELECT 1 FROM information_schema.columns s
            WHERE s.table_schema = 'public' AND s.table_name = c.table_name
              AND s.column_name = left(c.column_name, -3) || '_es'))
          OR (c.column_name = 'title' AND c.data_type = 'jsonb'))
        ORDER BY 1, 2`),
    );
    // The content tables this issue is about must be among those read (a renamed column would drop them silently).
    const read = columns.map(({ table, column }) => `${table}.${column}`);
    for (const expected of [
      'tournaments.title',
      'tournament_templates.title',
      'quests.title',
      'quest_templates.title',
      'offer_presets.title_en',
      'home_banners.title_en',
      'game_categories.title_en',
    ])
      expect(read).toContain(expected);

    const pairs: Array<{ where: string; en: string | null; es: string | null }> = [];
    for (const { table, column, type } of columns) {
      const [en, es] =
        type === 'jsonb' ? [`${column}->>'en'`, `${column}->>'es'`] : [column, `${column.slice(0, -3)}_es`];
      pairs.push(
        ...rowsOf<{ en: string | null; es: string | null }>(
          await db.execute(sql.raw(`SELECT ${en} AS en, ${es} AS es FROM ${table} WHERE ${en} IS NOT NULL`)),
        ).map((row) => ({ where: `${table}.${column}`, ...row })),
      );
    }
    expect(pairs.length).toBeGreaterThan(100);
    const untranslated = pairs.filter(
      ({ en, es }) => !es?.trim() || (es.trim() === en!.trim() && !SAME_IN_SPANISH.has(en!.trim())),
    );
    expect(untranslated).toEqual([]);
  });
});
