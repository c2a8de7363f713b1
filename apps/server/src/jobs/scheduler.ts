import type { Clock } from '@casino/core';

/** What a running job hands back: the scheduler stops it when the app closes. */
export interface RunningJob {
  stop(): void;
}

/** A background job of this process. `start` arms its own timers and reads time from `clock`. */
export interface Job {
  name: string;
  start(context: { clock: Clock }): RunningJob;
}

/**
 * Starts the app's jobs when the server listens and stops them when it closes. Every process runs every
 * job today; a job engine that runs a job once across processes replaces `start` later, jobs stay as they are.
 */
export interface JobScheduler {
  add(job: Job): void;
  start(): void;
  stop(): void;
  /** Names of the running jobs (diagnostics and tests). */
  running(): string[];
}

export function createJobScheduler(options: {
  clock: Clock;
  logger?: { error(obj: object, msg?: string): void };
}): JobScheduler {
  const jobs: Job[] = [];
  const running = new Map<string, RunningJob>();
  return {
    add(job) {
      if (jobs.some((known) => known.name === job.name)) throw new Error(`job ${job.name} is added twice`);
      jobs.push(job);
    },
    start() {
      for (const job of jobs) {
        if (running.has(job.name)) continue;
        try {
          running.set(job.name, job.start({ clock: options.clock }));
        } catch (error) {
          // One broken job must not keep the server from serving.
          options.logger?.error({ err: error, job: job.name }, 'job failed to start');
        }
      }
    },
    stop() {
      for (const job of running.values()) job.stop();
      running.clear();
    },
    running: () => [...running.keys()],
  };
}
