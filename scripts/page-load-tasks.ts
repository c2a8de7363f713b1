// `PAGES=before=http://…,after=http://… npx tsx scripts/page-load-tasks.ts [loads] [path]`: the main-thread tasks
// of a guest's first visit after its first paint, as Lighthouse's simulated phone counts them (docs/performance.md,
// issue #34). Each load is a new phone context on each server in turn. Per task: its CPU time (`tdur`, which a
// loaded machine does not inflate) and what ran in it (scripts evaluated, functions called, timers, idle
// callbacks, style and layout); per load: the CPU after first paint and its "blocking" the way Lantern models a
// phone — each task's time × 4, less 50 ms. Medians per server, then the last load's tasks over 5 ms.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { PHONE_CONTEXT } from '../bench/phone-context.ts';
import { eventsOn, type TraceEvent } from './trace-threads.ts';

const pages = Object.fromEntries(
  (process.env.PAGES ?? '').split(',').map((pair) => pair.split('=', 2) as [string, string]),
);
const loads = Number(process.argv[2] ?? 5);
const path = process.argv[3] ?? '/';
/** Lighthouse's simulated phone: 4× slower CPU, and a task blocks input for what it runs over 50 ms. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** How long the page is traced after its load event: the idle callbacks and the deferred chunks run in it. */
const SETTLE_MS = 4_000;

interface Task {
  atMs: number;
  cpuMs: number;
  what: string;
}

type Detailed = TraceEvent & { args: { name?: string; data?: Record<string, unknown> } };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const file = (url: unknown) => String(url ?? '').replace(/^.*\//, '');

/** What an event inside a task did, in a few words. */
function label(e: Detailed): string | null {
  const data = e.args.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
      return `evaluate ${file(data.url)}`;
    case 'v8.compileModule':
    case 'v8.compile':
      return `compile ${file(data.url ?? (e.args as { fileName?: string }).fileName)}`;
    case 'FunctionCall':
      return `call ${String(data.functionName || '(anonymous)')}@${file(data.url)}`;
    case 'TimerFire':
      return 'timer';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'EventDispatch':
      return `event ${String(data.type)}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
      return 'paint';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'v8.evaluateModule':
      return `evaluate ${file(data.url ?? (e.args as { url?: string }).url)}`;
    case 'RunTask':
    case 'ThreadControllerImpl::RunTask':
      return null;
    default:
      return process.env.ALL_EVENTS ? e.name : null;
  }
}

/** The tasks of the renderer's main thread after the first contentful paint. */
function tasksAfterPaint(events: Detailed[]): Task[] {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const main = eventsOn(events, /^CrRendererMain$/).filter((e) => e.pid === fcp.pid) as Detailed[];
  const tasks: Task[] = [];
  let end = 0;
  for (const task of main.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts)) {
    if (task.ts < end || task.ts < fcp.ts) continue;
    end = task.ts + (task.dur ?? 0);
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    const counts = new Map<string, number>();
    for (const e of inside) {
      const what = label(e);
      if (what) counts.set(what, (counts.get(what) ?? 0) + ((e.tdur ?? e.dur ?? 0) as number) / 1000);
    }
    const what = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join('; ');
    tasks.push({ atMs: (task.ts - fcp.ts) / 1000, cpuMs: (task.tdur ?? task.dur ?? 0) / 1000, what });
  }
  return tasks;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  console.log(`load average ${load()}; ${loads} loads of ${path} per page, alternated`);
  const seen: Record<string, { cpu: number[]; blocking: number[]; tasks: Task[] }> = {};
  for (let i = 0; i < loads; i++)
    for (const [name, baseUrl] of Object.entries(pages)) {
      const context = await browser.newContext(PHONE_CONTEXT);
      await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events: Detailed[] = [];
      cdp.on('Tracing.dataCollected', (e: { value: Detailed[] }) => events.push(...e.value));
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'loading',
            'v8.execute',
            'v8',
          ],
        },
        transferMode: 'ReportEvents',
      });
      await page.goto(baseUrl + path, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      await context.close();
      const tasks = tasksAfterPaint(events);
      const side = (seen[name] ??= { cpu: [], blocking: [], tasks: [] });
      side.cpu.push(tasks.reduce((sum, t) => sum + t.cpuMs, 0));
      side.blocking.push(tasks.reduce((sum, t) => sum + Math.max(0, t.cpuMs * SLOWDOWN - LONG_TASK_MS), 0));
      side.tasks = tasks;
    }
  for (const [name, side] of Object.entries(seen)) {
    console.log(
      `\n${name}: CPU after first paint ${median(side.cpu).toFixed(0)} ms (loads ${side.cpu.map((x) => x.toFixed(0)).join(', ')}); ` +
        `blocking at ${SLOWDOWN}× ${median(side.blocking).toFixed(0)} ms (loads ${side.blocking.map((x) => x.toFixed(0)).join(', ')})`,
    );
    for (const task of side.tasks.filter((t) => t.cpuMs >= 5))
      console.log(`  +${task.atMs.toFixed(0)} ms: ${task.cpuMs.toFixed(1)} ms — ${task.what}`);
  }
  console.log(`\nload average ${load()}`);
} finally {
  await browser.close();
}
