import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '@casino/core';
import { createJobScheduler } from './scheduler.ts';

describe('job scheduler', () => {
  it('starts each job once with the clock and stops them all', () => {
    const clock = createManualClock();
    const stop = vi.fn();
    const start = vi.fn(() => ({ stop }));
    const scheduler = createJobScheduler({ clock });
    scheduler.add({ name: 'a', start });
    scheduler.start();
    scheduler.start();
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ clock });
    expect(scheduler.running()).toEqual(['a']);
    scheduler.stop();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(scheduler.running()).toEqual([]);
  });

  it('logs a job that fails to start and starts the others', () => {
    const error = vi.fn();
    const scheduler = createJobScheduler({ clock: createManualClock(), logger: { error } });
    scheduler.add({
      name: 'broken',
      start: () => {
        throw new Error('boom');
      },
    });
    scheduler.add({ name: 'fine', start: () => ({ stop: () => {} }) });
    scheduler.start();
    expect(scheduler.running()).toEqual(['fine']);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ job: 'broken' }), 'job failed to start');
  });

  it('refuses the same job name twice', () => {
    const scheduler = createJobScheduler({ clock: createManualClock() });
    scheduler.add({ name: 'a', start: () => ({ stop: () => {} }) });
    expect(() => scheduler.add({ name: 'a', start: () => ({ stop: () => {} }) })).toThrow('added twice');
  });
});
