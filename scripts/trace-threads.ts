// What the frame-cost scripts read from a Chromium trace: complete events by thread name, and the CPU time of a
// thread's outermost tasks (`tdur`, which a loaded machine does not inflate).

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args: { name?: string };
}

/** The complete ('X') events of the threads whose name matches. */
export function eventsOn(events: TraceEvent[], name: RegExp): TraceEvent[] {
  const threads = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name ?? '');
  return events.filter((e) => e.ph === 'X' && name.test(threads.get(`${e.pid}:${e.tid}`) ?? ''));
}

/** CPU ms of the outermost tasks of the events' threads (nested ones are inside their parent's time). */
export function cpuOf(events: TraceEvent[]): number {
  let cpu = 0;
  let end = 0;
  for (const task of events.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts)) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    cpu += (task.tdur ?? task.dur ?? 0) / 1000;
  }
  return cpu;
}
