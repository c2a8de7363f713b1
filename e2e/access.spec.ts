import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { connected, gotoConnected, postFromPage, flushed } from './support/page-api.ts';
import { setupBrowser } from './support/browser.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open, baseUrl } = setupBrowser();

const LAS_VEGAS = { latitude: 36.1699, longitude: -115.1398 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

const signUp = (page: Page) =>
  postFromPage(page, '/rest/registration/', {
    email: `e2e-access-${randomBytes(5).toString('hex')}@example.test`,
    password: 'violet-harbor-42',
    agreeTerms: true,
  });

const getJson = (page: Page, path: string) =>
  page.evaluate(async (path) => (await fetch(path)).json(), path) as Promise<Record<string, unknown>>;

/** The body child holding header, page and footer: what the terms gate freezes. */
const isFrozen = (page: Page) =>
  page.evaluate(
    () => document.getElementById('main-content')?.closest('body > *')?.hasAttribute('inert') ?? false,
  );

const termsDialog = (page: Page) => page.locator('[role="dialog"][data-modal="terms"]');

/** The cookie banner sits over the bottom of the page; out of the way for these journeys. */
const acceptCookies = (page: Page) => page.getByRole('button', { name: 'Accept all' }).click();

describe('access: terms gate', () => {
  it('freezes the page for a new terms version, skips the document page, and unfreezes on accept', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    await acceptCookies(page);
    expect(await signUp(page)).toBe(200);
    // A sign-up accepts the current documents: nothing to confirm yet.
    // Connected: the page's first render and its effects (the gate's) have run; then its deferred opening.
    await gotoConnected(page, url('/lobby/'));
    await flushed(page);
    expect(await termsDialog(page).count()).toBe(0);
    expect(await isFrozen(page)).toBe(false);

    const published = await fetch(`${baseUrl()}/rest/ops/terms/publish/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
      body: JSON.stringify({ key: 'terms', title: 'Terms and Conditions', url: '/page/terms' }),
    });
    expect(published.status).toBe(200);

    await page.reload();
    await termsDialog(page).waitFor();
    await expect.poll(() => isFrozen(page)).toBe(true);
    // The gate names the new document (its list fills in once the requirement is read).
    await termsDialog(page).getByRole('link', { name: 'Terms and Conditions' }).waitFor();
    // Escape does not get rid of it.
    await page.keyboard.press('Escape');
    await flushed(page);
    await termsDialog(page).waitFor();

    // The document's own page stays readable.
    await termsDialog(page).getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/page/terms'));
    await expect.poll(() => termsDialog(page).count()).toBe(0);
    expect(await isFrozen(page)).toBe(false);

    await page.goBack();
    await termsDialog(page).waitFor();
    await termsDialog(page).getByRole('button', { name: 'Accept and continue' }).click();
    await expect.poll(() => termsDialog(page).count()).toBe(0);
    await expect.poll(() => isFrozen(page)).toBe(false);
    const init = await getJson(page, '/rest/app/init/');
    expect(init.termsRequirement).toEqual([]);
    const socket = connected(page);
    await page.reload();
    await socket;
    await flushed(page);
    expect(await termsDialog(page).count()).toBe(0);
  });
});

describe('access: guard', () => {
  it('sends a one-click account on a guarded page to /registration-complete/', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    expect(await postFromPage(page, '/rest/registration/one-click/', { agreeTerms: true })).toBe(200);
    await page.goto(url('/tournaments/'));
    await page.waitForURL((u) => u.pathname === '/registration-complete/');
  });

  it('answers the same rules through the access check', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    expect(await getJson(page, '/rest/request/handle/?path=/quests')).toEqual({
      authorized: false,
      redirectUrl: '/signin/?redirectTo=%2Fquests',
    });
    // Promotions and Tournaments show a guest what runs there, with the sign-up (issue #33 item 3).
    const teaser = (await getJson(page, '/rest/request/handle/?path=/promotions')) as { redirectUrl: string };
    expect(teaser.redirectUrl).toMatch(/^\/whats-on\/\?/);
    expect(await signUp(page)).toBe(200);
    expect(await getJson(page, '/rest/request/handle/?path=/promotions')).toEqual({
      authorized: true,
      redirectUrl: '',
    });
    expect((await getJson(page, '/rest/request/handle/?path=/affiliates/partners-account')).redirectUrl).toBe(
      '/affiliates/',
    );
  });
});

describe('access: geo', () => {
  it('a guest in Nevada stays on /geoblock/ with the reason; from Austin "Check again" leads to /lobby/', async () => {
    const { page, url, context } = await open({ geolocation: LAS_VEGAS, permissions: ['geolocation'] });
    await page.goto(url('/geoblock/'));
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.waitForURL((u) => u.searchParams.get('reason') === 'blockedRegion');
    await page.getByText('Play with Entries is not available in your region.').waitFor();

    await context.setGeolocation(AUSTIN);
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.waitForURL((u) => u.pathname === '/lobby/');
  });

  it('a signed-in player who refuses the location is blocked; sharing an allowed one returns to /', async () => {
    const { page, url, context } = await open();
    await page.goto(url('/'));
    await acceptCookies(page);
    expect(await signUp(page)).toBe(200);
    await page.goto(url('/geoblock/'));
    // No permission in this context: the browser refuses the position (the player "denied" it).
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.waitForURL((u) =>
      ['userDenied', 'permissionDenied'].includes(u.searchParams.get('reason') ?? ''),
    );
    await expect
      .poll(
        async () =>
          ((await getJson(page, '/rest/restriction/info/')).data as { accessState: string }).accessState,
      )
      .toBe('blocked');

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(AUSTIN);
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect
      .poll(
        async () =>
          ((await getJson(page, '/rest/restriction/info/')).data as { accessState: string }).accessState,
      )
      .toBe('allowed');
  });
});
