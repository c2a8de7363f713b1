import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/accounts.ts';
import { createOperatorViaCli, signInBackoffice } from './support/backoffice.ts';
import { DESKTOP, PHONE, setupBrowser, screenshot } from './support/browser.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

describe('free entry by mail', () => {
  it('a player asks for a code, an operator enters it in the back-office, the Entries arrive once', async () => {
    // TaoFortune: its own terms (4 Entries a request, its own PO box).
    const player = await open({
      host: 'tao.test',
      geolocation: AUSTIN,
      permissions: ['geolocation'],
      viewport: PHONE,
    });
    const { page, url, context } = player;
    await signUpViaApi(page, { at: url('/') });
    // The player's Entries as the site shows them (whole units), before and after the envelope.
    const entries = () =>
      page.evaluate(
        async () =>
          (
            (await (await fetch('/rest/app/init/')).json()) as {
              playerInfo: { playerBalance: { entries: number } };
            }
          ).playerInfo.playerBalance.entries,
      );
    const entriesBefore = await entries();
    await page.goto(url('/account/free-entry'));
    await page.getByRole('button', { name: 'Get my request code' }).click(SLOW);
    const codeText = page.getByTestId('free-entry-code');
    await codeText.waitFor(SLOW);
    const code = ((await codeText.textContent()) ?? '').trim();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    await expect.poll(() => page.getByTestId('free-entry-address').textContent()).toContain('TaoFortune');
    expect(await page.getByTestId('free-entry-terms').textContent()).toContain('4 Entries');
    await screenshot(page, 'free-entry/account-free-entry-tao-en-phone', { fullPage: true });

    // The operator, in a second browser context, enters the received request.
    const support = await createOperatorViaCli('support');
    const bo = (await open({ viewport: DESKTOP })).page;
    await signInBackoffice(bo, support, { next: '/backoffice/free-entry/' });
    await bo.getByTestId('bo-free-entry-code').fill(code.toLowerCase());
    await bo.getByRole('button', { name: 'Credit entries' }).click();
    await bo.getByText(`4 Entries credited to`).waitFor(SLOW);
    await bo.locator('table').getByText(code).waitFor(SLOW);
    await screenshot(bo, 'free-entry/backoffice-free-entry', { fullPage: true });
    // The same envelope entered again credits nothing.
    await bo.getByTestId('bo-free-entry-code').fill(code);
    await bo.getByRole('button', { name: 'Credit entries' }).click();
    await bo.getByText(`${code} was already entered; nothing credited again.`).waitFor(SLOW);

    // The player's screen follows the balance push: 4 Entries by mail this year, once.
    await expect.poll(() => page.getByTestId('free-entry-credited').textContent(), SLOW).toBe('4');
    // Four whole Entries on the balance (the ledger keeps hundredths: it once credited 0.04).
    expect(await entries()).toBe(entriesBefore + 4);
    const info = await page.evaluate(
      async () =>
        (await (await fetch('/rest/free-entry/')).json()) as {
          data: { creditedThisYear: number; pending: unknown };
        },
    );
    expect(info.data).toMatchObject({ creditedThisYear: 4, pending: null });
    await page.getByRole('button', { name: 'Get my request code' }).waitFor(SLOW);

    // In Spanish, on a desktop.
    await page.setViewportSize(DESKTOP);
    await context.addCookies([{ name: 'i18n_redirected', value: 'es', url: url('/') }]);
    await page.goto(url('/es/account/free-entry'));
    await page.getByText('Participación gratuita por correo').first().waitFor(SLOW);
    await page.getByText('4 Entradas acreditadas el').waitFor(SLOW);
    await screenshot(page, 'free-entry/account-free-entry-tao-es-desktop', { fullPage: true });
  });

  it('the sweepstakes rules page states each brand’s terms from its data, in both languages', async () => {
    const { page, url } = await open({ viewport: DESKTOP });
    await page.goto(url('/page/sweepstakes-rules'));
    const terms = page.getByTestId('free-entry-terms');
    await terms.waitFor(SLOW);
    expect(await terms.textContent()).toContain('5 Entries, up to 250 Entries per person');
    expect(await page.getByTestId('free-entry-address').textContent()).toContain('Funrize Sweepstakes');
    await terms.scrollIntoViewIfNeeded();
    await screenshot(page, 'free-entry/rules-funrize-en-desktop');

    const tao = await open({ host: 'tao.test', viewport: PHONE });
    await tao.page.goto(tao.url('/es/page/sweepstakes-rules'));
    const taoTerms = tao.page.getByTestId('free-entry-terms');
    await taoTerms.waitFor(SLOW);
    expect(await taoTerms.textContent()).toContain('4 Entradas, hasta 200 Entradas por persona');
    await taoTerms.scrollIntoViewIfNeeded();
    await screenshot(tao.page, 'free-entry/rules-tao-es-phone');
  });
});
