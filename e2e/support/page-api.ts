import type { Page, WebSocket } from 'playwright-core';

/** POSTs from inside the page, with its cookies and the CSRF header, as the web client does; answers the status. */
export async function postFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const csrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('csrf_token='))
          ?.split('=')[1] ?? '';
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
}

/** The header's balance as "amount unit" (its title), e.g. "10,000 Coins" or "122.00 Entries". */
export const headerBalance = (page: Page) =>
  page.locator('[data-unit] span[title]').first().getAttribute('title');

/**
 * Resolves when the page's realtime socket is connected (socket.io's CONNECT answer, "40…"); start it before
 * the navigation. A player's tab connects in an effect of the page's first render, so this also says the
 * page is hydrated and every effect of that render has run: what a "nothing opened" check waits for.
 */
export function connected(page: Page): Promise<void> {
  // Any socket the page opens counts: a socket it opened just before (a reconnect) may be closed unanswered.
  return new Promise((resolve, reject) => {
    const onSocket = (socket: WebSocket) =>
      socket.on('framereceived', (frame) => {
        if (!String(frame.payload).startsWith('40')) return;
        clearTimeout(cap);
        page.off('websocket', onSocket);
        resolve();
      });
    const cap = setTimeout(() => {
      page.off('websocket', onSocket);
      reject(new Error("The page's realtime socket did not connect within 30 s"));
    }, 30_000);
    page.on('websocket', onSocket);
  });
}

/**
 * Opens `url` and waits until the page's realtime socket is connected: a balance push sent before it would
 * be missed by a page that has not joined its player's room yet.
 */
export async function gotoConnected(page: Page, url: string): Promise<void> {
  const socket = connected(page);
  await page.goto(url);
  await socket;
}

/**
 * The page has run what it queued so far: a 0 ms timer (after the ones already due, e.g. a deferred
 * `openModal`), then two frames, so React has rendered and the browser painted what that work changed.
 * The barrier before asserting that something did not appear, in place of a fixed wait.
 */
export const flushed = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0),
      ),
  );

/**
 * Runs `act` and answers the URLs of the page's requests to `path` it started. A request the page
 * makes after `act` (a sentinel) has its answer before this returns: requests leave in order, so one `act`
 * started would have been seen by then.
 */
export async function requestsDuring(page: Page, path: string, act: () => Promise<unknown>) {
  const seen: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (request.url().includes(path)) seen.push(request.url());
  };
  page.on('request', onRequest);
  try {
    await act();
    await page.evaluate(async () => {
      await fetch('/healthz');
    });
  } finally {
    page.off('request', onRequest);
  }
  return seen;
}
