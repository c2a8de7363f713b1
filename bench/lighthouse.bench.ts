/**
 * Lighthouse on the guest home of the production server, mobile and desktop, median of RUNS runs:
 * performance score, FCP, LCP, TBT, CLS and the JavaScript bytes the page loads. Debian's Chromium only
 * (CHROME_PATH, default /usr/bin/chromium): Lighthouse never downloads a browser here.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { startServer } from '../e2e/support/server.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Least performance score (0–100) per profile: below the medians of 2026-11-29 (mobile 99, mobile applied 100,
 * desktop 100 on a quiet machine; on 2026-11-28 mobile was 73 while other builds shared the 2 cores), so a
 * regression fails, not a busy machine.
 */
const SCORE_BUDGETS: Record<Profile, number> = { mobile: 60, 'mobile applied': 60, desktop: 80 };
/**
 * Longest LCP (ms), the target for a phone. The simulated one is ≈ 1.1 s however busy the machine, as long
 * as the page's chunks load after its first paint (lib/html/hydrate-after-paint.server.ts); with them in the head
 * it was 2.2 s.
 */
const LCP_BUDGETS: Partial<Record<Profile, number>> = { mobile: 2000, 'mobile applied': 2000 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}

/**
 * `mobile` is Lighthouse's default: the load runs at full speed and Lantern simulates the phone from its trace.
 * `mobile applied` loads the page with the phone's network and CPU throttled in Chromium (Lighthouse's
 * `devtools` method): what was measured, not modelled, beside the model (docs/performance.md).
 */
type Profile = 'mobile' | 'mobile applied' | 'desktop';

async function audit(url: string, port: number, profile: Profile): Promise<Run> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(profile === 'mobile applied' ? { throttlingMethod: 'devtools' as const } : {}),
    // A returning guest: the language is chosen, so the page is the shared one.
    extraHeaders: { cookie: 'i18n_redirected=en' },
  };
  const result = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const scripts = (
    lhr.audits['resource-summary']?.details as
      { items: Array<{ resourceType: string; transferSize: number }> } | undefined
  )?.items.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    jsBytes: scripts?.transferSize ?? 0,
  };
}

ensureWebBuild();
const server = await startServer({ LOG_LEVEL: 'silent' });
// chrome-launcher, as Lighthouse's own CLI does (a hand-spawned Chromium gave NO_NAVSTART traces).
const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
const rows: Array<Run & { profile: string; runs: number; ok: boolean }> = [];
try {
  await fetch(`${server.baseUrl}/`, { headers: { cookie: 'i18n_redirected=en' } }); // first render
  for (const profile of ['mobile', 'mobile applied', 'desktop'] as const) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      // On a loaded machine Chromium now and then records no navigation start (NO_NAVSTART): try again.
      for (let attempt = 1; ; attempt++) {
        try {
          runs.push(await audit(`${server.baseUrl}/`, chrome.port, profile));
          break;
        } catch (error) {
          if (attempt === 3) throw error;
          console.warn(`${profile} run ${i + 1}: ${String(error)}; again`);
        }
      }
      console.log(`${profile} run ${i + 1}:`, runs.at(-1));
    }
    const row = {
      profile,
      runs: RUNS,
      score: median(runs.map((r) => r.score)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      jsBytes: median(runs.map((r) => r.jsBytes)),
    };
    rows.push({
      ...row,
      ok: row.score >= SCORE_BUDGETS[profile] && row.lcpMs <= (LCP_BUDGETS[profile] ?? Infinity),
    });
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/lighthouse.json',
  JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
);
const over = rows.filter((r) => !r.ok);
if (over.length) {
  console.error(`Under the score budget or over the LCP budget: ${over.map((r) => r.profile).join(', ')}`);
  process.exit(1);
}
