import { sql, type SQL } from 'drizzle-orm';
import {
  ENGINE_IDS,
  MINOR_UNITS,
  type BackofficeGameRow,
  type BackofficeGamesQuery,
} from '@casino/contracts';
import { getEngineDefinition, theoreticalRtp } from '@casino/game-math';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../wallet/check-ledger.ts';
import { listOrder, listWindow, type ListPage } from '../shared/list-page.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { observedRtp } from './observed-rtp.ts';

let theoretical: Map<string, number> | null = null;
/**
 * The exact RTP of each in-house engine (computed once per process). A game whose engine is not ours
 * (a third party's) has none.
 */
export function theoreticalRtpOf(engineId: string): number | null {
  theoretical ??= new Map(
    ENGINE_IDS.flatMap((id) => {
      const game = getEngineDefinition(id);
      return game ? [[id, theoreticalRtp(game)] as const] : [];
    }),
  );
  return theoretical.get(engineId) ?? null;
}

interface GameQueryRow {
  id: number;
  slug: string;
  title: string;
  provider: string;
  engine_id: string;
  rtp: string;
  is_active: boolean;
  sort: number;
  categories: string[] | string;
  restricted_players: number;
  rounds: number;
  sum_bet: number | null;
  sum_win: number | null;
  sum_bet2: number | null;
  sum_win2: number | null;
  sum_bet_win: number | null;
  total: number;
}

/** PGlite answers a text[] as an array; node-postgres too, but a `{a,b}` literal is handled just in case. */
const textArray = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

/**
 * GET /rest/backoffice/games/: every catalogue game (enabled or not) with its categories, the players who
 * have it restricted, and what its settled paid rounds in one currency returned (free rounds, which bet
 * nothing, and rolled-back rounds are left out). The sums of squares are added up by the database; the
 * interval is worked out from them (observedRtp).
 */
export async function listBackofficeGames(
  db: Db,
  query: BackofficeGamesQuery,
): Promise<ListPage<BackofficeGameRow>> {
  const roundFilters: SQL[] = [
    sql`gr.status = 'settled'`,
    sql`gr.bet > 0`,
    sql`gr.currency = ${query.currency}`,
  ];
  // A day is a UTC day and `to` includes its day; a time is read with its offset and sent as UTC (an
  // offset PostgreSQL does not take, such as -21:23, is still a valid ISO time).
  const at = (value: string, endOfDay: boolean) =>
    new Date(
      Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) +
        (endOfDay && value.length === 10 ? 86_400_000 : 0),
    ).toISOString();
  if (query.from) roundFilters.push(sql`gr.created_at >= ${at(query.from, false)}::timestamptz`);
  if (query.to) roundFilters.push(sql`gr.created_at < ${at(query.to, true)}::timestamptz`);
  const gameFilters: SQL[] = [sql`true`];
  if (query.q) {
    const pattern = containsPattern(query.q);
    gameFilters.push(sql`(g.title ilike ${pattern} or g.slug ilike ${pattern} or p.name ilike ${pattern})`);
  }
  if (query.status === 'active') gameFilters.push(sql`g.is_active`);
  if (query.status === 'inactive') gameFilters.push(sql`not g.is_active`);
  if (query.category)
    gameFilters.push(
      sql`exists (select 1 from game_category_games m where m.game_id = g.id and m.category_key = ${query.category})`,
    );

  const theoreticalCase = sql.join(
    [
      sql`case g.engine_id`,
      ...ENGINE_IDS.flatMap((id) => {
        const rtp = theoreticalRtpOf(id);
        return rtp === null ? [] : [sql`when ${id} then ${rtp}::float8`];
      }),
      sql`end`,
    ],
    sql` `,
  );
  const order = listOrder(
    query,
    {
      sort: sql`g.sort`,
      title: sql`g.title`,
      provider: sql`p.name`,
      engine: sql`g.engine_id`,
      rounds: sql`rounds`,
      observedRtp: sql`(s.sum_win / nullif(s.sum_bet, 0))`,
      theoreticalRtp: theoreticalCase,
      restrictedPlayers: sql`restricted_players`,
    },
    sql`g.sort asc`,
    sql`g.id asc`,
  );

  const result = await db.execute(sql`
    with stats as (
      select gr.game_id,
        count(*)::int as rounds,
        sum(gr.bet)::float8 as sum_bet,
        sum(gr.win)::float8 as sum_win,
        sum(gr.bet::float8 * gr.bet::float8) as sum_bet2,
        sum(gr.win::float8 * gr.win::float8) as sum_win2,
        sum(gr.bet::float8 * gr.win::float8) as sum_bet_win
      from game_rounds gr
      where ${sql.join(roundFilters, sql` and `)}
      group by gr.game_id
    ),
    cats as (
      select m.game_id, array_agg(m.category_key order by m.category_key) as keys
      from game_category_games m group by m.game_id
    ),
    restricted as (
      select r.game_id, count(*)::int as players from player_game_restrictions r group by r.game_id
    )
    select g.id, g.slug, g.title, p.name as provider, g.engine_id, g.rtp, g.is_active, g.sort,
      coalesce(c.keys, '{}'::text[]) as categories,
      coalesce(rp.players, 0) as restricted_players,
      coalesce(s.rounds, 0) as rounds, s.sum_bet, s.sum_win, s.sum_bet2, s.sum_win2, s.sum_bet_win,
      (count(*) over ())::int as total
    from games g
    join game_providers p on p.id = g.provider_id
    left join stats s on s.game_id = g.slug
    left join cats c on c.game_id = g.id
    left join restricted rp on rp.game_id = g.id
    where ${sql.join(gameFilters, sql` and `)}
    order by ${order}
    ${listWindow(query)}
  `);
  const rows = rowsOf<GameQueryRow>(result);
  const unit = MINOR_UNITS[query.currency];
  return {
    rows: rows.map((r) => {
      const sums = {
        rounds: Number(r.rounds),
        sumBet: Number(r.sum_bet ?? 0),
        sumWin: Number(r.sum_win ?? 0),
        sumBetSquared: Number(r.sum_bet2 ?? 0),
        sumWinSquared: Number(r.sum_win2 ?? 0),
        sumBetWin: Number(r.sum_bet_win ?? 0),
      };
      const observed = observedRtp(sums);
      return {
        id: r.id,
        slug: r.slug,
        title: r.title,
        provider: r.provider,
        engineId: r.engine_id,
        rtpLabel: r.rtp,
        isActive: r.is_active,
        sort: r.sort,
        categories: textArray(r.categories),
        restrictedPlayers: Number(r.restricted_players),
        theoreticalRtp: theoreticalRtpOf(r.engine_id),
        rounds: sums.rounds,
        totalBet: sums.sumBet / unit,
        totalWin: sums.sumWin / unit,
        observedRtp: observed.rtp,
        ciLow: observed.ciLow,
        ciHigh: observed.ciHigh,
      };
    }),
    total: rows.length > 0 ? Number(rows[0]!.total) : await countGames(db, gameFilters),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The total when the page asked for is past the last row (the window function saw no row). */
async function countGames(db: Db, filters: SQL[]): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from games g join game_providers p on p.id = g.provider_id
    where ${sql.join(filters, sql` and `)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
