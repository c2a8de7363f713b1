import { and, eq } from 'drizzle-orm';
import { DAILY_CHESTS_OPEN_PATH, type DailyChests } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { featureClaims } from '../db/schema/index.ts';
import { loadFeaturePlayer } from '../engagement/claim-feature.ts';
import { loadFeature, liveFeature, type LiveFeature } from '../engagement/load-features.ts';
import { nextOpening } from '../engagement/period-claims.ts';
import { periodAt, type FeaturePeriod } from '../engagement/periods.ts';
import { dailyChestsFeature } from './daily-chests-feature.ts';

/** What a chest claim keeps: the chest the player picked and the content drawn. */
export interface ChestClaimState {
  chest: number;
  contentIndex: number;
}

/** The sounds the chests play (made by scripts/make-sounds.mjs, served from the web app's public files). */
export const CHEST_SOUNDS: DailyChests['sounds'] = {
  open: { mp3: '/sounds/chest-open.mp3', ogg: '/sounds/chest-open.ogg' },
  win: { mp3: '/sounds/win.mp3', ogg: '/sounds/win.ogg' },
};

/** Why the chests are closed for the player now (the feature's availability rule), or null. */
export async function chestsRefusal(db: Db, feature: LiveFeature<'dailyChests'>, playerId: string) {
  const player = await loadFeaturePlayer(db, playerId);
  return dailyChestsFeature.availability?.({ config: feature.config, player }) ?? null;
}

export async function chestClaimIn(
  db: Db,
  playerId: string,
  period: FeaturePeriod,
): Promise<ChestClaimState | null> {
  const [row] = await db
    .select({ state: featureClaims.state })
    .from(featureClaims)
    .where(
      and(
        eq(featureClaims.playerId, playerId),
        eq(featureClaims.featureKey, 'dailyChests'),
        eq(featureClaims.period, period.key),
      ),
    );
  return (row?.state as ChestClaimState | undefined) ?? null;
}

/** The player's daily chests, or null when the brand does not run them now. */
export async function getDailyChests(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<DailyChests | null> {
  const feature = liveFeature(await loadFeature(db, input.brand, 'dailyChests'), input.now);
  if (!feature) return null;
  const period = periodAt(feature.schedule, input.now);
  const [claim, reasonType] = await Promise.all([
    chestClaimIn(db, input.playerId, period),
    chestsRefusal(db, feature, input.playerId),
  ]);
  return {
    available: claim === null && reasonType === null,
    reasonType,
    chests: feature.config.chests,
    availableDate: claim ? (nextOpening(feature, period)?.toISOString() ?? null) : null,
    endpoint: DAILY_CHESTS_OPEN_PATH,
    sounds: CHEST_SOUNDS,
  };
}
