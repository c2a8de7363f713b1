import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BRAND_KEYS, type BrandKey } from '@casino/contracts/values';
import { setupBrowser } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };
const LOBBY = '[data-lobby] a[data-game]';

/** A page state axe scans: a path (English; Spanish is the same under /es), what shows it is ready, what opens it. */
interface PageState {
  name: string;
  as: 'guest' | 'player';
  path: string;
  ready: string;
  /** Once the path is ready: what a player does to reach the state (a category followed, a modal opened). */
  reach?: (page: Page) => Promise<void>;
}

/** A state a player reaches by a click on the first `link`: once `shown` is there. */
const clicking = (link: string, shown: string) => async (page: Page) => {
  await page.locator(link).first().click();
  await page.locator(shown).first().waitFor(SLOW);
};

/**
 * The page states of issue #33: the home page whole (its sections below the fold drawn first, see
 * `seriousViolations`), the lobby, a category, the promotions, the game modal, the cashier and the account
 * pages, as a guest and as a player.
 */
const STATES: PageState[] = [
  { name: 'home', as: 'guest', path: '/', ready: '[data-home-packages], [data-home-promotions]' },
  { name: 'lobby', as: 'guest', path: '/lobby/', ready: LOBBY },
  {
    name: 'a category',
    as: 'guest',
    path: '/lobby/',
    ready: LOBBY,
    reach: clicking('[data-lobby] section a[href*="/games/"]', '[data-games-grid] a[data-game]'),
  },
  { name: 'promotions', as: 'guest', path: '/promotions/', ready: 'main' },
  { name: 'home', as: 'player', path: '/', ready: LOBBY },
  { name: 'lobby', as: 'player', path: '/lobby/', ready: LOBBY },
  {
    name: 'the game modal',
    as: 'player',
    path: '/lobby/',
    ready: LOBBY,
    reach: clicking(LOBBY, '[data-modal="game"] iframe'),
  },
  { name: 'promotions', as: 'player', path: '/promotions/', ready: 'main' },
  { name: 'the cashier', as: 'player', path: '/cash/deposit-by-money/', ready: '[data-cash-app]' },
  ...['personal-info', 'documents', 'security', 'history'].map((page) => ({
    name: `account ${page}`,
    as: 'player' as const,
    path: `/account/${page}/`,
    ready: 'main h1, main h2',
  })),
];

interface Scan {
  state: PageState;
  language: 'en' | 'es';
}

/**
 * Which brand scans which states: a rotation, not every brand × every state. Each state is scanned on two brands,
 * once in English and once in Spanish (the Spanish round one state on, so no brand gets both); the guest states
 * and then the player states go round the brands in turn, the guest round long enough to reach every brand, so
 * every brand is scanned as a guest and as a player. What a brand changes is its theme's tokens, whose contrast
 * `apps/web/app/brands/tokens-contrast.test.ts` proves for all nine brands on every pair the UI draws
 * (docs/brands.md, "Colour contrast").
 */
function rotation(brands: readonly BrandKey[] = BRAND_KEYS): Map<BrandKey, Scan[]> {
  const scans = new Map(brands.map((brand): [BrandKey, Scan[]] => [brand, []]));
  let next = 0;
  for (const as of ['guest', 'player'] as const) {
    const states = STATES.filter((state) => state.as === as);
    const turns: Scan[] = [
      ...states.map((state) => ({ state, language: 'en' as const })),
      ...states.map((_, index) => ({ state: states[(index + 1) % states.length]!, language: 'es' as const })),
    ];
    for (let turn = 0; turn < Math.max(turns.length, brands.length); turn++)
      scans.get(brands[next++ % brands.length]!)!.push(turns[turn % turns.length]!);
  }
  return scans;
}

const pathIn = (language: 'en' | 'es', path: string) => (language === 'es' ? `/es${path}` : path);

/** Loads the state's page (unless it is already there), reaches the state, adds axe's findings. */
async function scan(page: Page, url: string | null, { state, language }: Scan, findings: string[]) {
  if (url) await page.goto(url);
  await page.locator(state.ready).first().waitFor(SLOW);
  await state.reach?.(page);
  for (const line of await seriousViolations(page))
    findings.push(`${state.as} ${state.name} (${language}, ${new URL(page.url()).pathname}): ${line}`);
}

/** One brand's scans: its guest states in one context, then a player's in another (signed up on that brand). */
async function brandFindings(brand: BrandKey, scans: Scan[]): Promise<string[]> {
  const findings: string[] = [];
  for (const as of ['guest', 'player'] as const) {
    const mine = scans.filter((scan) => scan.state.as === as);
    if (!mine.length) continue;
    const { page, context, url } = await open();
    await context.addCookies([
      { name: 'brand_override', value: brand, url: url('/') },
      { name: 'preset_package_popup_shown', value: '1', url: url('/') },
    ]);
    const at = (one: Scan) => url(pathIn(one.language, one.state.path));
    // A player lands signed up on their first state's page: that load is the scan's.
    if (as === 'player') await signUpViaApi(page, { at: at(mine[0]!) });
    for (const [index, one] of mine.entries())
      await scan(page, as === 'player' && index === 0 ? null : at(one), one, findings);
    await context.close();
  }
  return findings;
}

describe('accessibility', () => {
  it('every page state is scanned on two brands, in English and Spanish; every brand as a guest and a player', () => {
    const scans = [...rotation().entries()];
    for (const state of STATES) {
      const on = scans.filter(([, mine]) => mine.some((scan) => scan.state === state));
      expect(on.length, `${state.as} ${state.name}`).toBeGreaterThanOrEqual(2);
      const languages = new Set(
        scans.flatMap(([, mine]) => mine.filter((s) => s.state === state).map((s) => s.language)),
      );
      expect([...languages].sort(), `${state.as} ${state.name}`).toEqual(['en', 'es']);
    }
    for (const [brand, mine] of scans)
      expect(new Set(mine.map((scan) => scan.state.as)), brand).toEqual(new Set(['guest', 'player']));
  });

  for (const [brand, scans] of rotation())
    it(
      `axe finds nothing serious or critical on ${brand}: ${scans.map((s) => `${s.state.as} ${s.state.name} (${s.language})`).join(', ')}`,
      { timeout: 240_000 },
      async () => {
        expect(await brandFindings(brand, scans)).toEqual([]);
      },
    );
});

describe('keyboard', () => {
  it('a modal gives focus back to what opened it; SPIN keeps focus after a round and Enter spins again', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    const tile = page.locator('[data-lobby] a[data-game]').first();
    await tile.focus();
    await page.keyboard.press('Enter');
    const frame = page.frameLocator('[data-modal="game"] iframe');
    const spin = frame.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor(SLOW);

    await spin.focus();
    for (let round = 0; round < 2; round++) {
      const played = page.waitForResponse(
        (r) => /\/spin\/$/.test(r.url()) && r.request().method() === 'POST',
      );
      await page.keyboard.press('Enter');
      expect((await played).status()).toBe(200);
      await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);
      // Focus stayed on SPIN through the round, so the next Enter spins again.
      expect(await spin.evaluate((button) => button.ownerDocument.activeElement === button)).toBe(true);
    }

    // Closed from the keyboard, the game gives focus back to the tile that opened it.
    await page.getByRole('button', { name: 'Close game' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[role="dialog"][data-modal="game"]').waitFor({ state: 'detached' });
    await expect.poll(() => tile.evaluate((link) => document.activeElement === link)).toBe(true);
  });

  it('every stop of the tab order shows where focus is', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    await page.locator('[data-lobby] a[data-game]').first().waitFor(SLOW);
    const unmarked: string[] = [];
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const ring =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
          style.boxShadow !== 'none';
        return {
          ring,
          name: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 30) ?? ''}`,
        };
      });
      if (focus && !focus.ring) unmarked.push(focus.name);
    }
    expect(unmarked).toEqual([]);
  });
});
