// The template journeys' shared steps (live-operations*.spec.ts): the operator's way to a New template form,
// an hourly schedule of two occurrences, and the Create click that must end in a published row.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createOperatorViaCli, signInBackoffice } from './backoffice.ts';

const SLOW = { timeout: 30_000 };

/** `YYYY-MM-DDTHH:mm` in UTC, as the schedule's local start in the UTC zone. */
export const utcLocal = (at: Date) => at.toISOString().slice(0, 16);

/** A minute ago on the minute: a schedule from it has its first occurrence due at once. */
export const aMinuteAgo = () => new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);

/**
 * A marketing operator signs in on the `kind`'s templates screen, opens the New template form and fills its
 * brand, slug and English title. The form, for the journey's own fields.
 */
export async function newTemplateForm(
  page: Page,
  kind: 'quest' | 'tournament',
  identity: { brand: string; slug: string; titleEn: string },
): Promise<Locator> {
  const operator = await createOperatorViaCli('marketing');
  await signInBackoffice(page, operator, { next: `/backoffice/${kind}-templates/` });
  const screen = kind === 'quest' ? 'Quest templates' : 'Tournament templates';
  await page.getByRole('heading', { name: screen }).waitFor(SLOW);
  await page.getByRole('button', { name: `New ${kind} template` }).click();
  const form = page.getByRole('form', { name: `New ${kind} template` });
  await form.getByLabel('Brand').selectOption(identity.brand);
  await form.getByLabel('Slug').fill(identity.slug);
  await form.getByLabel('Title (English)').fill(identity.titleEn);
  return form;
}

/** Hourly in UTC from `start`, each lasting `duration`, no start two hours on: two occurrences in all. */
export async function fillSchedule(form: Locator, start: Date, duration: string) {
  await form.getByLabel('First start (local)').fill(utcLocal(start));
  await form.getByLabel('Time zone').fill('UTC');
  await form.getByLabel('Recurrence (RRULE)').fill('FREQ=HOURLY');
  await form.getByLabel('Each lasts').fill(duration);
  await form.getByLabel('No start from (local)').fill(utcLocal(new Date(start.getTime() + 2 * 3_600_000)));
}

/**
 * Creates the template and waits for its row, published: scheduled, or live once the job has made and started
 * its first occurrence. The server's refusal on the form fails the journey by name.
 */
export async function createTemplate(page: Page, form: Locator, titleEn: string) {
  await form.getByRole('button', { name: 'Create template' }).click();
  const row = page.locator('tr', { hasText: titleEn });
  await row.or(form.locator('[role="alert"]')).first().waitFor({ timeout: 60_000 });
  if (!(await row.isVisible()))
    throw new Error(`refused: ${await form.locator('[role="alert"]').allTextContents()}`);
  await expect.poll(() => row.textContent()).toMatch(/Scheduled|Live/);
}
