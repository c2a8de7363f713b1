import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DailyLoginInfo } from '@casino/contracts';
import { PHONE, setupBrowser } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { headerBalance } from './support/page-api.ts';
import { advanceClock, resetClock } from './support/clock.ts';
import { SHOWN_LIST_KEY } from '../apps/web/app/lib/engagement/popup-sequencer.ts';
import { suiteServer } from './support/suite-server.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const coins = async (page: Page) => Number(((await headerBalance(page)) ?? '').replace(/[^\d]/g, ''));
const dailyLoginInfo = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/rest/daily-login/info/')).json()) as { data: DailyLoginInfo }).data,
  );

/** Opens `?openModal=<name>` on the lobby, as a link from an email or a banner would. */
async function openFromLink(page: Page, url: (path: string) => string, name: string) {
  await page.goto(url(`/lobby/?openModal=${name}`));
  await page.waitForURL((u) => !u.searchParams.has('openModal'), SLOW);
}

describe('daily login', () => {
  it('a new player is offered the daily login by the sequencer, collects day 1 and sees the balance rise', async () => {
    const { page, url } = await open({ host: 'nlc.test' });
    await page.goto(url('/lobby/'));
    // One click: no email to confirm, so the sequencer's first run (1 s after login) is the first popup.
    await signUpViaApi(page, { oneClick: true, keepFeaturePopups: true });

    const popup = dialog(page, 'Daily login bonus');
    await popup.waitFor(SLOW);
    // The levels show once the popup's info has arrived.
    await expect
      .poll(() => popup.locator('[data-daily-login-levels="default"] [data-level]').count(), SLOW)
      .toBe(7);
    expect(await popup.locator('[aria-current="step"]').getAttribute('data-level')).toBe('1');

    const day1 = (await dailyLoginInfo(page)).prizes.find((p) => p.level === 1)!;
    const before = await coins(page);
    await popup.getByRole('button', { name: 'Collect day 1' }).click();

    const congrats = dialog(page, 'Congratulations!');
    await congrats.waitFor(SLOW);
    expect(await congrats.innerText()).toContain('Your day 1 reward is in your balance.');
    // The header follows the balance push, without a reload.
    await expect.poll(() => coins(page), SLOW).toBe(before + day1.coins);
    await congrats.getByRole('button', { name: 'Continue' }).click();
    await congrats.waitFor({ state: 'detached' });

    // Collected: the next level waits for its countdown, and the popup is not offered again.
    const info = await dailyLoginInfo(page);
    expect(info).toMatchObject({ isAvailable: false, claimedLevels: 1 });
    await page.reload();
    // The sequencer's next feature: the daily wheel, which spins by itself to the server's sector (its
    // landing and the balance are checked in daily-wheel.spec.ts).
    const wheel = dialog(page, 'Daily wheel');
    await wheel.waitFor(SLOW);
    await wheel.locator('[data-prize-won]').waitFor(SLOW);
    const spun = await page.evaluate(
      async () =>
        (await (await fetch('/rest/bonus-offer/get-bonuses/')).json()) as {
          dailyWheel: { available: boolean };
        },
    );
    expect(spun.dailyWheel.available).toBe(false);
    await page.keyboard.press('Escape');
    await wheel.waitFor({ state: 'detached' });
    expect(await popup.count()).toBe(0);

    // The rewards hub (the header's entry) shows the daily login with its countdown.
    await page.locator('[data-rewards-entry]').click();
    const hub = dialog(page, 'Rewards');
    await hub.waitFor(SLOW);
    expect(await hub.locator('[data-reward="dailyLogin"]').innerText()).toMatch(/Next in \d\d:\d\d:\d\d/);
    await page.keyboard.press('Escape');

    // Links open the dialogs by name.
    await openFromLink(page, url, 'daily-login-map');
    const map = dialog(page, 'Daily login map');
    await map.waitFor(SLOW);
    expect(await map.locator('[data-level="1"]').getAttribute('data-status')).toBe('claimed');
    // Sticky: a click on the backdrop leaves it open; Escape closes it.
    await page.mouse.click(5, 5);
    expect(await map.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await map.waitFor({ state: 'detached' });

    await openFromLink(page, url, 'app-onboarding-rewards');
    const onboarding = dialog(page, 'Welcome rewards');
    await onboarding.waitFor(SLOW);
    await expect.poll(() => onboarding.locator('[data-onboarding-step]').count(), SLOW).toBe(3);
    expect(await onboarding.locator('[data-onboarding-step="profile"]').innerText()).toContain(
      '1,000 Entries',
    );
    await page.keyboard.press('Escape');

    await openFromLink(page, url, 'app-playback');
    const playback = dialog(page, 'Congratulations!');
    await playback.waitFor(SLOW);
    await expect.poll(() => playback.innerText(), SLOW).toContain('Your day 1 reward is in your balance.');
  });

  it('the train look on a brand that has it, and the phone bar’s Rewards tab opens the hub', async () => {
    const { page, url } = await open({ host: 'tao.test', viewport: PHONE, locale: 'es-ES' });
    await signUpViaApi(page, { oneClick: true, keepFeaturePopups: true, at: url('/es/lobby/') });
    const popup = dialog(page, 'Expreso del Bono Diario');
    await popup.waitFor(SLOW);
    await expect
      .poll(() => popup.locator('[data-daily-login-levels="dailyLoginTrain"] [data-level]').count(), SLOW)
      .toBe(7);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    await page
      .getByRole('navigation', { name: 'Navegación rápida' })
      .getByRole('button', { name: 'Premios' })
      .click();
    const hub = dialog(page, 'Premios');
    await hub.waitFor(SLOW);
    expect(await hub.locator('[data-reward="dailyLogin"]').innerText()).toContain('Lista para recoger');
    await hub.locator('[data-reward="dailyLogin"]').getByRole('button', { name: 'Recoger' }).click();
    await dialog(page, 'Expreso del Bono Diario').waitFor(SLOW);
  });

  it('the next day the sequencer offers day 2; a missed day starts the run again at day 1', async () => {
    const server = suiteServer();
    const { page, url } = await open({ host: 'nlc.test' });
    await signUpViaApi(page, { oneClick: true, at: url('/lobby/') });
    const collect = () => page.evaluate(async () => (await fetch('/rest/daily-login/apply-prize/')).status);
    expect(await collect()).toBe(200);
    // A new day on the server, and on this device (the sequencer's shown list is the browser's own memory).
    const nextDay = async (days: number) => {
      await advanceClock(server, days * 86_400);
      // Wait for the new day on the server (its claim open again), so the reloaded page starts in it; the
      // jobs announce the new period too (with many features on the embedded database that push can come
      // after the page has reloaded, so the page's state is what this waits for).
      await expect.poll(async () => (await dailyLoginInfo(page)).isAvailable, SLOW).toBe(true);
      await page.evaluate((key) => localStorage.removeItem(key), SHOWN_LIST_KEY);
      await page.reload();
    };
    const popup = dialog(page, 'Daily login bonus');
    const pageState = () =>
      page.evaluate(async (key) => {
        const init = (await (await fetch('/rest/app/init/')).json()) as { features: unknown };
        const dialogs = [...document.querySelectorAll('[role=dialog]')].map(
          (d) => d.getAttribute('aria-label') ?? d.textContent?.slice(0, 60),
        );
        return { dialogs, features: init.features, shown: localStorage.getItem(key) };
      }, SHOWN_LIST_KEY);
    // The sequencer runs 1 s after the page starts and then every 60 s (spec). Twice in full-suite CI runs
    // (never alone) the popup did not come: if it is not there within 20 s, say what the page had, then
    // forget the shown list and reload once more (as a player would) before failing with both states.
    const awaitPopup = async () => {
      const first = await popup.waitFor({ timeout: 20_000 }).then(
        () => null,
        () => pageState(),
      );
      if (first === null) return;
      console.warn(`daily-login day popup: not offered within 20 s; the page had ${JSON.stringify(first)}`);
      await page.keyboard.press('Escape');
      await page.evaluate((key) => localStorage.removeItem(key), SHOWN_LIST_KEY);
      await page.reload();
      await popup.waitFor({ timeout: 75_000 }).catch(async (error: unknown) => {
        const second = await pageState();
        throw new Error(
          `No daily-login popup; first the page had ${JSON.stringify(first)}, then ${JSON.stringify(second)}`,
          { cause: error },
        );
      });
    };
    try {
      await nextDay(1);
      await awaitPopup();
      expect(await popup.locator('[aria-current="step"]').getAttribute('data-level')).toBe('2');
      const day2 = (await dailyLoginInfo(page)).prizes.find((p) => p.level === 2)!;
      const before = await coins(page);
      await popup.getByRole('button', { name: 'Collect day 2' }).click();
      await dialog(page, 'Congratulations!').waitFor(SLOW);
      await expect.poll(() => coins(page), SLOW).toBe(before + day2.coins);
      await page.keyboard.press('Escape');

      // Two days on: day 3 was missed, so the run starts again at day 1 and the popup says why.
      await nextDay(2);
      await awaitPopup();
      expect(await popup.locator('[aria-current="step"]').getAttribute('data-level')).toBe('1');
      expect(await popup.innerText()).toContain('You missed a day, so your run started again at day 1.');
      expect(await dailyLoginInfo(page)).toMatchObject({
        activeLevel: 1,
        streakReset: true,
        isAvailable: true,
      });
    } finally {
      await resetClock(server);
    }
  }, 330_000);
});
