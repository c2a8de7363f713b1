import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { InHouseSpinSchema, type InHouseSpin } from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { PHONE, SCREENSHOTS, screenshot, setupBrowser } from './support/browser.ts';
import { seedRounds, slugOf } from './support/in-house.ts';

/**
 * The fishing arcade and the bonus-buy slot, each as a player meets it: open, prizes or paytable, sound on,
 * autoplay stopping on the feature with a big-win overlay (seeded rounds), the round replayed from history.
 * Reduced motion throughout: the frame's pauses × 0.35 and no count-ups, so the journeys wait on the server's
 * rounds, not on the show.
 */
const { open } = setupBrowser();
const SLOW = { timeout: 30_000 };
const LONG = { timeout: 90_000 };
/** Coins are whole (MINOR_UNITS.COIN = 1): the frame shows them as the server counts them. */
const coins = (text: string) => Number(text.replace(/[^\d]/g, ''));

/**
 * Seeds found with game-math's sfc32 at the lowest bet (the server's test control replays them): Ocean Hunter
 * shooting the dragon misses twice, then catches it on shot 3 (200×); Dragon Vault starts its free spins on
 * spin 3 (105.25×, an epic win).
 */
const FISHING_SEED = 190;
const BONUS_BUY_SEED = 10;

/** A new player, seeded, with the engine's first game open in the game modal. */
async function openGame(engine: string, seed: number) {
  const { page, context, url } = await open({ reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
  const slug = await slugOf(engine);
  const { email } = await signUpViaApi(page, { at: url('/lobby/') });
  await seedRounds(email, seed);
  await page.goto(url(`/lobby/?game=${slug}`));
  const played: InHouseSpin[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/spin/') && response.ok())
      played.push(InHouseSpinSchema.parse(await response.json()));
  });
  return { page, url, played, game: page.frameLocator('[data-modal="game"] iframe') };
}

/** Sound is off until the player turns it on; the choice is kept on the device. */
async function turnSoundOn(page: Page, game: ReturnType<Page['frameLocator']>) {
  const sound = game.getByRole('button', { name: 'Sound' });
  expect(await sound.getAttribute('aria-pressed')).toBe('false');
  await sound.click();
  expect(await sound.getAttribute('aria-pressed')).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('casino.sounds'))).toBe('on');
}

/** A round of the account's game history (0: the newest), replayed from its stored steps, with no bet. */
async function replayRound(page: Page, url: (path: string) => string, index: number, win: number) {
  await page.goto(url('/account/game-history'));
  const row = page.locator('tr[data-round]').nth(index);
  await row.getByRole('link', { name: 'Replay' }).click(SLOW);
  await page.getByTestId('replay-badge').waitFor(SLOW);
  await expect.poll(() => page.getByTestId('win').innerText(), LONG).toBe(win.toLocaleString('en-US'));
}

describe('the fishing and bonus-buy engines', () => {
  it('fishing: prizes, sound, autoplay at the dragon that stops on the catch with an epic win, its replay', async () => {
    const { page, url, played, game } = await openGame('ocean-hunter', FISHING_SEED);
    const dragon = game.locator('[data-fish="dragon"]').first();
    await dragon.waitFor(SLOW);
    await screenshot(page, 'new-engines/fishing-desktop-en');
    // The prizes per shot, from the game's data.
    const prizes = game.getByRole('region', { name: 'Prizes per shot' });
    expect(await prizes.getByRole('listitem').count()).toBe(7);
    // Each creature drawn as itself, the same picture in the sea and in the prizes, its prize where it swims.
    const creatures = await prizes
      .locator('svg[data-creature]')
      .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-creature')));
    expect(creatures).toEqual(['clownfish', 'pufferfish', 'turtle', 'octopus', 'shark', 'whale', 'dragon']);
    expect(await dragon.locator('svg[data-creature]').getAttribute('data-creature')).toBe('dragon');
    expect(await dragon.innerText()).toBe('100×–1,000×');
    expect(await game.locator('[data-fish="turtle"]').first().innerText()).toBe('10×');
    await turnSoundOn(page, game);

    // One shot aimed by hand (fish rest in place under reduced motion): it misses, and takes the bet.
    const before = coins(await game.getByTestId('balance').innerText());
    const bet = coins(await game.getByTestId('bet').innerText());
    await dragon.click({ force: true });
    await expect.poll(() => game.getByTestId('shot-result').innerText(), SLOW).toBe('Missed');
    expect(coins(await game.getByTestId('balance').innerText())).toBe(before - bet);

    // Autoplay shoots at the fish last aimed at and stops once the boss is caught.
    await game.getByRole('button', { name: 'Autoplay' }).click();
    const autoplay = game.getByTestId('autoplay');
    expect(await autoplay.getByRole('checkbox', { name: 'Stop when the boss is caught' }).isChecked()).toBe(
      true,
    );
    await autoplay.getByRole('button', { name: 'Start 10 shots' }).click();
    const machine = game.locator('main[data-big-wins]');
    await expect.poll(() => machine.getAttribute('data-big-wins'), LONG).toBe('1');
    await expect
      .poll(() => game.getByTestId('frame-message').innerText(), LONG)
      .toBe('Autoplay stopped: you caught the boss.');
    expect(await machine.getAttribute('data-last-tier')).toBe('epic');
    // The outcome's one step says whether the shot caught (the contract keeps steps engine-neutral).
    expect(played.map((shot) => (shot.outcome.steps[0] as { hit: boolean }).hit)).toEqual([
      false,
      false,
      true,
    ]);
    const last = played.at(-1)!;
    expect(coins(await game.getByTestId('balance').innerText())).toBe(last.balance);
    if (SCREENSHOTS) {
      await page.setViewportSize(PHONE);
      await screenshot(page, 'new-engines/fishing-phone-en');
    }

    await replayRound(page, url, 0, last.outcome.totalWin);
    await screenshot(page, 'new-engines/fishing-replay-desktop-en');
  }, 240_000);

  it('bonus buy: paytable, sound, autoplay to the free spins with an epic win, a bought feature, its replay', async () => {
    const { page, url, played, game } = await openGame('dragon-vault', BONUS_BUY_SEED);
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor(SLOW);
    await screenshot(page, 'new-engines/bonus-buy-desktop-en');

    await game.getByRole('button', { name: 'Paytable' }).click();
    await game.getByTestId('paytable-rtp').waitFor(SLOW);
    // The buy's price in bets and its own exact RTP, per price paid (featureBuyBreakdown).
    expect(await game.getByTestId('paytable-buy').innerText()).toContain('100× the bet');
    expect(await game.getByTestId('paytable-buy-rtp').innerText()).toBe('95.21%');
    await game.getByTestId('paytable').getByRole('button', { name: 'Close' }).click();
    await turnSoundOn(page, game);

    await game.getByRole('button', { name: 'Autoplay' }).click();
    await game.getByTestId('autoplay').getByRole('button', { name: 'Start 10 spins' }).click();
    const machine = game.locator('main[data-big-wins]');
    await expect
      .poll(() => game.getByTestId('frame-message').innerText(), LONG)
      .toBe('Autoplay stopped: a feature started.');
    expect(played).toHaveLength(3);
    expect(await machine.getAttribute('data-big-wins')).toBe('1');
    expect(await machine.getAttribute('data-last-tier')).toBe('epic');
    const featureRound = played.at(-1)!;
    expect(coins(await game.getByTestId('balance').innerText())).toBe(featureRound.balance);

    // The feature bought at its price in bets: the frame takes the price at once, the server plays the free
    // spins (their presentation is the autoplay's feature again: not waited for).
    const bet = coins(await game.getByTestId('bet').innerText());
    await game.getByTestId('buy-feature').click();
    await game
      .getByRole('dialog')
      .getByRole('button', { name: /^Buy for / })
      .click();
    await expect.poll(() => played.length, SLOW).toBe(4);
    const bought = played.at(-1)!;
    expect(bought.outcome.price).toBe(bet * 100);
    expect(bought.outcome.steps.length).toBeGreaterThan(1);
    expect(bought.balance).toBe(featureRound.balance - bet * 100 + bought.outcome.totalWin);
    expect(coins(await game.getByTestId('balance').innerText())).toBe(featureRound.balance - bet * 100);

    // Newest first: the bought round, the feature, then autoplay's second spin (a plain one, quick to replay).
    await replayRound(page, url, 2, played[1]!.outcome.totalWin);
    await screenshot(page, 'new-engines/bonus-buy-replay-desktop-en');
  }, 240_000);
});
