import { describe, expect, it } from 'vitest';
import { connected, headerBalance } from './support/page-api.ts';
import { setupBrowser } from './support/browser.ts';
import { dismissEmailPrompt, signUpViaApi } from './support/accounts.ts';
import { slugOf, spinFromPage } from './support/in-house.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };

describe('playing a game', () => {
  it('spins a game in the modal; another tab hears the balance live; the mode switch changes the currency', async () => {
    const { page, context, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    await page.locator('[data-lobby] a[data-game]').first().waitFor();

    // A second tab of the same player, watching the header.
    const watcher = await context.newPage();
    await watcher.goto(url('/lobby/'));
    await dismissEmailPrompt(watcher);
    await expect.poll(() => headerBalance(watcher), SLOW).toBe('10,000 Coins');

    await page.locator('[data-lobby] a[data-game]').first().click();
    const game = page.frameLocator('[data-modal="game"] iframe');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor(SLOW);
    const balance = game.getByTestId('balance');
    expect(await balance.innerText()).toBe('10,000');

    // The rounds the frame played, as the server answered them: the history lists exactly these. Counted, not
    // assumed 4: the loop plays a fifth round whenever the balance reads 10,000 after the fourth.
    let played = 0;
    page.on('response', (response) => {
      if (
        response.request().method() === 'POST' &&
        /\/rest\/in-house\/session\/[^/]+\/spin\/$/.test(response.url())
      )
        played += response.ok() ? 1 : 0;
    });
    // Spin until the balance moves (a round can give back exactly its bet); at most 12 rounds.
    for (let i = 0; i < 12 && (i < 4 || (await balance.innerText()) === '10,000'); i++) {
      await spin.click(SLOW);
      // The button is busy while the server's round plays out.
      await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);
    }
    // The frame shows the settled balance once the round's animation has played out.
    await expect.poll(() => balance.innerText(), SLOW).not.toBe('10,000');
    const after = await balance.innerText();
    // The other tab got the new balance over realtime, without a reload.
    await expect.poll(() => headerBalance(watcher), SLOW).toBe(`${after} Coins`);

    // Switching to SweepStakes shows entries (the sign-up reward's 2) in both tabs.
    await watcher.getByRole('switch', { name: 'Play with Entries' }).click();
    await expect.poll(() => headerBalance(watcher), SLOW).toBe('2.00 Entries');
    await expect.poll(() => headerBalance(page), SLOW).toBe('2.00 Entries');

    // The account area lists the rounds just played, newest first, with the game's name.
    await page.goto(url('/account/game-history'));
    expect(played).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.locator('tr[data-round]').count(), SLOW).toBe(played);
    expect(await page.getByRole('table').innerText()).toContain('Settled');
  });

  // Issue #33 item 5: a quest reward moved the header to 14,990 while the open game still said 13,990.
  it('shows in an open game the balance the header shows when it changes outside the game', async () => {
    const { page, url } = await open();
    const slug = await slugOf('triple-sevens');
    // Connected to its player's room, or the balance push would pass the page by.
    const socket = connected(page);
    await signUpViaApi(page, { at: url(`/lobby/?game=${slug}`), keepEmailPrompt: true });
    await socket;
    const balance = page.frameLocator('[data-modal="game"] iframe').getByTestId('balance');
    await balance.waitFor({ timeout: 45_000 });
    expect(await balance.innerText()).toBe('10,000');

    // Rounds the frame did not play (another session of the player's, as another tab plays them) until the
    // server's balance moves: the header hears it by push, and the game between rounds shows the same.
    let server = 10_000;
    for (let i = 0; i < 12 && server === 10_000; i++) {
      const [round] = await spinFromPage(page, slug);
      server = (JSON.parse(round!.body) as { balance: number }).balance;
    }
    const shown = server.toLocaleString('en-US');
    await expect.poll(() => headerBalance(page), SLOW).toBe(`${shown} Coins`);
    await expect.poll(() => balance.innerText(), SLOW).toBe(shown);
  }, 120_000);
});
