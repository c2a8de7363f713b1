import { applyDueFeatureContent, type Db, type Publisher } from '@casino/core';
import type { JobLogger, RecurringJob } from './job-engine.ts';

/**
 * Applies the feature content versions whose time has come (issue #32, docs/live-operations.md): once per
 * tick across processes, and at once after a move of the clock; each version in a transaction of its own,
 * taken by a conditional read so one process applies it. A version the engine refuses now stays scheduled
 * and is logged for the operators (the back-office shows it still scheduled).
 */
export const FEATURE_CONTENT_JOB: RecurringJob<{ db: Db; publisher: Publisher; logger?: JobLogger }> = {
  name: 'feature-content',
  // Every minute: a version takes effect within about a minute of its `effectiveFrom` (a period's start).
  cron: '* * * * *',
  async run(deps, now) {
    const { failed } = await applyDueFeatureContent(deps, now);
    for (const { id, message } of failed)
      deps.logger?.error({ versionId: id, reason: message }, 'feature content version not applied');
  },
};
