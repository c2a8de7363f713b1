import type { ActivityKick } from '@casino/core';
import type { Job } from './scheduler.ts';

/** How often each process looks for activity nobody processed (a kick lost to a crash, a retry due). */
export const ACTIVITY_SWEEP_MS = 2000;

/**
 * The safety net of the activity dispatcher: commits wake it at once, this wakes it every few seconds
 * (SKIP LOCKED lets every process sweep without taking the same rows).
 */
export function activitySweepJob(activity: ActivityKick): Job {
  return {
    name: 'activity-sweep',
    start() {
      const timer = setInterval(() => activity.kick(), ACTIVITY_SWEEP_MS);
      timer.unref?.();
      return { stop: () => clearInterval(timer) };
    },
  };
}
