import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  CLAIM_REFUSALS,
  PrizeSchema,
  type FeatureKey,
  type Prize,
  type StateRuleReason,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { featureClaims, freeSpinGrants } from '../db/schema/index.ts';
import { refused, unauthorized } from '../errors.ts';
import { grantFreeSpins } from '../free-spins/grant-free-spins.ts';
import { findPlayer } from '../identity/find-player.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { payReward } from '../rewards/pay-reward.ts';
import { refuseDuringBreak } from '../self-exclusion/break-rules.ts';
import { stateRulesRefuseBet } from '../state-rules/judge-bet.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import type { AvailabilityRefusal, FeaturePlayer } from './feature-definition.ts';
import { featureModule } from './feature-module.ts';
import { isLive, loadFeature, type LiveFeature } from './load-features.ts';
import { periodAt, type FeaturePeriod } from './periods.ts';

/** A player's claim of a feature as the next claim sees it. */
export interface LastClaim<S = unknown> {
  /** The claim's period key (`2026-11-24`, or `2026-11-24:{slot}` for a second claim in one period). */
  period: string;
  /** What was paid. */
  prizes: Prize[];
  /** What the feature kept of the claim (a daily-login level, a wheel streak …). */
  state: S;
  claimedAt: Date;
}

/** Free spins a claim granted: the grant of `prizes[prizeIndex]`. */
export interface ClaimedFreeSpins {
  prizeIndex: number;
  freeSpinId: string;
  endDate: Date;
}

export interface ClaimOutcome<S> {
  prizes: Prize[];
  state: S;
  /** The period claimed (without the slot). */
  period: FeaturePeriod;
  /** True when this period had been claimed already: the first claim's result, nothing paid now. */
  replayed: boolean;
  freeSpinIds: string[];
  freeSpins: ClaimedFreeSpins[];
  /** Why the prizes' Entries were not paid (the state rules close SweepStakes to the player now), or null. */
  entriesWithheld: StateRuleReason | null;
}

/** The ledger key of a claim: its coins and entries are paid under `{key}:COIN` and `{key}:ENTRY`. */
export const featureClaimKey = (key: FeatureKey, playerId: string, period: string) =>
  `feature:${key}:${playerId}:${period}`;

/** The grant key of the free spins of a claim's prize (`:free-spins` for the first prize). */
export const freeSpinsGrantKey = (claimKey: string, prizeIndex: number) =>
  prizeIndex === 0 ? `${claimKey}:free-spins` : `${claimKey}:free-spins:${prizeIndex}`;

/** Whether a claim was made in this period (in any of its slots). */
export const claimedIn = (claim: Pick<LastClaim, 'period'> | null, period: FeaturePeriod) =>
  claim !== null && (claim.period === period.key || claim.period.startsWith(`${period.key}:`));

/** A refusal of `CLAIM_REFUSALS` as the error the API answers (its text in the reader's language). */
export const claimRefusal = (refusal: keyof typeof CLAIM_REFUSALS, status: number) =>
  refused(CLAIM_REFUSALS[refusal], status);
export const notActiveError = () => claimRefusal('notActive', 409);
export const refusalError = (refusal: AvailabilityRefusal) =>
  refusal === 'phone' ? claimRefusal('phoneRequired', 403) : claimRefusal('balanceTooHigh', 409);

export interface ClaimInput<S, K extends FeatureKey> {
  brand: string;
  playerId: string;
  key: K;
  now: Date;
  /** A second claim in one period (the wheel's extra spin) uses a slot: period key `${period}:${slot}`. */
  slot?: string;
  /**
   * A claim that belongs to something other than a day (a tournament's prize, a scratch card, a cashback
   * week): its key replaces the period key (`tournament:42`), one claim per player and occasion.
   */
  occasion?: string;
  /**
   * False for prizes earned while the feature ran and paid after it (a tournament's end, a cashback period):
   * the feature must still have its row, but not be running.
   */
  requireLive?: boolean;
  /** Runs inside the claim's transaction once the claim row is taken; throw DomainError to refuse (rolled back). */
  decide: (ctx: {
    tx: Db;
    feature: LiveFeature<K>;
    period: FeaturePeriod;
    lastClaim: LastClaim | null;
  }) => Promise<{ prizes: Prize[]; state: S }>;
}

/**
 * THE claim rule of every feature (docs/engagement.md). In one transaction: refuse a player on a break;
 * take the claim row of (player, feature, period[:slot] or occasion) — the unique index makes racing
 * claims wait for the first and then find its row — and answer a repeat with the stored result; else check that the feature runs
 * and admits the player, let the feature `decide` the prizes and its state, pay coins and entries from
 * the house `rewards` account under `feature:{key}:{player}:{period}`, grant free spins under the same
 * key + `:free-spins`, and store prizes and state in the row. A refusal thrown anywhere rolls all of it
 * back. After commit: the balance push and `feature claimed`.
 */
export async function claimFeature<S, K extends FeatureKey = FeatureKey>(
  deps: { db: Db; publisher: Publisher },
  input: ClaimInput<S, K>,
): Promise<ClaimOutcome<S>> {
  const outcome = await deps.db.transaction((tx) => claimFeatureIn(tx, input));
  if (!outcome.replayed) {
    if (paysBalance(outcome)) await publishBalance(deps.db, deps.publisher, input.playerId);
    deps.publisher.toPlayer(input.playerId, claimedPush(input.key));
  }
  return outcome;
}

/** Whether a claim moved coins or entries (the balance push is due). */
export const paysBalance = (outcome: Pick<ClaimOutcome<unknown>, 'prizes'>) =>
  outcome.prizes.some((p) => p.coins > 0 || p.entries > 0);

/** The push a player gets after a claim commits. */
export const claimedPush = (key: FeatureKey) =>
  ({ type: 'feature', action: 'claimed', data: { key } }) as const;

/**
 * The claim rule inside a transaction the caller owns (an activity handler, a job paying many players):
 * the same steps as `claimFeature`; the caller sends the pushes after its commit (`paysBalance`,
 * `claimedPush`) unless the outcome is `replayed`.
 */
export async function claimFeatureIn<S, K extends FeatureKey = FeatureKey>(
  tx: Db,
  input: ClaimInput<S, K>,
): Promise<ClaimOutcome<S>> {
  const { playerId, key, now } = input;
  // A player on a break wins nothing, whoever asks (a route, a job, an activity): 403 `player_on_break`.
  await refuseDuringBreak(tx, playerId, now);
  const feature = await loadFeature(tx, input.brand, key);
  if (!feature) throw notActiveError();
  const period = periodAt(feature.schedule, now);
  const periodKey = input.occasion ?? (input.slot ? `${period.key}:${input.slot}` : period.key);
  const claimKey = featureClaimKey(key, playerId, periodKey);

  const [taken] = await tx
    .insert(featureClaims)
    .values({ playerId, featureKey: key, period: periodKey, prizes: [], state: {}, claimedAt: now })
    .onConflictDoNothing()
    .returning({ id: featureClaims.id });
  if (!taken) {
    const [first] = await tx
      .select()
      .from(featureClaims)
      .where(claimsOf(playerId, key, eq(featureClaims.period, periodKey)));
    const prizes = first!.prizes as Prize[];
    const freeSpins = await grantsOf(tx, claimKey, prizes);
    return {
      prizes,
      state: first!.state as S,
      period,
      replayed: true,
      entriesWithheld: null,
      ...withIds(freeSpins),
    };
  }

  if (input.requireLive !== false && !isLive(feature, now)) throw notActiveError();
  const availability = featureModule(key).availability as
    ((ctx: { config: unknown; player: FeaturePlayer }) => AvailabilityRefusal | null) | undefined;
  if (availability) {
    const refusal = availability({ config: feature.config, player: await loadFeaturePlayer(tx, playerId) });
    if (refusal) throw refusalError(refusal);
  }
  const lastClaim = await lastClaimOf(tx, playerId, key, { exceptId: taken.id });
  const decided = await input.decide({ tx, feature, period, lastClaim });
  const decidedPrizes = decided.prizes.map((prize) => PrizeSchema.parse(prize));
  // Entries follow the state rules (docs/free-entry-and-state-rules.md): a player whose state is closed to
  // SweepStakes today (or who is under its age) gets the Coins and free spins of a prize, not its Entries.
  const entriesWithheld = decidedPrizes.some((p) => p.entries > 0)
    ? await stateRulesRefuseBet(tx, { playerId, currency: 'ENTRY', at: now })
    : null;
  const prizes = entriesWithheld ? decidedPrizes.map((p) => ({ ...p, entries: 0 })) : decidedPrizes;

  const total = prizes.reduce(
    (sum, p) => ({ coins: sum.coins + p.coins, entries: sum.entries + p.entries }),
    { coins: 0, entries: 0 },
  );
  await payReward(tx, {
    key: claimKey,
    kind: `feature:${key}`,
    to: playerId,
    amount: total,
    metadata: { period: periodKey },
  });
  const freeSpins: ClaimedFreeSpins[] = [];
  for (const [prizeIndex, prize] of prizes.entries()) {
    if (!prize.freeSpins) continue;
    const grant = await grantFreeSpins(tx, {
      key: freeSpinsGrantKey(claimKey, prizeIndex),
      playerId,
      source: key,
      prize: prize.freeSpins,
      now,
    });
    freeSpins.push({ prizeIndex, freeSpinId: grant.freeSpinId, endDate: grant.endDate });
  }
  await tx
    .update(featureClaims)
    .set({ prizes, state: decided.state ?? {} })
    .where(eq(featureClaims.id, taken.id));
  return { prizes, state: decided.state, period, replayed: false, entriesWithheld, ...withIds(freeSpins) };
}

const withIds = (freeSpins: ClaimedFreeSpins[]) => ({
  freeSpins,
  freeSpinIds: freeSpins.map((grant) => grant.freeSpinId),
});

/** What availability rules read of the player (401 when the player is gone). */
export async function loadFeaturePlayer(tx: Db, playerId: string): Promise<FeaturePlayer> {
  const player = await findPlayer(tx, playerId);
  if (!player) throw unauthorized();
  const balances = await getPlayerBalances(tx, playerId);
  return { phoneConfirmed: player.phoneConfirmedAt !== null, coins: balances.coins };
}

/** The free-spin grants of a claim's prizes, found by their keys. */
async function grantsOf(db: Db, claimKey: string, prizes: Prize[]): Promise<ClaimedFreeSpins[]> {
  const wanted = prizes.flatMap((prize, prizeIndex) =>
    prize.freeSpins ? [{ prizeIndex, key: freeSpinsGrantKey(claimKey, prizeIndex) }] : [],
  );
  const keys = wanted.map((w) => w.key);
  if (keys.length === 0) return [];
  const rows = await db
    .select({ id: freeSpinGrants.id, key: freeSpinGrants.grantKey, expiresAt: freeSpinGrants.expiresAt })
    .from(freeSpinGrants)
    .where(inArray(freeSpinGrants.grantKey, keys));
  return wanted.flatMap(({ prizeIndex, key }) => {
    const row = rows.find((r) => r.key === key);
    return row ? [{ prizeIndex, freeSpinId: row.id, endDate: row.expiresAt }] : [];
  });
}

/** A player's claims of a feature, narrowed by any further conditions. */
const claimsOf = (playerId: string, key: FeatureKey, ...more: Array<SQL | undefined>) =>
  and(eq(featureClaims.playerId, playerId), eq(featureClaims.featureKey, key), ...more);

type ClaimRow = typeof featureClaims.$inferSelect;
const toLastClaim = <S>(row: ClaimRow): LastClaim<S> => ({
  period: row.period,
  prizes: row.prizes as Prize[],
  state: row.state as S,
  claimedAt: row.claimedAt,
});

/** The player's latest claim of a feature (any period, any slot), or null. */
export async function lastClaimOf<S = unknown>(
  db: Db,
  playerId: string,
  key: FeatureKey,
  options: { exceptId?: string } = {},
): Promise<LastClaim<S> | null> {
  const [row] = await db
    .select()
    .from(featureClaims)
    .where(claimsOf(playerId, key, options.exceptId ? ne(featureClaims.id, options.exceptId) : undefined))
    .orderBy(desc(featureClaims.claimedAt), desc(featureClaims.createdAt))
    .limit(1);
  return row ? toLastClaim<S>(row) : null;
}

/** The player's latest claims of a feature, newest first, each with the free spins it granted. */
export async function recentClaimsOf<S = unknown>(
  db: Db,
  input: { playerId: string; key: FeatureKey; limit: number },
): Promise<Array<LastClaim<S> & { freeSpins: ClaimedFreeSpins[] }>> {
  const rows = await db
    .select()
    .from(featureClaims)
    .where(claimsOf(input.playerId, input.key))
    .orderBy(desc(featureClaims.claimedAt), desc(featureClaims.createdAt))
    .limit(input.limit);
  const claims = rows.map((row) => toLastClaim<S>(row));
  const withGrants = claims.filter((claim) => claim.prizes.some((prize) => prize.freeSpins));
  const grants = new Map<LastClaim<S>, ClaimedFreeSpins[]>();
  for (const claim of withGrants)
    grants.set(
      claim,
      await grantsOf(db, featureClaimKey(input.key, input.playerId, claim.period), claim.prizes),
    );
  return claims.map((claim) => ({ ...claim, freeSpins: grants.get(claim) ?? [] }));
}

/** The player's latest claim of every feature, by key (one statement). */
export async function lastClaimsOf(db: Db, playerId: string): Promise<Map<FeatureKey, LastClaim>> {
  const rows = await db
    .selectDistinctOn([featureClaims.featureKey])
    .from(featureClaims)
    .where(eq(featureClaims.playerId, playerId))
    .orderBy(featureClaims.featureKey, desc(featureClaims.claimedAt), desc(featureClaims.createdAt));
  return new Map(rows.map((row) => [row.featureKey as FeatureKey, toLastClaim(row)]));
}
