import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';
import { seedRedirects } from '../redirects/seed-redirects.ts';
import { seedTerms } from '../terms/seed-terms.ts';
import { seedRestrictedRegions } from '../geo/seed-restricted-regions.ts';
import { seedCatalogue } from '../catalogue/seed-catalogue.ts';
import { seedOffers } from '../offers/seed-offers.ts';
import { seedFeatures } from '../engagement/seed-features.ts';
import { seedDepositStreak } from '../deposit-streak/seed-deposit-streak.ts';
import { seedMagicBoxOffer, seedScratchCardsAndMagicBox } from '../magic-box/seed-magic-box.ts';
import { seedMoneyBoxAndFortune } from '../piggy-bank/seed-piggy-bank.ts';
import { seedInviteQualification } from '../referral/seed-invite-qualification.ts';
import { seedEmailLottery } from '../email-lottery/seed-email-lottery.ts';
import { seedTournaments } from '../tournaments/seed-tournaments.ts';
import { seedPrizeDropsAndBingo } from '../prize-drops/seed-prize-drops.ts';
import { seedRankLeague } from '../rank-league/seed-rank-league.ts';
import { seedQuests } from '../quests/seed-quests.ts';
import { seedFreeEntryTerms } from '../free-entry/free-entry-terms.ts';
import { seedStateRules } from '../state-rules/seed-state-rules.ts';
import { backfillPersonKeys } from '../person-match/backfill-person-keys.ts';

/**
 * Each domain owns its seed step; this list only orders them. Steps run once each, in order, and the
 * count done is recorded in app_meta.seed_version, so a restart keeps whatever the operator changed.
 * Append only: a database remembers steps by position, so reordering or removing one would re-run or
 * skip steps on databases seeded before.
 */

export const SEED_STEPS: ReadonlyArray<(db: Db) => Promise<void>> = [
  // Old paths and the responsible-gaming link.
  seedRedirects,
  // Terms and conditions, privacy policy and sweepstakes rules, version 1 each.
  seedTerms,
  // US states (and Quebec) where sweepstakes play is banned or restricted.
  seedRestrictedRegions,
  // Games catalogue: 10 fictional providers, 160 games, categories, collections, banners, jackpots.
  seedCatalogue,
  // Cashier: coin packages and promo offers (public, secret by link, flip of the coin, exit).
  seedOffers,
  // Engagement features (daily login, wheel, chests) live for every brand, with their default configs.
  seedFeatures,
  // Features added since (adventure map, funmeter, mini-game slot): their rows for every brand.
  seedFeatures,
  // Deposit streak live for every brand (databases seeded before the feature get its rows here).
  seedDepositStreak,
  // Scratch cards and the mystery box for every brand, with the next magic roulette.
  seedScratchCardsAndMagicBox,
  // Piggy bank and fortune investment for every brand, and the offer that breaks the bank.
  seedMoneyBoxAndFortune,
  // Invite qualification (a friend's first purchase rewards both sides) live for every brand.
  seedInviteQualification,
  // The weekly email lottery live for every brand.
  seedEmailLottery,
  // Tournaments: the feature for every brand, a running race and the next one, dated from the seed's time.
  seedTournaments,
  // Prize drops and bingo live for every brand, with their default configs.
  seedPrizeDropsAndBingo,
  // Rank league for every brand, the VIP bundle offer and its home banner's link.
  seedRankLeague,
  // Quests (season, advent, free-play challenge) dated from the seed's day, and the season tower, every brand.
  seedQuests,
  // Free entry by mail: each brand's entries per request, yearly cap and address (issue #18).
  seedFreeEntryTerms,
  // Minimum age per state, and states closed since the launch list (Louisiana), issue #18.
  seedStateRules,
  // The mystery box offer: boxes bought in the cashier (issue #14).
  seedMagicBoxOffer,
  // Canonical email and identity keys of accounts made before them: a break covers the person (issue #28).
  backfillPersonKeys,
];

export async function seedDatabase(db: Db): Promise<{ from: number; to: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seed_version')).for('update');
    const from = row ? Number(row.value) : 0;
    for (let step = from; step < SEED_STEPS.length; step++) await SEED_STEPS[step]!(tx);
    const to = SEED_STEPS.length;
    if (to !== from) {
      await tx
        .insert(appMeta)
        .values({ key: 'seed_version', value: String(to) })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: String(to), updatedAt: sql`now()` } });
    }
    return { from, to };
  });
}
