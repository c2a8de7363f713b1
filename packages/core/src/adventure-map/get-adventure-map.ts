import { and, eq } from 'drizzle-orm';
import type { AdventureMap } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { adventureMapProgress } from '../db/schema/index.ts';
import { notActiveError } from '../engagement/claim-feature.ts';
import { isLive, loadFeature, type FeatureRecord } from '../engagement/load-features.ts';
import { percentOf } from '../engagement/play-points.ts';
import { notFound } from '../errors.ts';

export type AdventureMapRow = typeof adventureMapProgress.$inferSelect;
type Progress = Pick<AdventureMapRow, 'points' | 'currentIndex'>;

/** Sections reached by play and not chosen yet. */
export const claimableOf = (feature: FeatureRecord<'adventureMap'>, progress: Progress | undefined) =>
  feature.config.sections.filter(
    (s, i) => i + 1 > (progress?.currentIndex ?? 0) && (progress?.points ?? 0) >= s.points,
  ).length;

export function adventureMapView(
  feature: FeatureRecord<'adventureMap'>,
  progress: Progress | undefined,
  now: Date,
): AdventureMap {
  const { sections, slug } = feature.config;
  const points = progress?.points ?? 0;
  const currentIndex = progress?.currentIndex ?? 0;
  const reached = sections.filter((s) => points >= s.points).length;
  const next = sections[reached];
  const from = reached === 0 ? 0 : sections[reached - 1]!.points;
  return {
    id: slug,
    event: { id: slug, isActive: isLive(feature, now), finishedAt: feature.schedule.finishesAt },
    currentIndex,
    sections: sections.map((s, i) => ({
      index: i + 1,
      isCurrent: i + 1 === currentIndex,
      isReached: points >= s.points,
      points: s.points,
      award: s.award,
      isAwardClaimed: i + 1 <= currentIndex,
    })),
    progressBar: {
      points,
      nextPoints: next?.points ?? null,
      percent: next ? percentOf(points - from, next.points - from) : 100,
    },
  };
}

export async function loadAdventureMap(db: Db, input: { brand: string; playerId: string }) {
  const feature = await loadFeature(db, input.brand, 'adventureMap');
  if (!feature) throw notActiveError();
  const [progress] = await db
    .select()
    .from(adventureMapProgress)
    .where(
      and(
        eq(adventureMapProgress.playerId, input.playerId),
        eq(adventureMapProgress.mapSlug, feature.config.slug),
      ),
    );
  return { feature, progress };
}

/** GET /rest/adventure-map/current/ and /{id}/ (only the brand's current map is open: another id is 404). */
export async function getAdventureMap(
  db: Db,
  input: { brand: string; playerId: string; now: Date; id?: string },
): Promise<AdventureMap> {
  const { feature, progress } = await loadAdventureMap(db, input);
  if (input.id !== undefined && input.id !== feature.config.slug)
    throw notFound('There is no such adventure map.');
  return adventureMapView(feature, progress, input.now);
}

/** GET /rest/adventure-map-info/ */
export async function getAdventureMapInfo(db: Db, input: { brand: string; playerId: string; now: Date }) {
  const feature = await loadFeature(db, input.brand, 'adventureMap');
  if (!feature || !isLive(feature, input.now))
    return { isActive: false, mapId: null, finishedAt: null, sectionsCount: 0, claimable: 0 };
  const { progress } = await loadAdventureMap(db, input);
  return {
    isActive: true,
    mapId: feature.config.slug,
    finishedAt: feature.schedule.finishesAt,
    sectionsCount: feature.config.sections.length,
    claimable: claimableOf(feature, progress),
  };
}
