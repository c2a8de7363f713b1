import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appMeta, redirects } from './schema/index.ts';
import { seedTerms } from '../terms/seed-terms.ts';
import { seedRestrictedRegions } from '../geo/seed-restricted-regions.ts';
import { seedCatalogue } from '../catalogue/seed-catalogue.ts';
import { seedOffers } from '../offers/seed-offers.ts';

/**
 * Seed steps run once each, in order, and are recorded in app_meta.seed_version, so a restart keeps
 * whatever the operator changed and a later release can add steps.
 */
const SEED_STEPS: Array<(db: Db) => Promise<void>> = [
  async (db) => {
    await db
      .insert(redirects)
      .values([
        { fromPath: '/home', to: '/', type: 'internal', status: 301 },
        { fromPath: '/casino', to: '/lobby/', type: 'internal', status: 301 },
        { fromPath: '/sweepstakes-rules', to: '/page/sweepstakes-rules', type: 'internal', status: 301 },
        {
          fromPath: '/responsible-gaming',
          to: 'https://www.ncpgambling.org/',
          type: 'external',
          status: 302,
        },
      ])
      .onConflictDoNothing();
  },
  // Terms and conditions, privacy policy and sweepstakes rules, version 1 each.
  seedTerms,
  // US states (and Quebec) where sweepstakes play is banned or restricted.
  seedRestrictedRegions,
  // Games catalogue: 10 fictional providers, 160 games, categories, collections, banners, jackpots.
  seedCatalogue,
  // Cashier: coin packages and promo offers (public, secret by link, flip of the coin, exit).
  seedOffers,
];

export async function seedDatabase(db: Db): Promise<{ from: number; to: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seed_version')).for('update');
    const from = row ? Number(row.value) : 0;
    for (let step = from; step < SEED_STEPS.length; step++) await SEED_STEPS[step]!(tx as unknown as Db);
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
