import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/accounts.ts';
import { PHONE, setupBrowser, screenshot } from './support/browser.ts';
import { advanceClock, resetClock } from './support/clock.ts';
import {
  coins,
  createTournament as createRace,
  spinUntilScored,
  standing,
  tripleSevensSlug,
} from './support/tournaments.ts';
import { suiteServer } from './support/suite-server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 20_000 };
const FIRST_PRIZE = { coins: 77_000, entries: 7 };
const SECOND_PRIZE = { coins: 5_000, entries: 0 };

const createTournament = (slug: string) =>
  createRace(baseUrl(), {
    slug,
    title: { en: 'E2E Sprint', es: 'Sprint E2E' },
    prizes: [FIRST_PRIZE, SECOND_PRIZE],
  });

const myPoints = (page: Page) => page.locator('[data-my-points]').getAttribute('data-my-points');
/**
 * The other player's points on this page's board. Masked names can match (two e2e logins both read "e2e***"),
 * so the row is told apart by `data-me`, not by name.
 */
const theirPoints = (page: Page) =>
  page
    .locator('[data-leaderboard] tr[data-standing]:not([data-me])')
    .first()
    .locator('[data-points]')
    .getAttribute('data-points')
    .catch(() => null);

describe('tournaments', () => {
  it(
    'two players join a race, each sees the other move live, and the end pays the winner',
    { timeout: 240_000 },
    async () => {
      const server = suiteServer();
      const slug = await tripleSevensSlug(baseUrl(), 1);
      const id = await createTournament(slug);

      const ann = await open({ host: 'tao.test' });
      const bob = await open({ host: 'tao.test', viewport: PHONE, locale: 'es-ES' });
      await signUpViaApi(ann.page, { at: ann.url('/lobby/') });
      await signUpViaApi(bob.page, { at: bob.url('/es/lobby/') });

      // Both join from the tournament's page (guarded: players who completed their registration).
      await ann.page.goto(ann.url(`/tournaments/${id}/`));
      await ann.page.locator(`[data-join="${id}"]`).click(SLOW);
      await ann.page.locator(`[data-joined="${id}"]`).first().waitFor(SLOW);
      await bob.page.goto(bob.url(`/es/tournaments/${id}/`));
      await bob.page.getByRole('button', { name: 'Unirme' }).click(SLOW);
      await bob.page.locator(`[data-joined="${id}"]`).first().waitFor(SLOW);
      await expect.poll(async () => (await standing(ann.page, id)).data!.participants, SLOW).toBe(2);

      // Ann plays the race's game from its page; the in-game panel shows the race.
      await ann.page.locator(`[data-game-link="${slug}"]`).click();
      await ann.page.locator(`[data-game-tournament="${id}"]`).waitFor(SLOW);
      await spinUntilScored(ann.page, id);
      const annScore = (await standing(ann.page, id)).playerData!.points;
      await expect
        .poll(() => ann.page.locator('[data-panel-points]').getAttribute('data-panel-points'), SLOW)
        .toBe(String(annScore));
      await screenshot(ann.page, 'tournaments/game-panel-tao-en-desktop');
      // Bob's page, untouched, shows Ann's points: the leaderboard moved live.
      await expect.poll(() => theirPoints(bob.page), SLOW).toBe(String(annScore));
      await screenshot(bob.page, 'tournaments/detail-tao-es-phone', { fullPage: true });

      // Ann closes the game; Bob plays, and Ann's page sees Bob move.
      await ann.page.keyboard.press('Escape');
      await bob.page.locator(`[data-game-link="${slug}"]`).click();
      await spinUntilScored(bob.page, id);
      const bobScore = (await standing(bob.page, id)).playerData!.points;
      await expect.poll(() => theirPoints(ann.page), SLOW).toBe(String(bobScore));
      expect(await myPoints(ann.page)).toBe(String(annScore));
      await screenshot(ann.page, 'tournaments/detail-tao-en-desktop', { fullPage: true });
      await bob.page.keyboard.press('Escape');

      // The lists, the how-it-works page and the promotion card are real pages.
      await ann.page.goto(ann.url('/tournaments/'));
      await ann.page.locator(`[data-tournament="${id}"]`).waitFor(SLOW);
      await screenshot(ann.page, 'tournaments/list-tao-en-desktop', { fullPage: true });
      await bob.page.goto(bob.url('/es/tournaments/how-it-works/'));
      await bob.page.locator('[data-tournaments-how]').waitFor(SLOW);
      await screenshot(bob.page, 'tournaments/how-tao-es-phone', { fullPage: true });
      await ann.page.goto(ann.url('/promotions/'));
      await ann.page.locator(`[data-promotion="tournament"][data-tournament-id="${id}"]`).waitFor(SLOW);
      await ann.page.goto(ann.url(`/tournaments/${id}/?openModal=races-games`));
      await ann.page.locator('[data-races-games]').waitFor(SLOW);
      await ann.page.keyboard.press('Escape');

      // Past the end: the job pays each place once; both pages show the final standings.
      const players = [ann, bob];
      const before = await Promise.all(players.map((player) => coins(player.page)));
      try {
        await advanceClock(server, 31 * 60);
        await expect
          .poll(async () => (await standing(ann.page, id)).data!.isFinished, { timeout: 60_000 })
          .toBe(true);
        // The final board decides: the end scores rounds still in flight, and equal points share the two
        // places' prizes (two first wins of the same size tie).
        const annFinal = (await standing(ann.page, id)).playerData!.points;
        const bobFinal = (await standing(bob.page, id)).playerData!.points;
        const shared = (FIRST_PRIZE.coins + SECOND_PRIZE.coins) / 2;
        const prizes =
          annFinal === bobFinal
            ? [shared, shared]
            : annFinal > bobFinal
              ? [FIRST_PRIZE.coins, SECOND_PRIZE.coins]
              : [SECOND_PRIZE.coins, FIRST_PRIZE.coins];
        for (const [index, player] of players.entries())
          await expect.poll(() => coins(player.page), SLOW).toBe(before[index]! + prizes[index]!);
        await ann.page.goto(ann.url(`/tournaments/${id}/`));
        await expect
          .poll(() => ann.page.locator(`[data-tournament-detail="${id}"]`).getAttribute('data-state'), SLOW)
          .toBe('finished');
        await screenshot(ann.page, 'tournaments/finished-tao-en-desktop', { fullPage: true });
      } finally {
        await resetClock(server);
      }
    },
  );

  it('the default brand shows its seeded races on the tournaments page', async () => {
    const { page, url } = await open({ viewport: PHONE });
    await signUpViaApi(page, { at: url('/tournaments/') });
    await page.locator('[data-section="current"] [data-tournament]').first().waitFor(SLOW);
    await screenshot(page, 'tournaments/list-default-en-phone', { fullPage: true });
    await page.locator('[data-section="current"] [data-tournament] a').first().click();
    await page.locator('[data-tournament-detail]').waitFor(SLOW);
    await screenshot(page, 'tournaments/detail-default-en-phone', { fullPage: true });
  });
});
