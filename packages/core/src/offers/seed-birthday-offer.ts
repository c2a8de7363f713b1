import type { Db } from '../db/client.ts';
import { offerPresets } from '../db/schema/index.ts';

/**
 * The birthday offer (the spec's `offerBirthday`): sold to a player on their birthday only (the birthday in
 * their profile, see isBirthdayOf), once (a day's limit of one on the one day a year it is on sale).
 */
export const BIRTHDAY_OFFER = {
  kind: 'promoOffer',
  titleEn: 'Happy birthday',
  titleEs: 'Feliz cumpleaños',
  priceCents: 499,
  usualPriceCents: 1499,
  coins: 150_000,
  entries: 15,
  badgeLabelEn: 'Birthday gift',
  badgeLabelEs: 'Regalo de cumpleaños',
  limitPerDay: 1,
  promotionType: 'offerBirthday',
  sort: 60,
} as const satisfies typeof offerPresets.$inferInsert;

export async function seedBirthdayOffer(db: Db): Promise<void> {
  await db.insert(offerPresets).values(BIRTHDAY_OFFER);
}
