import { runDueWebPushCampaigns, type Db, type WebPushSender } from '@casino/core';
import type { JobEngine } from './job-engine.ts';

export const WEB_PUSH_CAMPAIGNS_JOB = 'web-push-campaigns';
/** Every minute: a campaign goes out within about a minute of its send time (at once after a clock move). */
export const WEB_PUSH_CAMPAIGNS_CRON = '* * * * *';

/**
 * Sends the marketing campaigns that are due, once across processes: pg-boss runs a tick once, and a run that
 * repeats finds each device already recorded (docs/web-push.md, Campaigns).
 */
export function scheduleWebPushCampaigns(jobs: JobEngine, deps: { db: Db; sender: WebPushSender }) {
  jobs.schedule(WEB_PUSH_CAMPAIGNS_JOB, WEB_PUSH_CAMPAIGNS_CRON, async ({ now }) => {
    await runDueWebPushCampaigns(deps, now);
  });
}
