import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS } from '@casino/contracts';
import { tinyPng } from '../apps/server/src/testing/documents.ts';
import { completeProfile, signUpViaApi } from './support/accounts.ts';
import { createOperatorViaCli, signInBackoffice } from './support/backoffice.ts';
import { headerBalance, postFromPage } from './support/page-api.ts';
import { DESKTOP, setupBrowser } from './support/browser.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 20_000 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

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

/** The operator credits the player winnings to redeem. */
const giveWinnings = (playerEmail: string, amount: number) =>
  ops('/rest/ops/wallet/adjust/', {
    playerEmail,
    currency: 'WINNING',
    amount,
    reason: 'e2e set-up',
    idempotencyKey: randomUUID(),
  });

describe('redeem', () => {
  it('a verified SweepStakes player requests a redeem; the operator moves it step by step in the back-office; the player follows its timeline', async () => {
    const { page, url } = await open({ geolocation: AUSTIN, permissions: ['geolocation'] });
    const { email } = await signUpViaApi(page, { at: url('/') });

    // The operator gives the player winnings to redeem (sign-up already gave 2 entries).
    await giveWinnings(email, 120);

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
    await completeProfile(page);

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

    // In review at once (the identity check passed), with the brand's promised time for the approval.
    const timeline = request.getByRole('list', { name: 'Progress of this request' });
    expect(await timeline.locator('[data-step]').evaluateAll((li) => li.map((l) => l.dataset.step))).toEqual([
      'requested',
      'identity_check',
      'review',
    ]);
    await request.locator('[data-next="approved"]', { hasText: /^Next: approval, expected by / }).waitFor();

    // The operator works the request in the back-office redeem screen, step by step.
    const finance = await createOperatorViaCli('finance');
    const bo = (await open({ viewport: DESKTOP })).page;
    await signInBackoffice(bo, finance, { next: `/backoffice/redeems/?q=${encodeURIComponent(email)}` });
    const row = bo.getByRole('row').filter({ hasText: email });
    for (const [button, confirm, step] of [
      ['bo-redeem-approve', 'Approve', 'approved'],
      ['bo-redeem-sent', 'Mark sent', 'sent'],
      ['bo-redeem-paid', 'Mark paid', 'paid'],
    ] as const) {
      await row.getByTestId(button).click(SLOW);
      await bo.getByRole('dialog').getByRole('button', { name: confirm }).click();
      // The operator's row and the player's open page both show the new step (the page by its push).
      await row.locator(`[data-bo-timeline] [data-step="${step}"]`).waitFor(SLOW);
      await page.locator(`[data-request][data-step="${step}"]`).waitFor(SLOW);
      if (step === 'approved') await page.getByText('Redeem approved').waitFor(SLOW);
    }
    const paid = page.locator('[data-request][data-step="paid"]');
    expect(await paid.getAttribute('data-status')).toBe('approved');
    expect(
      await paid
        .locator('[data-step]')
        .evaluateAll((li) => li.map((l) => l.querySelector('span')?.textContent)),
    ).toEqual(['Requested', 'Identity checked', 'In review', 'Approved', 'Sent', 'Paid']);
    expect(await paid.locator('[data-step="sent"]').innerText()).toContain('by our team');
    expect(await paid.locator('[data-next]').count()).toBe(0);
    expect(await headerBalance(page)).toBe(entries(-75.5));
    // Below the minimum now: the form is gone and the screen says why.
    await page.locator('[data-reason="below_minimum"]').waitFor(SLOW);
  }, 240_000);

  it('a player who is not eligible gets no form, and the API refuses the request too', async () => {
    const { page, url } = await open({ geolocation: AUSTIN, permissions: ['geolocation'] });
    const { email } = await signUpViaApi(page, { at: url('/') });
    await giveWinnings(email, 60);
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
