import { finishTournaments, type ActivityDispatcher, type Db, type Publisher } from '@casino/core';
import type { JobEngine } from './job-engine.ts';

export const TOURNAMENT_ENDS_JOB = 'tournament-ends';
/** Every minute: a tournament is paid within about a minute of its end (at once after a move of the clock). */
export const TOURNAMENT_ENDS_CRON = '* * * * *';

export interface TournamentEndsDeps {
  db: Db;
  publisher: Publisher;
  /** Rounds played before an end are scored first (a tournament waits for them; docs/engagement.md). */
  activity: Pick<ActivityDispatcher, 'drain'>;
}

/**
 * Ends and pays each tournament past its end, once across processes: pg-boss runs a tick once, and a run that
 * repeats (a retry, a clock move, another process) finds the tournament finished and its claims taken.
 */
export function scheduleTournamentEnds(jobs: JobEngine, deps: TournamentEndsDeps) {
  jobs.schedule(TOURNAMENT_ENDS_JOB, TOURNAMENT_ENDS_CRON, async ({ now }) => {
    await deps.activity.drain();
    await finishTournaments(deps, now);
  });
}
