import { eq, sql } from 'drizzle-orm';
import { VIP_BUNDLE_PROMOTION_TYPE, type LocalizedText } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { offerPresets } from '../db/schema/index.ts';
import type { OfferPresetRow } from '../offers/player-offers.ts';

/** The VIP bundle's offer row (a secret promo offer unlocked for the ranks that may buy it), or null. */
export async function findVipBundleOffer(db: Db): Promise<OfferPresetRow | null> {
  const [row] = await db
    .select()
    .from(offerPresets)
    .where(eq(offerPresets.promotionType, VIP_BUNDLE_PROMOTION_TYPE))
    .orderBy(offerPresets.id)
    .limit(1);
  return row ?? null;
}

/** The cashier page that sells a promo offer (the VIP banner's link). */
export const cashierPromoOfferPath = (presetId: number) => `/cash/deposit-by-money/${presetId}/promoOffer/`;

/**
 * Unlocks the VIP bundle's offer for a player whose rank may buy it (source `rankLeague`), in one
 * statement; nothing when it is unlocked already or there is no such offer.
 */
export async function unlockVipBundle(db: Db, playerId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO player_promo_offers (player_id, preset_id, source)
    SELECT ${playerId}, id, 'rankLeague' FROM offer_presets
    WHERE promotion_type = ${VIP_BUNDLE_PROMOTION_TYPE}
    ORDER BY id LIMIT 1
    ON CONFLICT DO NOTHING`);
}

const WORDS = {
  en: {
    entries: ['entry', 'entries'],
    coins: ['coin', 'coins'],
    boxes: ['mystery box', 'mystery boxes'],
    and: 'and',
  },
  es: {
    entries: ['entrada', 'entradas'],
    coins: ['moneda', 'monedas'],
    boxes: ['caja misteriosa', 'cajas misteriosas'],
    and: 'y',
  },
} as const;
const LOCALES = { en: 'en-US', es: 'es-ES' } as const;

/**
 * What an offer gives, in words, in both languages ("350,000 entries and 5,000 coins", "350.000 entradas y
 * 5.000 monedas"; grouped also below 10,000, as the site shows amounts): entries first, as the spec's VIP
 * club line. Null when it gives nothing.
 */
export function offerAmountsText(offer: {
  coins: number;
  entries: number;
  magicBoxes?: number;
}): LocalizedText | null {
  const line = (lang: 'en' | 'es') => {
    const words = WORDS[lang];
    const n = new Intl.NumberFormat(LOCALES[lang], { useGrouping: 'always', maximumFractionDigits: 2 });
    const part = (amount: number, [one, many]: readonly [string, string]) =>
      `${n.format(amount)} ${amount === 1 ? one : many}`;
    const parts = [
      offer.entries > 0 ? part(offer.entries, words.entries) : null,
      offer.coins > 0 ? part(offer.coins, words.coins) : null,
      (offer.magicBoxes ?? 0) > 0 ? part(offer.magicBoxes!, words.boxes) : null,
    ].filter((p): p is string => p !== null);
    if (parts.length === 0) return null;
    const last = parts.pop()!;
    return parts.length === 0 ? last : `${parts.join(', ')} ${words.and} ${last}`;
  };
  const en = line('en');
  return en === null ? null : { en, es: line('es')! };
}
