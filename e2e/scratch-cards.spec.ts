// Scratch cards and the mystery box in a real browser against the production server: a purchase in the
// cashier issues a scratch card that waits for its timer (the server clock is moved), is scratched with
// mouse drags on its canvas and pays the prize the server drew; ?openModal=app-scratch-cards opens the
// cards; the purchase's mystery box opens and pays. Screenshots in $SCREENSHOTS/scratch-cards/ (en and es,
// funrize and tao, phone and desktop).
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  MAGIC_BOX_OPEN_PATH,
  MAGIC_BOX_PATH,
  MagicBoxOpenResponseSchema,
  MagicBoxResponseSchema,
  SCRATCH_CARD_REVEAL_PATH,
  ScratchCardRevealResponseSchema,
  ScratchCardsResponseSchema,
} from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { DESKTOP, PHONE, looks, setupBrowser, screenshot } from './support/browser.ts';
import { advanceClock, resetClock } from './support/clock.ts';
import { headerBalance } from './support/page-api.ts';
import { cashOffers, depositFromPage, fillCard, payWithCard } from './support/cashier.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };

const skipPresetPackagePopup = (context: BrowserContext, url: (path: string) => string) =>
  context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);

async function newPlayer(options: { host?: string; viewport?: typeof PHONE; prefix?: '' | '/es' } = {}) {
  const { page, context, url } = await open({
    ...(options.host ? { host: options.host } : {}),
    viewport: options.viewport ?? DESKTOP,
  });
  await skipPresetPackagePopup(context, url);
  await page.goto(url(`${options.prefix ?? ''}/lobby/`));
  await signUpViaApi(page);
  return { page, url };
}

const scratchCards = async (page: Page) =>
  ScratchCardsResponseSchema.parse(
    await page.evaluate(async () => (await fetch('/rest/scratch-card-lottery/get/')).json()),
  );

/** Buys a package of at least $9.99 through the cashier's API (same cookies and CSRF header as the app). */
async function buyFromPage(page: Page) {
  const pack = (await cashOffers(page)).packages.find((p) => p.isAvailable && p.price >= 9.99)!;
  expect(await depositFromPage(page, pack.id)).toBe(200);
  await expect.poll(async () => (await scratchCards(page)).cards.length, SLOW).toBeGreaterThan(0);
}

/** Drags the mouse across the card's foil, row by row, as a player scratching it does. */
async function scratchWithMouse(page: Page) {
  const surface = page.locator('[data-scratch-surface]');
  await surface.scrollIntoViewIfNeeded();
  const box = (await surface.boundingBox())!;
  for (let y = box.y + 12; y < box.y + box.height; y += 26) {
    await page.mouse.move(box.x + 6, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 6, y, { steps: 14 });
    await page.mouse.up();
  }
}

/**
 * An amount as the page writes it in English: "1 Entry", "10,000 Coins". The prize is drawn: 18% of cards pay
 * exactly one entry (docs/engagement.md, "Scratch cards"), and a plural-only text failed those first tries.
 */
const inWords = (amount: number, one: string, other: string) =>
  `${amount.toLocaleString('en-US')} ${amount === 1 ? one : other}`;

const coinsIn = (title: string | null) =>
  title?.includes('Coins') ? Number(title.replace(/[^\d]/g, '')) : null;

/** The player's balances as app init reads them: coins (tourPoints) and entries (whole, two decimals). */
const balances = (page: Page) =>
  page.evaluate(
    async () =>
      (
        (await (await fetch('/rest/app/init/')).json()) as {
          playerInfo: { playerBalance: { tourPoints: number; entries: number } };
        }
      ).playerInfo.playerBalance,
  );

describe('scratch cards and the mystery box', () => {
  afterAll(() => resetClock({ baseUrl: baseUrl() }));

  it('a purchase in the cashier issues a card; after its timer it is scratched with the mouse and pays once', async () => {
    const { page, url } = await newPlayer();
    const pack = (await cashOffers(page)).packages.find((p) => p.isAvailable && p.price >= 9.99)!;
    await page.goto(url('/cash/deposit-by-money/'));
    await page.locator('[data-cash-app]').waitFor(SLOW);
    await payWithCard(page, pack.id);
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/cash/success/');

    // The card waits for its timer: shown on the page, its prize still a secret.
    await page.goto(url('/scratch-cards/'));
    const tile = page.locator('[data-card][data-status="ready_for_activate"]');
    await tile.waitFor(SLOW);
    expect(await tile.locator('[data-timer]').innerText()).toMatch(/Activates in 00:5\d:\d\d|01:00:00/);
    const [waiting] = (await scratchCards(page)).cards;
    expect(waiting).toMatchObject({ status: 'ready_for_activate', prize: null });

    // An hour later (the server's clock) it is ready: scratched with mouse drags on the canvas.
    await advanceClock({ baseUrl: baseUrl() }, 3600);
    await page.reload();
    await page.locator('[data-scratch-surface]').waitFor(SLOW);
    expect(await page.locator('[data-card][data-status="available"] [data-timer]').innerText()).toMatch(
      /expires in 6d 23h 5\dm|7d 00h 00m/,
    );
    const before = coinsIn(await headerBalance(page));
    const held = await balances(page);
    const revealed = page.waitForResponse((r) => r.url().endsWith(SCRATCH_CARD_REVEAL_PATH), SLOW);
    await scratchWithMouse(page);
    const response = await revealed;
    expect(response.status()).toBe(200);
    const { prize } = ScratchCardRevealResponseSchema.parse(await response.json());
    await page.locator('[data-prize-won]').waitFor(SLOW);
    expect(Number(await page.locator('[data-scratch-surface]').count())).toBe(0); // the foil is gone
    const shown = await page.locator('[data-prize-won] [data-prize]').innerText();
    expect(prize.coins + prize.entries).toBeGreaterThan(0);
    if (prize.coins > 0) expect(shown).toContain(inWords(prize.coins, 'Coin', 'Coins'));
    if (prize.entries > 0) expect(shown).toContain(inWords(prize.entries, 'Entry', 'Entries'));
    // Paid once, both currencies: exactly the prize the server drew (the header shows coins in this mode).
    await expect
      .poll(async () => {
        const now = await balances(page);
        return [now.tourPoints - held.tourPoints, Math.round((now.entries - held.entries) * 100)];
      }, SLOW)
      .toEqual([prize.coins, Math.round(prize.entries * 100)]);
    if (before !== null)
      await expect.poll(async () => coinsIn(await headerBalance(page)), SLOW).toBe(before + prize.coins);
    expect((await scratchCards(page)).cards).toEqual([]);
    await screenshot(page, 'scratch-cards/funrize-en-desktop-revealed', { fullPage: true });

    // The same purchase earned a mystery box: the promotions card opens it, and a box opens and pays.
    await page.goto(url('/promotions/'));
    await page.locator('[data-promotion="magicBox"] [data-open-magic-box]').click(SLOW);
    const modal = page.getByRole('dialog', { name: 'Mystery box' });
    await modal.waitFor(SLOW);
    await page.locator('[data-magic-box][data-boxes="1"]').waitFor(SLOW);
    const opened = page.waitForResponse((r) => r.url().endsWith(MAGIC_BOX_OPEN_PATH), SLOW);
    await page.locator('[data-open-box]').click();
    const box = MagicBoxOpenResponseSchema.parse(await (await opened).json());
    expect(box.prize.coins + box.prize.entries).toBeGreaterThan(0);
    await page.locator('[data-box-prize]').waitFor(SLOW);
    await page.locator('[data-magic-box][data-boxes="0"]').waitFor(SLOW);
    await screenshot(page, 'scratch-cards/funrize-en-desktop-magic-box');
    await resetClock({ baseUrl: baseUrl() });
  }, 180_000);

  it('buys mystery boxes with their offer from the promotions card: the cashier sells it, the boxes arrive once and open', async () => {
    const { page, url } = await newPlayer();
    const boxes = async () =>
      MagicBoxResponseSchema.parse(
        await page.evaluate(async (path) => (await fetch(path)).json(), MAGIC_BOX_PATH),
      ).data.boxes;
    expect(await boxes()).toEqual([]);
    await page.goto(url('/promotions/'));
    const card = page.locator('[data-promotion="magicBox"]');
    await card.waitFor(SLOW);
    const offer = card.locator('[data-magic-box-offer]');
    await offer.waitFor(SLOW);
    const id = Number(await offer.getAttribute('data-magic-box-offer'));
    expect(await offer.innerText()).toContain('+3 Mystery boxes');
    await card.scrollIntoViewIfNeeded();
    await screenshot(card, 'scratch-cards/funrize-en-desktop-box-offer-card');

    await card.locator(`[data-buy-offer="${id}"]`).click();
    await expect
      .poll(() => new URL(page.url()).pathname, SLOW)
      .toBe(`/cash/deposit-by-money/${id}/promoOffer/`);
    // A promo offer needs a complete profile: the cashier asks for it first and returns to the offer.
    const form = page.locator('[data-form="cash_account"]');
    const checkout = page.locator(`[data-checkout="${id}"]`);
    await Promise.race([form.waitFor(SLOW), checkout.waitFor(SLOW)]);
    if (await form.isVisible()) {
      await form.getByLabel('First name').fill('Ada');
      await form.getByLabel('Last name').fill('Lovelace');
      await form.getByLabel('Date of birth').fill('1990-05-04');
      await form.getByRole('button', { name: 'Save and continue' }).click();
    }
    await checkout.waitFor(SLOW);
    expect(await checkout.innerText()).toContain('+3 mystery boxes');
    await screenshot(page, 'scratch-cards/funrize-en-desktop-box-offer-checkout');
    await fillCard(page, 'Ada Lovelace');
    await checkout.locator('button[type="submit"]').click();
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/cash/success/');

    // The offer's three boxes (instead of the price tier's one), once.
    await expect.poll(async () => (await boxes()).length, SLOW).toBe(3);
    expect((await boxes()).every((b) => b.source === 'purchase')).toBe(true);
    // Given once, the provider's webhook repeated and the activity drained: magic-box-routes.int.test.ts.

    // The cashier lists it among the special offers with its boxes.
    await page.goto(url('/cash/deposit-by-money/'));
    const listed = page.locator(`[data-kind="promoOffer"][data-offer="${id}"]`);
    await listed.waitFor(SLOW);
    expect(await listed.locator('[data-magic-boxes="3"]').innerText()).toBe('+3 mystery boxes');
    await listed.scrollIntoViewIfNeeded();
    await screenshot(page, 'scratch-cards/funrize-en-desktop-box-offer-cashier');

    // They open like any box.
    await page.goto(url('/lobby/?openModal=app-magic-box'));
    await page.locator('[data-magic-box][data-boxes="3"]').waitFor(SLOW);
    const opened = page.waitForResponse((r) => r.url().endsWith(MAGIC_BOX_OPEN_PATH), SLOW);
    await page.locator('[data-open-box]').click();
    expect((await opened).status()).toBe(200);
    await page.locator('[data-magic-box][data-boxes="2"]').waitFor(SLOW);
  }, 180_000);

  it('?openModal=app-scratch-cards opens the cards; looks right in en and es, on tao and funrize, phone and desktop', async () => {
    const runs = looks({
      host: [undefined, 'tao.test'],
      prefix: ['', '/es'] as const,
      viewport: [PHONE, DESKTOP],
    }).map((run) => ({
      ...run,
      name: `${run.host ? 'tao' : 'funrize'}-${run.prefix ? 'es' : 'en'}-${run.viewport === PHONE ? 'phone' : 'desktop'}`,
    }));
    for (const run of runs) {
      const { page, url } = await newPlayer({
        ...(run.host ? { host: run.host } : {}),
        viewport: run.viewport,
        prefix: run.prefix,
      });
      await buyFromPage(page);
      await page.goto(url(`${run.prefix}/lobby/?openModal=app-scratch-cards`));
      const modal = page.getByRole('dialog', { name: run.prefix ? 'Rasca y gana' : 'Scratch cards' });
      await modal.waitFor(SLOW);
      await modal.locator('[data-card][data-status="ready_for_activate"]').waitFor(SLOW);
      await screenshot(page, `scratch-cards/${run.name}-modal`);
      await page.goto(url(`${run.prefix}/scratch-cards/`));
      await page.locator('[data-scratch-cards]').waitFor(SLOW);
      await screenshot(page, `scratch-cards/${run.name}-page`, { fullPage: true });
      await page.goto(url(`${run.prefix}/promotions/`));
      await page.locator('[data-promotion="magicBox"]').waitFor(SLOW);
      await page.locator('[data-promotion="magicBox"]').scrollIntoViewIfNeeded();
      await screenshot(page, `scratch-cards/${run.name}-promotions`);
      await page.locator('[data-promotion="magicBox"] [data-open-magic-box]').click();
      await page.locator('[data-magic-box]').waitFor(SLOW);
      await screenshot(page, `scratch-cards/${run.name}-magic-box`);
      await page.context().close();
    }
  }, 300_000);

  it('a guest on /scratch-cards/ is asked to sign in (no placeholder behind the navigation)', async () => {
    const { page, url } = await open({ viewport: PHONE });
    await page.goto(url('/scratch-cards/'));
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor(SLOW);
    await screenshot(page, 'scratch-cards/guest-phone', { fullPage: true });
  });
});
