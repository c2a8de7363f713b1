/**
 * Frame rate of the in-house game frames on a phone: Debian's Chromium (CHROME_PATH, default /usr/bin/chromium)
 * through playwright-core, a 390×844 touch viewport at 2× density, the CPU slowed 4× over CDP
 * (`Emulation.setCPUThrottlingRate`). A requestAnimationFrame counter runs while the frame plays: SPINS rounds
 * of every slot engine (normal pace) and SPINS shots of the fishing arcade (Ocean Hunter, fish swimming). Reports the median fps over the rounds and the frames dropped (an interval longer than 1.5 frames
 * counts the frames it skipped), and the renderer's main-thread time per round (CDP `Performance.getMetrics`:
 * tasks, of which script and style + layout), which says what a round costs even when a loaded machine leaves the
 * page too little of a core to hold its frame rate. `npm run bench:frame-rate` (FRAME_RATE_SPINS=8, FRAME_RATE_CPU=4).
 * SERVER_URL uses a running production server instead of starting one. Screenshots of every game's first screen:
 * scripts/game-shots.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { getEngineDefinition } from '@casino/game-math';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { ENGINE_IDS } from '@casino/contracts';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { startServer } from '../e2e/support/server.ts';
import { signUpViaApi } from '../e2e/support/accounts.ts';
import { PHONE_CONTEXT } from './phone-context.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SPINS = Number(process.env.FRAME_RATE_SPINS ?? 8);
const CPU = Number(process.env.FRAME_RATE_CPU ?? 4);
const FRAME_MS = 1000 / 60;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Starts counting animation frames in the page (their timestamps). The page's scripts are strings: tsx would
 * wrap a named function in its `__name` helper, which the page does not have.
 */
const startCounting = (page: Page) =>
  page.evaluate(`(() => {
    window.__frames = [];
    window.__counting = true;
    const tick = (t) => {
      if (!window.__counting) return;
      window.__frames.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);

interface Counted {
  fps: number;
  dropped: number;
  longestMs: number;
  seconds: number;
}

/** Main-thread time spent during a round, in ms (throttled time: 4× what the same work takes unthrottled). */
interface Busy {
  taskMs: number;
  scriptMs: number;
  styleLayoutMs: number;
}

/** Stops counting: frames per second over the window, and frames dropped between the counted ones. */
const stopCounting = (page: Page): Promise<Counted> =>
  page.evaluate(`(() => {
    window.__counting = false;
    const frames = window.__frames;
    const frameMs = ${FRAME_MS};
    const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
    let dropped = 0;
    let longestMs = 0;
    for (let i = 1; i < frames.length; i++) {
      const gap = frames[i] - frames[i - 1];
      longestMs = Math.max(longestMs, gap);
      if (gap > frameMs * 1.5) dropped += Math.round(gap / frameMs) - 1;
    }
    return { fps: (frames.length - 1) / seconds, dropped, longestMs, seconds };
  })()`);

interface Row {
  frame: string;
  rounds: number;
  medianFps: number;
  worstFps: number;
  droppedPerRound: number;
  longestFrameMs: number;
  /** Medians per round of the main thread's task time, and of its script and style + layout parts. */
  taskMsPerRound: number;
  scriptMsPerRound: number;
  styleLayoutMsPerRound: number;
}

const summarise = (frame: string, runs: (Counted & Busy)[]): Row => ({
  frame,
  rounds: runs.length,
  medianFps: Number(median(runs.map((r) => r.fps)).toFixed(1)),
  worstFps: Number(Math.min(...runs.map((r) => r.fps)).toFixed(1)),
  droppedPerRound: Math.round(median(runs.map((r) => r.dropped))),
  longestFrameMs: Math.round(Math.max(...runs.map((r) => r.longestMs))),
  taskMsPerRound: Math.round(median(runs.map((r) => r.taskMs))),
  scriptMsPerRound: Math.round(median(runs.map((r) => r.scriptMs))),
  styleLayoutMsPerRound: Math.round(median(runs.map((r) => r.styleLayoutMs))),
});

/** The renderer's cumulative main-thread durations (seconds), from CDP's Performance domain. */
async function durations(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

const busyBetween = (a: Record<string, number>, b: Record<string, number>): Busy => {
  const ms = (name: string) => ((b[name] ?? 0) - (a[name] ?? 0)) * 1000;
  return {
    taskMs: ms('TaskDuration'),
    scriptMs: ms('ScriptDuration'),
    styleLayoutMs: ms('RecalcStyleDuration') + ms('LayoutDuration'),
  };
};

/** The frame of the catalogue's first game on `engine`, opened as the game modal's iframe would be. */
async function openFrame(page: Page, baseUrl: string, engine: string) {
  const catalogue = (await (await fetch(`${baseUrl}/api/rest/games`)).json()) as {
    games: { slug: string; engineId: string }[];
  };
  const slug = catalogue.games.find((game) => game.engineId === engine)!.slug;
  const play = await page.evaluate(
    async (path) => (await (await fetch(path)).json()) as { url: string },
    `/rest/game/${slug}/play/`,
  );
  await page.goto(baseUrl + play.url);
  await page.locator('main[data-kind]').waitFor({ timeout: 60_000 });
}

ensureWebBuild();
// SERVER_URL: a production server already running (a first start seeds for minutes on a loaded machine).
const server = process.env.SERVER_URL
  ? { baseUrl: process.env.SERVER_URL, stop: async () => undefined }
  : await startServer({ LOG_LEVEL: 'silent' });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling'],
});
const rows: Row[] = [];
try {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await signUpViaApi(page, { at: `${server.baseUrl}/` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  // Every slot engine at normal pace, one after the other, on the same page and the same throttling.
  for (const engine of ENGINE_IDS.filter((id) => getEngineDefinition(id)!.kind !== 'fishing')) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await openFrame(page, server.baseUrl, engine);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const spin = page.getByRole('button', { name: 'Spin', exact: true });
    const slotRuns = [];
    for (let i = 0; i < SPINS; i++) {
      await spin.waitFor();
      const before = await durations(cdp);
      await startCounting(page);
      await spin.click();
      // The round is over when the button is enabled again (its presentation included).
      await page.waitForFunction(() => !document.querySelector('main button[aria-busy]'), undefined, {
        timeout: 120_000,
        polling: 250,
      });
      const counted = await stopCounting(page);
      slotRuns.push({ ...counted, ...busyBetween(before, await durations(cdp)) });
    }
    rows.push(summarise(`slot (${engine}, normal pace)`, slotRuns));
  }

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await openFrame(page, server.baseUrl, 'ocean-hunter');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const fishRuns = [];
  for (let i = 0; i < SPINS; i++) {
    const before = await durations(cdp);
    await startCounting(page);
    // The fish swims: a click event on its button, not at a point it may have left.
    await page.locator('[data-fish="clownfish"]').first().dispatchEvent('click');
    await page.waitForFunction(
      `(document.querySelector('[data-testid="shot-result"]')?.textContent ?? '') !== ''`,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    // The catch's mark on the fish plays out while the school swims on.
    await page.waitForTimeout(1_000);
    const counted = await stopCounting(page);
    fishRuns.push({ ...counted, ...busyBetween(before, await durations(cdp)) });
  }
  rows.push(summarise('fishing (ocean-hunter, swimming)', fishRuns));
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Frame rate at ${CPU}× CPU throttling, phone viewport, ${SPINS} rounds each:`);
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/frame-rate.json',
  JSON.stringify({ at: new Date().toISOString(), cpuThrottling: CPU, rows }, null, 2),
);
