// Feature content versions (issue #32) in a real browser: an operator opens a brand's daily wheel, makes a
// draft from the live config changing a prize in the form, sees it in the preview in English and Spanish,
// publishes it for the earliest time allowed (the wheel runs today, so the start of its next day), and the
// version waits scheduled; the server's clock moves to that day, the job applies it, the version is live and
// a new player's wheel shows the new prize. axe scans the screen; SCREENSHOTS=<dir> keeps its pictures
// (feature-content/…: the screen at a desktop's and a phone's width, the Spanish preview).
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BONUSES_PATH,
  BonusesResponseSchema,
  FEATURE_CONTENT_PATHS,
  FeatureContentListResponseSchema,
  backofficePath,
  type FeatureSettings,
} from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { createOperatorViaCli, signInBackoffice } from './support/backoffice.ts';
import { DESKTOP, PHONE, screenshot, setupBrowser } from './support/browser.ts';
import { advanceClock, resetClock } from './support/clock.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';
import { suiteServer } from './support/suite-server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };
const BRAND = 'sws';
const HOST = 'sws.test';
const KEY = 'dailyWheel';
const NEW_COINS = 4321;

const ops = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
  });

/** The content list as the screen reads it, from the operator's page (its cookie). */
const contentList = async (page: Page) =>
  FeatureContentListResponseSchema.parse(
    await page.evaluate(
      async (path) => (await fetch(path)).json(),
      backofficePath(FEATURE_CONTENT_PATHS.list, { brand: BRAND, key: KEY }),
    ),
  );

/** A back-office write from the operator's page (its cookie and CSRF header), as the screen makes it. */
const boPost = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const csrf = document.cookie
      .split('; ')
      .find((c) => c.startsWith('bo_csrf='))
      ?.split('=')[1];
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bo-csrf': decodeURIComponent(csrf ?? '') },
      body: '{}',
    });
    return response.status;
  }, path);

describe('feature content versions', () => {
  // The worker's server is shared with other files: its clock goes back and the wheel's config with it.
  let original: FeatureSettings['config'] | undefined;
  afterAll(async () => {
    await resetClock(suiteServer());
    if (original)
      await ops(`/rest/ops/features/${BRAND}/${KEY}/`, {
        method: 'PUT',
        body: JSON.stringify({ config: original }),
      });
  });

  it('drafts a prize change, previews it in en and es, publishes it for the next day and the player gets it', async () => {
    const list = (await (await ops(`/rest/ops/features/?brand=${BRAND}`)).json()) as {
      data: FeatureSettings[];
    };
    original = list.data.find((f) => f.key === KEY)!.config;

    const operator = await createOperatorViaCli('admin');
    const { page: bo } = await open({ viewport: DESKTOP });
    const { secret } = await signInBackoffice(bo, operator, {
      next: `/backoffice/features/${BRAND}/${KEY}/`,
    });
    // A retry starts clean: an earlier attempt's versions still waiting are cancelled.
    for (const version of (await contentList(bo)).versions)
      if (version.state === 'draft' || version.state === 'scheduled')
        expect(
          await boPost(
            bo,
            backofficePath(FEATURE_CONTENT_PATHS.cancel, { brand: BRAND, key: KEY, id: String(version.id) }),
          ),
        ).toBe(200);
    await bo.reload();
    const content = bo.getByTestId('feature-content');
    await content.getByTestId('content-config').waitFor(SLOW);
    // No raw JSON box any more: the config is edited as versions.
    expect(await bo.getByLabel('Config (JSON)').count()).toBe(0);

    // A draft from the live config, its first sector's coins changed in the form.
    await content.getByRole('button', { name: 'New draft from the live config' }).click();
    const editor = bo.getByTestId('content-editor');
    const first = editor.getByRole('group', { name: 'Sector 1', exact: true });
    await first.getByLabel('Coins').fill(String(NEW_COINS));
    await editor.getByLabel('Note').fill('A bigger first sector');

    // The preview: the player's words and number formats, in English, then Spanish (phone and desktop).
    const card = editor.getByTestId('content-preview-card');
    await expect.poll(() => card.innerText(), SLOW).toContain('4,321 Coins');
    expect(await card.getByRole('heading').innerText()).toBe('Daily wheel');
    await editor.getByLabel('Preview language').selectOption('es');
    await expect.poll(() => card.innerText(), SLOW).toContain('4.321 Monedas');
    expect(await card.getByRole('heading').innerText()).toBe('Rueda diaria');
    const preview = editor.getByRole('region', { name: "The player's page" });
    await screenshot(preview, 'feature-content/preview-es-phone');
    await editor.getByLabel('Preview width').selectOption('desktop');
    await screenshot(preview, 'feature-content/preview-es-desktop');
    expect(await seriousViolations(bo, 'main')).toEqual([]);

    await editor.getByRole('button', { name: 'Save' }).click();
    const draftRow = content.locator('tr[data-state="draft"]');
    await draftRow.waitFor(SLOW);
    const id = Number(await draftRow.getAttribute('data-version'));
    expect(await draftRow.innerText()).toContain('A bigger first sector');
    expect(await draftRow.innerText()).toContain(operator.email);

    // Publish as soon as allowed: the wheel runs today, so from the start of its next day.
    const { earliestChange, timeZone } = await contentList(bo);
    await bo
      .getByTestId('content-editor')
      .getByRole('button', { name: `Publish version ${id}` })
      .click();
    const dialog = bo.getByRole('dialog');
    await dialog.getByTestId('earliest-change').waitFor(SLOW);
    expect(await dialog.getByTestId('earliest-change').innerText()).toContain(timeZone);
    expect(await seriousViolations(bo, '[role="dialog"]')).toEqual([]);
    await screenshot(bo, 'feature-content/publish-dialog-desktop');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await dialog.waitFor({ state: 'hidden', ...SLOW });
    // The console's toast says so, in colours an operator can read (sonner's own read 4.25:1).
    await bo.locator('[data-sonner-toast]').filter({ hasText: 'is scheduled' }).waitFor(SLOW);
    expect(await seriousViolations(bo, '[data-sonner-toaster]')).toEqual([]);
    const row = content.locator(`tr[data-version="${id}"]`);
    await expect.poll(() => row.getAttribute('data-state'), SLOW).toBe('scheduled');
    expect((await contentList(bo)).versions.find((v) => v.id === id)!.effectiveFrom).toBe(earliestChange);
    await bo.getByTestId('content-editor').getByRole('button', { name: 'Close' }).click();
    await screenshot(bo, 'feature-content/screen-desktop', { fullPage: true });
    await bo.setViewportSize(PHONE);
    await screenshot(bo, 'feature-content/screen-phone', { fullPage: true });
    expect(await seriousViolations(bo)).toEqual([]);
    await bo.setViewportSize(DESKTOP);

    // The next day: the server's clock moves past the version's start; the job applies it at once.
    const server = suiteServer();
    const now = new Date((await fetch(`${server.baseUrl}/healthz`)).headers.get('date')!);
    await advanceClock(server, Math.ceil((Date.parse(earliestChange) - now.getTime()) / 1000) + 60);
    // The job applied it: the wheel's row holds the new prize (from the ops API: a day on, the operator's
    // session has ended by its 30 idle minutes, so the operator signs in again to see the version live).
    await expect
      .poll(async () => {
        const rows = (await (await ops(`/rest/ops/features/?brand=${BRAND}`)).json()) as {
          data: FeatureSettings[];
        };
        const config = rows.data.find((f) => f.key === KEY)!.config as {
          sectors: Array<{ prize: { coins: number } }>;
        };
        return config.sectors[0]!.prize.coins;
      }, SLOW)
      .toBe(NEW_COINS);
    await signInBackoffice(bo, { ...operator, secret }, { next: `/backoffice/features/${BRAND}/${KEY}/` });
    await expect.poll(() => row.getAttribute('data-state'), SLOW).toBe('live');
    expect(await row.innerText()).toContain('live');

    // A player of the brand: the wheel's first sector pays the new prize, and the wheel shows it.
    const { page: player, url } = await open({ host: HOST, viewport: DESKTOP });
    await player.context().addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
    await player.goto(url('/lobby/'));
    await signUpViaApi(player);
    const bonuses = BonusesResponseSchema.parse(
      await player.evaluate(async (path) => (await fetch(path)).json(), BONUSES_PATH),
    );
    expect(bonuses.dailyWheel?.prizes.find((p) => p.index === 0)?.coins).toBe(NEW_COINS);
    await player.goto(url('/lobby/?openModal=daily-wheel'));
    const sector = player.locator('[data-sector="0"]').locator('xpath=..');
    await sector.waitFor(SLOW);
    expect(await sector.locator('text').first().textContent()).toBe('4.3K');
  }, 240_000);
});
