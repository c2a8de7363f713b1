// `npx tsx scripts/page-shots.ts <dir>`: full-page screenshots of what guests and players see first, as
// `npm start` serves it — brands tao and nlc, English and Spanish, phone and desktop, guest `/` and
// `/lobby/` and a signed-in `/lobby/` — to compare a change's before and after by eye (issue #12).
// PAGE_SHOTS_BRANDS=jackpotRabbit,scarletSands picks other brands.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { skipFeaturePopups } from '../e2e/support/accounts.ts';
import { postFromPage } from '../e2e/support/page-api.ts';
import { startServer } from '../e2e/support/server.ts';
import { ensureWebBuild } from './web-build.mjs';

const out = process.argv[2] ?? 'page-shots';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const BRANDS = process.env.PAGE_SHOTS_BRANDS?.split(',') ?? ['tao', 'nlc'];
const LOCALES = ['en', 'es'] as const;

mkdirSync(out, { recursive: true });
ensureWebBuild();
// Each brand on a host of its own name (the suite's server maps only four).
const server = await startServer({
  LOG_LEVEL: 'warn',
  BRAND_HOSTS: BRANDS.map((brand) => `${brand.toLowerCase()}.test=${brand}`).join(','),
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--host-resolver-rules=MAP *.test 127.0.0.1',
  ],
});

/** Loads a page, lets its idle work and images finish, and takes it whole. */
async function shoot(context: BrowserContext, url: string, file: string) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  // The first screen as it is seen, then the whole page.
  await page.screenshot({
    path: join(out, file.replace('.png', '-top.png')),
    animations: 'disabled',
    timeout: 120_000,
  });
  // Rows that fill in as they scroll into view: scroll through the page, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // The whole page is one picture, so draw all of it: parts below the first screen are otherwise drawn only
  // when they come near the viewport (`ui.belowFold`), and would be blank in it.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await page.screenshot({ path: join(out, file), fullPage: true, animations: 'disabled', timeout: 120_000 });
  await page.close();
}

try {
  for (const brand of BRANDS) {
    const origin = `http://${brand.toLowerCase()}.test:${server.port}`;
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const locale of LOCALES) {
        const prefix = locale === 'en' ? '' : '/es';
        const guest = await browser.newContext({ viewport, locale: locale === 'en' ? 'en-US' : 'es-ES' });
        await guest.addCookies([{ name: 'i18n_redirected', value: locale, url: origin }]);
        await shoot(guest, `${origin}${prefix}/`, `${brand}-${locale}-${size}-guest-home.png`);
        await shoot(guest, `${origin}${prefix}/lobby/`, `${brand}-${locale}-${size}-guest-lobby.png`);
        await guest.close();

        const player = await browser.newContext({ viewport, locale: locale === 'en' ? 'en-US' : 'es-ES' });
        await player.addCookies([{ name: 'i18n_redirected', value: locale, url: origin }]);
        const page = await player.newPage();
        await page.goto(`${origin}${prefix}/`, { waitUntil: 'networkidle' });
        const status = await postFromPage(page, '/rest/registration/one-click/', { agreeTerms: true });
        if (status !== 200) throw new Error(`one-click sign-up on ${brand} answered ${status}`);
        await skipFeaturePopups(page);
        await page.close();
        await shoot(player, `${origin}${prefix}/lobby/`, `${brand}-${locale}-${size}-player-lobby.png`);
        await player.close();
      }
    }
  }
  console.log(`screenshots in ${out}/`);
} finally {
  await browser.close();
  await server.stop();
}
