import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getGameDefinition } from '@casino/game-math';
import { PHONE, screenshot, setupBrowser } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { slugOf, spinFromPage } from './support/in-house.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 15_000 };

const row = (page: Page, id: 'recent' | 'favourites') => page.locator(`[data-player-row="${id}"]`);
const rowState = (page: Page, id: 'recent' | 'favourites') => row(page, id).getAttribute('data-state');
const rowGames = (page: Page, id: 'recent' | 'favourites') =>
  row(page, id)
    .locator('a[data-game]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-game')));

describe('lobby rows of the player’s own games', () => {
  it('shows a new player honest empty rows, then the games they played and the ones they hearted', async () => {
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    await expect.poll(() => rowState(page, 'recent'), SLOW).toBe('empty');
    expect(await rowState(page, 'favourites')).toBe('empty');
    await row(page, 'recent').getByText('Games you play show up here').waitFor();
    await row(page, 'favourites').getByText('Tap the heart on any game').waitFor();

    const played = await slugOf('triple-sevens');
    await spinFromPage(page, played, 1, getGameDefinition('triple-sevens')!.betLevels[0]!);
    // A heart on a lobby tile keeps that game in the favourites row.
    const tile = page
      .locator('[data-lobby] article')
      .filter({ has: page.locator('a[data-game]') })
      .first();
    const hearted = await tile.locator('a[data-game]').getAttribute('data-game');
    // The heart shows at once (optimistic); the reload must wait for the server to have it.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/rest\/favorites\/\d+\/$/.test(new URL(r.url()).pathname),
    );
    await tile.locator('button[aria-label*="to favourites"]').click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => tile.locator('button[aria-label*="from favourites"]').count(), SLOW).toBe(1);

    await page.reload();
    await expect.poll(() => rowState(page, 'recent'), SLOW).toBe('ready');
    expect(await rowGames(page, 'recent')).toEqual([played]);
    expect(await rowGames(page, 'favourites')).toEqual([hearted]);
    await screenshot(page, 'player-rows/filled-desktop-en');

    // Taking the heart off in the row takes the game out of it at once.
    await row(page, 'favourites').locator('button[aria-label*="from favourites"]').click();
    await expect.poll(() => rowState(page, 'favourites'), SLOW).toBe('empty');
  }, 120_000);

  it('says it in Spanish on a phone', async () => {
    const { page, url } = await open({ viewport: PHONE, locale: 'es-ES' });
    await signUpViaApi(page, { at: url('/es/lobby/') });
    await expect.poll(() => rowState(page, 'recent'), SLOW).toBe('empty');
    await row(page, 'recent').getByRole('heading', { name: 'Jugados recientemente' }).waitFor();
    await row(page, 'favourites').getByText('Toca el corazón de cualquier juego').waitFor();
    await screenshot(page, 'player-rows/empty-phone-es');
  }, 90_000);
});
