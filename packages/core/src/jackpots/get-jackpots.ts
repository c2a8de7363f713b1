import type { Jackpot as HomeJackpot, JackpotDrop, JackpotTier } from '@casino/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { games } from '../db/schema/catalogue.ts';
import { players } from '../db/schema/identity.ts';
import { jackpotDrops, jackpotGames, jackpotTiers } from '../db/schema/jackpots.ts';
import type { JackpotTier as TierRow } from './jackpot-ledger.ts';

const KEY_ORDER = { mini: 0, minor: 1, major: 2, grand: 3 } as const;

/** A tier as players see it: never its drop point or salt before the drop. */
export const publicTier = (t: TierRow): JackpotTier => ({
  id: t.id,
  key: t.key,
  currency: t.currency,
  title: { en: t.titleEn, es: t.titleEs },
  amount: t.pot,
  mustDropBy: t.ceiling,
  generation: t.generation,
  commitment: t.commitment,
});

/** A brand's tiers, Coins then Entries, Mini to Grand. */
export async function brandTiers(db: Db, brand: string): Promise<TierRow[]> {
  const rows = await db
    .select()
    .from(jackpotTiers)
    .where(eq(jackpotTiers.brand, brand))
    .orderBy(asc(jackpotTiers.id));
  return rows.sort((a, b) => a.currency.localeCompare(b.currency) || KEY_ORDER[a.key] - KEY_ORDER[b.key]);
}

/** The catalogue ids of a brand's jackpot games. */
export async function jackpotGameIds(db: Db, brand: string): Promise<number[]> {
  const rows = await db
    .select({ gameId: jackpotGames.gameId })
    .from(jackpotGames)
    .where(eq(jackpotGames.brand, brand))
    .orderBy(asc(jackpotGames.gameId));
  return rows.map((r) => r.gameId);
}

/** Whether a catalogue game feeds (and can win) the jackpots of the player's brand. */
export async function isJackpotGameFor(
  db: Db,
  input: { playerId: string; gameId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ gameId: jackpotGames.gameId })
    .from(jackpotGames)
    .innerJoin(players, eq(players.brand, jackpotGames.brand))
    .where(and(eq(players.id, input.playerId), eq(jackpotGames.gameId, input.gameId)));
  return Boolean(row);
}

/** GET /rest/jackpots/: the brand's tiers, its jackpot games and its latest drops with their reveals. */
export async function getJackpots(db: Db, input: { brand: string; drops?: number }) {
  const [tiers, gameRows, drops] = await Promise.all([
    brandTiers(db, input.brand),
    db
      .select({ id: games.id, slug: games.slug, title: games.title })
      .from(jackpotGames)
      .innerJoin(games, eq(games.id, jackpotGames.gameId))
      .where(and(eq(jackpotGames.brand, input.brand), eq(games.isActive, true)))
      .orderBy(asc(games.sort), asc(games.id)),
    db
      .select()
      .from(jackpotDrops)
      .where(eq(jackpotDrops.brand, input.brand))
      .orderBy(desc(jackpotDrops.wonAt), desc(jackpotDrops.id))
      .limit(input.drops ?? 20),
  ]);
  return {
    tiers: tiers.map(publicTier),
    games: gameRows,
    drops: drops.map((d): JackpotDrop => ({
      tierId: d.tierId,
      key: d.key,
      currency: d.currency,
      generation: d.generation,
      amount: d.amount,
      dropPoint: d.dropPoint,
      salt: d.salt,
      commitment: d.commitment,
      gameId: d.gameId,
      wonAt: d.wonAt.toISOString(),
    })),
  };
}

/**
 * The home payload's `jackpots`: one row per tier key with its Coins pot and its Entries pot in whole entries
 * (the pots themselves; the ticker pushes them as they grow). Empty for a brand without tiers.
 */
export async function homeJackpots(db: Db, brand: string): Promise<HomeJackpot[]> {
  const tiers = await brandTiers(db, brand);
  const coins = tiers.filter((t) => t.currency === 'COIN');
  return coins.map((t) => {
    const entries = tiers.find((e) => e.currency === 'ENTRY' && e.key === t.key);
    return {
      id: t.id,
      key: t.key,
      title: { en: t.titleEn, es: t.titleEs },
      coins: t.pot,
      entries: Math.floor((entries?.pot ?? 0) / 100),
    };
  });
}
