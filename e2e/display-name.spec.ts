import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/accounts.ts';
import { setupBrowser } from './support/browser.ts';
import { createTournament, tripleSevensSlug } from './support/tournaments.ts';

const { open, baseUrl } = setupBrowser();
const SLOW = { timeout: 20_000 };

describe('display name', () => {
  it(
    'a player picks a checked name, the header shows it, their own board row shows it in full and others see it masked',
    { timeout: 180_000 },
    async () => {
      const { page, url } = await open({ host: 'tao.test' });
      await signUpViaApi(page, { at: url('/lobby/') });
      const account = page.locator('header').getByRole('button', { name: /player\d+/ });
      await account.waitFor(SLOW);

      await page.goto(url('/account/personal-info'));
      const form = page.locator('[data-form="display-name"]');
      const field = form.getByLabel('Display name');
      const save = form.getByRole('button', { name: 'Save name' });
      await field.fill('ab');
      await save.click();
      await form.getByText('Please use at least 3 characters').waitFor();
      await field.fill('Sh1t Head');
      await save.click();
      await form.getByText('This name is not allowed').waitFor(SLOW);

      const name = `Lucky${randomInt(1e6)}`;
      await field.fill(name);
      await save.click();
      await page.getByText('Your display name is saved.').waitFor(SLOW);
      await page
        .locator('header')
        .getByRole('button', { name: new RegExp(name) })
        .waitFor(SLOW);

      const id = await createTournament(baseUrl(), {
        slug: await tripleSevensSlug(baseUrl()),
        title: { en: 'Name Sprint', es: 'Sprint de nombres' },
        prizes: [{ coins: 1_000, entries: 0 }],
      });
      await page.goto(url(`/tournaments/${id}/`));
      await page.locator(`[data-join="${id}"]`).click(SLOW);
      await page.locator(`[data-joined="${id}"]`).first().waitFor(SLOW);
      const mine = page.locator('[data-leaderboard] tr[data-me]').first();
      // The name cell: the whole name, then the "You" tag (the row also holds the place and points).
      await expect.poll(() => mine.locator('td').nth(1).textContent(), SLOW).toBe(`${name}You`);

      // Everyone else reads the same row masked (the display name's first letters), never the whole name.
      const other = await open({ host: 'tao.test' });
      await signUpViaApi(other.page, { at: other.url(`/tournaments/${id}/`) });
      const board = other.page.locator('[data-leaderboard]').first();
      await expect.poll(() => board.innerText(), SLOW).toContain(`${name.slice(0, 3)}***`);
      expect(await board.innerText()).not.toContain(name);
    },
  );
});
