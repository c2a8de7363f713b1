import { BRAND_KEYS } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameCategoryGames } from '../db/schema/catalogue.ts';
import { jackpotGames, jackpotTiers, type JACKPOT_TIER_KEYS } from '../db/schema/jackpots.ts';
import { drawDropPoint, type DropPointRandom } from './drop-point.ts';
import { moveAll, seedTransfer, type JackpotMode } from './jackpot-ledger.ts';

type TierKey = (typeof JACKPOT_TIER_KEYS)[number];

/** A tier's settings: amounts in the ledger's minor unit (whole coins; hundredths of an entry). */
export interface TierSettings {
  key: TierKey;
  titleEn: string;
  titleEs: string;
  seedAmount: number;
  ceiling: number;
  shareBps: number;
}

const TITLES: Record<TierKey, { titleEn: string; titleEs: string }> = {
  mini: { titleEn: 'Mini', titleEs: 'Mini' },
  minor: { titleEn: 'Minor', titleEs: 'Menor' },
  major: { titleEn: 'Major', titleEs: 'Mayor' },
  grand: { titleEn: 'Grand', titleEs: 'Gran bote' },
};

/**
 * The seeded tiers of every brand: 1% of an eligible bet in all (0.5 + 0.3 + 0.15 + 0.05), each tier
 * dropping by twice its seed. Entries tiers are the Coins ones at 1/500 (Mini: 50 entries = 5,000 hundredths).
 */
export const DEFAULT_TIERS: Record<JackpotMode, TierSettings[]> = {
  COIN: [
    { key: 'mini', ...TITLES.mini, seedAmount: 25_000, ceiling: 50_000, shareBps: 50 },
    { key: 'minor', ...TITLES.minor, seedAmount: 250_000, ceiling: 500_000, shareBps: 30 },
    { key: 'major', ...TITLES.major, seedAmount: 2_500_000, ceiling: 5_000_000, shareBps: 15 },
    { key: 'grand', ...TITLES.grand, seedAmount: 25_000_000, ceiling: 50_000_000, shareBps: 5 },
  ],
  ENTRY: [
    { key: 'mini', ...TITLES.mini, seedAmount: 5_000, ceiling: 10_000, shareBps: 50 },
    { key: 'minor', ...TITLES.minor, seedAmount: 50_000, ceiling: 100_000, shareBps: 30 },
    { key: 'major', ...TITLES.major, seedAmount: 500_000, ceiling: 1_000_000, shareBps: 15 },
    { key: 'grand', ...TITLES.grand, seedAmount: 5_000_000, ceiling: 10_000_000, shareBps: 5 },
  ],
};

/** One tier, seeded: its committed drop point drawn, its seed moved from the house into its account. */
export async function seedJackpotTier(
  tx: Db,
  input: TierSettings & { brand: string; currency: JackpotMode; at: Date },
  random?: DropPointRandom,
) {
  const drawn = drawDropPoint(input, random);
  const [tier] = await tx
    .insert(jackpotTiers)
    .values({ ...input, pot: input.seedAmount, ...drawn, seededAt: input.at, updatedAt: input.at })
    .returning();
  await moveAll(tx, [seedTransfer(tier!, tier!.generation)]);
  return tier!;
}

/** Seed step: every brand's Coins and Entries tiers; its eligible games are the catalogue's jackpot category. */
export async function seedJackpots(db: Db, at: Date): Promise<void> {
  // Boot data, written once: the tiers are seeded (and their drop points committed) when the database is.
  const members = await db
    .select({ gameId: gameCategoryGames.gameId })
    .from(gameCategoryGames)
    .where(eq(gameCategoryGames.categoryKey, 'jackpot'));
  for (const brand of BRAND_KEYS) {
    for (const currency of ['COIN', 'ENTRY'] as const)
      for (const tier of DEFAULT_TIERS[currency]) await seedJackpotTier(db, { ...tier, brand, currency, at });
    if (members.length)
      await db.insert(jackpotGames).values(members.map((m) => ({ brand, gameId: m.gameId })));
  }
}
