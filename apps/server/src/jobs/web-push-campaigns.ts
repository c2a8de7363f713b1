import { runDueWebPushCampaigns, type Db, type WebPushSender } from '@casino/core';
import type { RecurringJob } from './job-engine.ts';

/**
 * Sends the marketing campaigns that are due, once across processes: pg-boss runs a tick once, and a run that
 * repeats finds each device already recorded (docs/web-push.md, Campaigns). Every minute: a campaign goes out
 * within about a minute of its send time (at once after a clock move).
 */
export const WEB_PUSH_CAMPAIGNS_JOB: RecurringJob<{ db: Db; sender: WebPushSender }> = {
  name: 'web-push-campaigns',
  cron: '* * * * *',
  run: runDueWebPushCampaigns,
};
