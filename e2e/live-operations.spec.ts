import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TournamentsListResponseSchema } from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { backofficeShot, createOperatorViaCli, signInBackoffice } from './support/backoffice.ts';
import { PHONE, screenshot, setupBrowser } from './support/browser.ts';
import { advanceClock, resetClock } from './support/clock.ts';
import { aMinuteAgo, createTemplate, fillSchedule, newTemplateForm } from './support/live-operations.ts';
import { coins, spinUntilScored, standing, tripleSevensSlug } from './support/tournaments.ts';
import { suiteServer } from './support/suite-server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };
const FIRST_PRIZE = 77_000;

const list = async (page: Page) =>
  TournamentsListResponseSchema.parse(
    await page.evaluate(async () => (await fetch('/rest/tournaments/')).json()),
  ).data;

describe('live operations', () => {
  it(
    'an operator creates a recurring race in both languages; a player plays it, the end pays once, the next starts by itself',
    { timeout: 300_000 },
    async () => {
      const server = suiteServer();
      const game = await tripleSevensSlug(baseUrl(), 2);
      const tag = randomBytes(3).toString('hex');
      const title = { en: `Hourly Dash ${tag}`, es: `Carrera por horas ${tag}` };
      // Hourly, half an hour each, from a minute ago; two occurrences in all.
      const start = aMinuteAgo();

      // The operator writes the template in the back-office.
      const bo = await open();
      const form = await newTemplateForm(bo.page, 'tournament', {
        brand: 'tao',
        slug: `e2e-hourly-${tag}`,
        titleEn: title.en,
      });
      await form.getByLabel('Games').fill(game);
      await form.getByLabel('Scoring', { exact: true }).selectOption('winMultiplier');
      await form.getByLabel('Scoring factor').fill('100');
      await fillSchedule(form, start, 'PT30M');
      await form.getByLabel('Prizes by place').fill(`${FIRST_PRIZE}, 0\n5000, 0`);
      // Publishing needs the Spanish title too: the server's refusal, on the field and above the form.
      await form.getByRole('button', { name: 'Create template' }).click();
      await form.getByText('Give the Spanish title.').first().waitFor(SLOW);
      await backofficeShot(bo.page, 'live-operations/template-form-refused', false);
      await form.getByLabel('Title (Spanish)').fill(title.es);
      // Before publishing, the preview: the site's own card and page with the draft, in en and es, phone and desktop.
      await form.getByText('Preview as a player sees it').click();
      const preview = form.locator('[data-preview="tournament-template"]');
      await preview.locator('[data-tournament-id]', { hasText: title.en }).waitFor(SLOW);
      await preview.locator('[data-prize-table] li').nth(1).waitFor(SLOW);
      await form.getByLabel('Preview language').selectOption('es');
      await preview
        .locator('[data-preview-locale="es"] [data-tournament-id]', { hasText: title.es })
        .waitFor(SLOW);
      await form.getByLabel('Preview width').selectOption('desktop');
      await preview.locator('[data-preview-width="desktop"]').waitFor(SLOW);
      expect(await seriousViolations(bo.page, '[data-preview]')).toEqual([]);
      await backofficeShot(bo.page, 'live-operations/template-preview-es-desktop', false);
      // Published, its first occurrence not made yet: scheduled (live once the job makes and starts it).
      await createTemplate(bo.page, form, title.en);
      await backofficeShot(bo.page, 'live-operations/templates');
      // The calendar shows it today, before the job has made it.
      await bo.page.getByRole('link', { name: 'Calendar' }).click();
      // The screen loads lazily: its heading first, so "Brand" is its own select and not the list's filter.
      await bo.page.getByRole('heading', { name: 'Calendar' }).waitFor(SLOW);
      await bo.page.getByLabel('Brand').selectOption('tao');
      try {
        await expect
          .poll(() => bo.page.locator('[data-calendar="tao"] tbody tr').first().textContent(), SLOW)
          .toContain(title.en);
      } finally {
        await backofficeShot(bo.page, 'live-operations/calendar');
      }

      // The job makes the occurrence (at once after a move of the clock) and starts it.
      const player = await open({ host: 'tao.test' });
      await signUpViaApi(player.page, { at: player.url('/tournaments/') });
      await advanceClock(server, 1);
      try {
        const raceOf = async () => (await list(player.page)).current.find((t) => t.title.en === title.en);
        await expect.poll(async () => (await raceOf())?.isActive, SLOW).toBe(true);
        const first = (await raceOf())!;

        // The player sees it in both languages, joins and plays a round that scores.
        await player.page.goto(player.url('/tournaments/'));
        await player.page.locator(`[data-tournament="${first.id}"]`, { hasText: title.en }).waitFor(SLOW);
        const es = await open({ host: 'tao.test', viewport: PHONE, locale: 'es-ES' });
        await signUpViaApi(es.page, { at: es.url('/es/tournaments/') });
        await es.page.goto(es.url('/es/tournaments/'));
        await es.page.locator(`[data-tournament="${first.id}"]`, { hasText: title.es }).waitFor(SLOW);
        await screenshot(es.page, 'live-operations/list-tao-es-phone', { fullPage: true });
        await player.page.goto(player.url(`/tournaments/${first.id}/`));
        await player.page.locator(`[data-join="${first.id}"]`).click(SLOW);
        await player.page.locator(`[data-joined="${first.id}"]`).first().waitFor(SLOW);
        await player.page.locator(`[data-game-link="${game}"]`).click();
        await spinUntilScored(player.page, first.id);
        await player.page.keyboard.press('Escape');

        // Past its end: the job pays the only player the first prize, once.
        const before = await coins(player.page);
        await advanceClock(server, 31 * 60);
        await expect
          .poll(async () => (await standing(player.page, first.id)).data!.isFinished, SLOW)
          .toBe(true);
        await expect.poll(() => coins(player.page), SLOW).toBe(before + FIRST_PRIZE);

        // The next hour's race starts by itself; the finished one paid nobody twice.
        await advanceClock(server, 30 * 60);
        await expect
          .poll(async () => {
            const next = await raceOf();
            return next && next.id !== first.id ? next.isActive : false;
          }, SLOW)
          .toBe(true);
        expect(await coins(player.page)).toBe(before + FIRST_PRIZE);
        await player.page.goto(player.url('/tournaments/'));
        await player.page.locator('[data-section="current"]', { hasText: title.en }).waitFor(SLOW);
        await screenshot(player.page, 'live-operations/next-race-tao-en-desktop', { fullPage: true });
      } finally {
        await resetClock(server);
      }
    },
  );

  it(
    'the compliance role edits the compliance rules; a viewer reads them without edit buttons; marketing is told why not',
    {
      timeout: 180_000,
    },
    async () => {
      const signedIn = async (role: 'compliance' | 'viewer' | 'marketing') => {
        const operator = await createOperatorViaCli(role);
        const session = await open();
        await signInBackoffice(session.page, operator, { next: '/backoffice/compliance/' });
        return session.page;
      };
      const compliance = await signedIn('compliance');
      await compliance.getByRole('heading', { name: 'Compliance rules' }).waitFor(SLOW);
      await compliance.getByRole('button', { name: 'Close a state' }).waitFor(SLOW);
      await compliance.getByRole('button', { name: 'Edit' }).first().waitFor(SLOW);
      // Its navigation has the compliance rules and the dashboard, nothing else.
      expect(await compliance.locator('#bo-side a').allTextContents()).toEqual([
        'Dashboard',
        'Compliance rules',
      ]);

      const viewer = await signedIn('viewer');
      await viewer.locator('[data-compliance-read-only]').waitFor(SLOW);
      await viewer.locator('tbody tr').first().waitFor(SLOW);
      expect(await viewer.getByRole('button', { name: 'Close a state' }).count()).toBe(0);
      expect(await viewer.getByRole('button', { name: 'Edit' }).count()).toBe(0);

      const marketing = await signedIn('marketing');
      await marketing
        .getByRole('alert')
        .filter({ hasText: 'Your role (marketing) cannot see the compliance rules.' })
        .waitFor(SLOW);
    },
  );
});
