/**
 * DEV ONLY — not a test. Screenshots the in-house game frame for every game at a phone and a desktop size,
 * answering the two in-house API calls itself (page.route) with real playRound outcomes: a line win, then a
 * feature round (or a bigger win), then a 402. Useful until the server endpoints exist, and for eyeballing
 * the art afterwards.
 *   PORT=3101 DATA_DIR=/tmp/preview npm start   # in another shell
 *   npx tsx scripts/dev-game-frame-preview.ts   # PREVIEW_URL, PREVIEW_OUT, PREVIEW_GAME to narrow
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import {
  GAME_DEFINITIONS,
  createSeededRandom,
  playRound,
  type GameDefinition,
  type RoundOutcome,
} from '@casino/game-math';
import { ensureChromium } from './ensure-chromium.mjs';

const BASE = process.env.PREVIEW_URL ?? 'http://127.0.0.1:3101';
const OUT = process.env.PREVIEW_OUT ?? '/tmp/game-frame-preview';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

function findRound(
  game: GameDefinition,
  match: (outcome: RoundOutcome) => boolean,
  seed: number,
): RoundOutcome {
  const rng = createSeededRandom(seed);
  for (let i = 0; i < 200_000; i++) {
    const outcome = playRound(game, game.betLevels[1]!, rng);
    if (match(outcome)) return outcome;
  }
  throw new Error(`no matching round for ${game.id}`);
}

const idle = () => !document.querySelector('button[aria-busy]');

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const game of GAME_DEFINITIONS) {
  if (process.env.PREVIEW_GAME && game.id !== process.env.PREVIEW_GAME) continue;
  const lineWin = findRound(game, (o) => o.steps.length === 1 && o.steps[0]!.wins.length >= 2, 3);
  const big =
    game.kind === 'classic'
      ? findRound(game, (o) => o.steps[0]!.wins.length >= 3, 7)
      : findRound(game, (o) => o.steps.length >= 4 && o.steps.length <= 12 && o.totalWin > 0, 7);
  for (const viewport of VIEWPORTS) {
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (error) => console.log(`${game.id}: ${error.message}`));
    let balance = 100_000;
    const rounds = [lineWin, big];
    await page.route('**/rest/in-house/session/**', async (route) => {
      const request = route.request();
      if (request.method() === 'GET')
        return route.fulfill({
          json: {
            game: {
              id: game.id,
              name: game.name,
              kind: game.kind,
              betLevels: game.betLevels,
              reels: game.reels,
              rows: game.rows,
            },
            currency: viewport.width < 500 ? 'ENTRY' : 'COIN',
            gameMode: viewport.width < 500 ? 'SweepStakes' : 'TournamentPoints',
            balance,
          },
        });
      const outcome = rounds.shift();
      if (!outcome)
        return route.fulfill({
          status: 402,
          json: { message: 'Not enough balance for this.', code: 'insufficient_funds', balance: 3 },
        });
      balance += outcome.totalWin - outcome.bet;
      return route.fulfill({ json: { roundId: `preview-${rounds.length}`, outcome, balance } });
    });
    const shot = (name: string) =>
      page.screenshot({ path: `${OUT}/${game.id}-${viewport.width}-${name}.png` });
    await page.goto(`${BASE}/game-frame/${game.id}/?session=preview`);
    const spin = page.getByRole('button', { name: /spin|girar/i });
    await spin.waitFor();
    await shot('0-idle');
    await page.getByRole('button', { name: /raise|subir/i }).click(); // the outcomes use the second bet level
    await spin.click();
    await page.waitForTimeout(350);
    await shot('1-spinning');
    await page.waitForFunction(idle);
    await shot('2-line-win');
    await spin.click();
    await page.waitForTimeout(2400);
    await shot('3-feature');
    await page.waitForFunction(idle, null, { timeout: 60_000 });
    await page.waitForTimeout(800);
    await shot('4-end');
    await spin.click();
    await page.waitForTimeout(800);
    await shot('5-insufficient-funds');
    await page.close();
  }
}
await browser.close();
console.log(`screenshots in ${OUT}`);
