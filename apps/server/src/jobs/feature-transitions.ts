import { type PushMessage } from '@casino/contracts';
import {
  dueFeatureTransitions,
  recordTransitions,
  type Db,
  type FeatureTransition,
  type Publisher,
} from '@casino/core';
import type { RecurringJob } from './job-engine.ts';

export {
  dueTransitions,
  type FeatureTransition,
  type FeatureTransitionKind as Transition,
} from '@casino/core';

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
  const announced = await recordTransitions(deps.db, await dueFeatureTransitions(deps.db, now));

  for (const { brand, key, transition } of announced)
    deps.publisher.toBrand(brand, { type: 'feature', action: transition, data: { key } } as PushMessage);
  // A start or a finish changes which cards the promotions page lists; a new period only their state, which
  // pages follow from the feature push (a promotions update would also end a running exit offer, spec §4).
  const listChanged = announced.filter((t) => t.transition !== 'periodStarted');
  for (const brand of new Set(listChanged.map((t) => t.brand)))
    deps.publisher.toBrand(brand, { type: 'promotionsPage', action: 'update' });
  return announced;
}

/** Every minute, and at once after a move of the clock: a transition is announced within a minute of its time. */
export const FEATURE_TRANSITIONS_JOB: RecurringJob<FeatureTransitionsDeps> = {
  name: 'feature-transitions',
  cron: '* * * * *',
  run: announceFeatureTransitions,
};
