// Web push in Chromium (issue #17; docs/web-push.md). The spec's setup sequence (shell-and-access §4, §8, §9)
// as a signed-in player's page runs it: notifications denied (the warning, push stays off), granted while the
// browser cannot subscribe (headless Chromium has no push service: 5 real tries 1,000 ms apart, then the
// logged failure, nothing shown to the player), and a browser without PushManager (the other warning). Then
// the whole chain with the loopback test push service standing in for the browser's: the page publishes the
// subscription, the player turns offers on, a marketing operator writes a campaign in the back-office, the
// server's job sends it encrypted, the test service decrypts it with the subscription's keys, and Chromium's
// service worker gets it through DevTools (`ServiceWorker.deliverPushMessage`): the notification is shown and
// the open page hears it. A viewer sees the campaigns but no form; a support operator not even the page.
// SCREENSHOTS=<dir> keeps pictures of the campaigns screen at desktop and tablet sizes.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { WEB_PUSH_MESSAGES, WEB_PUSH_PATHS, WEB_PUSH_SETUP, type WebPushPayload } from '@casino/contracts';
import { startTestPushService, type TestPushService } from '../packages/core/src/testing/push-service.ts';
import { signUpViaApi } from './support/accounts.ts';
import { backofficeShot, createOperatorViaCli, signInBackoffice } from './support/backoffice.ts';
import { DESKTOP, PHONE, setupBrowser, TABLET } from './support/browser.ts';
import { advanceClock, resetClock } from './support/clock.ts';

const { open, baseUrl } = setupBrowser({ fullBrowser: true });
const SLOW = { timeout: 30_000 };

interface Recorded {
  console: Array<{ type: string; text: string }>;
  pageErrors: string[];
  /** PUTs of this device's subscription (the spec's updateToken reaching the server). */
  published: string[];
}

/** What the page logs, throws and publishes, from its first request on. */
function record(page: Page): Recorded {
  const recorded: Recorded = { console: [], pageErrors: [], published: [] };
  page.on('console', (message) => recorded.console.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error) => recorded.pageErrors.push(String(error)));
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith(WEB_PUSH_PATHS.subscription))
      recorded.published.push(request.postData() ?? '');
  });
  return recorded;
}

const logged = (recorded: Recorded, text: string) =>
  recorded.console.filter((line) => line.text.startsWith(text));

/**
 * Counts what the setup asks of the browser without changing its answers: each PushManager.subscribe try
 * (with its time) and each permission request. The browser's own functions still run.
 */
function countBrowserCalls() {
  const calls = { subscribe: [] as number[], permission: 0 };
  (window as unknown as { __push: typeof calls }).__push = calls;
  if ('PushManager' in window) {
    const subscribe = PushManager.prototype.subscribe;
    PushManager.prototype.subscribe = function (this: PushManager, ...args) {
      calls.subscribe.push(performance.now());
      return subscribe.apply(this, args);
    };
  }
  const request = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...args) => {
    calls.permission += 1;
    return request(...args);
  };
}

const browserCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __push: { subscribe: number[]; permission: number } }).__push);

/** Sets the notifications permission of `origin` in this context the way a player's "Block" does. */
async function blockNotifications(context: BrowserContext, page: Page, origin: string) {
  const target = await context.newCDPSession(page);
  const { targetInfo } = await target.send('Target.getTargetInfo');
  await target.detach();
  const browser = await context.browser()!.newBrowserCDPSession();
  await browser.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
  await browser.detach();
}

/** The site's service worker registrations in this page's browser. */
const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope));

/** Nothing about the failure reaches the player: no error toast, no alert, no uncaught error. */
async function expectNothingShown(page: Page, recorded: Recorded) {
  expect(recorded.pageErrors).toEqual([]);
  expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
  expect(
    await page
      .getByRole('alert')
      .filter({ hasText: /push|notification/i })
      .count(),
  ).toBe(0);
}

// A new player's sign-up and first page take tens of seconds on the shared 2-core machine.
describe('web push setup in Chromium', { timeout: 150_000 }, () => {
  it('asks nothing on load when the player has blocked notifications, and warns with the spec’s words when their click is refused', async () => {
    const { page, context, url } = await open();
    const recorded = record(page);
    await page.addInitScript(countBrowserCalls);
    await page.goto(url('/'));
    await blockNotifications(context, page, baseUrl());
    await signUpViaApi(page);

    // A page load asks nothing and starts nothing: no prompt, no messaging client, no token, nothing published.
    await page.getByRole('button', { name: /Account menu for/ }).waitFor(SLOW);
    await page.waitForLoadState('networkidle');
    expect((await browserCalls(page)).permission).toBe(0);
    expect(await registrations(page)).toEqual([]);
    expect((await browserCalls(page)).subscribe).toEqual([]);
    expect(recorded.published).toEqual([]);
    await expectNothingShown(page, recorded);

    // The player turns notifications on from the account's explained row: the browser answers with the block,
    // the setup warns (the spec's words) and stops there, and the row says why, in the player's words.
    await page.goto(url('/account/subscription/'));
    const row = page.locator('[data-push-device="off"]');
    await row.waitFor(SLOW);
    await row.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => logged(recorded, WEB_PUSH_MESSAGES.denied), SLOW).toHaveLength(1);
    expect(logged(recorded, WEB_PUSH_MESSAGES.denied)[0]!.type).toBe('warning');
    expect((await browserCalls(page)).permission).toBe(1);
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    expect(await registrations(page)).toEqual([]);
    expect((await browserCalls(page)).subscribe).toEqual([]);
    expect(recorded.published).toEqual([]);
    expect(logged(recorded, WEB_PUSH_MESSAGES.setupFailed)).toEqual([]);
    await expectNothingShown(page, recorded);
    await expect
      .poll(() => page.locator('[data-push-device]').first().getAttribute('data-push-device'), SLOW)
      .toBe('blocked');
    await expect.poll(() => page.getByText('Blocked in this browser').isVisible()).toBe(true);

    // Refused once: the next page load asks nothing again.
    await page.goto(url('/lobby/'));
    await page.waitForLoadState('networkidle');
    expect((await browserCalls(page)).permission).toBe(0);
  });

  it('tries for the token 5 times 1,000 ms apart when the browser cannot subscribe, then logs the failure and shows the player nothing', async () => {
    const { page, context, url } = await open();
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    const recorded = record(page);
    await page.addInitScript(countBrowserCalls);
    await signUpViaApi(page, { at: url('/') });

    await expect
      .poll(() => logged(recorded, WEB_PUSH_MESSAGES.setupFailed), { timeout: 45_000 })
      .toHaveLength(1);
    // No sixth try comes later: the failure is logged after the last try, as the setup returns.
    const { subscribe, permission } = await browserCalls(page);
    // Granted before: the setup goes on without asking.
    expect(permission).toBe(0);
    expect(subscribe).toHaveLength(WEB_PUSH_SETUP.tokenAttempts);
    const gaps = subscribe.slice(1).map((at, i) => at - subscribe[i]!);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(WEB_PUSH_SETUP.tokenRetryMs - 5);
      // A loaded 2-core machine delays timers, never by this much.
      expect(gap).toBeLessThan(WEB_PUSH_SETUP.tokenRetryMs + 1_500);
    }

    // Chromium refused for real (no push service here), and said so only in the console, in order.
    const exhausted = logged(recorded, WEB_PUSH_MESSAGES.retriesExhausted);
    expect(exhausted).toHaveLength(1);
    expect(exhausted[0]!.type).toBe('error');
    expect(exhausted[0]!.text).toMatch(/AbortError|NotAllowedError|NotSupportedError/);
    const texts = recorded.console.map((line) => line.text);
    expect(texts.findIndex((t) => t.startsWith(WEB_PUSH_MESSAGES.retriesExhausted))).toBeLessThan(
      texts.findIndex((t) => t.startsWith(WEB_PUSH_MESSAGES.setupFailed)),
    );
    expect(logged(recorded, WEB_PUSH_MESSAGES.setupFailed)[0]!.type).toBe('error');
    expect(logged(recorded, WEB_PUSH_MESSAGES.denied)).toEqual([]);
    // The messaging client was started before the token was asked for; nothing was published.
    expect(await registrations(page)).toEqual([`${baseUrl()}/`]);
    expect(recorded.published).toEqual([]);
    await expectNothingShown(page, recorded);
    await expect.poll(() => page.getByRole('button', { name: /Account menu for/ }).isVisible()).toBe(true);
  });

  it('keeps push off with the other warning in a browser without the Push API, asking nothing', async () => {
    const { page, url } = await open({ viewport: PHONE, isMobile: true, hasTouch: true });
    const recorded = record(page);
    await page.addInitScript(() => {
      delete (window as unknown as { PushManager?: unknown }).PushManager;
    });
    await page.addInitScript(countBrowserCalls);
    await signUpViaApi(page, { at: url('/') });

    await expect.poll(() => logged(recorded, WEB_PUSH_MESSAGES.unsupported), SLOW).toHaveLength(1);
    expect(logged(recorded, WEB_PUSH_MESSAGES.unsupported)[0]!.type).toBe('warning');
    // The warning is the setup's last step: nothing is asked after it.
    expect((await browserCalls(page)).permission).toBe(0);
    expect(await registrations(page)).toEqual([]);
    expect(recorded.published).toEqual([]);
    await expectNothingShown(page, recorded);

    await page.goto(url('/account/subscription/'));
    await expect
      .poll(() => page.locator('[data-push-device]').first().getAttribute('data-push-device'), SLOW)
      .toBe('unsupported');
  });
});

describe('the notification permission', { timeout: 150_000 }, () => {
  it('is never asked on a signed-in page load, only on the player’s click on the explained row', async () => {
    const { page, url } = await open();
    const recorded = record(page);
    await page.addInitScript(countBrowserCalls);
    await signUpViaApi(page, { at: url('/') });
    for (const path of ['/lobby/', '/promotions/', '/es/lobby/']) {
      await page.goto(url(path));
      await page.waitForLoadState('networkidle');
      expect((await browserCalls(page)).permission).toBe(0);
    }
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    expect(await registrations(page)).toEqual([]);
    expect(recorded.published).toEqual([]);

    // The account's row says what notifications are for; its button is the gesture that asks.
    await page.goto(url('/account/subscription/'));
    const row = page.locator('[data-push-device="off"]');
    await row.waitFor(SLOW);
    expect((await browserCalls(page)).permission).toBe(0);
    await row.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(async () => (await browserCalls(page)).permission, SLOW).toBe(1);
  });
});

describe('a push campaign from the back-office to a player’s browser', () => {
  let service: TestPushService;
  beforeAll(async () => {
    service = await startTestPushService({ port: inject('pushServicePort') });
  });
  afterAll(async () => {
    await resetClock({ baseUrl: baseUrl() });
    await service?.close();
  });

  it('is written by marketing, sent by the server, decrypted by the push service and shown by Chromium; viewers only read', async () => {
    // The player, in Spanish, on the default brand (Funrize): push needs a secure context, and of the suite's
    // origins only 127.0.0.1 is one (the brand hosts are plain http). Their browser's push service is the loopback one: the subscription the
    // page gets from PushManager is the test service's (headless Chromium cannot make one); everything else
    // (the setup, the updateToken publication, the service worker) is the site's own.
    const device = service.subscribe();
    const origin = baseUrl();
    const player = await open({ locale: 'es-ES' });
    await player.context.grantPermissions(['notifications'], { origin });
    const recorded = record(player.page);
    await player.page.addInitScript((subscription) => {
      let current: PushSubscription | null = null;
      PushManager.prototype.subscribe = async function () {
        current = {
          endpoint: subscription.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          getKey: () => null,
          unsubscribe: async () => true,
          toJSON: () => subscription,
        } as unknown as PushSubscription;
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
    }, device.toJSON());
    await player.page.goto(player.url('/es/'));
    const publishedOk = player.page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(WEB_PUSH_PATHS.subscription),
      { timeout: 45_000 },
    );
    await signUpViaApi(player.page);
    expect((await publishedOk).status()).toBe(200);
    expect(JSON.parse(recorded.published[0]!)).toMatchObject({ subscription: device.toJSON() });

    // Offers by push are off until the player turns them on.
    await player.page.goto(player.url('/es/account/subscription/'));
    const offers = player.page.getByRole('switch', { name: 'Ofertas por notificación push' });
    await expect.poll(() => offers.isEnabled(), SLOW).toBe(true);
    expect(await offers.getAttribute('aria-checked')).toBe('false');
    await offers.click();
    await expect
      .poll(() => player.page.getByText('Tu elección se ha guardado.').isVisible(), SLOW)
      .toBe(true);
    expect(await offers.getAttribute('aria-checked')).toBe('true');

    // A marketing operator writes the campaign.
    const marketing = await createOperatorViaCli('marketing');
    const bo = await open({ viewport: DESKTOP });
    await signInBackoffice(bo.page, marketing, { next: '/backoffice/push-campaigns/' });
    await bo.page.getByRole('heading', { name: 'Push campaigns' }).waitFor();
    const name = `Spring ${randomBytes(3).toString('hex')}`;
    await bo.page.getByRole('button', { name: 'New campaign' }).click();
    const form = bo.page.getByRole('form', { name: 'New push campaign' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Brand').selectOption('funrize');
    await form.getByLabel('Language').selectOption('es');
    await form.getByLabel('Signed in within (days)').fill('30');
    await expect
      .poll(() => form.getByTestId('bo-push-audience').textContent(), SLOW)
      .toContain('Audience now: 1 player on 1 device.');
    // The contract's rules, before anything is sent.
    await form.getByLabel('Link').fill('https://elsewhere.example/');
    await form.getByRole('button', { name: 'Schedule campaign' }).click();
    await backofficeShot(bo.page, 'push-campaigns-form-errors', false);
    await expect.poll(() => form.getByText('Give the English title.').isVisible()).toBe(true);
    expect(await form.getByText('The link is a path of the site, e.g. /promotions/.').isVisible()).toBe(true);
    await form.getByLabel('Title (English)').fill('Spring bonus');
    await form.getByLabel('Text (English)').fill('Your spring coins are waiting.');
    await form.getByLabel('Title (Spanish)').fill('Bono de primavera');
    await form.getByLabel('Text (Spanish)').fill('Tus monedas de primavera te esperan.');
    await form.getByLabel('Link').fill('/promotions/');
    await form.getByRole('button', { name: 'Now' }).click();
    await backofficeShot(bo.page, 'push-campaigns-form', false);
    await form.getByRole('button', { name: 'Schedule campaign' }).click();
    await expect.poll(() => bo.page.getByText(`“${name}” is scheduled for`).isVisible(), SLOW).toBe(true);
    const row = bo.page.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.locator('[data-status]').getAttribute('data-status'), SLOW).toBe('scheduled');
    expect(await row.textContent()).toContain('Funrize · Spanishsigned in within 30 days');

    // The job runs at once when the clock moves: the server sends it, encrypted, VAPID-signed.
    // The device may also hear the features' own notices when the clock moves (the player turned offers on, and
    // earlier journeys leave tournaments and drops behind): the campaign's pushes are those carrying its id.
    await advanceClock({ baseUrl: baseUrl() }, 1);
    const campaignPushes = () =>
      service.received.filter(
        (r) => r.id === device.id && (r.json as WebPushPayload).data['campaignId'] !== undefined,
      );
    await expect.poll(() => campaignPushes().length, SLOW).toBe(1);
    expect(service.rejected).toEqual([]);
    const [push] = campaignPushes();
    const payload = push!.json as WebPushPayload;
    expect(payload).toMatchObject({
      title: 'Bono de primavera',
      body: 'Tus monedas de primavera te esperan.',
      link: '/es/promotions/',
    });
    await resetClock({ baseUrl: baseUrl() });

    // Counts in the list.
    await bo.page.reload();
    await expect.poll(() => row.locator('[data-status]').getAttribute('data-status'), SLOW).toBe('sent');
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(-4)).toEqual(['1', '1', '0', '0']);

    // Chromium's push service would now hand the decrypted message to the service worker: DevTools does.
    const cdp = await player.context.newCDPSession(player.page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        const ours = list.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await player.page.evaluate(() => {
      const w = window as unknown as { heard: Promise<unknown> };
      w.heard = new Promise((resolve) =>
        window.addEventListener('webPush:message', (event) => resolve((event as CustomEvent).detail), {
          once: true,
        }),
      );
    });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: `${origin}/`,
      registrationId: await registration,
      data: push!.plaintext,
    });
    // The open page hears it (the spec's message event), with the link kept on the site.
    const heard = await player.page.evaluate(() => (window as unknown as { heard: Promise<unknown> }).heard);
    expect(heard).toMatchObject({ title: 'Bono de primavera', link: `${origin}/es/promotions/` });
    // And the notification is shown with the campaign's texts and link.
    await expect
      .poll(
        () =>
          player.page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              link: (n.data as { link?: string }).link,
            })),
          ),
        SLOW,
      )
      .toEqual([
        {
          title: 'Bono de primavera',
          body: 'Tus monedas de primavera te esperan.',
          link: `${origin}/es/promotions/`,
        },
      ]);
    await cdp.detach();
    await expectNothingShown(player.page, recorded);

    // A second campaign, for later, cancelled before it goes.
    const later = `Later ${randomBytes(3).toString('hex')}`;
    await bo.page.getByRole('button', { name: 'New campaign' }).click();
    await form.getByLabel('Name').fill(later);
    await form.getByLabel('Title (English)').fill('Later');
    await form.getByLabel('Text (English)').fill('Later');
    await form.getByLabel('Title (Spanish)').fill('Luego');
    await form.getByLabel('Text (Spanish)').fill('Luego');
    await form.getByRole('button', { name: 'Schedule campaign' }).click();
    const laterRow = bo.page.getByRole('row').filter({ hasText: later });
    await expect
      .poll(() => laterRow.locator('[data-status]').getAttribute('data-status'), SLOW)
      .toBe('scheduled');
    await laterRow.getByRole('button', { name: `Cancel ${later}` }).click();
    await bo.page.getByRole('button', { name: 'Cancel campaign' }).click();
    await expect
      .poll(() => laterRow.locator('[data-status]').getAttribute('data-status'), SLOW)
      .toBe('cancelled');
    expect(await laterRow.getByRole('button', { name: `Cancel ${later}` }).count()).toBe(0);
    await backofficeShot(bo.page, 'push-campaigns-list');

    // A viewer reads the list and a campaign's details, and has no way to write or cancel.
    const viewer = await createOperatorViaCli('viewer');
    const view = await open({ viewport: TABLET });
    await signInBackoffice(view.page, viewer, { next: '/backoffice/push-campaigns/' });
    const viewerRow = view.page.getByRole('row').filter({ hasText: name });
    await expect
      .poll(() => viewerRow.locator('[data-status]').getAttribute('data-status'), SLOW)
      .toBe('sent');
    expect(await view.page.getByRole('button', { name: 'New campaign' }).count()).toBe(0);
    expect(await view.page.getByRole('button', { name: /^Cancel / }).count()).toBe(0);
    await viewerRow.getByRole('button', { name: `View ${name}` }).click();
    const details = view.page.getByRole('dialog');
    await expect.poll(() => details.textContent()).toContain('Tus monedas de primavera te esperan.');
    expect(await details.textContent()).toContain('1 sent: 1 delivered, 0 failed, 0 removed');
    await backofficeShot(view.page, 'push-campaigns-details', false);

    // Support has no push permission: no navigation entry, and the page is refused.
    const support = await createOperatorViaCli('support');
    const desk = await open();
    await signInBackoffice(desk.page, support);
    expect(
      await desk.page.getByRole('navigation', { name: 'Back-office' }).getByText('Push campaigns').count(),
    ).toBe(0);
    await desk.page.goto(desk.url('/backoffice/push-campaigns/'));
    await expect
      .poll(() => desk.page.getByTestId('bo-forbidden').textContent(), SLOW)
      .toContain('Your role (support) cannot see push campaigns.');
  }, 300_000);
});
