import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jackpotDrops, jackpotTiers } from '../db/schema/jackpots.ts';
import { recordActivity } from '../engagement/activity.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import type { TransferInput } from '../wallet/transfer.ts';
import { drawDropPoint, type DropPointRandom } from './drop-point.ts';
import { moveAll, potCurrency, seedTransfer, SHARE_SCALE, type JackpotMode } from './jackpot-ledger.ts';

export interface JackpotRound {
  playerId: string;
  /** The catalogue game's id (eligibility) and slug (kept with the drop). */
  catalogueGameId: number;
  gameSlug: string;
  currency: JackpotMode;
  bet: number;
  roundId: string;
  at: Date;
}

/** A tier that dropped on this round: what it paid, and the revealed drop point of that generation. */
export interface JackpotWin {
  tierId: number;
  brand: string;
  currency: JackpotMode;
  key: 'mini' | 'minor' | 'major' | 'grand';
  generation: number;
  amount: number;
  dropPoint: number;
  salt: string;
  commitment: string;
  playerId: string;
  gameId: string;
  roundId: string;
  wonAt: Date;
}

export interface JackpotContribution {
  /** The brand whose tiers the round fed (null: the game is not eligible there, nothing moved). */
  brand: string | null;
  wins: JackpotWin[];
}

interface LockedTier {
  id: number;
  brand: string;
  key: JackpotWin['key'];
  pot: string | number;
  contribution: string | number;
  drop_point: string | number;
  generation: number;
  salt: string;
  commitment: string;
  seed_amount: string | number;
  ceiling: string | number;
}

/**
 * An eligible round's part of its brand's jackpots, inside the round's transaction (so it stands or falls
 * with the round, and a replayed round adds nothing): each tier of the round's mode takes `shareBps` of the
 * bet (fractions of a unit carry to the next bet) from the house's bets account into the tier's own ledger
 * account. The tier rows are locked in id order for the rest of the transaction, so racing rounds pass the
 * drop point one at a time: the round whose share makes the pot reach it wins that generation's pot, paid
 * under the key `jackpot:drop:{tier}:{generation}` (and a unique drop row), and the tier is reseeded from the
 * house with a new committed drop point. A `jackpotWin` activity is recorded for the winners feed.
 */
export async function contributeToJackpots(
  tx: Db,
  round: JackpotRound,
  random?: DropPointRandom,
): Promise<JackpotContribution> {
  const locked = rowsOf<LockedTier>(
    await tx.execute(sql`
      WITH eligible AS (
        SELECT t.id, t.carry, t.share_bps FROM jackpot_tiers t JOIN players p ON p.brand = t.brand
        WHERE p.id = ${round.playerId}::uuid AND t.currency = ${round.currency}
          AND EXISTS (SELECT 1 FROM jackpot_games g WHERE g.brand = t.brand AND g.game_id = ${round.catalogueGameId})
        ORDER BY t.id
        FOR UPDATE OF t
      )
      UPDATE jackpot_tiers t
      SET pot = t.pot + (e.carry + ${round.bet}::bigint * e.share_bps) / ${SHARE_SCALE},
        carry = (e.carry + ${round.bet}::bigint * e.share_bps) % ${SHARE_SCALE},
        updated_at = ${round.at.toISOString()}::timestamptz
      FROM eligible e WHERE t.id = e.id
      RETURNING t.id, t.brand, t.key, t.pot, (e.carry + ${round.bet}::bigint * e.share_bps) / ${SHARE_SCALE} AS contribution,
        t.drop_point, t.generation, t.salt, t.commitment, t.seed_amount, t.ceiling`),
  );
  if (!locked.length) return { brand: null, wins: [] };
  const currency = potCurrency(round.currency);
  const moves: TransferInput[] = locked
    .filter((t) => Number(t.contribution) > 0)
    .map((t) => ({
      key: `jackpot:share:${round.roundId}:${t.id}`,
      kind: 'jackpot:share',
      currency,
      amount: Number(t.contribution),
      from: { house: 'bets' },
      to: { jackpot: t.id },
      metadata: { tierId: t.id, generation: t.generation, roundId: round.roundId },
    }));
  await moveAll(tx, moves);
  const wins: JackpotWin[] = [];
  for (const tier of locked.sort((a, b) => a.id - b.id)) {
    if (Number(tier.pot) < Number(tier.drop_point)) continue;
    wins.push(await dropTier(tx, tier, round, random));
  }
  return { brand: locked[0]!.brand, wins };
}

/** Pays the pot to the round's player, reveals the drop point, and seeds the next generation. */
async function dropTier(
  tx: Db,
  tier: LockedTier,
  round: JackpotRound,
  random?: DropPointRandom,
): Promise<JackpotWin> {
  const amount = Number(tier.pot);
  const seedAmount = Number(tier.seed_amount);
  const next = tier.generation + 1;
  const win: JackpotWin = {
    tierId: tier.id,
    brand: tier.brand,
    currency: round.currency,
    key: tier.key,
    generation: tier.generation,
    amount,
    dropPoint: Number(tier.drop_point),
    salt: tier.salt,
    commitment: tier.commitment,
    playerId: round.playerId,
    gameId: round.gameSlug,
    roundId: round.roundId,
    wonAt: round.at,
  };
  // The unique (tier, generation) row is the second guard behind the ledger key: never two payments.
  await tx.insert(jackpotDrops).values({ ...win, generation: tier.generation, roundRef: round.roundId });
  await moveAll(tx, [
    {
      key: `jackpot:drop:${tier.id}:${tier.generation}`,
      kind: 'jackpot:drop',
      currency: potCurrency(round.currency),
      amount,
      from: { jackpot: tier.id },
      to: { playerId: round.playerId },
      metadata: { tierId: tier.id, generation: tier.generation, roundId: round.roundId },
    },
    seedTransfer({ id: tier.id, currency: round.currency, seedAmount }, next),
  ]);
  const drawn = drawDropPoint({ seedAmount, ceiling: Number(tier.ceiling) }, random);
  await tx
    .update(jackpotTiers)
    .set({ pot: seedAmount, generation: next, ...drawn, seededAt: round.at, updatedAt: round.at })
    .where(eq(jackpotTiers.id, tier.id));
  await recordActivity(tx, {
    kind: 'jackpotWin',
    ref: `${tier.id}:${tier.generation}`,
    playerId: round.playerId,
    data: {
      tierId: tier.id,
      generation: tier.generation,
      key: tier.key,
      currency: round.currency,
      amount,
      gameId: round.gameSlug,
      roundId: round.roundId,
    },
    at: round.at,
  });
  return win;
}
