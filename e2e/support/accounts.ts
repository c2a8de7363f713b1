import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { SHOWN_LIST_KEY } from '../../apps/web/app/lib/engagement/popup-sequencer.ts';
import { postFromPage } from './page-api.ts';

export const PASSWORD = 'violet-harbor-42';
export const newEmail = () => `e2e-${randomBytes(5).toString('hex')}@example.test`;

/** The feature popups the popup sequencer would offer a new player (their modal names). */
const FEATURE_POPUP_MODALS = ['daily-login', 'daily-wheel', 'daily-chests'];

/**
 * Marks the signed-in player's feature popups as shown today, as the sequencer does after showing them,
 * so a journey about something else is not covered by the daily login a second after it starts.
 */
export async function skipFeaturePopups(page: Page) {
  await page.evaluate(
    async ({ key, names }) => {
      const init = (await (await fetch('/rest/app/init/')).json()) as { login: string | null };
      localStorage.setItem(key, JSON.stringify({ owner: init.login ?? '', since: Date.now(), names }));
      // The prize-drops welcome popup keeps its day in a cookie (spec).
      document.cookie = 'prize_drops_popup_shown=1; path=/; max-age=86400';
    },
    { key: SHOWN_LIST_KEY, names: FEATURE_POPUP_MODALS },
  );
}

/**
 * Signs a new player up through the API from inside the page (same cookies, CSRF header), or with one
 * click, then reloads and deals with what opens by itself for that new player (the email prompt; the
 * feature popups are marked shown unless `keepFeaturePopups`).
 */
export async function signUpViaApi(
  page: Page,
  options: {
    email?: string;
    password?: string;
    oneClick?: boolean;
    keepEmailPrompt?: boolean;
    keepFeaturePopups?: boolean;
  } = {},
) {
  const { email = newEmail(), password = PASSWORD, oneClick = false } = options;
  const status = await postFromPage(
    page,
    oneClick ? '/rest/registration/one-click/' : '/rest/registration/',
    oneClick ? { agreeTerms: true } : { email, password, agreeTerms: true },
  );
  if (status !== 200) throw new Error(`sign-up failed with ${status}`);
  if (!options.keepFeaturePopups) await skipFeaturePopups(page);
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
 * as the page is interactive: wait for it (it is certain to come) and close it. A new player signed up
 * through the forms may get the daily-login popup first (the sequencer's run a second after login):
 * close that too, the prompt follows it.
 */
export async function dismissEmailPrompt(page: Page) {
  const dialog = page.getByRole('dialog', { name: /Confirm your email|Confirma tu correo/ });
  const dailyLogin = page.locator('[role="dialog"]:has([data-daily-login])');
  await dialog.or(dailyLogin).first().waitFor({ timeout: 45_000 });
  if (await dailyLogin.isVisible()) {
    await page.keyboard.press('Escape');
    await dailyLogin.waitFor({ state: 'detached' });
  }
  await dialog.waitFor({ timeout: 45_000 });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}
