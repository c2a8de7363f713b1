import type { DailyLoginType, FeatureKey, FeatureState, FeaturesPriority } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { claimedIn, lastClaimsOf, type LastClaim } from './claim-feature.ts';
import type { FeaturePlayer } from './feature-definition.ts';
import { featureDefinition } from './feature-registry.ts';
import { isLive, loadFeatures, sortByPriority, type FeatureRecord } from './load-features.ts';
import { periodAt } from './periods.ts';

/**
 * The spec's feature flags of app init and the profile, from the engine's rows. A flag whose feature the
 * engine does not run (yet) is off because its key has no live row, not because it is written false.
 */
export interface FeatureFlags {
  /** Every feature live for this player, in priority order. */
  features: FeatureState[];
  featuresPriority: FeaturesPriority;
  dailyLogin: { isActive: boolean; type: DailyLoginType };
  prizeDrops: { isActive: boolean };
  depositStreak: { isActive: boolean };
  season: { isEnabled: boolean };
  scratchCardLottery: { isActive: boolean };
  magicBox: { isActive: boolean };
  moneyBox: { isActive: boolean };
  bingo: { isActive: boolean };
  rankLeague: { enabled: boolean };
}

/** A feature's state for one player: live, claimable now (not claimed this period, not refused), its times. */
export function featureStateOf(
  feature: FeatureRecord,
  input: { player: FeaturePlayer; lastClaim: Pick<LastClaim, 'period'> | null; now: Date },
): FeatureState {
  const live = isLive(feature, input.now);
  const period = periodAt(feature.schedule, input.now);
  const availability = featureDefinition(feature.key).availability as
    ((ctx: { config: unknown; player: FeaturePlayer }) => string | null) | undefined;
  const refused = availability?.({ config: feature.config, player: input.player }) ?? null;
  const periodic = featureDefinition(feature.key).byOccasion !== true;
  return {
    key: feature.key,
    isActive: live,
    isAvailable: live && periodic && refused === null && !claimedIn(input.lastClaim, period),
    nextPeriodAt: live && periodic ? period.endsAt.toISOString() : null,
    finishedAt: feature.schedule.finishesAt,
  };
}

/**
 * The one flag registry: the brand's feature records and the player's latest claim of each, as app
 * init's and the profile's flags. Pure: callers read the rows (app init reads them inside the player
 * state's one statement).
 */
export function featureFlagsFrom(input: {
  features: readonly FeatureRecord[];
  lastClaims: ReadonlyMap<FeatureKey, Pick<LastClaim, 'period'>>;
  player: FeaturePlayer;
  now: Date;
}): FeatureFlags {
  const { now, player } = input;
  const live = sortByPriority(input.features.filter((feature) => isLive(feature, now)));
  const states = live.map((feature) =>
    featureStateOf(feature, { player, lastClaim: input.lastClaims.get(feature.key) ?? null, now }),
  );
  // The spec names flags of features still to come: a key the registry has no live row for is off.
  const on = (key: string) => live.some((feature) => feature.key === key);
  const dailyLogin = input.features.find((feature) => feature.key === 'dailyLogin');
  return {
    features: states,
    featuresPriority: { onMainPage: live.map((feature) => feature.key) },
    dailyLogin: {
      isActive: on('dailyLogin'),
      type: dailyLogin?.key === 'dailyLogin' ? dailyLogin.config.type : 'default',
    },
    prizeDrops: { isActive: on('prizeDrops') },
    depositStreak: { isActive: on('depositStreak') },
    season: { isEnabled: on('season') },
    scratchCardLottery: { isActive: on('scratchCardLottery') },
    magicBox: { isActive: on('magicBox') },
    moneyBox: { isActive: on('moneyBox') },
    bingo: { isActive: on('bingo') },
    rankLeague: { enabled: on('rankLeague') },
  };
}

/** The flags read from the database (for callers without a player state at hand). */
export async function featureFlagsFor(
  db: Db,
  input: { brand: string; player: FeaturePlayer & { id: string }; now: Date },
): Promise<FeatureFlags> {
  const [features, lastClaims] = await Promise.all([
    loadFeatures(db, input.brand),
    lastClaimsOf(db, input.player.id),
  ]);
  return featureFlagsFrom({ features, lastClaims, player: input.player, now: input.now });
}
