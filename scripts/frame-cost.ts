// `BEFORE_URL=… AFTER_URL=… npx tsx scripts/frame-cost.ts [rounds] [engines]`: what a slot round costs on a
// phone at 4× CPU, before against after a change, in one run (docs/performance.md, issue #30). Two production
// servers (one per build; the before build's client assets copied beside the after build's), one Chromium,
// rounds alternated before/after per engine. Per round: the mean `requestAnimationFrame` interval (frame time,
// wall clock), intervals over 50 ms (long frames), and from a trace the renderer main thread's own CPU time
// (`tdur`, which a loaded machine does not inflate): per round, per main frame, and main frames over 16.7 ms;
// and the renderer's task time per round as bench:frame-rate reads it (CDP `Performance.getMetrics`). Both builds
// present the same rounds: the before side's spin goes to its server and its response is recorded, the after
// side gets that response after the same wait (a winning or feature round costs more than a losing one).
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { signUpViaApi } from '../e2e/support/accounts.ts';
import { PHONE_CONTEXT } from '../bench/phone-context.ts';
import { cpuOf, eventsOn, type TraceEvent } from './trace-threads.ts';

const servers = { before: process.env.BEFORE_URL!, after: process.env.AFTER_URL! };
const rounds = Number(process.argv[2] ?? 3);
const engines = (process.argv[3] ?? 'triple-sevens,jungle-quest,golden-link,dragon-vault').split(',');
const FRAME_MS = 1000 / 60;

interface Round {
  frameMs: number;
  longFrames: number;
  cpuMs: number;
  cpuPerFrameMs: number;
  overBudget: number;
  mainFrames: number;
  taskMs: number;
}

/** The renderer's cumulative task time, in ms (CDP Performance domain, as bench/frame-rate.bench.ts reads it). */
const taskTime = async (cdp: CDPSession) =>
  1000 * (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Plays one round with a frame counter and a trace running; what it cost. */
async function playRound(page: Page, cdp: CDPSession): Promise<Round> {
  const spin = page.getByRole('button', { name: 'Spin', exact: true });
  await spin.waitFor();
  // Page scripts as strings: tsx would wrap a named function in a helper the page does not have.
  await page.evaluate(`(() => {
    window.__frames = []; window.__on = true;
    const tick = (t) => { if (!window.__on) return; window.__frames.push(t); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const events: TraceEvent[] = [];
  const collect = (e: { value: TraceEvent[] }) => events.push(...e.value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'cc'] },
    transferMode: 'ReportEvents',
  });
  const taskBefore = await taskTime(cdp);
  await spin.click();
  await page.waitForFunction(() => !document.querySelector('main button[aria-busy]'), undefined, {
    timeout: 120_000,
    polling: 250,
  });
  const taskMs = (await taskTime(cdp)) - taskBefore;
  const frames = (await page.evaluate(
    `(() => { window.__on = false; return window.__frames; })()`,
  )) as number[];
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);

  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  const main = eventsOn(events, /^CrRendererMain$/);
  const cpuMs = cpuOf(main);
  const mainFrames = main
    .filter((e) => e.name === 'ProxyMain::BeginMainFrame')
    .map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
  return {
    frameMs: gaps.reduce((a, b) => a + b, 0) / gaps.length,
    longFrames: gaps.filter((g) => g > 50).length,
    cpuMs,
    cpuPerFrameMs: mainFrames.reduce((a, b) => a + b, 0) / Math.max(1, mainFrames.length),
    overBudget: mainFrames.filter((ms) => ms > FRAME_MS).length,
    mainFrames: mainFrames.length,
    taskMs,
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling'],
});
try {
  const sides = [];
  for (const [name, baseUrl] of Object.entries(servers)) {
    const context = await browser.newContext(PHONE_CONTEXT);
    const page = await context.newPage();
    await signUpViaApi(page, { at: `${baseUrl}/` });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    sides.push({ name, baseUrl, page, cdp });
  }
  // The same outcomes on both sides: the before side's response, recorded with how long it took.
  let recorded = { body: '', ms: 0 };
  const SPIN = '**/in-house/session/*/spin/';
  for (const { name, page } of sides)
    await page.route(SPIN, async (route) => {
      if (name === 'before') {
        const started = Date.now();
        const response = await route.fetch();
        recorded = { body: await response.text(), ms: Date.now() - started };
        await route.fulfill({ response, body: recorded.body });
      } else {
        await new Promise((resolve) => setTimeout(resolve, recorded.ms));
        await route.fulfill({ status: 200, contentType: 'application/json', body: recorded.body });
      }
    });
  console.log(`load average ${load()}; 4× CPU; ${rounds} rounds each, alternated`);
  for (const engine of engines) {
    for (const { baseUrl, page, cdp } of sides) {
      const catalogue = (await (await fetch(`${baseUrl}/api/rest/games`)).json()) as {
        games: { slug: string; engineId: string }[];
      };
      const slug = catalogue.games.find((g) => g.engineId === engine)!.slug;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const play = await page.evaluate(
        async (path) => (await (await fetch(path)).json()) as { url: string },
        `/rest/game/${slug}/play/`,
      );
      await page.goto(baseUrl + play.url);
      await page.locator('main[data-big-wins]').waitFor({ timeout: 120_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const played: Record<string, Round[]> = { before: [], after: [] };
    for (let r = 0; r < rounds; r++)
      for (const { name, page, cdp } of sides) played[name]!.push(await playRound(page, cdp));
    const m = (side: string, key: keyof Round) => median(played[side]!.map((round) => round[key]));
    const row = (key: keyof Round, digits = 0) =>
      `${m('before', key).toFixed(digits)} → ${m('after', key).toFixed(digits)} (×${(m('after', key) / m('before', key)).toFixed(2)})`;
    console.log(
      `${engine}: frame ms ${row('frameMs', 1)}; long frames ${m('before', 'longFrames')} → ${m('after', 'longFrames')}; ` +
        `CPU ms/round ${row('cpuMs')}; task ms/round ${row('taskMs')}; CPU ms/main frame ${row('cpuPerFrameMs', 1)}; ` +
        `main frames over 16.7 ms ${m('before', 'overBudget')} of ${m('before', 'mainFrames')} → ${m('after', 'overBudget')} of ${m('after', 'mainFrames')}`,
    );
  }
  console.log(`load average ${load()}`);
} finally {
  await browser.close();
}
