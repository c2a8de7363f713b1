import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { postFromPage } from './page-api.ts';

export const PASSWORD = 'violet-harbor-42';
export const newEmail = () => `e2e-${randomBytes(5).toString('hex')}@example.test`;

/**
 * Signs a new player up through the API from inside the page (same cookies, CSRF header), or with one
 * click, then reloads and deals with what opens by itself for that new player.
 */
export async function signUpViaApi(
  page: Page,
  options: { email?: string; password?: string; oneClick?: boolean; keepEmailPrompt?: boolean } = {},
) {
  const { email = newEmail(), password = PASSWORD, oneClick = false } = options;
  const status = await postFromPage(
    page,
    oneClick ? '/rest/registration/one-click/' : '/rest/registration/',
    oneClick ? { agreeTerms: true } : { email, password, agreeTerms: true },
  );
  if (status !== 200) throw new Error(`sign-up failed with ${status}`);
  await page.reload();
  // A one-click account has no email to confirm and has accepted the terms with its click.
  if (oneClick) await page.waitForLoadState('networkidle');
  else if (!options.keepEmailPrompt) await dismissEmailPrompt(page);
  return { email, password };
}

export const accountButton = (page: Page) =>
  page.getByRole('button', { name: /Account menu for|Menú de la cuenta de/ });

/**
 * A player whose email is unconfirmed gets the confirm-email prompt once per page session, as soon
 * as the page is interactive: wait for it (it is certain to come) and close it.
 */
export async function dismissEmailPrompt(page: Page) {
  const dialog = page.getByRole('dialog', { name: /Confirm your email|Confirma tu correo/ });
  await dialog.waitFor({ timeout: 45_000 });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}
