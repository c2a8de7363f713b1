import type { Page } from 'playwright-core';

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
 * Opens `url` and waits until the page's realtime socket is connected (socket.io's CONNECT answer, "40…"):
 * a balance push sent before it would be missed by a page that has not joined its player's room yet.
 */
export async function gotoConnected(page: Page, url: string): Promise<void> {
  const connected = page.waitForEvent('websocket', { timeout: 30_000 }).then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) => String(frame.payload).startsWith('40'),
      timeout: 30_000,
    }),
  );
  await page.goto(url);
  await connected;
}
