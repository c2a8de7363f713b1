import { randomBytes } from 'node:crypto';
import {
  FEATURE_KEYS,
  type BrandKey,
  type FeatureKey,
  type OperatorRole,
  type PrizeDropsConfig,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { games } from '../db/schema/catalogue.ts';
import type { ActivityData } from '../engagement/activity.ts';
import { featureModule } from '../engagement/feature-module.ts';
import { registerPlayer } from '../identity/register-player.ts';
import { registerOperator } from '../backoffice/create-operator.ts';
import { openGameSession } from '../seamless-wallet/open-game-session.ts';
import { TEST_PROVIDER } from '../seamless-wallet/seamless-test-client.ts';

export const uniqueEmail = (prefix = 'player') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
export const TEST_PASSWORD = 'violet-harbor-42';

/** A small day of prize drops: one gold prize of 5,000 and three bronze of 100. */
export const SMALL_PRIZE_DROPS: PrizeDropsConfig = {
  dailyPrizePool: 100_000,
  highestPrizePerDay: 5_000,
  prizeCountPerDay: 4,
  minimalLevelPlay: 20,
  levels: [
    { level: 3, count: 1, coins: 5_000 },
    { level: 1, count: 3, coins: 100 },
  ],
};

/** A round as the in-house games record it: a losing coin spin of `bet` on Nile Frenzy, unless `extra` says. */
export const testRound = (
  bet: number,
  extra: Partial<ActivityData['round']> = {},
): ActivityData['round'] => ({
  provider: 'in-house',
  gameId: 'nile-frenzy',
  currency: 'COIN',
  bet,
  win: 0,
  freeRound: false,
  ...extra,
});

/** A registered player with a known password; every call makes a new one. */
export async function createPlayer(
  db: Db,
  overrides: { email?: string; password?: string; brand?: BrandKey; now?: Date } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? TEST_PASSWORD;
  const { player } = await registerPlayer(db, {
    agreedToTerms: true,
    brand: overrides.brand ?? 'funrize',
    locale: 'en',
    email,
    password,
    now: overrides.now ?? new Date(),
  });
  return { player, email, password };
}

/** The feature keys a fresh database runs for every brand, in their seeded priority order. */
export function seededFeatureKeys(): FeatureKey[] {
  const priority = (key: FeatureKey) => featureModule(key).defaults.priority;
  return [...FEATURE_KEYS].sort(
    (a, b) => priority(a) - priority(b) || FEATURE_KEYS.indexOf(a) - FEATURE_KEYS.indexOf(b),
  );
}

/** An operator with a known password (two-factor sign-in not set up yet); every call makes a new one. */
export async function createOperator(
  db: Db,
  overrides: { email?: string; role?: OperatorRole; password?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail('operator');
  const password = overrides.password ?? TEST_OPERATOR_PASSWORD;
  const { operator } = await registerOperator(db, { email, role: overrides.role ?? 'admin', password });
  return { operator, email: operator.email, password };
}
export const TEST_OPERATOR_PASSWORD = 'quiet-lantern-harbor-42';

/** A game session on triple-sevens through the seamless test provider (`createSeamlessTestClient`): its token. */
export async function openTestGameSession(db: Db, playerId: string, now: Date): Promise<string> {
  return (await openGameSession(db, { playerId, gameId: 'triple-sevens', provider: TEST_PROVIDER, now }))
    .token;
}

/** An active seeded catalogue game on the in-house engine `engineId` (the seed has several of each). */
export async function seededGameOn(
  db: Db,
  engineId: (typeof games.$inferSelect)['engineId'],
): Promise<{ id: number; slug: string }> {
  const [game] = await db
    .select({ id: games.id, slug: games.slug })
    .from(games)
    .where(and(eq(games.engineId, engineId), eq(games.isActive, true)))
    .limit(1);
  if (!game) throw new Error(`the seed has no active game on ${engineId}`);
  return game;
}
