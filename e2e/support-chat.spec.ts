// The support chat (issue #17): a player opens it from the support page and from ?openSupport=true, an agent
// answers in the back-office (a second browser context), the player sees it live, both reload and read the
// whole conversation; the chat is absent on a /cashIframe path. SCREENSHOTS=<dir> keeps pictures.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpViaApi } from './support/accounts.ts';
import { createOperatorViaCli, signInBackoffice } from './support/backoffice.ts';
import { DESKTOP, PHONE, setupBrowser } from './support/browser.ts';

const { open } = setupBrowser();
const SHOTS = process.env.SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const chat = (page: Page) => page.getByTestId('support-chat');
const playerText = 'My <b>redeem</b> is stuck';

describe('support chat', () => {
  it('a player chats with an agent live, and both keep the conversation over reloads', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    await signUpViaApi(page);

    // From the support page's button.
    await page.goto(url('/page/support/'));
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByRole('link', { name: 'Chat with support' }).first().click();
    await chat(page).waitFor();
    await chat(page).getByLabel('Write a message…').fill(playerText);
    await chat(page).getByRole('button', { name: 'Send' }).click();
    // Shown as text: the tags are characters, not markup.
    await expect
      .poll(() => chat(page).locator('[data-author="player"] p').first().textContent())
      .toBe(playerText);
    await shot(page, 'chat-player-desktop-en');

    // The agent, in another browser context.
    const agent = await open();
    const operator = await createOperatorViaCli('support');
    await signInBackoffice(agent.page, operator, { next: '/backoffice/support-chat/' });
    await agent.page
      .getByRole('link', { name: /· player/ })
      .first()
      .click();
    await agent.page.getByTestId('agent-messages').getByText(playerText).waitFor();
    await agent.page.getByRole('button', { name: 'Greeting' }).click();
    await agent.page.getByRole('button', { name: 'Send reply' }).click();
    await shot(agent.page, 'chat-agent-desktop');

    // Live on the player's page, without a reload.
    const answer = 'Hi! Thanks for reaching out. How can I help you today?';
    await chat(page).locator('[data-author="agent"]').getByText(answer).waitFor();

    // Live on the agent's console too.
    await chat(page).getByLabel('Write a message…').fill('Request 42, yesterday');
    await chat(page).getByRole('button', { name: 'Send' }).click();
    await agent.page.getByTestId('agent-messages').getByText('Request 42, yesterday').waitFor();

    // Both reload: the whole conversation is there, in order.
    await agent.page.reload();
    await expect
      .poll(() => agent.page.getByTestId('agent-messages').locator('li p').allTextContents())
      .toEqual([playerText, answer, 'Request 42, yesterday']);
    await page.goto(url('/?openSupport=true'));
    await chat(page).waitFor();
    await expect
      .poll(() => chat(page).locator('li p').allTextContents())
      .toEqual([playerText, answer, 'Request 42, yesterday']);
    // The parameter opened it once and left the address.
    expect(new URL(page.url()).searchParams.has('openSupport')).toBe(false);

    await page.setViewportSize(PHONE);
    await shot(page, 'chat-player-phone-en');
    await page.setViewportSize(DESKTOP);
  }, 150_000);

  it('opens from ?openSupport=true for a guest, who gives an email first; absent on /cashIframe', async () => {
    const { page, url } = await open({ host: 'tao.test', viewport: PHONE, locale: 'es-ES' });
    await page.goto(url('/es/?openSupport=true'));
    await chat(page).waitFor();
    await page.getByRole('button', { name: 'Aceptar todas' }).click();
    await chat(page).getByLabel('Correo electrónico').fill('guest-e2e@example.test');
    await shot(page, 'chat-guest-phone-es-tao');
    await chat(page).getByRole('button', { name: 'Empezar chat' }).click();
    await chat(page).getByLabel('Escribe un mensaje…').fill('Hola');
    await chat(page).getByRole('button', { name: 'Enviar' }).click();
    await expect
      .poll(
        async () =>
          (await chat(page).locator('[data-author="player"] p').allTextContents()).join('|') ||
          (await chat(page).getByRole('alert').allTextContents()).join('|'),
        { timeout: 15_000 },
      )
      .toBe('Hola');
    await shot(page, 'chat-guest-conversation-phone-es-tao');

    // No button and no panel on a /cashIframe path, even after the button's delay.
    const cash = await open();
    await cash.page.goto(cash.url('/cashIframe/?openSupport=true'));
    await cash.page.waitForTimeout(1500);
    expect(await cash.page.getByTestId('support-chat-button').count()).toBe(0);
    expect(await chat(cash.page).count()).toBe(0);
    // The button is there elsewhere after 1 s.
    await cash.page.goto(cash.url('/page/support/'));
    await cash.page.getByTestId('support-chat-button').waitFor();
    await shot(cash.page, 'chat-button-desktop-en');
  }, 120_000);
});
