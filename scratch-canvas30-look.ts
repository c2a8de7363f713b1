import { chromium } from 'playwright-core';
import { signUpViaApi } from './e2e/support/accounts.ts';
import { PHONE_CONTEXT } from './bench/phone-context.ts';
const base = process.argv[2]!;
const tag = process.argv[3]!;
const engines = (process.argv[4] ?? 'triple-sevens,jungle-quest,golden-link').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext(PHONE_CONTEXT);
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await signUpViaApi(page, { at: `${base}/` });
const catalogue = (await (await fetch(`${base}/api/rest/games`)).json()) as { games: { slug: string; engineId: string }[] };
for (const engine of engines) {
  const slug = catalogue.games.find((g) => g.engineId === engine)!.slug;
  const play = await page.evaluate(async (p) => (await (await fetch(p)).json()) as { url: string }, `/rest/game/${slug}/play/`);
  await page.goto(base + play.url);
  await page.locator('main[data-big-wins]').waitFor({ timeout: 120_000 });
  const spin = page.getByRole('button', { name: 'Spin', exact: true });
  await spin.click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/canvas30-shots/${tag}-${engine}-spin.png` });
  await page.waitForFunction(() => !document.querySelector('main button[aria-busy]'), undefined, { timeout: 120_000 });
  await page.screenshot({ path: `/tmp/canvas30-shots/${tag}-${engine}-landed.png` });
}
await browser.close();
