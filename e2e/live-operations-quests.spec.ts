// The quest half of issue #32's journey (the race half: live-operations.spec.ts): an operator authors a
// recurring quest in the back-office in English and Spanish, a player sees it on the quests page (and on /es/),
// plays the rounds its task asks, is paid once through the ledger, the clock moves past the occurrence's end and
// the next occurrence starts by itself. Screenshots ($SCREENSHOTS/live-operations/) for a person to look at.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountHistoryResponseSchema, InHouseSpinSchema, QuestResponseSchema } from '@casino/contracts';
import { signUpViaApi } from './support/accounts.ts';
import { backofficeShot } from './support/backoffice.ts';
import { PHONE, screenshot, setupBrowser } from './support/browser.ts';
import { advanceClock, resetClock } from './support/clock.ts';
import { aMinuteAgo, createTemplate, fillSchedule, newTemplateForm } from './support/live-operations.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';
import { coins, tripleSevensSlug } from './support/tournaments.ts';
import { suiteServer } from './support/suite-server.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 30_000 };
/** Stormrush: no other journey plays its quests. Its seeded season runs too; the operator's, started last, shows. */
const BRAND = 'stormrush';
const HOST = `${BRAND}.test`;
const PRIZE = 1_500;
/**
 * Rounds the task asks. The journey plays one more, which must pay nothing: two in all, short of the seeded
 * free-play challenge's first task (3 rounds, still running beside it), so every quest payment is this quest's.
 */
const GOAL = 1;

/** Quests are off for the suite (global setup, random features off): on for this brand while the file runs. */
const setQuests = (enabled: boolean) =>
  fetch(`${baseUrl()}/rest/ops/features/${BRAND}/quest/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-ops-token': E2E_OPS_TOKEN },
    body: JSON.stringify({ enabled }),
  });

/** The running season as the signed-in player's quest data has it. */
const season = async (page: Page) =>
  QuestResponseSchema.parse(await page.evaluate(async () => (await fetch('/rest/quest/?type=season')).json()))
    .data.quest;

/** The quest prizes the ledger paid the player (the account history's `feature:quest` rows), in coins. */
const questPayments = async (page: Page) =>
  AccountHistoryResponseSchema.parse(
    await page.evaluate(async () =>
      (await fetch('/rest/player/account-history/?type=reward&limit=100')).json(),
    ),
  )
    .data.rows.filter((row) => row.kind === 'feature:quest' && row.currency === 'COIN')
    .map((row) => row.amount);

describe('live operations: an authored quest', () => {
  beforeAll(async () => {
    expect((await setQuests(true)).status).toBe(200);
  });
  afterAll(async () => {
    await setQuests(false);
  });

  it(
    'an operator creates a recurring quest in both languages; a player completes its task, is paid once, and the next starts by itself',
    { timeout: 300_000 },
    async () => {
      const server = suiteServer();
      const game = await tripleSevensSlug(baseUrl(), 3);
      const tag = randomBytes(3).toString('hex');
      const title = { en: `Hourly Spin Quest ${tag}`, es: `Misión de giros por horas ${tag}` };
      // Hourly, a day of one hour each, from a minute ago; two occurrences in all.
      const start = aMinuteAgo();

      // The operator writes the template in the back-office.
      const bo = await open();
      const form = await newTemplateForm(bo.page, 'quest', {
        brand: BRAND,
        slug: `e2e-hourly-quest-${tag}`,
        titleEn: title.en,
      });
      await form.getByLabel('Title (Spanish)').fill(title.es);
      await form.getByLabel('Type').selectOption('season');
      await form.getByLabel('Hours in a day').fill('1');
      await form.getByLabel('Days and tasks').fill(`1, spins, COIN, ${GOAL}, ${game}, ${PRIZE}, 0`);
      // A duration that is not the days times the hours: the server's sentence says what to fix.
      await fillSchedule(form, start, 'PT2H');
      await form.getByRole('button', { name: 'Create template' }).click();
      await form.getByText('The duration is the quest’s days times its day length').first().waitFor(SLOW);
      await backofficeShot(bo.page, 'live-operations/quest-template-refused', false);
      await form.getByLabel('Each lasts').fill('PT1H');
      // Before publishing, the preview: the site's own quests page with the draft, in en and es.
      await form.getByText('Preview as a player sees it').click();
      const preview = form.locator('[data-preview="quest-template"]');
      await preview.locator('[data-quests-page]', { hasText: title.en }).waitFor(SLOW);
      await form.getByLabel('Preview language').selectOption('es');
      await preview
        .locator('[data-preview-locale="es"] [data-quests-page]', { hasText: title.es })
        .waitFor(SLOW);
      await backofficeShot(bo.page, 'live-operations/quest-template-preview-es', false);
      await createTemplate(bo.page, form, title.en);
      await backofficeShot(bo.page, 'live-operations/quest-templates');

      // The job makes the occurrence (at once after a move of the clock); the player sees it on the quests page.
      const player = await open({ host: HOST });
      // The preset-package popup would open by itself for a new player over the game: not this journey's.
      await player.context.addCookies([
        { name: 'preset_package_popup_shown', value: '1', url: player.url('/') },
      ]);
      await signUpViaApi(player.page, { at: player.url('/quests/') });
      await advanceClock(server, 1);
      try {
        await expect.poll(async () => (await season(player.page))?.questInfo.title, SLOW).toBe(title.en);
        const first = (await season(player.page))!;
        expect(first.dayInfo.tasks[0]).toMatchObject({ progress: 0, goal: GOAL, isCompleted: false });

        const es = await open({ host: HOST, viewport: PHONE, locale: 'es-ES' });
        await signUpViaApi(es.page, { at: es.url('/es/quests/') });
        await es.page.goto(es.url('/es/quests/'));
        await es.page.locator('[data-quests-page] h2', { hasText: title.es }).waitFor(SLOW);
        // A season of one-hour days counts stages, not weeks (issue #32: it read "Week 1 of 1").
        await es.page.locator('[data-quests-page] h3', { hasText: 'Etapa 1 de 1' }).waitFor(SLOW);
        await screenshot(es.page, 'live-operations/quest-stormrush-es-phone', { fullPage: true });

        // The task's own button opens its game; the player plays the rounds it asks.
        await player.page.goto(player.url('/quests/'));
        await player.page.locator('[data-quests-page] h2', { hasText: title.en }).waitFor(SLOW);
        expect(await player.page.locator('[data-quests-page] h3').textContent()).toBe('Stage 1 of 1');
        const before = await coins(player.page);
        const rounds: number[] = [];
        player.page.on('response', async (response) => {
          if (response.url().endsWith('/spin/') && response.ok()) {
            const spin = InHouseSpinSchema.parse(await response.json());
            rounds.push(spin.outcome.totalWin - spin.outcome.bet);
          }
        });
        await player.page.locator('[data-task="0"] [data-task-play]').click();
        const frame = player.page.frameLocator('[data-modal="game"] iframe');
        const spin = frame.getByRole('button', { name: 'Spin', exact: true });
        await spin.waitFor(SLOW);
        const play = async (count: number) => {
          const played = rounds.length;
          for (let i = 0; i < count; i++) {
            await expect.poll(() => spin.isEnabled(), SLOW).toBe(true);
            await spin.click();
            await expect.poll(() => rounds.length, SLOW).toBe(played + i + 1);
          }
        };
        await play(GOAL);
        const net = () => rounds.reduce((sum, round) => sum + round, 0);

        // Completed: paid once, through the ledger.
        await expect
          .poll(async () => (await season(player.page))?.dayInfo.tasks[0]?.isCompleted, SLOW)
          .toBe(true);
        await expect
          .poll(() => coins(player.page), { ...SLOW, message: `rounds ${rounds.join(',')}` })
          .toBe(before + net() + PRIZE);
        expect(await questPayments(player.page)).toEqual([PRIZE]);
        // Another round is not paid again: the task stays completed, one payment in the ledger.
        await play(1);
        await expect.poll(() => coins(player.page), SLOW).toBe(before + net() + PRIZE);
        expect(await questPayments(player.page)).toEqual([PRIZE]);
        expect((await season(player.page))!.dayInfo.tasks[0]).toMatchObject({
          isCompleted: true,
          progress: GOAL,
        });
        await player.page.keyboard.press('Escape');

        // Past its end the occurrence is over and the next hour's starts by itself, its task fresh.
        await advanceClock(server, 60 * 60);
        await expect
          .poll(async () => {
            const next = await season(player.page);
            return next?.questInfo.title === title.en && next.questInfo.id !== first.questInfo.id;
          }, SLOW)
          .toBe(true);
        const next = (await season(player.page))!;
        expect(Date.parse(next.questInfo.start)).toBe(Date.parse(first.questInfo.end));
        expect(next.dayInfo.tasks[0]).toMatchObject({ progress: 0, isCompleted: false });
        expect(await questPayments(player.page)).toEqual([PRIZE]);
        expect(await coins(player.page)).toBe(before + net() + PRIZE);
        await player.page.goto(player.url('/quests/'));
        await player.page.locator('[data-quests-page] h2', { hasText: title.en }).waitFor(SLOW);
        await player.page.locator('[data-task="0"] [data-task-play]').waitFor(SLOW);
        await screenshot(player.page, 'live-operations/next-quest-stormrush-en-desktop', { fullPage: true });
        await es.page.goto(es.url('/es/quests/'));
        await es.page.locator('[data-quests-page] h2', { hasText: title.es }).waitFor(SLOW);
      } finally {
        await resetClock(server);
      }
    },
  );
});
