import { inArray, sql } from 'drizzle-orm';
import type { BackofficeListQuery, BackofficeRestrictionGroupRow } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { games } from '../../db/schema/index.ts';
import { restrictionIdsHash } from '../../catalogue/player-restrictions.ts';
import { rowsOf } from '../../wallet/check-ledger.ts';
import { listOrder, listWindow, type ListPage } from '../shared/list-page.ts';
import { containsPattern } from '../../db/like-pattern.ts';

/**
 * GET /rest/backoffice/games/restriction-groups/: the restriction groups in use — players who have the
 * same set of games restricted share a group (its key is playerRestrictionIdsHash, docs/catalogue.md) —
 * with how many players are in each, largest first. Players without restrictions are not listed (they
 * are the unrestricted group). `q` keeps the groups that restrict a game whose title or slug has it.
 */
export async function listRestrictionGroups(
  db: Db,
  query: BackofficeListQuery,
): Promise<ListPage<BackofficeRestrictionGroupRow>> {
  const order = listOrder(
    query,
    { players: sql`players`, games: sql`cardinality(ids)` },
    sql`players desc`,
    sql`ids`,
  );
  const pattern = query.q ? containsPattern(query.q) : null;
  const match = pattern
    ? sql`where exists (select 1 from games g where g.id = any(ids)
        and (g.title ilike ${pattern} or g.slug ilike ${pattern}))`
    : sql``;
  const result = await db.execute(sql`
    with per_player as (
      select r.player_id, array_agg(r.game_id order by r.game_id) as ids
      from player_game_restrictions r group by r.player_id
    ),
    groups as (select ids, count(*)::int as players from per_player group by ids)
    select ids, players, (count(*) over ())::int as total from groups
    ${match}
    order by ${order}
    ${listWindow(query)}
  `);
  const rows = rowsOf<{ ids: number[]; players: number; total: number }>(result);
  const ids = [...new Set(rows.flatMap((r) => r.ids.map(Number)))];
  const titles =
    ids.length === 0
      ? new Map<number, { id: number; slug: string; title: string }>()
      : new Map(
          (
            await db
              .select({ id: games.id, slug: games.slug, title: games.title })
              .from(games)
              .where(inArray(games.id, ids))
          ).map((g) => [g.id, g]),
        );
  return {
    rows: rows.map((r) => {
      const gameIds = r.ids.map(Number);
      return {
        groupKey: restrictionIdsHash(gameIds),
        players: Number(r.players),
        games: gameIds.map((id) => titles.get(id) ?? { id, slug: '', title: `#${id}` }),
      };
    }),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
