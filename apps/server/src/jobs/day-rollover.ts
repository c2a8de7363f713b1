import { MAX_TIMER_MS, type PushMessage } from '@casino/contracts';
import { onClockMove, type Clock } from '@casino/core';
import type { Job } from './scheduler.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DAY_ROLLOVER_MESSAGE = { type: 'activity', action: 'day_24h' } as const satisfies PushMessage;

/** The first UTC midnight strictly after `nowMs`, so a run exactly at midnight schedules the next day. */
export function nextUtcMidnight(nowMs: number): number {
  return (Math.floor(nowMs / DAY_MS) + 1) * DAY_MS;
}

export interface DayRolloverOptions {
  /**
   * Delivers the message. The app passes the hub's process-local broadcast: every server process runs this
   * job, so a cluster-wide emit would reach each client once per process.
   */
  emit: (message: PushMessage) => void;
  clock: Clock;
  logger?: { error(obj: object, msg?: string): void };
  /** setTimeout overflows above 2^31-1 ms and fires at once; injectable to test the capped path. */
  maxTimerMs?: number;
}

export interface DayRolloverJob {
  nextRunAt(): Date;
  stop(): void;
}

/**
 * Emits `activity/day_24h` at every UTC midnight with a self re-arming timer. A clock that jumps (tests, the
 * clock control) wakes it at once: past midnight it emits then and there, before the move returns.
 */
export function startDayRolloverJob(options: DayRolloverOptions): DayRolloverJob {
  const now = () => options.clock.now().getTime();
  const maxTimerMs = Math.min(options.maxTimerMs ?? MAX_TIMER_MS, MAX_TIMER_MS);
  let target = nextUtcMidnight(now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const arm = () => {
    const delay = Math.max(0, Math.min(target - now(), maxTimerMs));
    timer = setTimeout(wake, delay);
    // A pending midnight must not keep a shutting-down process alive.
    timer.unref?.();
  };

  function wake() {
    if (stopped) return;
    const current = now();
    // Capped timers, and timers that fire a little early, wake before the target: just sleep again.
    if (current >= target) {
      try {
        options.emit(DAY_ROLLOVER_MESSAGE);
      } catch (error) {
        options.logger?.error({ err: error }, 'day rollover push failed');
      }
      target = nextUtcMidnight(current);
    }
    arm();
  }

  arm();
  const stopListening = onClockMove(options.clock, () => {
    // Moved back by more than a day: the next midnight is the one after the new now, not days away.
    if (target - now() > DAY_MS) target = nextUtcMidnight(now());
    clearTimeout(timer);
    wake();
  });
  return {
    nextRunAt: () => new Date(target),
    stop() {
      stopped = true;
      stopListening();
      clearTimeout(timer);
    },
  };
}

/** The day rollover as a scheduler job. */
export const dayRolloverJob = (options: Omit<DayRolloverOptions, 'clock'>): Job => ({
  name: 'day-rollover',
  start: ({ clock }) => startDayRolloverJob({ ...options, clock }),
});
