import type { JackpotSettings } from '@casino/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { games } from '../db/schema/catalogue.ts';
import { jackpotGames, jackpotTiers } from '../db/schema/jackpots.ts';
import { invalid } from '../errors.ts';
import { brandTiers, jackpotGameIds, publicTier } from './get-jackpots.ts';

/** A brand's tiers with their settings and pots, and its jackpot games, as operators see them. */
export async function getJackpotSettings(db: Db, brand: string) {
  const [tiers, gameIds] = await Promise.all([brandTiers(db, brand), jackpotGameIds(db, brand)]);
  return {
    brand,
    tiers: tiers.map((t) => ({
      ...publicTier(t),
      seedAmount: t.seedAmount,
      ceiling: t.ceiling,
      shareBps: t.shareBps,
    })),
    gameIds,
  };
}

/**
 * Saves a brand's tier settings and eligible games together (the caller audits before and after). A share
 * and the games apply from the next round; a seed and a ceiling from the tier's next seeding, because the
 * current drop point was drawn and committed under the old ones.
 */
export async function saveJackpotSettings(tx: Db, input: { brand: string; settings: JackpotSettings }) {
  const { brand, settings } = input;
  const before = await getJackpotSettings(tx, brand);
  const known = new Set(before.tiers.map((t) => t.id));
  const foreign = settings.tiers.find((t) => !known.has(t.id));
  if (foreign) throw invalid(`Tier ${foreign.id} is not one of ${brand}'s jackpot tiers.`);
  const gameIds = [...new Set(settings.gameIds)];
  if (gameIds.length) {
    const found = await tx.select({ id: games.id }).from(games).where(inArray(games.id, gameIds));
    const missing = gameIds.filter((id) => !found.some((g) => g.id === id));
    if (missing.length) throw invalid(`No game has the id ${missing.join(', ')}.`);
  }
  for (const tier of settings.tiers)
    await tx
      .update(jackpotTiers)
      .set({ seedAmount: tier.seedAmount, ceiling: tier.ceiling, shareBps: tier.shareBps })
      .where(and(eq(jackpotTiers.id, tier.id), eq(jackpotTiers.brand, brand)));
  await tx.delete(jackpotGames).where(eq(jackpotGames.brand, brand));
  if (gameIds.length) await tx.insert(jackpotGames).values(gameIds.map((gameId) => ({ brand, gameId })));
  return { before, after: await getJackpotSettings(tx, brand) };
}
