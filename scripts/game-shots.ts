// `npx tsx scripts/game-shots.ts [dir]` (default /tmp/game-shots): the first screen of every in-house game as
// a player opens it, on a phone (390×844) and a desktop (1366×768), from the production build in a server of
// its own. The catalogue's titles are skins, so one game per engine and art theme is taken — every look there
// is — as `<engine>-<theme>-<phone|desktop>.png`, and the titles each file stands for are printed (issue #30).
// SERVER_URL uses a running production server instead of starting one; GAME_SHOTS_ENGINE=ocean-hunter (a
// comma-separated list) takes only those engines' looks.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { signUpViaApi } from '../e2e/support/accounts.ts';
import { startServer } from '../e2e/support/server.ts';
import { ensureWebBuild } from './web-build.mjs';

const out = process.argv[2] ?? '/tmp/game-shots';
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

mkdirSync(out, { recursive: true });
ensureWebBuild();
// SERVER_URL: a production server already running (a first start seeds for minutes on a loaded machine).
const server = process.env.SERVER_URL
  ? { baseUrl: process.env.SERVER_URL, stop: async () => undefined }
  : await startServer({ LOG_LEVEL: 'warn' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});

/** The page's fetch of a JSON API path, with the signed-in player's cookies. */
const getJson = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => (await (await fetch(p)).json()) as unknown, path) as Promise<T>;

try {
  const catalogue = (await (await fetch(`${server.baseUrl}/api/rest/games`)).json()) as {
    games: { slug: string; title: string; engineId: string | null }[];
  };
  const engines = process.env.GAME_SHOTS_ENGINE?.split(',');
  const inHouse = catalogue.games.filter(
    (game) => game.engineId && (!engines || engines.includes(game.engineId)),
  );
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signUpViaApi(page, { at: `${server.baseUrl}/` });

  // Which look each title has: its engine and the theme its session is drawn in.
  const looks = new Map<string, { url: string; titles: string[] }>();
  for (const game of inHouse) {
    const { url } = await getJson<{ url: string }>(page, `/rest/game/${game.slug}/play/`);
    const token = new URL(url, server.baseUrl).searchParams.get('session')!;
    const session = await getJson<{ game: { theme: string } }>(page, `/rest/in-house/session/${token}/`);
    const look = `${game.engineId}-${session.game.theme}`;
    const known = looks.get(look);
    if (known) known.titles.push(game.title);
    else looks.set(look, { url, titles: [game.title] });
  }

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const shots = await browser.newContext({
      viewport,
      locale: 'en-US',
      reducedMotion: 'reduce',
      storageState: await context.storageState(),
      ...(size === 'phone' ? { isMobile: true, hasTouch: true } : {}),
    });
    for (const [look, { url }] of looks) {
      const file = join(out, `${look}-${size}.png`);
      // A run cut short (a renderer lost on a loaded machine) resumes where it stopped.
      if (existsSync(file)) continue;
      const shotPage = await shots.newPage();
      await shotPage.goto(server.baseUrl + url);
      // The machine, not the loading notice (also a main with a data-kind): it counts its big wins.
      await shotPage.locator('main[data-big-wins]').waitFor({ timeout: 120_000 });
      await shotPage.evaluate(() => document.fonts.ready);
      await shotPage.screenshot({ path: file, animations: 'disabled' });
      await shotPage.close();
    }
    await shots.close();
  }
  console.log(`${inHouse.length} in-house games in ${looks.size} looks, phone and desktop, in ${out}:`);
  for (const [look, { titles }] of looks) console.log(`  ${look}: ${titles.join(', ')}`);
} finally {
  await browser.close();
  await server.stop();
}
