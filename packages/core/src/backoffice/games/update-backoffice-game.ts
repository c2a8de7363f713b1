import { and, asc, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { BackofficeGameUpdate, IssueKey } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { gameCategoryGames, games } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/** A game's settings an operator changes (the audit's before and after). */
export interface GameSettings {
  id: number;
  slug: string;
  title: string;
  isActive: boolean;
  sort: number;
  categories: IssueKey[];
}

/** Every game is in `allGames` (the lobby's full list and the library read it). */
export const ALWAYS_IN_CATEGORY: IssueKey = 'allGames';

async function categoriesOf(db: Db, gameId: number): Promise<IssueKey[]> {
  const rows = await db
    .select({ key: gameCategoryGames.categoryKey })
    .from(gameCategoryGames)
    .where(eq(gameCategoryGames.gameId, gameId))
    .orderBy(asc(gameCategoryGames.categoryKey));
  return rows.map((r) => r.key);
}

/**
 * PATCH /rest/backoffice/games/{id}/: enables or disables a game, moves it in the display order, sets its
 * categories (a new one puts it last in that category; `allGames` always stays). Run it inside the
 * transaction that writes the audit row, and invalidate the catalogue cache after the commit.
 */
export async function updateBackofficeGame(
  db: Db,
  input: { id: number; update: BackofficeGameUpdate },
): Promise<{ before: GameSettings; after: GameSettings }> {
  const [row] = await db.select().from(games).where(eq(games.id, input.id)).for('update');
  if (!row) throw notFound(`No game with the id ${input.id}.`);
  const before: GameSettings = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    isActive: row.isActive,
    sort: row.sort,
    categories: await categoriesOf(db, row.id),
  };
  const { isActive, sort, categories } = input.update;
  if (isActive !== undefined || sort !== undefined)
    await db
      .update(games)
      .set({ isActive: isActive ?? row.isActive, sort: sort ?? row.sort })
      .where(eq(games.id, row.id));
  if (categories) {
    const wanted = [...new Set<IssueKey>([ALWAYS_IN_CATEGORY, ...categories])];
    await db
      .delete(gameCategoryGames)
      .where(and(eq(gameCategoryGames.gameId, row.id), notInArray(gameCategoryGames.categoryKey, wanted)));
    const added = wanted.filter((key) => !before.categories.includes(key));
    if (added.length > 0) {
      const last = await db
        .select({ key: gameCategoryGames.categoryKey, sort: max(gameCategoryGames.sort) })
        .from(gameCategoryGames)
        .where(inArray(gameCategoryGames.categoryKey, added))
        .groupBy(gameCategoryGames.categoryKey);
      const lastSort = new Map(last.map((l) => [l.key, l.sort ?? 0]));
      await db
        .insert(gameCategoryGames)
        .values(
          added.map((key) => ({ categoryKey: key, gameId: row.id, sort: (lastSort.get(key) ?? 0) + 1 })),
        );
    }
  }
  const after: GameSettings = {
    ...before,
    isActive: isActive ?? row.isActive,
    sort: sort ?? row.sort,
    categories: categories ? await categoriesOf(db, row.id) : before.categories,
  };
  return { before, after };
}
