import type { FeatureKey, FeatureSchedule } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { featureTransitions } from '../db/schema/index.ts';
import { loadAllFeatures } from './load-features.ts';
import { TRANSITION_NEWS_MS, isScheduledAt, liveWindowAt, periodAt, windowsEnding } from './periods.ts';

export type FeatureTransitionKind = 'started' | 'finished' | 'periodStarted';

export interface FeatureTransition {
  brand: string;
  key: FeatureKey;
  transition: FeatureTransitionKind;
  /** When it happened by the schedule. */
  at: Date;
}

/**
 * The transitions of one feature that have happened by `now` and are still news: its start and the start of
 * its current period while it runs (a period that began before the feature is covered by `started`), or its
 * finish once it has finished. A recurring feature starts and finishes with each occurrence (cut to its
 * `startsAt` and `finishesAt`): the running one's start, and the finish of each that ended within the news.
 */
export function dueTransitions(
  feature: { brand: string; key: FeatureKey; schedule: FeatureSchedule },
  now: Date,
): FeatureTransition[] {
  const { brand, key, schedule } = feature;
  if (schedule.recurrence) return dueOccurrenceTransitions(feature, now);
  const startsAt = schedule.startsAt ? new Date(schedule.startsAt) : null;
  const finishesAt = schedule.finishesAt ? new Date(schedule.finishesAt) : null;
  const due: FeatureTransition[] = [];
  if (finishesAt && finishesAt <= now) {
    due.push({ brand, key, transition: 'finished', at: finishesAt });
  } else if (isScheduledAt(schedule, now)) {
    if (startsAt) due.push({ brand, key, transition: 'started', at: startsAt });
    const period = periodAt(schedule, now);
    if (!startsAt || period.startsAt > startsAt)
      due.push({ brand, key, transition: 'periodStarted', at: period.startsAt });
  }
  return due.filter((t) => now.getTime() - t.at.getTime() < TRANSITION_NEWS_MS);
}

function dueOccurrenceTransitions(
  { brand, key, schedule }: { brand: string; key: FeatureKey; schedule: FeatureSchedule },
  now: Date,
): FeatureTransition[] {
  const news = new Date(now.getTime() - TRANSITION_NEWS_MS);
  const due: FeatureTransition[] = windowsEnding(schedule, news, now).map((w) => ({
    brand,
    key,
    transition: 'finished',
    at: w.finishesAt!,
  }));
  const running = liveWindowAt(schedule, now);
  if (running?.startsAt) {
    due.push({ brand, key, transition: 'started', at: running.startsAt });
    const period = periodAt(schedule, now);
    if (period.startsAt > running.startsAt)
      due.push({ brand, key, transition: 'periodStarted', at: period.startsAt });
  }
  return due.filter((t) => t.at > news);
}

/** The due transitions (`dueTransitions`) of every enabled feature of every brand. */
export async function dueFeatureTransitions(db: Db, now: Date): Promise<FeatureTransition[]> {
  // A row whose schedule or config fails its schema is off (the engine's loader leaves it out).
  return (await loadAllFeatures(db))
    .filter((feature) => feature.enabled)
    .flatMap((feature) => dueTransitions(feature, now));
}

/**
 * Records transitions in `feature_transitions` (ON CONFLICT DO NOTHING) and answers those this call inserted:
 * whichever process or retry inserts a transition announces it, every other finds it and does not.
 */
export async function recordTransitions(
  db: Db,
  due: readonly FeatureTransition[],
): Promise<FeatureTransition[]> {
  if (due.length === 0) return [];
  const inserted = await db
    .insert(featureTransitions)
    .values(due.map(({ brand, key, transition, at }) => ({ brand, featureKey: key, transition, at })))
    .onConflictDoNothing()
    .returning();
  const id = (brand: string, key: string, transition: string, at: Date) =>
    `${brand}|${key}|${transition}|${at.getTime()}`;
  const recorded = new Set(inserted.map((r) => id(r.brand, r.featureKey, r.transition, r.at)));
  return due.filter((t) => recorded.has(id(t.brand, t.key, t.transition, t.at)));
}
