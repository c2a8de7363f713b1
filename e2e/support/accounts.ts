import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

export const PASSWORD = 'violet-harbor-42';
export const newEmail = () => `e2e-${randomBytes(5).toString('hex')}@example.test`;

/** Signs a new player up through the API from inside the page (same cookies, CSRF header), then reloads. */
export async function signUpViaApi(page: Page, email = newEmail(), password = PASSWORD) {
  const status = await page.evaluate(
    async ({ email, password }) => {
      const csrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('csrf_token='))
          ?.split('=')[1] ?? '';
      const response = await fetch('/rest/registration/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ email, password, agreeTerms: true }),
      });
      return response.status;
    },
    { email, password },
  );
  if (status !== 200) throw new Error(`sign-up failed with ${status}`);
  await page.reload();
  await settle(page);
  return { email, password };
}

export const accountButton = (page: Page) =>
  page.getByRole('button', { name: /Account menu for|Menú de la cuenta de/ });

/** Lets the page finish loading and deals with what opens by itself for a new player (terms, email prompt). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // A one-click account has not accepted the terms yet: the terms gate asks first.
  const accept = page.getByRole('button', { name: /Accept and continue|Aceptar y continuar/ });
  if (await accept.count()) {
    await accept.click();
    await accept.waitFor({ state: 'detached' });
  }
  for (let i = 0; i < 3 && (await page.locator('[role="dialog"]').count()); i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
}
