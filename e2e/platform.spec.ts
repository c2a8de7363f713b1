import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { flushed } from './support/page-api.ts';
import { advanceClock, resetClock, setClock } from './support/clock.ts';
import { suiteServer } from './support/suite-server.ts';

const { open } = setupBrowser();

describe('client platform', () => {
  it('shows the update toast when the build manifest id changes, and dismiss closes it', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    expect(await page.getByText('Updated content is available. Please refresh the page.').count()).toBe(0);

    // A new deployment: the manifest now names another build.
    await page.route('**/builds/latest.json*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ id: 'a-newer-build' }),
      }),
    );
    const { page: fresh } = await open();
    await fresh.route('**/builds/latest.json*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ id: 'a-newer-build' }),
      }),
    );
    await fresh.goto(url('/'));
    const toast = fresh.getByText('Updated content is available. Please refresh the page.');
    await toast.waitFor({ timeout: 10_000 });
    expect(await fresh.getByRole('button', { name: 'refresh' }).count()).toBe(1);
    await fresh.getByRole('button', { name: 'dismiss' }).click();
    await expect.poll(() => toast.count()).toBe(0);
  });

  it('does not show the toast while the running build is the latest', async () => {
    const { page, url } = await open();
    const manifest = page.waitForResponse((r) => r.url().includes('/builds/latest.json'));
    await page.goto(url('/'));
    expect((await manifest).status()).toBe(200);
    // The check compares as soon as the manifest has arrived; what it would show is rendered by then.
    await (await manifest).finished();
    await flushed(page);
    expect(await page.getByText('Updated content is available. Please refresh the page.').count()).toBe(0);
  });

  it('follows the redirect table and rewrites the cf and aa flags', async () => {
    const { page, context, url } = await open();
    await page.goto(url('/casino'));
    expect(new URL(page.url()).pathname).toBe('/lobby/');

    await page.goto(url('/lobby/?cf=US&x=1'));
    expect(new URL(page.url()).search).toBe('?x=1');
    expect((await context.cookies()).find((c) => c.name === 'geo_source')?.value).toBe('US');

    await page.goto(url('/lobby/?aa=token'));
    const final = new URL(page.url());
    expect(final.searchParams.has('aa')).toBe(false);
    expect(final.searchParams.get('autologin')).toBe('true');
  });
});

describe('the server clock (CLOCK_CONTROL, for journeys that need tomorrow)', () => {
  it('moves past midnight at once: an open page hears the day rollover, once', async () => {
    const server = suiteServer();
    const { page, url } = await open();
    // The page's realtime connection, seen from the browser: Socket.IO text frames ("40…" is the connect).
    const frames: string[] = [];
    const connected = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          frames.push(String(payload));
          if (String(payload).startsWith('40')) resolve();
        }),
      ),
    );
    let isConnected = false;
    void connected.then(() => (isConnected = true));
    await page.goto(url('/'));
    // A guest's tab connects on its first interaction (or after 5 s idle): interact, as a guest would,
    // until the hydrated page hears it.
    await expect
      .poll(
        async () => {
          if (!isConnected) await page.keyboard.press('Shift');
          return isConnected;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
    const rollovers = () => frames.filter((frame) => frame.includes('"day_24h"')).length;
    try {
      const midnight = (Math.floor(Date.now() / 86_400_000) + 1) * 86_400_000;
      await setClock(server, new Date(midnight - 60_000));
      expect(rollovers()).toBe(0);
      const now = await advanceClock(server, 61);
      expect(now.getTime()).toBeGreaterThanOrEqual(midnight);
      await expect.poll(rollovers).toBe(1);
    } finally {
      await resetClock(server);
    }
    // Back at the real time, nothing more.
    expect(rollovers()).toBe(1);
  });
});
