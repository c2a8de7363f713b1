import { randomBytes, randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
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
 * Signs a new player up through the API, or with one click, and deals with what opens by itself for that new
 * player (the email prompt; the feature popups are marked shown unless `keepFeaturePopups`).
 *
 * With `at` (a full URL) the sign-up needs no guest page: the requests go on the context's cookies, which the
 * server's answer to `at` gives as a first visit would (the guest's CSRF token, the language), and the journey's
 * first page load is `at`, signed in. Each page load is seconds of Chromium's CPU; a guest page loaded only to
 * sign up from, then reloaded, was two. Without `at`, the player signs up from inside the loaded page, which
 * then reloads.
 */
export async function signUpViaApi(
  page: Page,
  options: {
    email?: string;
    password?: string;
    oneClick?: boolean;
    keepEmailPrompt?: boolean;
    keepFeaturePopups?: boolean;
    at?: string;
  } = {},
) {
  const { email = newEmail(), password = PASSWORD, oneClick = false, at } = options;
  const path = oneClick ? '/rest/registration/one-click/' : '/rest/registration/';
  const body = oneClick ? { agreeTerms: true } : { email, password, agreeTerms: true };
  const fresh = !page.url().startsWith('http');
  const brandHost = at !== undefined && new URL(at).hostname.endsWith('.test');
  if (at && fresh && !brandHost) {
    const context = page.context();
    const { origin } = new URL(at);
    const headers = { 'accept-language': await page.evaluate(() => navigator.languages.join(',')) };
    await context.request.get(at, { headers });
    const csrf = (await context.cookies(origin)).find((c) => c.name === 'csrf_token')?.value ?? '';
    const response = await context.request.post(origin + path, {
      headers: { ...headers, 'x-csrf-token': decodeURIComponent(csrf) },
      data: body,
    });
    if (response.status() !== 200) throw new Error(`sign-up failed with ${response.status()}`);
    if (!options.keepFeaturePopups) await skipFeaturePopupsBefore(context, origin);
    await page.goto(at);
  } else {
    // A page already on the site signs up from inside it, as do the brand hosts (tao.test), which resolve only
    // inside Chromium: from the guest home in `at`'s language.
    if (at) await page.goto(new URL(new URL(at).pathname.startsWith('/es/') ? '/es/' : '/', at).href);
    const status = await postFromPage(page, path, body);
    if (status !== 200) throw new Error(`sign-up failed with ${status}`);
    if (!options.keepFeaturePopups) await skipFeaturePopups(page);
    await (at ? page.goto(at) : page.reload());
  }
  // A one-click account has no email to confirm and has accepted the terms with its click.
  if (oneClick) await page.waitForLoadState('networkidle');
  else if (!options.keepEmailPrompt) await dismissEmailPrompt(page);
  return { email, password };
}

/** `skipFeaturePopups` for a player whose pages have not loaded yet: written as each page of theirs starts. */
async function skipFeaturePopupsBefore(context: BrowserContext, origin: string) {
  const init = (await (await context.request.get(`${origin}/rest/app/init/`)).json()) as { login: string };
  await context.addCookies([
    { name: 'prize_drops_popup_shown', value: '1', url: origin, expires: Date.now() / 1000 + 86_400 },
  ]);
  await context.addInitScript(
    ({ key, owner, names }) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as { owner?: string } | null;
      if (saved?.owner !== owner)
        localStorage.setItem(key, JSON.stringify({ owner, since: Date.now(), names }));
    },
    { key: SHOWN_LIST_KEY, owner: init.login, names: FEATURE_POPUP_MODALS },
  );
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

const randomLetters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** Fills the signed-in player's full profile (address included) and a phone: what redeeming needs besides the document. */
export async function completeProfile(page: Page) {
  const profile = await postFromPage(page, '/rest/player/profile/', {
    name: 'Rita',
    // A surname of its own: the same name and birthday on two accounts is a duplicate identity.
    surname: `Moreno-${randomLetters()}`,
    birthDay: '1990-04-02',
    city: 'Austin',
    address: '1 Main St',
    zip: '73301',
    state: 'TX',
  });
  if (profile !== 200) throw new Error(`profile update failed with ${profile}`);
  const phone = await postFromPage(page, '/rest/players/phone/', {
    phone: `+1512${String(randomInt(10_000_000)).padStart(7, '0')}`,
  });
  if (phone !== 200) throw new Error(`phone update failed with ${phone}`);
}
