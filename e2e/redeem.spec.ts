import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS } from '@casino/contracts';
import { tinyPng } from '../apps/server/src/testing/documents.ts';
import { signUpViaApi } from './support/accounts.ts';
import { headerBalance, postFromPage } from './support/page-api.ts';
import { setupBrowser } from './support/browser.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 20_000 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

const randomLetters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const amountOf = (title: string | null) => Number((title ?? '').replace(/[^\d.]/g, ''));

/** An operator call, as `npm run ops` makes it against a running server. */
async function ops<T = unknown>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-ops-token': E2E_OPS_TOKEN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
  return json.data;
}

describe('redeem', () => {
  it('a verified SweepStakes player requests a redeem; the operator approves; the push and the balance show it', async () => {
    const { page, url } = await open({ geolocation: AUSTIN, permissions: ['geolocation'] });
    await page.goto(url('/'));
    const { email } = await signUpViaApi(page);

    // The operator gives the player winnings to redeem (sign-up already gave 2 entries).
    await ops('/rest/ops/wallet/adjust/', {
      playerEmail: email,
      currency: 'WINNING',
      amount: 120,
      reason: 'e2e set-up',
      idempotencyKey: randomUUID(),
    });

    // Nothing else is ready yet: the screen says what is missing and how to fix it.
    await page.goto(url('/account/redeem'));
    const panel = page.locator('[data-redeem-panel]');
    await panel.waitFor(SLOW);
    await page.locator('[data-redeem-winnings]', { hasText: '120.00' }).waitFor(SLOW);
    for (const reason of ['not_sweepstakes_mode', 'identity_not_verified', 'profile_incomplete'])
      await page.locator(`[data-reason="${reason}"]`).waitFor();
    expect(await page.getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toBe(
      '/account/documents',
    );

    // The full profile, address and phone included (before the identity check, which locks the name).
    expect(
      await postFromPage(page, '/rest/player/profile/', {
        name: 'Rita',
        // A surname of its own: the same name and birthday on two accounts is a duplicate identity.
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

    // Identity: upload a document, the operator approves it.
    await page.goto(url('/account/documents'));
    await page.getByTestId('document-file').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: tinyPng(randomInt(1 << 24)),
    });
    await page.getByText(DOCUMENT_TEXTS.uploaded).waitFor(SLOW);
    const pending = await ops<Array<{ id: string; email: string | null }>>(
      '/rest/ops/documents/?status=pending',
    );
    const document = pending.find((d) => d.email === email)!;
    await ops(`/rest/ops/documents/${document.id}/review/`, { status: 'approved' });

    // Only the mode is left; the screen's own button switches it.
    await page.goto(url('/account/redeem'));
    await page.locator('[data-reason="not_sweepstakes_mode"]').waitFor(SLOW);
    expect(await page.locator('[data-reason]').count()).toBe(1);
    await page.getByRole('button', { name: 'Switch to SweepStakes' }).click();
    await expect.poll(() => headerBalance(page), SLOW).toMatch(/Entries$/);
    // Entries from the sign-up and verification rewards plus the 120 winnings; redeem moves only winnings.
    const start = amountOf(await headerBalance(page));
    const entries = (amount: number) =>
      `${(start + amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} Entries`;

    // The form checks the amount before sending, then sends it.
    const amount = page.getByLabel('Amount to redeem');
    await amount.fill('20');
    await page.getByRole('button', { name: 'Request redeem' }).click();
    await page.getByText('The minimum amount to redeem is 50.00.').waitFor();
    await amount.fill('60');
    await page.getByRole('button', { name: 'Request redeem' }).click();
    const first = page.locator('[data-request][data-status="pending"]');
    await first.waitFor(SLOW);
    // The winnings left at once: the header follows the setBalance push.
    await expect.poll(() => headerBalance(page), SLOW).toBe(entries(-60));

    // Cancelled: the winnings come back.
    await first.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('[data-request][data-status="cancelled"]').waitFor(SLOW);
    await expect.poll(() => headerBalance(page), SLOW).toBe(entries(0));

    await amount.fill('75.50');
    await page.getByRole('button', { name: 'Request redeem' }).click();
    const request = page.locator('[data-request][data-status="pending"]');
    await request.waitFor(SLOW);
    expect(await request.innerText()).toContain('75.50');
    await expect.poll(() => headerBalance(page), SLOW).toBe(entries(-75.5));

    // The operator approves through the operator endpoint; the player hears it on the open page.
    const queue = await ops<Array<{ id: string; email: string | null }>>('/rest/ops/redeems/');
    const mine = queue.find((r) => r.email === email)!;
    await ops(`/rest/ops/redeems/${mine.id}/approve/`, {});
    await page.getByText('Redeem approved').waitFor(SLOW);
    await page.locator(`[data-request="${mine.id}"][data-status="approved"]`).waitFor(SLOW);
    expect(await headerBalance(page)).toBe(entries(-75.5));
    // Below the minimum now: the form is gone and the screen says why.
    await page.locator('[data-reason="below_minimum"]').waitFor(SLOW);
  });

  it('a player who is not eligible gets no form, and the API refuses the request too', async () => {
    const { page, url } = await open({ geolocation: AUSTIN, permissions: ['geolocation'] });
    await page.goto(url('/'));
    const { email } = await signUpViaApi(page);
    await ops('/rest/ops/wallet/adjust/', {
      playerEmail: email,
      currency: 'WINNING',
      amount: 60,
      reason: 'e2e set-up',
      idempotencyKey: randomUUID(),
    });
    await page.goto(url('/account/redeem'));
    await page.locator('[data-redeem-winnings]', { hasText: '60.00' }).waitFor(SLOW);
    // Not eligible: no form, and no way around it through the API either.
    expect(await page.locator('form[data-form="redeem"]').count()).toBe(0);
    expect(
      await postFromPage(page, '/rest/redeem/', { amount: 60, idempotencyKey: crypto.randomUUID() }),
    ).toBe(403);
    expect(await page.locator('[data-request]').count()).toBe(0);
  });
});
