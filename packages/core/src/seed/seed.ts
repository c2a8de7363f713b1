import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';
import { seedRedirects } from '../redirects/seed-redirects.ts';
import { seedTerms } from '../terms/seed-terms.ts';
import { seedRestrictedRegions } from '../geo/seed-restricted-regions.ts';
import { seedCatalogue } from '../catalogue/seed-catalogue.ts';
import { seedOffers } from '../offers/seed-offers.ts';
import { seedBirthdayOffer } from '../offers/seed-birthday-offer.ts';
import { seedFeatures } from '../engagement/seed-features.ts';
import { dueFeatureTransitions, recordTransitions } from '../engagement/feature-transitions-due.ts';
import { recurMagicRoulette, seedMagicBoxOffer } from '../magic-box/seed-magic-box.ts';
import { seedPiggyBankOffer } from '../piggy-bank/seed-piggy-bank.ts';
import { seedTournamentRaces, seedTournamentTemplates } from '../tournaments/seed-tournaments.ts';
import { seedVipBundle } from '../rank-league/seed-rank-league.ts';
import { seedQuests, seedQuestTemplates } from '../quests/seed-quests.ts';
import { seedFreeEntryTerms } from '../free-entry/free-entry-terms.ts';
import { seedStateRules } from '../state-rules/seed-state-rules.ts';
import { backfillPersonKeys } from '../person-match/backfill-person-keys.ts';
import { seedJackpots } from '../jackpots/seed-jackpots.ts';

/** A seed step's writer: `now` is the seed's time, from the caller's clock (core reads no wall clock). */
type Seeder = (db: Db, now: Date) => Promise<void>;

/**
 * Each domain owns its seed step; this list only orders them. Steps run once each, in order, and the
 * count done is recorded in app_meta.seed_version, so a restart keeps whatever the operator changed.
 * Append only: a database remembers steps by position, so reordering or removing one would re-run or
 * skip steps on databases seeded before. A step is one or more seeders, run in order.
 *
 * Every engagement feature's rows come from its module (`seedFeatures`, ADR 0017): the steps of the
 * features added over time run it again (a database seeded before a feature gets its rows there; it keeps
 * the rows it has), before the feature's own data.
 */
export const SEED_STEPS: ReadonlyArray<readonly Seeder[]> = [
  // Old paths and the responsible-gaming link.
  [seedRedirects],
  // Terms and conditions, privacy policy and sweepstakes rules, version 1 each.
  [seedTerms],
  // US states (and Quebec) where sweepstakes play is banned or restricted.
  [seedRestrictedRegions],
  // Games catalogue: 10 fictional providers, 160 games, categories, collections, banners.
  [seedCatalogue],
  // Cashier: coin packages and promo offers (public, secret by link, flip of the coin, exit).
  [seedOffers],
  // Engagement features (daily login, wheel, chests) live for every brand, with their default configs.
  [seedFeatures],
  // Features added since (adventure map, funmeter, mini-game slot).
  [seedFeatures],
  // Deposit streak.
  [seedFeatures],
  // Scratch cards and the mystery box (with the next magic roulette).
  [seedFeatures],
  // Piggy bank and fortune investment, and the offer that breaks the bank.
  [seedFeatures, seedPiggyBankOffer],
  // Invite qualification (a friend's first purchase rewards both sides).
  [seedFeatures],
  // The weekly email lottery.
  [seedFeatures],
  // Tournaments: a running race and the next one per brand, dated from the seed's time.
  [seedFeatures, seedTournamentRaces],
  // Prize drops and bingo.
  [seedFeatures],
  // Rank league, the VIP bundle offer and its home banner's link.
  [seedFeatures, seedVipBundle],
  // Quests (season, advent, free-play challenge) dated from the seed's day, and the season tower.
  [seedFeatures, seedQuests],
  // Free entry by mail: each brand's entries per request, yearly cap and address (issue #18).
  [seedFreeEntryTerms],
  // Minimum age per state, and states closed since the launch list (Louisiana), issue #18.
  [seedStateRules],
  // The mystery box offer: boxes bought in the cashier (issue #14).
  [seedMagicBoxOffer],
  // Canonical email and identity keys of accounts made before them: a break covers the person (issue #28).
  [backfillPersonKeys],
  // Progressive jackpots: every brand's committed tiers, funded from the house, and their games (issue #31).
  [seedJackpots],
  // Recurring races and quests that take over from the dated launch ones: a fresh install never runs dry (issue #32).
  [seedTournamentTemplates, seedQuestTemplates],
  // The birthday offer: on sale to a player on the birthday in their profile (issue #33).
  [seedBirthdayOffer],
  // The magic roulette seeded as one dated event recurs from it, on the schedule model (issue #32).
  [recurMagicRoulette],
];

export async function seedDatabase(db: Db, now: Date): Promise<{ from: number; to: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seed_version')).for('update');
    const from = row ? Number(row.value) : 0;
    for (const step of SEED_STEPS.slice(from)) for (const seeder of step) await seeder(tx, now);
    // A new database has no player yet: what its features' schedules began before now is nobody's news, so it is
    // recorded as told, and the transitions job does not push a burst of stale starts to the first pages open.
    if (from === 0) await recordTransitions(tx, await dueFeatureTransitions(tx, now));
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
