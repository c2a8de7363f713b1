import { runEmailLotteryDraws, type Db, type Publisher } from '@casino/core';
import type { JobEngine } from './job-engine.ts';

export const EMAIL_LOTTERY_DRAWS_JOB = 'email-lottery-draws';
/** Every minute: a draw is made within about a minute of its time (and at once after a clock move). */
export const EMAIL_LOTTERY_DRAWS_CRON = '* * * * *';

/** Registers the weekly email lottery's draws on the job engine (each draw made once across processes). */
export function scheduleEmailLotteryDraws(jobs: JobEngine, deps: { db: Db; publisher: Publisher }) {
  jobs.schedule(EMAIL_LOTTERY_DRAWS_JOB, EMAIL_LOTTERY_DRAWS_CRON, async ({ now }) => {
    await runEmailLotteryDraws(deps, now);
  });
}
