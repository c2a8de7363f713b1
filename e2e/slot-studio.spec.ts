import { describe, expect, it } from 'vitest';
import { InHouseSpinSchema, type InHouseSpin } from '@casino/contracts';
import { getGameDefinition, theoreticalRtp } from '@casino/game-math';
import type { Page } from 'playwright-core';
import { signUpViaApi } from './support/accounts.ts';
import { headerBalance } from './support/page-api.ts';
import { PHONE, SCREENSHOTS, screenshot, setupBrowser } from './support/browser.ts';
import { seedRounds, slugOf } from './support/in-house.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 30_000 };
/** Up to ten rounds, a feature among them, on a busy machine. */
const LONG = { timeout: 120_000 };

/**
 * Seeds found with game-math's sfc32 at the lowest bet (the server's test control replays them): Triple
 * Sevens has no feature and wins 20.4× on spin 4; Jungle Quest starts free spins on spin 3 (29×); Golden Link
 * starts hold-and-link on spin 5 (36×).
 */
const ENGINES = [
  { engine: 'triple-sevens', seed: 34, rounds: 10, stopped: 'Autoplay finished.' },
  { engine: 'jungle-quest', seed: 11, rounds: 3, stopped: 'Autoplay stopped: a feature started.' },
  { engine: 'golden-link', seed: 9, rounds: 5, stopped: 'Autoplay stopped: a feature started.' },
] as const;

const gameFrame = (page: Page) => page.frameLocator('[data-modal="game"] iframe');

/** The figure in a balance as written ("10,005 Coins", "10,005"). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/**
 * Runs in the page before its own scripts: logs, in the order they happen, the game frame's round messages and
 * every change of the header's balance (its title), so a test can tell which came first. Top window only.
 */
const LOG_HOLD = `(() => {
  if (window.top !== window) return;
  const log = (window.__hold = []);
  addEventListener('message', (event) => {
    if (event.data?.source === 'casino-game') log.push({ kind: 'message', value: event.data.type, at: Date.now() });
  });
  let shown = null;
  new MutationObserver(() => {
    const value = document.querySelector('[data-unit] span[title]')?.getAttribute('title') ?? null;
    if (value === shown) return;
    shown = value;
    log.push({ kind: 'header', value, at: Date.now() });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['title'] });
})()`;

interface Logged {
  kind: 'message' | 'header';
  value: string | null;
  at: number;
}

describe('the slot studio', () => {
  it('keeps the header balance from before the round until the frame has presented it, then shows the result', async () => {
    // Normal pace: the round takes a second or two to present, and the server's balance push comes in meanwhile.
    const { page, context, url } = await open({ reducedMotion: 'no-preference' });
    await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
    await context.addInitScript(LOG_HOLD);
    await page.goto(url('/'));
    const { email } = await signUpViaApi(page);
    // Jungle Quest's first round with seed 10 at the lowest bet wins 1.25× in the base game (sfc32).
    await seedRounds(email, 10);
    const pushes: number[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('setBalance')) pushes.push(Date.now());
      }),
    );
    await page.goto(url(`/lobby/?game=${await slugOf('jungle-quest')}`));
    const game = gameFrame(page);
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor(SLOW);
    const before = await headerBalance(page);
    expect(before).toMatch(/\d/);
    const logged = () => page.evaluate(() => (window as unknown as { __hold: Logged[] }).__hold);
    const from = (await logged()).length;

    const answered = page.waitForResponse((r) => r.url().endsWith('/spin/') && r.ok(), SLOW);
    await spin.click();
    const played = InHouseSpinSchema.parse(await (await answered).json());
    expect(played.outcome.totalWin).toBeGreaterThan(0);
    await expect
      .poll(async () => (await logged()).slice(from).some((e) => e.value === 'roundPresented'), LONG)
      .toBe(true);
    // The header follows once the round is presented: the frame's own balance, the server's.
    await expect.poll(() => headerBalance(page), SLOW).not.toBe(before);
    const after = await headerBalance(page);
    expect(amountOf(after)).toBe(amountOf(await game.getByTestId('balance').innerText()));

    const events = (await logged()).slice(from);
    const started = events.findIndex((e) => e.kind === 'message' && e.value === 'roundStarted');
    const presented = events.findIndex((e) => e.kind === 'message' && e.value === 'roundPresented');
    expect(started).toBeGreaterThanOrEqual(0);
    expect(presented).toBeGreaterThan(started);
    // The server's push settled the balance during the presentation, so an unheld header would have moved.
    expect(pushes.some((at) => at < events[presented]!.at)).toBe(true);
    // Nothing changed the header between the click and the end of the presentation; it changed after.
    expect(events.slice(0, presented).filter((e) => e.kind === 'header')).toEqual([]);
    expect(events.slice(presented).find((e) => e.kind === 'header')?.value).toBe(after);
  }, 120_000);

  it.each(ENGINES)(
    '$engine: reads the paytable, turns on sound, autoplays to its stop, shows a big win and replays the round',
    async ({ engine, seed, rounds: expectedRounds, stopped }) => {
      const { page, context, url } = await open();
      await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
      await page.goto(url('/'));
      const { email } = await signUpViaApi(page);
      await seedRounds(email, seed);
      const slug = await slugOf(engine);
      await page.goto(url(`/lobby/?game=${slug}`));
      const game = gameFrame(page);
      const spin = game.getByRole('button', { name: 'Spin', exact: true });
      await spin.waitFor(SLOW);
      await screenshot(page, `slot-studio/${engine}-desktop-en`);
      const frameSrc = await page.locator('[data-modal="game"] iframe').getAttribute('src');

      // The paytable and rules, from the game's data: the exact RTP, in the player's locale.
      await game.getByRole('button', { name: 'Paytable' }).click();
      const paytable = game.getByTestId('paytable');
      const rtp = (theoreticalRtp(getGameDefinition(engine)!) * 100).toFixed(2);
      await expect.poll(() => game.getByTestId('paytable-rtp').innerText(), SLOW).toBe(`${rtp}%`);
      expect(await paytable.getByRole('heading', { name: 'Symbols' }).count()).toBe(1);
      await screenshot(page, `slot-studio/${engine}-paytable-desktop-en`);
      await paytable.getByRole('button', { name: 'Close' }).click();

      // Sound is off until the player turns it on; the choice is kept on the device.
      const sound = game.getByRole('button', { name: 'Sound' });
      expect(await sound.getAttribute('aria-pressed')).toBe('false');
      await sound.click();
      expect(await sound.getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('casino.sounds'))).toBe('on');
      await game.getByRole('button', { name: 'Quick spin' }).click();

      // Autoplay 10 spins, stopping on a feature; a big win shows its overlay on the way.
      const played: InHouseSpin[] = [];
      page.on('response', async (response) => {
        if (response.url().endsWith('/spin/') && response.ok())
          played.push(InHouseSpinSchema.parse(await response.json()));
      });
      await game.getByRole('button', { name: 'Autoplay' }).click();
      const autoplay = game.getByTestId('autoplay');
      expect(await autoplay.getByRole('radio', { name: '10', exact: true }).isChecked()).toBe(true);
      expect(await autoplay.getByRole('checkbox', { name: 'Stop when a feature starts' }).isChecked()).toBe(
        true,
      );
      // A picture of the overlay for a person to look at (best effort: it may come and go between polls).
      const overlayShot = SCREENSHOTS
        ? game
            .getByTestId('win-overlay')
            .waitFor(LONG)
            .then(() => screenshot(page, `slot-studio/${engine}-big-win-desktop-en`))
            .catch(() => undefined)
        : null;
      await autoplay.getByRole('button', { name: 'Start 10 spins' }).click();
      // The frame counts the overlays it has shown (one lasts a second or two on quick spin).
      const machine = game.locator('main[data-big-wins]');
      await expect.poll(() => machine.getAttribute('data-big-wins'), LONG).not.toBe('0');
      await overlayShot;
      expect(await machine.getAttribute('data-last-tier')).toMatch(/^(big|mega|epic)$/);
      await expect.poll(() => game.getByTestId('frame-message').innerText(), LONG).toBe(stopped);
      expect(played).toHaveLength(expectedRounds);
      const last = played.at(-1)!;
      // The balance shows the last round's result once its presentation is over.
      await expect
        .poll(() => game.getByTestId('balance').innerText(), SLOW)
        .toBe(last.balance.toLocaleString('en-US'));

      if (SCREENSHOTS) {
        await page.setViewportSize(PHONE);
        await screenshot(page, `slot-studio/${engine}-phone-en`);
      }

      // The round replays from the account's game history, from its stored steps, with no bet.
      await page.goto(url('/account/game-history'));
      await page.locator('tr[data-round]').first().waitFor(SLOW);
      await page.locator('tr[data-round]').first().getByRole('link', { name: 'Replay' }).click();
      await page.getByTestId('replay-badge').waitFor(SLOW);
      expect(await page.getByTestId('replay-badge').innerText()).toMatch(/replay/i);
      expect(await page.getByRole('button', { name: 'Spin', exact: true }).count()).toBe(0);
      await expect
        .poll(() => page.getByTestId('win').innerText(), SLOW)
        .toBe(last.outcome.totalWin.toLocaleString('en-US'));
      await screenshot(page, `slot-studio/${engine}-replay-${SCREENSHOTS ? 'phone' : 'desktop'}-en`);

      if (SCREENSHOTS && frameSrc) {
        // The frame's own page under /es/ (what a Spanish page embeds).
        await page.goto(url(`/es${frameSrc}`));
        await page.locator('main[data-big-wins]').waitFor(SLOW);
        await screenshot(page, `slot-studio/${engine}-phone-es`);
        await page.setViewportSize({ width: 1440, height: 900 });
        await screenshot(page, `slot-studio/${engine}-desktop-es`);
        await page.getByRole('button', { name: /Premios|Paytable/ }).click();
        await screenshot(page, `slot-studio/${engine}-paytable-desktop-es`);
      }
    },
    // Up to ten rounds with their presentations, a feature and a replay: slow on a busy machine.
    240_000,
  );
});
