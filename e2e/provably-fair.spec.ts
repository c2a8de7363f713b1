import { createHash } from 'node:crypto';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { spinFromPage } from './support/in-house.ts';

const { open } = setupBrowser();
const SLOW = { timeout: 20_000 };

interface PlayedRound {
  totalWin: number;
  steps: Array<{ grid: string[][] }>;
}

/** One paid spin of an in-house slot at its lowest bet, from inside the page: the round it played. */
const spinOnce = async (page: Page) => {
  const [round] = await spinFromPage(page, 'melons-quest');
  return (JSON.parse(round!.body) as { outcome: PlayedRound }).outcome;
};

/** The recomputed round as the verifier shows it: its verdict, win and the paid spin's symbols. */
const shown = (page: Page) =>
  page.locator('[data-verifier-result]').evaluate((result) => ({
    matches: result.querySelector('[data-matches]')?.getAttribute('data-matches'),
    totalWin: result.querySelector('[data-total-win]')?.getAttribute('data-total-win'),
  }));

describe('provably fair', () => {
  it('a round, once its seeds are rotated, is recomputed in the browser with the network off, also by the saved verifier', async () => {
    const { page, context, url } = await open({ reducedMotion: 'reduce' });
    await signUpViaApi(page, { at: url('/provably-fair/') });
    const hash = page.locator('[data-server-seed-hash]');
    await hash.waitFor(SLOW);
    const committed = (await hash.textContent())!.trim();
    expect(committed).toMatch(/^[0-9a-f]{64}$/);

    const round = await spinOnce(page);
    await page.getByRole('button', { name: 'Rotate seeds and reveal the server seed' }).click();
    const revealed = page.locator('[data-revealed-seed]');
    await revealed.waitFor(SLOW);
    const serverSeed = (await revealed.textContent())!.trim();
    // The seed revealed is the one committed to before the bet.
    expect(createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex')).toBe(committed);
    await expect.poll(() => hash.textContent()).not.toBe(committed);

    // From the round in the game history to the verifier, filled in; then no network at all.
    await page.goto(url('/account/game-history/'));
    const link = page.locator('[data-verify-round]').first();
    await link.waitFor(SLOW);
    const search = new URL((await link.getAttribute('href'))!, url('/')).search;
    await link.click();
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    await expect.poll(() => verify.isEnabled(), SLOW).toBe(true);
    // The verifier's own parameters open no game over it (`?game=` would: it opens a game on any page).
    expect(await page.locator('[data-modal="game"]').count()).toBe(0);
    await context.setOffline(true);
    await verify.click();
    await expect.poll(() => shown(page), SLOW).toEqual({ matches: 'true', totalWin: String(round.totalWin) });
    const symbols = await page.locator('[data-verifier-result] li').allTextContents();
    expect(symbols).toEqual(round.steps[0]!.grid.flat());
    expect(await seriousViolations(page, '[data-provably-fair]')).toEqual([]);

    // The standalone copy, as the server serves it, saved to disk and opened there offline.
    await context.setOffline(false);
    const served = await context.request.get(url('/provably-fair/verifier.html'));
    expect(served.status()).toBe(200);
    expect(served.headers()['content-security-policy']).toContain("default-src 'none'");
    const saved = join(mkdtempSync(join(tmpdir(), 'verifier-')), 'verifier.html');
    writeFileSync(saved, await served.body());
    await context.setOffline(true);
    await page.goto(pathToFileURL(saved).href + search);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect.poll(() => shown(page), SLOW).toEqual({ matches: 'true', totalWin: String(round.totalWin) });
    expect(await seriousViolations(page, 'html')).toEqual([]);
  }, 120_000); // two verifications and two axe runs: slow on a busy machine
});
