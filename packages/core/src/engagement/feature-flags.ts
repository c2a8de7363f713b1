import type {
  AppInitFeatureFlags,
  FeatureKey,
  FeatureState,
  FeaturesPriority,
  ProfileFeatureFields,
  ProfileFeatureFlags,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { claimedIn, lastClaimsOf, type LastClaim } from './claim-feature.ts';
import type { FeaturePlayer } from './feature-definition.ts';
import { featureModule, featureModules } from './feature-module.ts';
import { isLive, loadFeatures, sortByPriority, type FeatureRecord } from './load-features.ts';
import { finishedAtOf, periodAt } from './periods.ts';

/** The engine's part of app init: every live feature's state, their order, and the spec's flags. */
export interface FeatureFlags {
  /** Every feature live for this player, in priority order. */
  features: FeatureState[];
  featuresPriority: FeaturesPriority;
  /** The spec's flags, each answered by its feature's module (off while the feature does not run). */
  appInit: AppInitFeatureFlags;
}

/** A feature's state for one player: live, claimable now (not claimed this period, not refused), its times. */
export function featureStateOf(
  feature: FeatureRecord,
  input: { player: FeaturePlayer; lastClaim: Pick<LastClaim, 'period'> | null; now: Date },
): FeatureState {
  const live = isLive(feature, input.now);
  const period = periodAt(feature.schedule, input.now);
  const availability = featureModule(feature.key).availability as
    ((ctx: { config: unknown; player: FeaturePlayer }) => string | null) | undefined;
  const refused = availability?.({ config: feature.config, player: input.player }) ?? null;
  const periodic = featureModule(feature.key).byOccasion !== true;
  return {
    key: feature.key,
    isActive: live,
    isAvailable: live && periodic && refused === null && !claimedIn(input.lastClaim, period),
    nextPeriodAt: live && periodic ? period.endsAt.toISOString() : null,
    finishedAt: finishedAtOf(feature.schedule, input.now),
  };
}

/** Each module with its row among `features` (null: none) and whether that row runs at `now`. */
function flagContexts(features: readonly FeatureRecord[], now: Date) {
  return featureModules().map((module) => {
    const feature = features.find((record) => record.key === module.key) ?? null;
    return { module, ctx: { feature, live: feature !== null && isLive(feature, now) } };
  });
}

/**
 * The one flag registry: the brand's feature records and the player's latest claim of each, as app
 * init's flags. Pure: callers read the rows (app init reads them inside the player state's one statement).
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
  const parts = flagContexts(input.features, now).map(({ module, ctx }) => module.appInitFlags?.(ctx));
  return {
    features: states,
    featuresPriority: { onMainPage: live.map((feature) => feature.key) },
    // Complete: features.test.ts parses it with the contract's schema.
    appInit: Object.assign({}, ...parts) as AppInitFeatureFlags,
  };
}

/** The profile's flags, each answered by its feature's module from the brand's records. */
export async function profileFlagsFrom(input: {
  db: Db;
  features: readonly FeatureRecord[];
  playerId: string;
  depositsCount: number;
  now: Date;
}): Promise<ProfileFeatureFlags> {
  const { features, ...player } = input;
  const parts = await Promise.all(
    flagContexts(features, input.now).map(({ module, ctx }) => module.profileFlags?.({ ...ctx, ...player })),
  );
  return Object.assign({}, ...parts) as ProfileFeatureFlags;
}

/**
 * The profile's fields that features answer beyond the spec flags (`profileFields`: the races a player joined),
 * whether the feature runs or not, merged in the list's order.
 */
export async function profileFieldsFrom(input: {
  db: Db;
  brand: string;
  playerId: string;
  now: Date;
}): Promise<ProfileFeatureFields> {
  const parts = await Promise.all(featureModules().map((module) => module.profileFields?.(input)));
  // Complete: features.test.ts checks that the modules answer every field once.
  return Object.assign({}, ...parts) as ProfileFeatureFields;
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
