import { eq, sql } from 'drizzle-orm';
import type { FeatureKey } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import type { Player } from '../identity/find-player.ts';
import { restrictionIdsHash, type RestrictionGroup } from '../catalogue/player-restrictions.ts';
import { isProfileCompleted } from '../identity/find-player.ts';
import { balancesOf } from '../wallet/get-player-balances.ts';
import type { Currency, PlayerBalances } from '../wallet/wallet-types.ts';
import { featuresVersion, loadFeaturesAt, type FeatureRecord } from '../engagement/load-features.ts';

/** What decides which offers a player sees and may buy, read once per request. */
export interface OfferContext {
  now: Date;
  /** The player's brand: offers of another brand are not theirs (null: only offers for every brand). */
  brand: string | null;
  profileCompleted: boolean;
  /** The profile's birthday (YYYY-MM-DD), or null: the birthday offer is sold on it. */
  birthDay: string | null;
  /** Coin balance (whole coins): low-balance offers compare against it. */
  coins: number;
  /** Completed purchases per preset since the start of the UTC day. */
  boughtToday: Map<number, number>;
  /** Completed deposits ever: the spec's depositsCount. */
  depositsCount: number;
  /** Secret offers this player unlocked. */
  unlocked: Set<number>;
  /**
   * A digest of every active offer preset, read in the same statement: the preset rows are the same for
   * everyone, so they are re-read only when it moves (see activeOfferRows). Null: not read.
   */
  presetsVersion: string | null;
}

/** Everything about one signed-in player that app init, the profile and the lobby read. */
export interface PlayerState {
  player: Player;
  balances: PlayerBalances;
  /** Current terms documents the player has not accepted, by key. */
  unconfirmedTerms: Array<{ id: number; key: string }>;
  /** Favourite active games, newest first. */
  favoriteGames: number[];
  restrictions: RestrictionGroup;
  offers: OfferContext;
  /** The engine's rows of the brand the state was read for, and the period of the player's latest claims. */
  engagement: {
    brand: string | null;
    features: FeatureRecord[];
    lastClaims: Map<FeatureKey, { period: string }>;
  };
}

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The statement, prepared once per database (see loadPlayerState). */
function prepare(db: Db) {
  return (
    db
      .select({
        player: players,
        // Written with table aliases: Drizzle leaves column names unqualified in a one-table query, and
        // inside these subqueries "id" or "player_id" would bind to the wrong table.
        terms: sql<Array<{ id: number; key: string }>>`(
        select coalesce(json_agg(json_build_object('id', c.id, 'key', c.key) order by c.key), '[]'::json)
        from (
          select distinct on (td.key) td.id, td.key
          from terms_documents td
          where td.effective_at <= ${sql.placeholder('at')}
          order by td.key, td.version desc
        ) c
        where not exists (
          select 1 from terms_acceptances ta where ta.document_id = c.id and ta.player_id = players.id
        ))`,
        balances: sql<Array<{ currency: Currency; balance: number | string }>>`(
        select coalesce(json_agg(json_build_object('currency', wa.currency, 'balance', wa.balance)), '[]'::json)
        from wallet_accounts wa where wa.owner = 'player:' || players.id)`,
        favorites: sql<number[]>`(
        select coalesce(json_agg(fg.game_id order by fg.created_at desc, fg.game_id desc), '[]'::json)
        from favorite_games fg inner join games g on g.id = fg.game_id
        where fg.player_id = players.id and g.is_active)`,
        restricted: sql<number[]>`(
        select coalesce(json_agg(r.game_id order by r.game_id), '[]'::json)
        from player_game_restrictions r where r.player_id = players.id)`,
        purchases: sql<Array<{ presetId: number; total: number; today: number }>>`(
        select coalesce(json_agg(json_build_object('presetId', p.preset_id, 'total', p.total, 'today', p.today)), '[]'::json)
        from (
          select pay.preset_id, count(*) as total,
            count(*) filter (where pay.completed_at >= ${sql.placeholder('dayStart')}) as today
          from payments pay
          where pay.player_id = players.id and pay.status = 'completed'
          group by pay.preset_id
        ) p)`,
        unlocked: sql<number[]>`(
        select coalesce(json_agg(po.preset_id), '[]'::json)
        from player_promo_offers po where po.player_id = players.id)`,
        // Whole rows as text: any column an operator or a test changes moves it.
        presetsVersion: sql<string>`(
        select md5(coalesce(string_agg(op::text, ',' order by op.id), ''))
        from offer_presets op where op.is_active)`,
        // The brand's feature rows are the same for every player: their digest, the rows only when it moves.
        featuresVersion: featuresVersion(sql.placeholder('brand')),
        claims: sql<Array<{ key: FeatureKey; period: string }>>`(
        select coalesce(json_agg(json_build_object('key', c.feature_key, 'period', c.period)), '[]'::json)
        from (
          select distinct on (fc.feature_key) fc.feature_key, fc.period
          from feature_claims fc where fc.player_id = players.id
          order by fc.feature_key, fc.claimed_at desc, fc.created_at desc
        ) c)`,
      })
      .from(players)
      .where(eq(players.id, sql.placeholder('playerId')))
      .limit(1)
      // Named: PostgreSQL plans it once per connection instead of on every request (planning this
      // statement costs more than running it).
      .prepare('load_player_state')
  );
}

/** One prepared statement per database. */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * The player's state in one statement: the row plus one correlated subquery per list (each the same
 * query its own use case runs: getUnconfirmedTerms, getPlayerBalances, listFavoriteGameIds,
 * getRestrictedGameIds, loadOfferContext, the digest of loadFeatures (rows re-read only when it moves) and
 * lastClaimsOf for `brand`, the site's brand — null reads no features). A signed-in request paid one round trip per list before; on PGlite, where
 * statements run one at a time, that was most of app init's time. Null: no such player.
 */
export async function loadPlayerState(
  db: Db,
  playerId: string,
  now: Date,
  brand: string | null,
): Promise<PlayerState | null> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepare(db)));
  const [row] = await statement.execute({
    playerId,
    at: now.toISOString(),
    dayStart: startOfUtcDay(now).toISOString(),
    brand,
  });
  if (!row) return null;
  const balances = balancesOf(row.balances);
  return {
    player: row.player,
    balances,
    unconfirmedTerms: row.terms,
    favoriteGames: row.favorites,
    restrictions: { groupKey: restrictionIdsHash(row.restricted), restricted: new Set(row.restricted) },
    offers: {
      now,
      brand: row.player.brand,
      profileCompleted: isProfileCompleted(row.player),
      birthDay: row.player.birthDay,
      coins: balances.coins,
      boughtToday: new Map(row.purchases.map((p) => [p.presetId, Number(p.today)])),
      depositsCount: row.purchases.reduce((sum, p) => sum + Number(p.total), 0),
      unlocked: new Set(row.unlocked),
      presetsVersion: row.presetsVersion,
    },
    engagement: {
      brand,
      features: brand ? await loadFeaturesAt(db, brand, row.featuresVersion) : [],
      lastClaims: new Map(row.claims.map((claim) => [claim.key, { period: claim.period }])),
    },
  };
}
