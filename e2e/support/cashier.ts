import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { SANDBOX_CARDS, type CashOffersResponse } from '@casino/contracts';
import { postFromPage } from './page-api.ts';

const SLOW = { timeout: 30_000 };

/** What the cashier sells this player, read through the same API the cash app uses. */
export const cashOffers = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/rest/cash/offers/')).json()) as CashOffersResponse);

/** Types a sandbox test card into the open checkout, as a player does. */
export async function fillCard(
  page: Page,
  holder = 'Test Player',
  card: keyof typeof SANDBOX_CARDS = 'success',
) {
  await page.getByLabel('Card number').fill(SANDBOX_CARDS[card]);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on the card').fill(holder);
}

/** In the open cash app: chooses a package, fills a sandbox test card and pays. */
export async function payWithCard(
  page: Page,
  presetId: number,
  card: keyof typeof SANDBOX_CARDS = 'success',
) {
  await page.locator(`[data-kind="package"][data-offer="${presetId}"]`).click(SLOW);
  await page.locator(`[data-checkout="${presetId}"]`).waitFor(SLOW);
  await fillCard(page, 'Test Player', card);
  await page.locator(`[data-checkout="${presetId}"] button[type="submit"]`).click();
}

/**
 * Buys a package through the cashier's API from inside the page (its cookies and CSRF header) with the
 * sandbox success card, as the cash app does; answers the status.
 */
export const depositFromPage = (page: Page, presetId: number, methodId = 'sandbox-card') =>
  postFromPage(page, '/rest/cash/deposit/', {
    presetId,
    offerType: 'package',
    methodId,
    card: { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123', holder: 'Test Player' },
    idempotencyKey: randomUUID(),
  });
