import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FEATURE_KEYS,
  FeatureScheduleSchema,
  type BrandKey,
  type FeatureKey,
  type FeatureSettings,
  type FeatureSettingsUpdate,
  type FreeSpinsPrize,
} from '@casino/contracts';
import { getGameDefinition } from '@casino/game-math';
import type { Db } from '../db/client.ts';
import { features, games } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { featureModule } from './feature-module.ts';
import { isLive, parseFeatureRow } from './load-features.ts';

type FeatureRow = typeof features.$inferSelect;

const toSettings = (row: Omit<FeatureRow, 'updatedAt'>): FeatureSettings => {
  const schedule = FeatureScheduleSchema.safeParse(row.schedule);
  return {
    brand: row.brand,
    key: row.key as FeatureKey,
    enabled: row.enabled,
    priority: row.priority,
    schedule: schedule.success ? schedule.data : (row.schedule as FeatureSettings['schedule']),
    config: row.config as Record<string, unknown>,
  };
};

/** GET /rest/ops/features/: the rows of one brand, or of every brand, as operators change them. */
export async function listFeatureSettings(db: Db, input: { brand?: BrandKey }): Promise<FeatureSettings[]> {
  const rows = await db
    .select()
    .from(features)
    .where(input.brand ? eq(features.brand, input.brand) : undefined)
    .orderBy(asc(features.brand), asc(features.priority), asc(features.key));
  // Within a brand, the engine's one order (priority, then the registry's): as app init lists them.
  const order = (key: string) => FEATURE_KEYS.indexOf(key as FeatureKey);
  return rows
    .sort((a, b) => a.brand.localeCompare(b.brand) || a.priority - b.priority || order(a.key) - order(b.key))
    .map(toSettings);
}

/** A schema's refusal as operators read it: the first issue in words, every issue by field. */
export function invalidSettings(part: 'schedule' | 'config', error: z.ZodError): DomainError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = [part, ...issue.path.map(String)].join('.');
    (errors[field] ??= []).push(`${field}: ${issue.message}`);
  }
  const first = Object.values(errors)[0]![0]!;
  return new DomainError({
    status: 400,
    code: 'invalid_feature_settings',
    message: `The ${part} is not valid. ${first}`,
    errors,
  });
}

/** Every free-spins prize of a config, wherever the feature keeps its prizes. */
function freeSpinPrizes(value: unknown): FreeSpinsPrize[] {
  if (Array.isArray(value)) return value.flatMap(freeSpinPrizes);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'freeSpins' && inner !== null ? [inner as FreeSpinsPrize] : freeSpinPrizes(inner),
  );
}

/** Free spins must name an active in-house game of the catalogue and one of its bet levels. */
export async function checkFreeSpinGames(db: Db, config: unknown) {
  const prizes = freeSpinPrizes(config);
  if (prizes.length === 0) return;
  const found = await db
    .select({ slug: games.slug, engineId: games.engineId, isActive: games.isActive })
    .from(games)
    .where(inArray(games.slug, [...new Set(prizes.map((p) => p.gameId))]));
  for (const prize of prizes) {
    const game = found.find((g) => g.slug === prize.gameId && g.isActive);
    const bets = game ? getGameDefinition(game.engineId)?.betLevels : undefined;
    if (!game || !bets)
      throw new DomainError({
        status: 400,
        code: 'invalid_feature_settings',
        message: `The config is not valid. Free spins need an active game of the catalogue: there is no game "${prize.gameId}".`,
      });
    if (!bets.includes(prize.betLevel))
      throw new DomainError({
        status: 400,
        code: 'invalid_feature_settings',
        message: `The config is not valid. "${prize.gameId}" bets ${bets.join(', ')}: ${prize.betLevel} is not one of them.`,
      });
  }
}

/**
 * A brand's feature change inside the caller's transaction `tx` (the back-office audits it there): a missing
 * row starts from the feature's defaults, off. The schedule given is merged into the stored one; the config
 * is replaced whole and checked by the feature's schema; a refusal (400, `errors` keyed by the field's path)
 * changes nothing. `before` is the row as it was (null when there was none). The brand's players hear of it
 * when the caller calls `notify` after the commit: `feature started|finished` when the feature starts or
 * stops running, and `promotionsPage update` for every change.
 */
export async function updateFeatureSettingsInTransaction(
  tx: Db,
  input: { brand: BrandKey; key: FeatureKey; update: FeatureSettingsUpdate; now: Date },
) {
  const { brand, key, update, now } = input;
  const definition = featureModule(key);
  const [row] = await tx
    .select()
    .from(features)
    .where(and(eq(features.brand, brand), eq(features.key, key)))
    .for('update');
  const current = row ?? { ...definition.defaults, brand, key, enabled: false };
  const schedule = FeatureScheduleSchema.safeParse({
    ...(current.schedule as object),
    ...update.schedule,
  });
  if (!schedule.success) throw invalidSettings('schedule', schedule.error);
  const config = definition.configSchema.safeParse(update.config ?? current.config);
  if (!config.success) throw invalidSettings('config', config.error);
  await checkFreeSpinGames(tx, config.data);
  const next = {
    brand,
    key,
    enabled: update.enabled ?? current.enabled,
    priority: update.priority ?? current.priority,
    schedule: schedule.data,
    config: config.data as Record<string, unknown>,
  };
  await tx
    .insert(features)
    .values({ ...next, updatedAt: now })
    .onConflictDoUpdate({ target: [features.brand, features.key], set: { ...next, updatedAt: now } });

  const parsedBefore = row ? parseFeatureRow(row) : null;
  const wasLive = parsedBefore !== null && isLive(parsedBefore, now);
  const live = isLive(next, now);
  return {
    before: row ? toSettings(row) : null,
    after: toSettings(next),
    live,
    notify(publisher: Publisher) {
      // The brand's room: every signed-in page of this brand, in every process.
      if (wasLive !== live)
        publisher.toBrand(brand, { type: 'feature', action: live ? 'started' : 'finished', data: { key } });
      publisher.toBrand(brand, { type: 'promotionsPage', action: 'update' });
    },
  };
}

/**
 * PUT /rest/ops/features/{brand}/{key}/ and `npm run ops -- features:set`: `updateFeatureSettingsInTransaction`
 * in a transaction of its own, the brand's players told after it commits.
 */
export async function updateFeatureSettings(
  deps: { db: Db; publisher: Publisher },
  input: { brand: BrandKey; key: FeatureKey; update: FeatureSettingsUpdate; now: Date },
): Promise<FeatureSettings> {
  const changed = await deps.db.transaction((tx) => updateFeatureSettingsInTransaction(tx, input));
  changed.notify(deps.publisher);
  return changed.after;
}
