import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * The service worker (apps/web/public/push-sw.js) run as Chromium runs it, on a fake worker scope: its push
 * and notificationclick handlers. The browser suite (e2e/web-push.spec.ts) delivers a real push to it in
 * Chromium; a notification click cannot be made there (no DevTools command clicks a notification, and a
 * script-made click event may not call waitUntil), so the click's three outcomes are checked here.
 */
const SOURCE = readFileSync(new URL('../../../public/push-sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://play.example';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
}

const tab = (url: string): FakeWindow => {
  const w: FakeWindow = {
    url,
    focus: vi.fn(async () => w),
    navigate: vi.fn(async (to: string) => ({ ...w, url: to })),
    postMessage: vi.fn(),
  };
  return w;
};

function worker(windows: FakeWindow[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const openWindow = vi.fn(async () => null);
  const showNotification = vi.fn(async () => undefined);
  const self = {
    location: new URL(`${ORIGIN}/push-sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    clients: { matchAll: vi.fn(async () => windows), openWindow, claim: vi.fn(async () => undefined) },
    registration: { showNotification },
  };
  runInNewContext(SOURCE, { self, URL, Promise });
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return {
    openWindow,
    showNotification,
    click: (link: unknown) =>
      dispatch('notificationclick', { notification: { data: { link }, close: vi.fn() } }),
    push: (payload: object) =>
      dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } }),
  };
}

describe('the push service worker', () => {
  it('shows a push with its texts, pictures and the link kept on the site, and tells the open pages', async () => {
    const open = tab(`${ORIGIN}/lobby/`);
    const sw = worker([open]);
    await sw.push({
      title: 'Bono',
      body: 'Ven',
      icon: '/icon.png',
      image: 'https://cdn.example/i.png',
      link: '/es/promotions/',
      data: { campaignId: 7 },
    });
    expect(sw.showNotification).toHaveBeenCalledWith('Bono', {
      body: 'Ven',
      icon: '/icon.png',
      image: 'https://cdn.example/i.png',
      data: { campaignId: 7, link: `${ORIGIN}/es/promotions/` },
    });
    expect(open.postMessage).toHaveBeenCalledWith({
      type: 'web-push',
      payload: expect.objectContaining({ title: 'Bono', link: `${ORIGIN}/es/promotions/` }),
    });
  });

  it('focuses a tab already at the link', async () => {
    const there = tab(`${ORIGIN}/promotions/`);
    const other = tab(`${ORIGIN}/lobby/`);
    const sw = worker([other, there]);
    await sw.click(`${ORIGIN}/promotions/`);
    expect(there.focus).toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
    expect(sw.openWindow).not.toHaveBeenCalled();
  });

  it('else focuses a tab of the site and moves it to the link', async () => {
    const other = tab(`${ORIGIN}/lobby/`);
    const sw = worker([other]);
    await sw.click(`${ORIGIN}/account/redeem/`);
    expect(other.focus).toHaveBeenCalled();
    expect(other.navigate).toHaveBeenCalledWith(`${ORIGIN}/account/redeem/`);
    expect(sw.openWindow).not.toHaveBeenCalled();
  });

  it('else opens the site at the link, and never another site', async () => {
    const sw = worker([]);
    await sw.click(`${ORIGIN}/tournaments/`);
    expect(sw.openWindow).toHaveBeenLastCalledWith(`${ORIGIN}/tournaments/`);
    await sw.click('https://elsewhere.example/phish');
    expect(sw.openWindow).toHaveBeenLastCalledWith(`${ORIGIN}/`);
    await sw.click(undefined);
    expect(sw.openWindow).toHaveBeenLastCalledWith(`${ORIGIN}/`);
  });
});
