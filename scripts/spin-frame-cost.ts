// `npx tsx scripts/spin-frame-cost.ts URL [engines] [seconds]`: what a frame costs while the reels spin, on a
// phone at 4× CPU (docs/performance.md, issue #30). One production server at URL, one Chromium; per engine the
// first game's frame is opened, its spin answer held back 3 s so the reels keep spinning, and a trace of
// `seconds` (default 2) of spinning frames taken with a `requestAnimationFrame` loop running (as the benches'
// counters do). Prints the renderer main thread's own CPU time (trace `tdur`, which a loaded machine does not
// inflate) in all and per main frame, the CPU of any dedicated worker (the reel canvas's painter), and the
// main thread's largest trace events. Run it against two servers back to back to compare builds.
import { chromium } from 'playwright-core';
import { signUpViaApi } from '../e2e/support/accounts.ts';
import { PHONE_CONTEXT } from '../bench/phone-context.ts';
import { cpuOf, eventsOn, type TraceEvent } from './trace-threads.ts';

const base = process.argv[2]!;
const engines = (process.argv[3] ?? 'triple-sevens,jungle-quest,golden-link,dragon-vault').split(',');
const seconds = Number(process.argv[4] ?? 2);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling'],
});
try {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await signUpViaApi(page, { at: `${base}/` });
  const cdp = await context.newCDPSession(page);
  // The reels spin until the answer comes: held back, the trace sees spinning frames only.
  await page.route('**/in-house/session/*/spin/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000 + seconds * 1000));
    await route.continue();
  });
  const catalogue = (await (await fetch(`${base}/api/rest/games`)).json()) as {
    games: { slug: string; engineId: string }[];
  };
  for (const engine of engines) {
    const slug = catalogue.games.find((game) => game.engineId === engine)!.slug;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const play = await page.evaluate(
      async (path) => (await (await fetch(path)).json()) as { url: string },
      `/rest/game/${slug}/play/`,
    );
    await page.goto(base + play.url);
    await page.locator('main[data-big-wins]').waitFor({ timeout: 120_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Page scripts as strings: tsx would wrap a named function in a helper the page does not have.
    await page.evaluate(
      `(() => { const tick = () => requestAnimationFrame(tick); requestAnimationFrame(tick); })()`,
    );
    const events: TraceEvent[] = [];
    const collect = (e: { value: TraceEvent[] }) => events.push(...e.value);
    cdp.on('Tracing.dataCollected', collect);
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await page.waitForTimeout(800);
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'cc'],
      },
      transferMode: 'ReportEvents',
    });
    await page.waitForTimeout(seconds * 1000);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    await page.waitForFunction(() => !document.querySelector('main button[aria-busy]'), undefined, {
      timeout: 120_000,
      polling: 250,
    });

    const on = (name: RegExp) => eventsOn(events, name);
    const main = on(/^CrRendererMain$/);
    const frames = main.filter((e) => e.name === 'ProxyMain::BeginMainFrame').length;
    const cpu = cpuOf(main);
    const byName = new Map<string, number>();
    for (const e of main) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000);
    const top = [...byName]
      .filter(([name]) => name !== 'RunTask')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(
      `${engine}: ${frames} main frames in ${seconds} s of spinning; main-thread CPU ${cpu.toFixed(0)} ms, ` +
        `${(cpu / Math.max(1, frames)).toFixed(1)} ms per main frame; dedicated worker CPU ` +
        `${cpuOf(on(/^DedicatedWorker/)).toFixed(0)} ms; largest: ${top}`,
    );
  }
} finally {
  await browser.close();
}
