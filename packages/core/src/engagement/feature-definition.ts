import type { z } from 'zod';
import type { FeatureKey, FeatureSchedule } from '@casino/contracts';

/** What a feature's availability rule may read of the player. */
export interface FeaturePlayer {
  phoneConfirmed: boolean;
  /** Coin balance, whole coins. */
  coins: number;
}

/** Why a live feature refuses this player now (answered as `reasonType`). */
export type AvailabilityRefusal = 'phone' | 'balance';

/**
 * A feature of the engagement engine: its key, the schema its config is checked by (when an operator
 * saves it and whenever a row is read), what a new brand starts with, and an optional rule that refuses
 * a player for a reason the client explains. Part of the feature's module (`feature-module.ts`).
 */
export interface FeatureDefinition<Config, K extends FeatureKey = FeatureKey> {
  key: K;
  configSchema: z.ZodType<Config>;
  defaults: { priority: number; schedule: FeatureSchedule; config: Config };
  availability?(ctx: { config: Config; player: FeaturePlayer }): AvailabilityRefusal | null;
  /**
   * Claims by occasion only (a streak's wheel, a card, a draw, a friend's first purchase), never one per
   * period: the engine's state never says a claim is open (`isAvailable` false, no `nextPeriodAt`); the
   * feature's own info does.
   */
  byOccasion?: boolean;
}

/** The schedule every seeded feature starts with: always on, a day that resets at midnight UTC. */
export const ALWAYS_DAILY: FeatureSchedule = {
  startsAt: null,
  finishesAt: null,
  period: { kind: 'day', resetHour: 0, timeZone: 'UTC' },
  recurrence: null,
};
