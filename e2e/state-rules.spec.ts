import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, setupBrowser } from './support/browser.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };
const LAS_VEGAS = { latitude: 36.1699, longitude: -115.1398 };
const BOSTON = { latitude: 42.3601, longitude: -71.0589 };
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const SHOTS = '/tmp/shots-amoe';
mkdirSync(SHOTS, { recursive: true });

describe('state rules at sign-up', () => {
  it('a visitor in Nevada is told at sign-up that sweepstakes play is closed there, and what stays open', async () => {
    const { page, url } = await open({
      geolocation: LAS_VEGAS,
      permissions: ['geolocation'],
      viewport: PHONE,
    });
    await page.goto(url('/signup/'));
    const notice = page.getByTestId('state-rules-notice');
    await notice.waitFor(SLOW);
    expect(await notice.textContent()).toContain('Sweepstakes play is closed in Nevada');
    expect(await notice.textContent()).toContain('play with Coins in TournamentPoints mode');
    await page.screenshot({ path: `${SHOTS}/signup-nevada-en-phone.png`, fullPage: true });

    // Not yet asserted: on /es/signup/ the notice did not show within 20 s in this run (see the report).
  });

  it('in Massachusetts the minimum age (21) is stated; in Texas nothing is shown', async () => {
    const ma = await open({ geolocation: BOSTON, permissions: ['geolocation'], viewport: DESKTOP });
    await ma.page.goto(ma.url('/signup/'));
    await ma.page.getByText('In Massachusetts you must be 21 or older to play with Entries').waitFor(SLOW);

    const tx = await open({ geolocation: AUSTIN, permissions: ['geolocation'] });
    await tx.page.goto(tx.url('/signup/'));
    await tx.page.waitForLoadState('networkidle');
    expect(await tx.page.getByTestId('state-rules-notice').count()).toBe(0);
  });
});
