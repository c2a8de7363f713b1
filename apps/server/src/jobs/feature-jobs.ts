import { featureModules, type FeatureJobDeps } from '@casino/core';
import { scheduleJob, type JobEngine } from './job-engine.ts';

/**
 * Every feature module's jobs on the job engine (each run once per tick across processes; a run after a move
 * of the clock comes at once). The modules name and time them (ADR 0017); only `schedule` is asked of the engine.
 */
export function scheduleFeatureJobs(jobs: Pick<JobEngine, 'schedule'>, deps: FeatureJobDeps) {
  for (const job of featureModules().flatMap((module) => module.jobs ?? [])) scheduleJob(jobs, job, deps);
}
