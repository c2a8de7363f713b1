import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { type EmailLotteryInfo, type ReferralInfo } from '@casino/contracts';
import { DESKTOP, PHONE, SCREENSHOTS, setupBrowser, screenshot } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { headerBalance } from './support/page-api.ts';
import { cashOffers, fillCard } from './support/cashier.ts';
import { CONSENT_COOKIE, serializeConsent } from '../apps/web/app/lib/consent/cookie-consent.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };

const coins = async (page: Page) => Number(((await headerBalance(page)) ?? '').replace(/[^\d]/g, ''));
const pathOf = (page: Page) => new URL(page.url()).pathname;
const referralInfo = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/rest/referral/info/')).json()) as { data: ReferralInfo }).data,
  );
/** The cookie banner answered already, so it covers nothing in the screenshots. */
const consented = (context: BrowserContext, url: (path: string) => string) =>
  context.addCookies([
    {
      name: CONSENT_COOKIE.name,
      value: serializeConsent({ given: true, enabled: ['necessary'] }),
      url: url('/'),
    },
  ]);
const shot = (page: Page, name: string) => screenshot(page, `referral/${name}`, { fullPage: true });

describe('invite a friend', () => {
  it('a friend invited by link signs up, buys, qualifies, and both sides see the reward', async () => {
    // The inviting player: their link and code on /referral, with copy.
    const inviter = await open();
    await inviter.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await consented(inviter.context, inviter.url);
    await signUpViaApi(inviter.page, { at: inviter.url('/referral/') });
    const page = inviter.page;
    await page.locator('[data-referral-page]').waitFor(SLOW);
    const info = await referralInfo(page);
    const link = await page.locator('input[data-referral-link]').inputValue();
    expect(link).toBe(inviter.url(`/?invited_by=${info.refcode}`));
    expect(await page.locator('input[data-referral-code]').inputValue()).toBe(info.refcode);
    expect(await page.getByText('No friends have signed up with your link yet.').count()).toBe(1);

    const copy = page.getByRole('button', { name: 'Copy link' });
    await copy.click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor(SLOW);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The copied state lasts the spec's 1,500 ms, then the button reads Copy link again.
    await copy.waitFor({ timeout: 5_000 });

    // The friend opens the link in another browser, signs up (the invite cookie names the inviter) and buys.
    const friend = await open();
    await consented(friend.context, friend.url);
    await friend.page.goto(link);
    await expect.poll(() => pathOf(friend.page), SLOW).not.toBe('/');
    await signUpViaApi(friend.page);
    const friendSide = await referralInfo(friend.page);
    expect(friendSide.invitedBy).toMatchObject({ status: 'registered' });

    // The inviter's list shows the friend as registered (email masked), with the sign-up reward.
    await page.reload();
    const row = page.locator('[data-friend-status]');
    await row.first().waitFor(SLOW);
    expect(await row.getAttribute('data-friend-status')).toBe('registered');
    expect(await row.innerText()).toMatch(/\*\*\*@example\.test/);

    // The friend's promotions: the invite reward card leads to the cashier with inviteQualification=true.
    await friend.page.goto(friend.url('/promotions/'));
    const card = friend.page.locator('[data-promotion="inviteQualification"]');
    await card.waitFor(SLOW);
    await shot(friend.page, 'friend-promotions-en-desktop');
    await card.locator('[data-invite-qualification]').click();
    await expect.poll(() => pathOf(friend.page), SLOW).toBe('/cash/deposit-by-money/');
    expect(new URL(friend.page.url()).searchParams.get('inviteQualification')).toBe('true');
    await friend.page.locator('[data-cash-app]').waitFor(SLOW);
    await friend.page.getByText("This purchase qualifies your friend's invite").waitFor(SLOW);

    const inviterBefore = await coins(page);
    const friendBefore = await coins(friend.page);
    const pack = (await cashOffers(friend.page)).packages.find((p) => p.isAvailable)!;
    await friend.page.locator(`[data-kind="package"][data-offer="${pack.id}"]`).click(SLOW);
    await friend.page.locator(`[data-checkout="${pack.id}"]`).waitFor(SLOW);
    await fillCard(friend.page, 'Test Friend');
    // Both sides hear it at once (toasts from the push), watched for from the purchase on: a toast goes
    // after a few seconds, which a busy machine can spend on the other side's checks.
    const toasts = Promise.all([
      friend.page.getByText('Invite reward unlocked!').waitFor({ timeout: 60_000 }),
      page.getByText('Your friend qualified!').waitFor({ timeout: 60_000 }),
    ]);
    await friend.page.locator(`[data-checkout="${pack.id}"] button[type="submit"]`).click();
    await expect.poll(() => pathOf(friend.page), SLOW).toBe('/cash/success/');
    await toasts;

    // Their balances rise by the rewards.
    const { rewards } = info;
    await expect
      .poll(() => coins(friend.page), SLOW)
      .toBe(friendBefore + pack.coins + rewards.friendQualification.coins);
    await expect.poll(() => coins(page), SLOW).toBe(inviterBefore + rewards.qualification.coins);

    // The inviter's page follows the push: the friend is qualified, with everything earned for them.
    await expect.poll(() => row.getAttribute('data-friend-status'), SLOW).toBe('qualified');
    const earned = (rewards.registration.coins + rewards.qualification.coins).toLocaleString('en-US');
    expect(await row.innerText()).toContain(`${earned} Coins`);
    await shot(page, 'inviter-referral-en-desktop');
    await friend.page.goto(friend.url('/referral/'));
    await friend.page.locator('[data-invited-by="qualified"]').waitFor(SLOW);
    expect(await friend.page.locator('[data-promotion="inviteQualification"]').count()).toBe(0);
  }, 180_000);
});

describe('the referral page and the email lottery, as they look', () => {
  for (const { host, label } of [
    { host: undefined, label: 'funrize' },
    { host: 'tao.test', label: 'tao' },
  ])
    it(`on ${label}, phone and desktop, en and es`, async () => {
      const { page, url, context } = await open({ ...(host ? { host } : {}), viewport: PHONE });
      await consented(context, url);
      await signUpViaApi(page, { at: url('/lobby/') });
      for (const [lang, prefix] of [
        ['en', ''],
        ['es', '/es'],
      ] as const) {
        // The language cookie wins over the path: choose the language as the switcher would.
        await context.addCookies([{ name: 'i18n_redirected', value: lang, url: url('/') }]);
        // Each language on one viewport, the other one's on the next (every pairing with SCREENSHOTS set).
        const sizes = [
          ['phone', PHONE],
          ['desktop', DESKTOP],
        ] as const;
        for (const [size, viewport] of SCREENSHOTS ? sizes : [sizes[lang === 'en' ? 0 : 1]]) {
          await page.setViewportSize(viewport);
          await page.goto(url(`${prefix}/referral/`));
          await page.locator('[data-referral-page]').waitFor(SLOW);
          // In the language chosen, and the invite link is on this brand's own site.
          expect(await page.locator('html').getAttribute('lang')).toBe(lang);
          // The server's page holds the link's path; the origin is added once the page is hydrated.
          const link = page.locator('input[data-referral-link]');
          await expect.poll(() => link.inputValue(), SLOW).toMatch(/^https?:\/\//);
          expect(new URL(await link.inputValue()).origin).toBe(new URL(url('/')).origin);
          await shot(page, `referral-${label}-${lang}-${size}`);
        }
        // The email lottery opens by link (?openModal=email-lottery) with its next draw and prizes.
        await page.goto(url(`${prefix}/lobby/?openModal=email-lottery`));
        const modal = page.locator('[data-email-lottery]');
        await modal.locator('[data-next-draw]').waitFor(SLOW);
        const lottery = await page.evaluate(
          async () =>
            ((await (await fetch('/rest/email-lottery/info/')).json()) as { data: EmailLotteryInfo }).data,
        );
        expect(await modal.locator('[data-next-draw]').getAttribute('data-next-draw')).toBe(
          lottery.nextDrawAt,
        );
        expect(await modal.locator('[data-place]').count()).toBe(lottery.prizes.length);
        await screenshot(page, `referral/lottery-${label}-${lang}-desktop`);
        await page.setViewportSize(PHONE);
        await screenshot(page, `referral/lottery-${label}-${lang}-phone`);
        await page.setViewportSize(DESKTOP);
        await page.keyboard.press('Escape');
        await page.goto(url(`${prefix}/promotions/`));
        await page.locator('[data-promotion="emailLottery"]').waitFor(SLOW);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        await shot(page, `promotions-${label}-${lang}-desktop`);
      }
    }, 180_000);
});
