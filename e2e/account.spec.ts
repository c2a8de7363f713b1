import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DOCUMENT_TEXTS } from '@casino/contracts';
import { exeBytes, tinyPng } from '../apps/server/src/testing/documents.ts';
import { PASSWORD, signUpViaApi } from './support/accounts.ts';
import { PHONE, setupBrowser } from './support/browser.ts';

const { open } = setupBrowser();

/** A new player signed up on this page; answers the email (one-click accounts have a generated one). */
const signUp = async (page: Page, oneClick = false) => (await signUpViaApi(page, { oneClick })).email;

const profileOf = (page: Page) =>
  page.evaluate(() =>
    fetch('/rest/player/profile/').then((r) => r.json() as Promise<{ data: Record<string, unknown> }>),
  );

describe('account', () => {
  it('completes the profile, refusing an under-18 date of birth first', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    await signUp(page);
    await page.goto(url('/complete-profile'));
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill("O'Neil");
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    await page.getByLabel('Date of birth').fill(young.toISOString().slice(0, 10));
    await page.getByLabel('ZIP code').fill('94103');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('You must be at least 18 years old to play').waitFor();
    expect((await profileOf(page)).data.name).toBeNull();

    await page.getByLabel('Date of birth').fill('1990-05-17');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'Your profile is complete' }).waitFor();
    expect((await profileOf(page)).data).toMatchObject({
      name: 'Ana',
      surname: "O'Neil",
      birthDay: '1990-05-17',
      zip: '94103',
      profileCompleted: true,
      uncompletedProfileFields: [],
    });
    await page.goto(url('/account/personal-info'));
    await page.locator('[data-field="birthDay"]', { hasText: '1990' }).waitFor();
  });

  it('uploads a real PNG and rejects an executable renamed to .png', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    await signUp(page);
    await page.goto(url('/account/documents'));
    await page.getByText('Upload an identity document').waitFor();
    const file = page.getByTestId('document-file');

    await file.setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: tinyPng(randomInt(1 << 24)),
    });
    await page.getByText(DOCUMENT_TEXTS.uploaded).waitFor();
    const item = page.locator('[data-document-status="pending"]', { hasText: 'passport.png' });
    await item.waitFor();
    expect(await item.innerText()).toContain('In review');

    await file.setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: exeBytes() });
    await page.getByText(DOCUMENT_TEXTS.rejectedTitle).first().waitFor();
    await page.getByText(DOCUMENT_TEXTS.rejectedText).first().waitFor();
    await expect.poll(() => page.locator('[data-document-status]').count()).toBe(1);

    await page.goto(url('/account/verification'));
    await page.locator('[data-confirm-status="pending"]').waitFor();
  });

  it('opens the identity verification widget for #verify', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    await signUp(page);
    await page.goto(url('/account#verify'));
    const widget = page.getByRole('dialog', { name: 'Verify your identity' });
    await widget.waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/personal-info');
    await widget.getByText('Not verified yet').waitFor();
    await widget.getByText('Upload an identity document', { exact: true }).waitFor();
  });

  it('works in Spanish, with the sections as a row of tabs on phones', async () => {
    const { page, url } = await open({ viewport: PHONE, locale: 'es-ES' });
    await page.goto(url('/es/'));
    await signUp(page);
    await page.goto(url('/es/account'));
    await page.waitForURL(/\/es\/account\/personal-info$/);
    await page.getByRole('heading', { name: 'Mi cuenta' }).waitFor();
    await page.getByRole('heading', { name: 'Datos personales' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Secciones de la cuenta' });
    const tops = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    await nav.getByRole('link', { name: 'Seguridad' }).click();
    await page.waitForURL(/\/es\/account\/security$/);
    await page.getByText('Este es tu primer inicio de sesión').waitFor();
    await nav.getByRole('link', { name: 'Redes sociales' }).click();
    await page.getByRole('heading', { name: 'No hay redes sociales conectadas' }).waitFor();
    await nav.getByRole('link', { name: 'Documentos' }).click();
    await page.getByText('Sube un documento de identidad').waitFor();
    await page
      .getByTestId('document-file')
      .setInputFiles({ name: 'virus.png', mimeType: 'image/png', buffer: exeBytes() });
    await page.getByText('Documento rechazado').first().waitFor();
  });

  it('completes the registration of a one-click account', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    await signUp(page, true);
    await page.goto(url('/registration-complete/'));
    const email = `completed-${randomBytes(5).toString('hex')}@example.test`;
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await page.waitForURL(/\/complete-profile$/);
    expect((await profileOf(page)).data).toMatchObject({
      email,
      hasAutoPassword: false,
      registrationCompleted: true,
    });
  });
});
