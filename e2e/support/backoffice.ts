// Back-office helpers for the browser suite (issue #16): operators made by the ops CLI, and the two-step
// sign-in with TOTP codes computed here from the secret the setup page shows.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { OperatorRole } from '@casino/contracts';
import { DESKTOP, SCREENSHOTS, screenshot, TABLET } from './browser.ts';
import { flushed } from './page-api.ts';
import { E2E_OPS_TOKEN } from './server.ts';
import { suiteServer } from './suite-server.ts';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;

export interface CreatedOperator {
  email: string;
  role: OperatorRole;
  /** The one-time password the CLI printed. */
  password: string;
}

export const newOperatorEmail = (role: OperatorRole) =>
  `e2e-${role}-${randomBytes(4).toString('hex')}@backoffice.test`;

/**
 * `npm run ops -- operators:create <email> <role>` against the suite's server: the CLI sees the server up
 * on HOST:PORT and, with its OPS_TOKEN, creates the operator through `/rest/ops/operators/` (the server
 * holds the embedded database). Answers the operator with the one-time password the CLI printed.
 */
export async function createOperatorViaCli(
  role: OperatorRole,
  options: { email?: string } = {},
): Promise<CreatedOperator> {
  const email = options.email ?? newOperatorEmail(role);
  const { stdout, stderr } = await run(
    'npm',
    ['run', '--silent', 'ops', '--', 'operators:create', email, role],
    {
      cwd: ROOT,
      // The server's own settings (e2e/support/server.ts), so the CLI goes through it.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(suiteServer().port),
        OPS_TOKEN: E2E_OPS_TOKEN,
        LOG_LEVEL: 'warn',
      },
      timeout: 60_000,
    },
  );
  const password = /One-time password[^:]*:\s*(\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`operators:create printed no password:\n${stdout}\n${stderr}`);
  return { email, role, password };
}

/** The server's time (its clock may be moved: CLOCK_CONTROL), from the Date header it writes. */
async function serverNow(page: Page): Promise<Date> {
  const date = await page.evaluate(async () => (await fetch('/healthz')).headers.get('date'));
  return date ? new Date(date) : new Date();
}

/** The last 30-second step a code was used for, per secret: the server refuses a code's step twice. */
const usedSteps = new Map<string, number>();

/** The server's current 30-second TOTP step. */
const serverStep = async (page: Page) => Math.floor((await serverNow(page)).getTime() / 30_000);

/**
 * The code an authenticator would show at the server's time. A second sign-in in the same 30 seconds takes
 * the next step's code (the server accepts one step of drift); beyond that it waits for the server's clock
 * to reach the step before it.
 */
export async function totpCode(page: Page, secret: string): Promise<string> {
  const step = await serverStep(page);
  const use = Math.max(step, (usedSteps.get(secret) ?? -1) + 1);
  if (use > step + 1)
    await expect
      .poll(() => serverStep(page), { timeout: 60_000, interval: 1_000 })
      .toBeGreaterThanOrEqual(use - 1);
  usedSteps.set(secret, use);
  return generate({ secret, epoch: use * 30 });
}

export interface BackofficeSession {
  /** The TOTP secret (from the setup page on the first sign-in; as passed in afterwards). */
  secret: string;
  /** The recovery codes shown once at setup (empty on later sign-ins). */
  recoveryCodes: string[];
}

/**
 * Signs an operator in at /backoffice/sign-in/: email and password, then either the first-time setup
 * (reads the secret the page shows, enters a computed code, keeps the recovery codes and confirms they are
 * saved) or the code step (needs `secret` from the first sign-in), then replaces a one-time password (and
 * keeps the new one in `operator.password`). Ends on the page the sign-in leads to (`next`, a back-office
 * path; the dashboard by default).
 */
export async function signInBackoffice(
  page: Page,
  operator: { email: string; password: string; secret?: string },
  options: { next?: string } = {},
): Promise<BackofficeSession> {
  const query = options.next ? `?next=${encodeURIComponent(options.next)}` : '';
  await page.goto(`${suiteServer().baseUrl}/backoffice/sign-in/${query}`);
  await page.getByLabel('Email', { exact: true }).fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  const setup = page.getByTestId('bo-totp-secret');
  const code = page.getByLabel('Code', { exact: true });
  await code.waitFor();
  let secret = operator.secret;
  if (await setup.isVisible()) secret = ((await setup.textContent()) ?? '').replace(/\s+/g, '');
  if (!secret) throw new Error(`${operator.email} has two-factor sign-in set up: pass its secret`);

  await code.fill(await totpCode(page, secret));
  await page.getByRole('button', { name: 'Verify' }).click();

  const codes = page.getByTestId('bo-recovery-codes');
  const signedIn = page.getByTestId('bo-operator-email');
  const choose = page.getByRole('heading', { name: 'Choose your password' });
  await codes.or(signedIn).or(choose).first().waitFor();
  let recoveryCodes: string[] = [];
  if (await codes.isVisible()) {
    recoveryCodes = (await codes.locator('li').allTextContents()).map((text) => text.trim());
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await signedIn.or(choose).first().waitFor();
  }
  if (await choose.isVisible()) {
    operator.password = await choosePassword(page, operator.password);
    await signedIn.waitFor();
  }
  return { secret, recoveryCodes };
}

/**
 * The "Choose your password" screen after the first sign-in with the CLI's one-time password: replaces it
 * with a new one (answered, for the operator's later sign-ins).
 */
export async function choosePassword(page: Page, oneTime: string): Promise<string> {
  const chosen = `${oneTime}-own`;
  await page.getByLabel('One-time password', { exact: true }).fill(oneTime);
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Save password' }).click();
  return chosen;
}

/** With SCREENSHOTS=<dir> set, the page as it is now at desktop (1440×900) and tablet (820×1180) sizes. */
export async function backofficeShot(page: Page, name: string, fullPage = true) {
  if (!SCREENSHOTS) return;
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['tablet', TABLET],
  ] as const) {
    await page.setViewportSize(viewport);
    await flushed(page);
    await screenshot(page, `backoffice/${name}-${size}`, { fullPage });
  }
  await page.setViewportSize(DESKTOP);
}
