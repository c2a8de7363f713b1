import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import type { ActivityData } from '../engagement/activity.ts';
import type { RoundFair } from '../provably-fair/seed-pairs.ts';
import { playableSql, type GameSession } from './session-ledger.ts';

/** A game round as it is written, by the signed contract (open) or in-house (settled, paid or free). */
export interface RoundRow {
  session: GameSession;
  roundRef: string;
  bet: number;
  win: number;
  /** The playable balance before and after: a figure, or SQL of the statement that writes the row. */
  before: SQL | number;
  after: SQL | number;
  outcome?: unknown;
  freeSpinId?: string;
  /** A provably fair round's seed pair, client seed and nonce (docs/provably-fair.md). */
  fair?: RoundFair | undefined;
  status: 'open' | 'settled';
  at: Date;
}

/** The one INSERT of a round row; `rest` is the statement's FROM/WHERE, ON CONFLICT and RETURNING. */
export function insertRound(row: RoundRow, rest: SQL) {
  const { session, fair } = row;
  const outcome = row.outcome === undefined ? null : JSON.stringify(row.outcome);
  return sql`INSERT INTO game_rounds (provider, round_ref, session_token, player_id, game_id, currency,
      bet, win, balance_before, balance_after, outcome, free_spin_id, fair_seed_id, fair_client_seed, fair_nonce,
      status, updated_at)
    SELECT ${session.provider}, ${row.roundRef}, ${session.token}, ${session.playerId}::uuid,
      ${session.gameId}, ${session.currency}, ${row.bet}::bigint, ${row.win}::bigint, (${row.before})::bigint,
      (${row.after})::bigint, ${outcome}::jsonb, ${row.freeSpinId ?? null}::uuid, ${fair?.seedId ?? null}::uuid,
      ${fair?.clientSeed ?? null}::text, ${fair?.nonce ?? null}::integer, ${row.status},
      ${row.at.toISOString()}::timestamptz
    ${rest}`;
}

/**
 * An in-house round, written settled and once (a repeated id writes nothing), and only while the game is
 * still playable for the player: the catalogue lookup is cached per session, this re-check costs no round
 * trip. `guard` adds the fast path's protection condition.
 */
export function insertSettledRound(
  row: Omit<RoundRow, 'status'>,
  where: { catalogueGameId: number; from?: SQL; guard?: SQL; returning: SQL },
) {
  const { playerId } = row.session;
  return insertRound(
    { ...row, status: 'settled' },
    sql`${where.from ?? sql``}
    WHERE EXISTS (SELECT 1 FROM games WHERE id = ${where.catalogueGameId} AND is_active)
      AND NOT EXISTS (SELECT 1 FROM player_game_restrictions
        WHERE player_id = ${playerId}::uuid AND game_id = ${where.catalogueGameId})
      ${where.guard ?? sql``}
    ON CONFLICT (provider, round_ref) DO NOTHING
    RETURNING ${where.returning}`,
  );
}

/** The player's balances as the statement leaves them, as JSON for `balancesOf` (the push needs no read after commit). */
export const balancesJson = (playerId: string) =>
  sql`(SELECT json_agg(json_build_object('currency', currency, 'balance', balance))
    FROM wallet_accounts WHERE owner = ${`player:${playerId}`})`;

/** The activity event of a settled round (engagement features react to play); `ref` makes it once. */
export function roundActivity(
  round: { session: GameSession; ref: string; bet: number; win: number; at: Date },
  freeRound = false,
): { kind: 'round'; ref: string; playerId: string; data: ActivityData['round']; at: Date } {
  const { session } = round;
  return {
    kind: 'round',
    ref: `${session.provider}:${round.ref}`,
    playerId: session.playerId,
    data: {
      provider: session.provider,
      gameId: session.gameId,
      currency: session.currency,
      bet: round.bet,
      win: round.win,
      freeRound,
    },
    at: round.at,
  };
}

/**
 * The signed contract's change to its open round: bet, win or status, with the playable balance the
 * statement leaves; returns that balance (undefined when the round is gone).
 */
export async function updateRound(
  tx: Db,
  roundId: string,
  session: GameSession,
  change: PgUpdateSetSource<typeof gameRounds>,
  at: Date,
) {
  const [updated] = await tx
    .update(gameRounds)
    .set({ ...change, balanceAfter: playableSql(session), updatedAt: at })
    .where(eq(gameRounds.id, roundId))
    .returning({ balanceAfter: gameRounds.balanceAfter });
  return updated?.balanceAfter;
}
