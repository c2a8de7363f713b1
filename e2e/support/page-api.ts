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
