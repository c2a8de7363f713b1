// The operators' journey (issue #16): the first operator comes from the ops CLI, signs in with TOTP set up on
// the way, finds a new player, adjusts their balance with a reason, approves their identity document (the
// player's open page gets the toast), approves their redeem, and changes a feature's schedule (the player's
// promotions page follows); a support operator is refused the adjustment; the audit log, filtered to the
// admin, holds exactly this journey's steps and its hash chain verifies; then every screen is visited (and
// with SCREENSHOTS=<dir> kept as pictures at desktop and tablet sizes).
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BACKOFFICE_PLAYER_LISTS, DOCUMENT_TEXTS } from '@casino/contracts';
import { tinyPng } from '../apps/server/src/testing/documents.ts';
import { completeProfile, signUpViaApi } from './support/accounts.ts';
import { backofficeShot, createOperatorViaCli, signInBackoffice } from './support/backoffice.ts';
import { setupBrowser } from './support/browser.ts';
import { headerBalance, postFromPage } from './support/page-api.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';
import { playFromPage } from './support/in-house.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

/** Waits until the screen has loaded what it shows: its heading, and nothing busy (tables, skeletons). */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor(SLOW);
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), SLOW).toBe(0);
  expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
}

/** Opens a back-office screen, waits for it to settle, and keeps its pictures as `name`. */
async function visit(page: Page, path: string, name: string) {
  await page.goto(`${baseUrl()}${path}`);
  await settled(page);
  await backofficeShot(page, name);
}

/** Opens a dialog with `opener`, keeps its pictures as `name`, and closes it again (Escape). */
async function dialogShot(page: Page, opener: Locator, name: string) {
  await opener.click(SLOW);
  const dialog = page.getByRole('dialog');
  await dialog.waitFor(SLOW);
  await backofficeShot(page, name);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', ...SLOW });
}

/** A back-office GET from the operator's page (its cookie), answering `data`. */
const boData = <T>(page: Page, path: string) =>
  page.evaluate(async (path) => {
    const response = await fetch(path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;

/** The audit screen's rows as shown: action, target type and target id. */
const auditRows = (page: Page) =>
  page.locator('table tbody tr').evaluateAll((rows) =>
    rows
      .map((row) => row.querySelectorAll('td'))
      .filter((cells) => cells.length >= 4)
      .map((cells) => {
        const target = [...cells[3]!.querySelectorAll('span span')].map((s) => s.textContent ?? '');
        return `${cells[2]!.textContent} ${target[0] ?? '—'} ${target[1] ?? ''}`.trim();
      }),
  );

/** The audit chain's check on a server, as `npm run ops -- audit:verify` asks it (OPS_TOKEN). */
async function verifyChain(origin: string) {
  const response = await fetch(`${origin}/rest/ops/audit/verify/`, {
    headers: { 'x-ops-token': E2E_OPS_TOKEN },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { ok: boolean; checked: number; firstBadId?: number } }).data;
}

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
  const { email } = await signUpViaApi(page, { at: url('/') });
  await completeProfile(page);
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
    await settled(bo);
    await backofficeShot(bo, 'dashboard');
    const adminId = (await boData<{ operator: { id: string } }>(bo, '/rest/backoffice/auth/me/')).operator.id;

    // Find the new player by email and open their page.
    await bo.goto(`${baseUrl()}/backoffice/players/`);
    await bo.getByRole('searchbox').fill(player.email);
    await bo.getByRole('link', { name: player.email }).click(SLOW);
    await bo.getByTestId('bo-player-title').filter({ hasText: player.email }).waitFor(SLOW);
    const playerId = new URL(bo.url()).pathname.split('/')[3]!;
    expect(playerId).toMatch(/^[0-9a-f-]{36}$/);

    // Winnings to redeem, with a reason, through the ledger.
    await bo.getByRole('button', { name: 'Adjust balance' }).click();
    await bo.getByLabel('Currency').selectOption('WINNING');
    await bo.getByLabel('Amount').fill('120');
    await bo.getByLabel('Reason').fill('Goodwill for a disconnected round');
    await backofficeShot(bo, 'player-adjust-dialog');
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
    await backofficeShot(bo, 'document-review');
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
    await backofficeShot(bo, 'redeem-approve-dialog');
    await bo.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await player.page.getByText('Redeem approved').waitFor(SLOW);
    await player.page.locator('[data-request][data-status="approved"]').waitFor(SLOW);
    // The winnings left at the request (the header follows its push); the approval moves nothing more.
    await expect
      .poll(async () => amountOf(await headerBalance(player.page)), SLOW)
      .toBeCloseTo(start - 75.5, 2);

    // A feature's schedule: a feature whose card the player sees (its promotion type is its key) finishes now
    // on the default brand; the player's open promotions page drops its card.
    await player.page.goto(player.url('/promotions/'));
    const cards = player.page.locator(
      ['emailLottery', 'magicBox', 'rankLeague', 'depositStreak']
        .map((key) => `[data-promotion="${key}"]`)
        .join(','),
    );
    await cards.first().waitFor(SLOW);
    const featureKey = (await cards.first().getAttribute('data-promotion'))!;
    const card = player.page.locator(`[data-promotion="${featureKey}"]`);
    restore.push(async () => {
      await fetch(`${baseUrl()}/rest/ops/features/funrize/${featureKey}/`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
        body: JSON.stringify({ schedule: { finishesAt: null } }),
      });
    });
    await bo.goto(`${baseUrl()}/backoffice/features/funrize/${featureKey}/`);
    const finishes = bo.getByLabel('Finishes (UTC)');
    await finishes.waitFor(SLOW);
    // The window may recur (the schedule model's fields); switched off again, the save below keeps it whole.
    const repeats = bo.getByLabel('Runs only in occurrences (a recurrence)');
    await repeats.check();
    const recurrence = bo.getByTestId('bo-feature-recurrence');
    await recurrence.getByLabel('Repeats').selectOption({ label: 'Every Monday' });
    expect(await recurrence.getByLabel('Recurrence (RRULE)').inputValue()).toBe('FREQ=WEEKLY;BYDAY=MO');
    await repeats.uncheck();
    await expect.poll(() => recurrence.count(), SLOW).toBe(0);
    const serverNow = new Date(
      (await (await fetch(`${baseUrl()}/healthz`)).headers.get('date')) ?? Date.now(),
    );
    await finishes.fill(new Date(serverNow.getTime() - 60_000).toISOString().slice(0, 16));
    await backofficeShot(bo, 'feature-edit');
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

    // The audit log, filtered to the acting admin, holds exactly this journey's steps, each naming its
    // target: the sign-in (the admin), the adjustment (the player), the document looked at and approved,
    // the redeem, the feature.
    const documentId = (
      await boData<{ rows: Array<{ id: string }> }>(
        bo,
        `/rest/backoffice/documents/?q=${encodeURIComponent(player.email)}`,
      )
    ).rows[0]!.id;
    const redeemId = (
      await boData<{ rows: Array<{ id: string }> }>(
        bo,
        `/rest/backoffice/redeems/?q=${encodeURIComponent(player.email)}`,
      )
    ).rows[0]!.id;
    const expected = [
      `feature.update feature funrize/${featureKey}`,
      `redeem.approve redeem ${redeemId}`,
      `document.review document ${documentId}`,
      `document.view document ${documentId}`,
      `wallet.adjust player ${playerId}`,
      // The CLI's one-time password replaced right after the first sign-in.
      `operator.passwordChange operator ${adminId}`,
      `auth.signIn operator ${adminId}`,
    ];
    await bo.goto(`${baseUrl()}/backoffice/audit/?operator=${encodeURIComponent(admin.email)}`);
    await bo.getByRole('cell', { name: 'feature.update', exact: true }).waitFor(SLOW);
    await settled(bo);
    const rows = await auditRows(bo);
    // Newest first; the file may be fetched more than once while the review is open (each look is audited).
    expect([...new Set(rows)]).toEqual(expected);
    for (const row of rows) expect(expected).toContain(row);
    await expect
      .poll(() => bo.getByTestId('bo-audit-chain').getAttribute('data-chain'), SLOW)
      .toBe('verified');
    await backofficeShot(bo, 'audit');

    // The suite server's whole chain verifies, as `npm run ops -- audit:verify` would say.
    const chain = await verifyChain(baseUrl());
    expect(chain.ok).toBe(true);
    expect(chain.checked).toBeGreaterThanOrEqual(rows.length);

    // Something for every screen to show: the player asks support a question, then takes a cooling-off
    // (the break notice and the Breaks tab); a note on the player; another player plays a few rounds (the
    // games screen's observed RTP).
    await player.page.goto(player.url('/'));
    expect(
      await postFromPage(player.page, '/api/chat/messages/', {
        body: 'Where is my redeem?',
        clientId: randomUUID(),
      }),
    ).toBe(200);
    expect(
      await postFromPage(player.page, '/rest/self-exclusion/', {
        kind: 'coolingOff',
        period: '24h',
        confirm: true,
      }),
    ).toBe(200);
    expect(
      (
        await boStatus(bo, 'POST', `/rest/backoffice/players/${playerId}/notes/`, {
          text: 'Asked about the redeem in the chat; took a 24-hour cooling-off.',
        })
      ).status,
    ).toBe(200);
    const gambler = await open();
    await signUpViaApi(gambler.page, { at: gambler.url('/') });
    // Paid rounds at the lowest bet, so the games screen has an observed RTP (with its interval) to show.
    const rounds = await playFromPage(gambler.page, 'classic-melons', 40);
    expect(rounds.filter((round) => round.status === 200)).toHaveLength(40);

    // Every other screen, as the admin sees it now (SCREENSHOTS keeps them).
    await visit(bo, `/backoffice/players/?q=${encodeURIComponent(player.email)}`, 'players');
    for (const tab of ['profile', ...BACKOFFICE_PLAYER_LISTS, 'limits', 'breaks'])
      await visit(bo, `/backoffice/players/${playerId}/?tab=${tab}`, `player-${tab}`);
    await bo.getByTestId('bo-player-break').getByText('Cooling-off in force.').waitFor(SLOW);
    await bo.getByRole('cell', { name: 'In force' }).waitFor(SLOW);
    await dialogShot(bo, bo.getByRole('button', { name: 'End early…' }).first(), 'player-end-break-dialog');
    await visit(bo, `/backoffice/documents/?q=${encodeURIComponent(player.email)}`, 'documents');
    await visit(bo, '/backoffice/redeems/', 'redeems');
    await visit(bo, '/backoffice/payments/', 'payments');
    const payment = (await boData<{ rows: Array<{ id: string }> }>(bo, '/rest/backoffice/payments/')).rows[0];
    if (payment) await visit(bo, `/backoffice/payments/${payment.id}/`, 'payment');
    await visit(bo, '/backoffice/games/?q=classic-melons', 'games');
    const melons = bo.getByRole('row').filter({ hasText: 'classic-melons' });
    // Observed RTP: a percentage with its interval, from the rounds just played.
    await expect.poll(() => melons.getByRole('cell').nth(2).textContent(), SLOW).toMatch(/^\d+$/);
    expect(Number(await melons.getByRole('cell').nth(2).textContent())).toBeGreaterThanOrEqual(40);
    expect(await melons.getByRole('cell').nth(4).textContent()).toMatch(/%/);
    await dialogShot(bo, melons.getByRole('button', { name: 'Edit' }), 'game-edit-dialog');
    await visit(bo, '/backoffice/games/', 'games-all');
    await visit(bo, '/backoffice/offers/', 'offers');
    await dialogShot(bo, bo.getByRole('button', { name: 'New offer' }), 'offer-new-dialog');
    await visit(bo, '/backoffice/banners/', 'banners');
    await dialogShot(bo, bo.getByRole('button', { name: 'New banner' }), 'banner-new-dialog');
    await visit(bo, '/backoffice/features/', 'features');
    for (const tab of ['terms', 'redirects'])
      await visit(bo, `/backoffice/content/?tab=${tab}`, `content-${tab}`);
    await dialogShot(bo, bo.getByRole('button', { name: 'Add redirect' }).first(), 'redirect-new-dialog');
    await visit(bo, '/backoffice/compliance/?tab=ages', 'compliance-ages');
    await dialogShot(
      bo,
      bo.getByRole('button', { name: 'Add a minimum age' }).first(),
      'age-rule-new-dialog',
    );
    await visit(bo, '/backoffice/compliance/?tab=regions', 'compliance-regions');
    await dialogShot(bo, bo.getByRole('button', { name: 'Close a state' }).first(), 'region-new-dialog');
    await visit(bo, '/backoffice/operators/', 'operators');
    await dialogShot(bo, bo.getByRole('button', { name: 'New operator' }), 'operator-new-dialog');
    await visit(bo, '/backoffice/operators/sign-ins/', 'operator-sign-ins');
    await visit(bo, '/backoffice/api-keys/', 'api-keys');
    await dialogShot(bo, bo.getByRole('button', { name: 'New API key' }), 'api-key-new-dialog');
    await visit(bo, '/backoffice/free-entry/', 'free-entry');
    await visit(bo, '/backoffice/support-chat/', 'support-chat');
    const conversation = (
      await boData<{ rows: Array<{ id: string }> }>(
        bo,
        `/rest/backoffice/support-chat/?q=${encodeURIComponent(player.email)}`,
      )
    ).rows[0];
    expect(conversation).toBeTruthy();
    await visit(bo, `/backoffice/support-chat/${conversation!.id}/`, 'support-conversation');
    await bo.getByText('Where is my redeem?').waitFor(SLOW);
  }, 480_000);

  // `audit:verify` on an intact and an edited log, and the server's answers after: ops-backoffice.int.test.ts.
});
