import { eq } from 'drizzle-orm';
import { BRAND_KEYS, PIGGY_BANK_PROMOTION_TYPE } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { features, offerPresets } from '../db/schema/index.ts';
import { FEATURE_DEFINITIONS } from '../engagement/feature-registry.ts';

/**
 * The piggy bank and fortune investment live for every brand with their defaults, and the offer that
 * breaks the bank: a secret promo offer (shown to a player once their bank is ready) for $4.99 with
 * 20,000 coins and 2 entries, plus whatever the bank holds.
 */
export async function seedMoneyBoxAndFortune(db: Db) {
  const rows = BRAND_KEYS.flatMap((brand) =>
    (['moneyBox', 'fortuneInvestment'] as const).map((key) => {
      const { defaults } = FEATURE_DEFINITIONS[key];
      return {
        brand,
        key,
        enabled: true,
        priority: defaults.priority,
        schedule: defaults.schedule,
        config: defaults.config,
      };
    }),
  );
  await db.insert(features).values(rows).onConflictDoNothing();

  const [existing] = await db
    .select({ id: offerPresets.id })
    .from(offerPresets)
    .where(eq(offerPresets.promotionType, PIGGY_BANK_PROMOTION_TYPE))
    .limit(1);
  if (existing) return;
  await db.insert(offerPresets).values({
    kind: 'promoOffer',
    titleEn: 'Break the piggy bank',
    titleEs: 'Rompe la alcancía',
    priceCents: 499,
    coins: 20_000,
    entries: 2,
    badgeLabelEn: 'Piggy bank',
    badgeLabelEs: 'Alcancía',
    promotionType: PIGGY_BANK_PROMOTION_TYPE,
    isSecret: true,
    sort: 100,
  });
}
