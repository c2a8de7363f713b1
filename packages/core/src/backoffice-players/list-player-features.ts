import { asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { BackofficeFeatureStateRow } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { featureClaims, features } from '../db/schema/index.ts';
import { featureModules } from '../engagement/feature-module.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import { findPlayerOr404 } from './get-player-detail.ts';
import { iso, pageInMemory, type ListPage, type Paged } from './paging.ts';

const PROGRESS_ROWS = 5;

/**
 * Every engagement feature of the player's brand as this player stands in it: claims made (the one claim
 * rule's rows), the last one's period and kept state, and the feature's own latest progress rows.
 */
export async function listPlayerFeatures(
  db: Db,
  playerId: string,
  query: ListPage,
): Promise<Paged<BackofficeFeatureStateRow>> {
  const player = await findPlayerOr404(db, playerId);
  const [brandFeatures, claims, latest] = await Promise.all([
    db
      .select({ key: features.key, enabled: features.enabled })
      .from(features)
      .where(eq(features.brand, player.brand))
      .orderBy(asc(features.priority)),
    db
      .select({ key: featureClaims.featureKey, n: count(), last: max(featureClaims.claimedAt) })
      .from(featureClaims)
      .where(eq(featureClaims.playerId, playerId))
      .groupBy(featureClaims.featureKey),
    db
      .selectDistinctOn([featureClaims.featureKey], {
        key: featureClaims.featureKey,
        period: featureClaims.period,
        state: featureClaims.state,
      })
      .from(featureClaims)
      .where(eq(featureClaims.playerId, playerId))
      .orderBy(featureClaims.featureKey, desc(featureClaims.claimedAt)),
  ]);
  const progress = new Map<string, unknown[]>();
  for (const { key, progress: where } of featureModules()) {
    if (!where) continue;
    const { table, latest: column } = where;
    const rows = rowsOf<{ row: unknown }>(
      await db.execute(
        sql`SELECT to_jsonb(t) AS row FROM ${table} t WHERE t.player_id = ${playerId}
            ORDER BY t.${sql.identifier(column.name)} DESC LIMIT ${PROGRESS_ROWS}`,
      ),
    );
    progress.set(
      key,
      rows.map((r) => stripPlayer(r.row)),
    );
  }
  const keys = [...new Set([...brandFeatures.map((f) => f.key), ...claims.map((c) => c.key)])];
  const rows: BackofficeFeatureStateRow[] = keys.map((key) => {
    const claim = claims.find((c) => c.key === key);
    const last = latest.find((l) => l.key === key);
    const lastAt = claim?.last ? new Date(claim.last) : null;
    return {
      featureKey: key,
      enabled: brandFeatures.find((f) => f.key === key)?.enabled ?? false,
      claims: Number(claim?.n ?? 0),
      lastClaimAt: iso(lastAt),
      lastPeriod: last?.period ?? null,
      lastState: last?.state ?? null,
      progress: progress.get(key) ?? [],
    };
  });
  return pageInMemory(
    rows,
    // Unsorted, the list reads as the alphabet.
    query.sort ? query : { ...query, order: 'asc' },
    { featureKey: (r) => r.featureKey, claims: (r) => r.claims, lastClaimAt: (r) => r.lastClaimAt },
    'featureKey',
  );
}

/** The player's own id is in every progress row: noise on the player's own page. */
function stripPlayer(row: unknown): unknown {
  if (row === null || typeof row !== 'object') return row;
  const { player_id: _, ...rest } = row as Record<string, unknown>;
  return rest;
}
