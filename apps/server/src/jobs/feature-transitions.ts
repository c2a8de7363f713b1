import { type FeatureKey, type FeatureSchedule, type PushMessage } from '@casino/contracts';
import {
  TRANSITION_NEWS_MS,
  isScheduledAt,
  loadAllFeatures,
  periodAt,
  tables,
  type Db,
  type Publisher,
} from '@casino/core';
import type { JobEngine } from './job-engine.ts';

export const FEATURE_TRANSITIONS_JOB = 'feature-transitions';
/** Every minute: a transition is announced within about a minute of its time. */
export const FEATURE_TRANSITIONS_CRON = '* * * * *';

export type Transition = 'started' | 'finished' | 'periodStarted';

export interface FeatureTransition {
  brand: string;
  key: FeatureKey;
  transition: Transition;
  /** When it happened by the schedule. */
  at: Date;
}

/**
 * The transitions of one feature that have happened by `now` and are still news: its start and the start of
 * its current period while it runs (a period that began before the feature is covered by `started`), or its
 * finish once it has finished.
 */
export function dueTransitions(
  feature: { brand: string; key: FeatureKey; schedule: FeatureSchedule },
  now: Date,
): FeatureTransition[] {
  const { brand, key, schedule } = feature;
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

export interface FeatureTransitionsDeps {
  db: Db;
  publisher: Publisher;
}

/**
 * Announces every feature transition once across processes: each due transition is inserted into
 * `feature_transitions` with ON CONFLICT DO NOTHING, and only the rows this run inserted are pushed —
 * `feature {started|finished|periodStarted}` and then one `promotionsPage update` — to the brand's signed-in
 * pages. Answers what this run announced.
 */
export async function announceFeatureTransitions(
  deps: FeatureTransitionsDeps,
  now: Date,
): Promise<FeatureTransition[]> {
  // A row whose schedule or config fails its schema is off (the engine's loader leaves it out).
  const due = (await loadAllFeatures(deps.db))
    .filter((feature) => feature.enabled)
    .flatMap((feature) => dueTransitions(feature, now));
  if (due.length === 0) return [];

  const inserted = await deps.db
    .insert(tables.featureTransitions)
    .values(due.map(({ brand, key, transition, at }) => ({ brand, featureKey: key, transition, at })))
    .onConflictDoNothing()
    .returning();
  const id = (brand: string, key: string, transition: string, at: Date) =>
    `${brand}|${key}|${transition}|${at.getTime()}`;
  const recorded = new Set(inserted.map((r) => id(r.brand, r.featureKey, r.transition, r.at)));
  const announced = due.filter((t) => recorded.has(id(t.brand, t.key, t.transition, t.at)));

  for (const { brand, key, transition } of announced)
    deps.publisher.toBrand(brand, { type: 'feature', action: transition, data: { key } } as PushMessage);
  // A start or a finish changes which cards the promotions page lists; a new period only their state, which
  // pages follow from the feature push (a promotions update would also end a running exit offer, spec §4).
  const listChanged = announced.filter((t) => t.transition !== 'periodStarted');
  for (const brand of new Set(listChanged.map((t) => t.brand)))
    deps.publisher.toBrand(brand, { type: 'promotionsPage', action: 'update' });
  return announced;
}

/** Registers the job on the engine: every minute, and at once after a move of the clock. */
export function scheduleFeatureTransitions(jobs: JobEngine, deps: FeatureTransitionsDeps) {
  jobs.schedule(FEATURE_TRANSITIONS_JOB, FEATURE_TRANSITIONS_CRON, async ({ now }) => {
    await announceFeatureTransitions(deps, now);
  });
}
