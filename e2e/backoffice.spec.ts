// The operators' journey (issue #16): the first operator comes from the ops CLI, signs in with TOTP set up on
// the way, finds a new player, adjusts their balance with a reason, approves their identity document (the
// player's open page gets the toast), approves their redeem, and changes a feature's schedule (the player's
// promotions page follows); a support operator is refused the adjustment; the audit log shows every step, and
// `audit:verify` passes, then fails once a row is edited by SQL (on a server of its own, stopped first: the
// embedded database opens in one process at a time).
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DOCUMENT_TEXTS } from '@casino/contracts';
import { tinyPng } from '../apps/server/src/testing/documents.ts';
import { signUpViaApi } from './support/accounts.ts';
import { createOperatorViaCli, signInBackoffice } from './support/backoffice.ts';
import { setupBrowser } from './support/browser.ts';
import { headerBalance, postFromPage } from './support/page-api.ts';
import { E2E_OPS_TOKEN, startServer } from './support/server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const run = promisify(execFile);
const ROOT = new URL('..', import.meta.url).pathname;

const randomLetters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const amountOf = (title: string | null) => Number((title ?? '').replace(/[^\d.]/g, ''));

/** A call from the back-office page with the operator's cookie and CSRF header, as its screens make it. */
const boStatus = (page: Page, method: string, path: string, body: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const csrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('bo_csrf='))
        ?.split('=')[1];
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-bo-csrf': decodeURIComponent(csrf ?? '') },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    },
    { method, path, body },
  );

/** The player, signed up with a full profile and a phone: what redeeming needs besides the document. */
async function newPlayer() {
  const { page, url } = await open({ geolocation: AUSTIN, permissions: ['geolocation'] });
  await page.goto(url('/'));
  const { email } = await signUpViaApi(page);
  expect(
    await postFromPage(page, '/rest/player/profile/', {
      name: 'Rita',
      surname: `Moreno-${randomLetters()}`,
      birthDay: '1990-04-02',
      city: 'Austin',
      address: '1 Main St',
      zip: '73301',
      state: 'TX',
    }),
  ).toBe(200);
  expect(
    await postFromPage(page, '/rest/players/phone/', {
      phone: `+1512${String(randomInt(10_000_000)).padStart(7, '0')}`,
    }),
  ).toBe(200);
  return { page, url, email };
}

describe('back-office', () => {
  const restore: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const undo of restore) await undo();
  });

  it('an admin finds a player, adjusts, approves the document and the redeem, changes a feature; support is refused; the audit log shows it all', async () => {
    const admin = await createOperatorViaCli('admin');
    const player = await newPlayer();
    const bo = (await open()).page;
    await signInBackoffice(bo, admin);

    // Find the new player by email and open their page.
    await bo.goto(`${baseUrl()}/backoffice/players/`);
    await bo.getByRole('searchbox').fill(player.email);
    await bo.getByRole('link', { name: player.email }).click(SLOW);
    await bo.getByTestId('bo-player-title').filter({ hasText: player.email }).waitFor(SLOW);

    // Winnings to redeem, with a reason, through the ledger.
    await bo.getByRole('button', { name: 'Adjust balance' }).click();
    await bo.getByLabel('Currency').selectOption('WINNING');
    await bo.getByLabel('Amount').fill('120');
    await bo.getByLabel('Reason').fill('Goodwill for a disconnected round');
    await bo.getByRole('button', { name: 'Review' }).click();
    await bo.getByRole('button', { name: 'Confirm adjustment' }).click();
    await bo.getByTestId('bo-player-flash').filter({ hasText: 'Adjusted' }).waitFor(SLOW);
    await player.page.goto(player.url('/account/redeem'));
    await player.page.locator('[data-redeem-winnings]', { hasText: '120.00' }).waitFor(SLOW);

    // The player uploads a document; the operator approves it from the queue; the open page hears it.
    await player.page.goto(player.url('/account/documents'));
    await player.page.getByTestId('document-file').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: tinyPng(randomInt(1 << 24)),
    });
    await player.page.getByText(DOCUMENT_TEXTS.uploaded).waitFor(SLOW);
    await bo.goto(`${baseUrl()}/backoffice/documents/?q=${encodeURIComponent(player.email)}`);
    const documentRow = bo.getByRole('row').filter({ hasText: player.email });
    await documentRow.getByTestId('bo-document-open').click(SLOW);
    await bo.getByTestId('bo-document-preview').waitFor(SLOW);
    await bo.getByRole('button', { name: 'Approve', exact: true }).click();
    await player.page.getByText("You're verified").waitFor(SLOW);

    // The player asks for a redeem; the operator approves it; the player's page shows it.
    await player.page.goto(player.url('/account/redeem'));
    await player.page.getByRole('button', { name: 'Switch to SweepStakes' }).click(SLOW);
    await expect.poll(() => headerBalance(player.page), SLOW).toMatch(/Entries$/);
    const start = amountOf(await headerBalance(player.page));
    await player.page.getByLabel('Amount to redeem').fill('75.50');
    await player.page.getByRole('button', { name: 'Request redeem' }).click();
    await player.page.locator('[data-request][data-status="pending"]').waitFor(SLOW);
    await bo.goto(`${baseUrl()}/backoffice/redeems/?q=${encodeURIComponent(player.email)}`);
    const redeemRow = bo.getByRole('row').filter({ hasText: player.email });
    await redeemRow.getByTestId('bo-redeem-approve').click(SLOW);
    await bo.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await player.page.getByText('Redeem approved').waitFor(SLOW);
    await player.page.locator('[data-request][data-status="approved"]').waitFor(SLOW);
    // The winnings left at the request (the header follows its push); the approval moves nothing more.
    await expect
      .poll(async () => amountOf(await headerBalance(player.page)), SLOW)
      .toBeCloseTo(start - 75.5, 2);

    // A feature's schedule: fortune investment on the default brand finishes now; the player's open
    // promotions page drops its card.
    await player.page.goto(player.url('/promotions/'));
    const card = player.page.locator('[data-promotion="fortuneInvestment"]');
    await card.waitFor(SLOW);
    restore.push(async () => {
      await fetch(`${baseUrl()}/rest/ops/features/funrize/fortuneInvestment/`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
        body: JSON.stringify({ schedule: { finishesAt: null } }),
      });
    });
    await bo.goto(`${baseUrl()}/backoffice/features/funrize/fortuneInvestment/`);
    const finishes = bo.getByLabel('Finishes (UTC)');
    await finishes.waitFor(SLOW);
    const serverNow = new Date(
      (await (await fetch(`${baseUrl()}/healthz`)).headers.get('date')) ?? Date.now(),
    );
    await finishes.fill(new Date(serverNow.getTime() - 60_000).toISOString().slice(0, 16));
    await bo.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => card.count(), SLOW).toBe(0);

    // Support reads players but may not move money: the server says so.
    const support = await createOperatorViaCli('support');
    const supportPage = (await open()).page;
    await signInBackoffice(supportPage, support);
    const found = await supportPage.evaluate(async (email) => {
      const response = await fetch(`/rest/backoffice/players/?q=${encodeURIComponent(email)}`);
      return ((await response.json()) as { data: { rows: Array<{ id: string }> } }).data.rows[0]?.id;
    }, player.email);
    expect(found).toBeTruthy();
    const refused = await boStatus(supportPage, 'POST', `/rest/backoffice/players/${found}/adjust/`, {
      currency: 'COIN',
      amount: 100,
      reason: 'Not allowed for support',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBeTruthy();
    await supportPage.goto(`${baseUrl()}/backoffice/players/${found}/`);
    await supportPage.getByTestId('bo-player-title').waitFor(SLOW);
    expect(await supportPage.getByRole('button', { name: 'Adjust balance' }).count()).toBe(0);

    // Every step is in the audit log, by the admin, with the player as target.
    await bo.goto(`${baseUrl()}/backoffice/audit/`);
    for (const action of [
      'wallet.adjust',
      'document.review',
      'redeem.approve',
      'feature.update',
      'auth.signIn',
    ])
      await bo.getByRole('cell', { name: action, exact: true }).first().waitFor(SLOW);
  });

  it('audit:verify passes on an intact log and finds a row edited by SQL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'casino-e2e-audit-'));
    const server = await startServer({ DATA_DIR: dataDir });
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(server.port),
      DATA_DIR: dataDir,
      OPS_TOKEN: E2E_OPS_TOKEN,
      LOG_LEVEL: 'warn',
    };
    try {
      await createOperatorViaCli('admin', { port: server.port });
      await createOperatorViaCli('finance', { port: server.port });
      await server.stop();

      // The server is gone: the CLI opens the embedded database itself.
      const intact = await run('npm', ['run', '--silent', 'ops', '--', 'audit:verify'], { cwd: ROOT, env });
      expect(intact.stdout).toMatch(/Audit log intact: \d+ entries/);

      const db = new PGlite({ dataDir: join(dataDir, 'pglite') });
      await db.query(`UPDATE audit_log SET after = '{"role":"admin"}'::jsonb WHERE id = 2`);
      await db.close();
      const broken = await run('npm', ['run', '--silent', 'ops', '--', 'audit:verify'], {
        cwd: ROOT,
        env,
      }).then(
        () => null,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(broken?.code).toBe(1);
      expect(`${broken?.stdout}${broken?.stderr}`).toMatch(/2/);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
