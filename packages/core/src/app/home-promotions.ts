import { SPEC_PROMOTION_TYPES, type HomePromotion, type SpecPromotionType } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { featureModule } from '../engagement/feature-module.ts';
import { isLive, loadFeatures } from '../engagement/load-features.ts';

const isSpecType = (key: string): key is SpecPromotionType =>
  (SPEC_PROMOTION_TYPES as readonly string[]).includes(key);

/**
 * The home payload's promotions: what the brand runs now, the same for every visitor (the payload is shared
 * by a restriction group): its live features whose key is a spec promotion type, in priority order, then the
 * entries a live feature lists itself (its module's `homePromotions`: each running race by name with its prize
 * pool). A player's own cards (offers, progress) are the promotions page's.
 */
export async function homePromotions(db: Db, brand: string, now: Date): Promise<HomePromotion[]> {
  const live = (await loadFeatures(db, brand)).filter((feature) => isLive(feature, now));
  const features = live.flatMap((feature): HomePromotion[] =>
    isSpecType(feature.key) && !featureModule(feature.key).homePromotions
      ? [
          {
            type: feature.key,
            title: null,
            endsAt: feature.schedule.finishesAt,
            prizeCoins: null,
            prizeEntries: null,
          },
        ]
      : [],
  );
  const listed = await Promise.all(
    live.map((feature) => featureModule(feature.key).homePromotions?.({ db, brand, now }) ?? []),
  );
  return [...features, ...listed.flat()];
}
