import { eq } from 'drizzle-orm';
import { PIGGY_BANK_PROMOTION_TYPE } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { offerPresets } from '../db/schema/index.ts';

/**
 * The offer that breaks the piggy bank: a secret promo offer (shown to a player once their bank is ready) for
 * $4.99 with 20,000 coins and 2 entries, plus whatever the bank holds.
 */
export async function seedPiggyBankOffer(db: Db) {
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
