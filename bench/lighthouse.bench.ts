/**
 * Lighthouse on the guest home of the production server, mobile and desktop, and on a signed-in player's lobby
 * (mobile: a new player's real session cookie sent with every request), median of RUNS runs: performance score,
 * FCP, LCP, TBT, CLS and the JavaScript bytes the page loads. Besides the regression budgets (which fail the
 * run), each mobile row prints issue #34's goal (score ≥ 95, TBT ≤ 150 ms, LCP ≤ 2 s) as pass or fail. Debian's Chromium only
 * (CHROME_PATH, default /usr/bin/chromium): Lighthouse never downloads a browser here.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { startServer } from '../e2e/support/server.ts';
import { signUp } from './server-process.ts';

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
 * Longest LCP (ms), the issue's target for a phone. The simulated one is ≈ 1.1 s however busy the machine, as long
 * as the page's chunks load after its first paint (lib/html/hydrate-after-paint.server.ts); with them in the head
 * it was 2.2 s.
 */
const LCP_BUDGETS: Partial<Record<Profile, number>> = { mobile: 2000, 'mobile applied': 2000 };

/** Issue #34's goal for a phone: the least score, the most TBT and LCP (ms). */
const GOAL = { score: 95, tbtMs: 150, lcpMs: 2000 };

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

/** A Lighthouse row: a profile on a page, with the cookie every request of the run carries. */
interface Target {
  profile: Profile;
  page: string;
  path: string;
  cookie: string;
}

async function audit(url: string, port: number, profile: Profile, cookie: string): Promise<Run> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(profile === 'mobile applied' ? { throttlingMethod: 'devtools' as const } : {}),
    // A returning guest: the language is chosen, so the page is the shared one; a player: their session too.
    extraHeaders: { cookie },
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
const rows: Array<Run & { profile: string; page: string; runs: number; ok: boolean; goal: string }> = [];
console.log(
  `load average: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (figures are this machine's under it)`,
);
try {
  const guest = 'i18n_redirected=en';
  // A new player's session (the email sign-up a browser's form makes); the lobby renders for them per request.
  const player = `i18n_redirected=en; ${await signUp(server.baseUrl)}`;
  const targets: Target[] = [
    ...(['mobile', 'mobile applied', 'desktop'] as const).map((profile) => ({
      profile,
      page: 'guest /',
      path: '/',
      cookie: guest,
    })),
    { profile: 'mobile', page: 'player /lobby/', path: '/lobby/', cookie: player },
  ];
  // LIGHTHOUSE_ONLY=player (or any part of a row's profile and page) runs only the rows that match.
  const only = process.env.LIGHTHOUSE_ONLY;
  for (const target of targets.filter((t) => !only || `${t.profile} ${t.page}`.includes(only))) {
    await fetch(`${server.baseUrl}${target.path}`, { headers: { cookie: target.cookie } }); // first render
    const runs: Run[] = [];
    const label = `${target.profile} ${target.page}`;
    for (let i = 0; i < RUNS; i++) {
      // On a loaded machine Chromium now and then records no navigation start (NO_NAVSTART): try again.
      for (let attempt = 1; ; attempt++) {
        try {
          runs.push(
            await audit(`${server.baseUrl}${target.path}`, chrome.port, target.profile, target.cookie),
          );
          break;
        } catch (error) {
          if (attempt === 3) throw error;
          console.warn(`${label} run ${i + 1}: ${String(error)}; again`);
        }
      }
      console.log(`${label} run ${i + 1}:`, runs.at(-1));
    }
    const { profile } = target;
    const row = {
      profile,
      page: target.page,
      runs: RUNS,
      score: median(runs.map((r) => r.score)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      jsBytes: median(runs.map((r) => r.jsBytes)),
    };
    const goalMet = row.score >= GOAL.score && row.tbtMs <= GOAL.tbtMs && row.lcpMs <= GOAL.lcpMs;
    rows.push({
      ...row,
      ok: row.score >= SCORE_BUDGETS[profile] && row.lcpMs <= (LCP_BUDGETS[profile] ?? Infinity),
      goal: profile === 'desktop' ? '–' : goalMet ? 'pass' : 'fail',
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
  console.error(
    `Under the score budget or over the LCP budget: ${over.map((r) => `${r.profile} ${r.page}`).join(', ')}`,
  );
  process.exit(1);
}
