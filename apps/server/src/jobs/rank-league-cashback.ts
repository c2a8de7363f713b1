import { runCashbackJob, type Db, type Publisher } from '@casino/core';
import type { JobEngine } from './job-engine.ts';

export const RANK_LEAGUE_CASHBACK_JOB = 'rank-league-cashback';
/** Every five minutes: a period's cashback is calculated within minutes of its end (and at once after a move of the clock). */
export const RANK_LEAGUE_CASHBACK_CRON = '*/5 * * * *';

/** Calculates ended periods' cashback and expires uncollected ones (idempotent: docs/engagement.md, Rank league). */
export function scheduleRankLeagueCashback(jobs: JobEngine, deps: { db: Db; publisher: Publisher }) {
  jobs.schedule(RANK_LEAGUE_CASHBACK_JOB, RANK_LEAGUE_CASHBACK_CRON, async ({ now }) => {
    await runCashbackJob(deps, now);
  });
}
