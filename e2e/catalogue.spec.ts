import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, SCREENSHOTS, screenshot, setupBrowser } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';

const { open, baseUrl } = setupBrowser();

/** A real game of the seeded catalogue, read through the public API. */
async function someGame(): Promise<{ slug: string; title: string }> {
  const catalogue = (await (await fetch(`${baseUrl()}/api/rest/games`)).json()) as {
    games: Array<{ slug: string; title: string }>;
  };
  const game = catalogue.games[0];
  if (!game) throw new Error('the catalogue has no games');
  return game;
}

/** For pictures only: the first tiles' images have been drawn (the server renders each on first request). */
const firstImagesLoaded = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('[data-games-grid] img')]
        .slice(0, 9)
        .every((img) => img.complete && img.naturalWidth > 0),
    null,
    { timeout: 60_000 },
  );

// Hydration on a busy machine takes seconds: client-side effects get time.
const SLOW = { timeout: 15_000 };
// Hearts by attribute: an open dialog (e.g. the email prompt) hides the page from role queries.
const hearts = (page: Page) => page.locator('button[aria-label*="to favourites"]');

const tiles = (page: Page) => page.locator('[data-lobby] a[data-game]');
const sliders = (page: Page) => page.locator('[data-lobby] [aria-roledescription="carousel"]');

describe('lobby', () => {
  it('shows a guest the game sliders on the home page', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    await page.locator('[data-lobby]').waitFor();
    expect(await sliders(page).count()).toBeGreaterThanOrEqual(3);
    expect(await tiles(page).count()).toBeGreaterThan(10);
    // Images keep their box before they load (no layout jump) and load lazily below the fold.
    const img = page.locator('[data-lobby] a[data-game] img').nth(12);
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('srcset')).toMatch(/@2x\.webp \d+w/);
    // Guests get no favourite hearts.
    expect(await hearts(page).count()).toBe(0);
  });

  it('draws a slider’s first tiles with the page and fetches the rest of its row as it nears the view', async () => {
    const { page, url } = await open();
    const rows: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/lobby-rows.json'))
        rows.push(new URL(request.url()).searchParams.get('issue')!);
    });
    await page.goto(url('/lobby/'));
    const last = page.locator('[data-lobby] section[aria-labelledby^="slider-"]').last();
    const issue = (await last.getAttribute('aria-labelledby'))!.replace('slider-', '');
    const lastTiles = last.locator('a[data-game]');
    const drawn = await lastTiles.count();
    // Far below the first screen: nothing asked for yet.
    expect(rows).not.toContain(issue);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => rows.includes(issue), SLOW).toBe(true);
    await expect.poll(() => lastTiles.count(), SLOW).toBeGreaterThan(drawn);
    // Every game of the row: the count its "see all" link gives.
    const total = Number(/\d+/.exec((await last.locator('a[href^="/games/"]').textContent()) ?? '')?.[0]);
    const answer = await page.request.get(url(`/lobby-rows.json?issue=${issue}`));
    expect(((await answer.json()) as { games: unknown[] }).games.length).toBe(
      Math.min(total, await lastTiles.count()),
    );
    const unknown = await page.request.get(url('/lobby-rows.json?issue=noSuchRow'));
    expect(unknown.status()).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toContain('noSuchRow');
  }, 90_000);

  it('starts a strip far below the first screen only as it nears the view; a started strip moves by its arrows', async () => {
    const { page, url } = await open();
    await page.goto(url('/lobby/'));
    const strips = page.locator('[data-lobby] section[aria-labelledby^="slider-"]');
    // Embla marks a strip's viewport ready when it starts (carousel.tsx).
    const started = (strip: Locator) =>
      strip.evaluate((section) => /ready/.test(section.querySelector('ul')?.parentElement?.className ?? ''));
    const first = strips.first();
    const last = strips.last();
    await expect.poll(() => started(first), SLOW).toBe(true);
    // Past the idle moment every strip used to start at: the last one is still far away, so not started.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
    );
    expect(await started(last)).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => started(last), SLOW).toBe(true);

    await first.scrollIntoViewIfNeeded();
    const list = first.locator('ul').first();
    const before = await list.evaluate((element) => getComputedStyle(element).transform);
    await first.locator('button[aria-label^="More games:"]').click();
    await expect
      .poll(() => list.evaluate((element) => getComputedStyle(element).transform), SLOW)
      .not.toBe(before);
  }, 90_000);

  it('sends a guest who opens /?game=<slug> to sign-up (page or modal by brand)', async () => {
    const game = await someGame();
    const onPageBrand = await open();
    await onPageBrand.page.goto(onPageBrand.url(`/?game=${game.slug}`));
    await expect.poll(() => new URL(onPageBrand.page.url()).pathname, SLOW).toBe('/signup/');
    expect(new URL(onPageBrand.page.url()).searchParams.get('redirectTo')).toBe(`/?game=${game.slug}`);

    const modalBrand = await open({ host: 'tao.test' });
    await modalBrand.page.goto(modalBrand.url(`/?game=${game.slug}`));
    await modalBrand.page.locator('[role="dialog"][data-modal="signup"]').waitFor();
    await expect.poll(() => new URL(modalBrand.page.url()).searchParams.has('game'), SLOW).toBe(false);
    expect(await modalBrand.page.locator('[data-modal="game"]').count()).toBe(0);
  }, 90_000);

  it('shows a player the lobby sliders, a category page and the game modal from a tile', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    await page.waitForLoadState('networkidle');
    await page.locator('[data-lobby]').waitFor();
    expect(await sliders(page).count()).toBeGreaterThanOrEqual(3);
    expect(await hearts(page).count()).toBeGreaterThan(0);

    // "See all" of the first games slider opens its category page with every game of it.
    const seeAll = page.locator('[data-lobby] section a[href^="/games/"]').first();
    const href = await seeAll.getAttribute('href');
    await seeAll.click();
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe(href);
    const grid = page.locator('[data-games-grid] a[data-game]');
    await grid.first().waitFor();
    const count = await grid.count();
    expect(count).toBeGreaterThan(0);
    await page.getByText(new RegExp(`^${count} games?$`)).waitFor();

    // A tile sets ?game=slug and opens the game modal; its close button takes ?game away again.
    const slug = await grid.first().getAttribute('data-game');
    await grid.first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('game'), SLOW).toBe(slug);
    const modal = page.locator('[role="dialog"][data-modal="game"]');
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Close game' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('game'), SLOW).toBe(false);
    await expect.poll(() => modal.count(), SLOW).toBe(0);
  }, 120_000);

  it('takes a guest from the lobby’s studio chips to a studio’s games, in Spanish too; a player plays one in its theme', async () => {
    const { page, url } = await open();
    await page.goto(url('/lobby/'));
    const studios = page.getByRole('navigation', { name: 'Game studios' });
    const chip = studios.getByRole('link').first();
    const studio = (await chip.innerText()).trim();
    await screenshot(page, 'art/lobby-studios-desktop-en');
    await chip.click();
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toMatch(/^\/providers\/[a-z-]+\/?$/);
    const path = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: studio }).waitFor();
    const grid = page.locator('[data-games-grid] a[data-game]');
    await grid.first().waitFor();
    // Every tile is the studio's, and the count says how many.
    for (const text of await grid.allInnerTexts()) expect(text).toContain(studio);
    await page.getByText(new RegExp(`^${await grid.count()} games?$`)).waitFor();
    if (SCREENSHOTS) await firstImagesLoaded(page);
    await screenshot(page, 'art/provider-desktop-en');

    // The same page in Spanish on another brand, on a phone; an unknown studio is a 404.
    const es = await open({ host: 'tao.test', viewport: PHONE, locale: 'es-ES' });
    await es.page.goto(es.url(`/es${path}`));
    await es.page.getByText('Todos los juegos de este estudio. Toca un juego para jugar.').waitFor();
    await es.page.getByRole('heading', { level: 1, name: studio }).waitFor();
    await es.page.locator('[data-games-grid] a[data-game]').first().waitFor();
    if (SCREENSHOTS) await firstImagesLoaded(es.page);
    await screenshot(es.page, 'art/provider-phone-es-tao', { fullPage: true });
    expect((await es.page.goto(es.url('/es/providers/no-such-studio/')))?.status()).toBe(404);

    // A player opens a game from the studio page: its reels are drawn in its theme (each symbol an SVG drawing).
    await signUpViaApi(page);
    await page.goto(url(path));
    await grid.first().click();
    const frame = page.frameLocator('[data-modal="game"] iframe');
    await frame.getByRole('button', { name: 'Spin', exact: true }).waitFor(SLOW);
    const high = frame.locator('[data-testid="reels"] img[data-class="high"]');
    expect(await high.count()).toBeGreaterThan(0);
    expect(decodeURIComponent((await high.first().getAttribute('src')) ?? '')).toMatch(
      /^data:image\/svg\+xml,<svg /,
    );
    await screenshot(page, 'art/game-desktop-en');

    // Pictures only: the first screen of one game per theme (the seed orders games by theme, 16 each), the
    // three engines in turn, on a phone and a desktop.
    if (SCREENSHOTS) {
      const catalogue = (await (await fetch(url('/api/rest/games'))).json()) as {
        games: Array<{ slug: string; sort: number; engineId: string }>;
      };
      for (let theme = 0; theme < 10; theme++) {
        const game = catalogue.games.find((g) => g.sort === theme * 16 + (theme % 3) + 1);
        if (!game) continue;
        const play = (await (await page.request.get(url(`/rest/game/${game.slug}/play/`))).json()) as {
          url: string;
        };
        for (const [size, viewport] of [
          ['phone', PHONE],
          ['desktop', DESKTOP],
        ] as const) {
          await page.setViewportSize(viewport);
          await page.goto(url(play.url));
          await page.getByRole('button', { name: 'Spin', exact: true }).waitFor(SLOW);
          await screenshot(page, `art/frame-${theme}-${game.engineId}-${game.slug}-${size}`);
        }
      }
    }
  }, 300_000);

  it('answers an unknown category with the page-not-found view', async () => {
    const { page, url } = await open();
    const response = await page.goto(url('/games/noSuchCategory/'));
    expect(response?.status()).toBe(404);
  });
});
