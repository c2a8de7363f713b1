// The odds of the seeded daily wheel and chests, as written in the docs: this test renders them from the
// seeded feature rows of every brand (exact fractions from expectedValue) and fails when the docs say
// anything else. After a change of the default configs: UPDATE_ODDS_DOCS=1 rewrites the block.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import {
  BRAND_KEYS,
  DailyChestsConfigSchema,
  DailyWheelConfigSchema,
  type BrandKey,
  type Prize,
  type WeightedPrize,
} from '@casino/contracts';
import type { Database } from '../db/client.ts';
import { features } from '../db/schema/index.ts';
import {
  expectedValue,
  formatRational,
  rational,
  rationalToNumber,
  totalWeight,
  type Rational,
} from '../engagement/draw-weighted.ts';
import { createTestDatabase } from '../testing/test-database.ts';

const DOC = new URL('../../../../docs/engagement.md', import.meta.url).pathname;
const BEGIN = '<!-- odds:begin (written by packages/core/src/bonus-offer/odds-docs.int.test.ts) -->';
const END = '<!-- odds:end -->';

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)} %`;
const decimal = (r: Rational) =>
  rationalToNumber(r)
    .toFixed(4)
    .replace(/\.?0+$/, '');
const exact = (r: Rational) => (r.den === 1n ? `${r.num}` : `${formatRational(r)} ≈ ${decimal(r)}`);

function prizeText(prize: Prize): string {
  const parts = [
    prize.coins > 0 ? `${prize.coins.toLocaleString('en-US')} coins` : null,
    prize.entries > 0 ? `${prize.entries} ${prize.entries === 1 ? 'entry' : 'entries'}` : null,
    prize.freeSpins
      ? `${prize.freeSpins.count} free spins (${prize.freeSpins.gameId}, bet level ${prize.freeSpins.betLevel}, ${prize.freeSpins.lifetimeSeconds / 3600} h)`
      : null,
  ];
  return parts.filter(Boolean).join(' + ') || 'nothing';
}

function oddsTable(label: string, weighted: readonly WeightedPrize[]): string[] {
  const total = totalWeight(weighted);
  return [
    `| ${label} | weight | chance | prize |`,
    '| ---: | ---: | ---: | --- |',
    ...weighted.map(
      ({ weight, prize }, i) =>
        `| ${i} | ${weight} | ${formatRational(rational(BigInt(weight), BigInt(total)))} = ${percent(weight, total)} | ${prizeText(prize)} |`,
    ),
    `| Σ | ${total} | 1 | |`,
  ];
}

/** Expected value of one draw, exact: coins, entries (the ledger's hundredths / 100), free-spin rounds. */
function evLines(weighted: readonly WeightedPrize[], multiplier = 1, scale: Rational = rational(1n, 1n)) {
  const ev = expectedValue(weighted, multiplier);
  const times = (r: Rational) => rational(r.num * scale.num, r.den * scale.den);
  return [
    `coins **${exact(times(ev.coins))}**`,
    `entries **${exact(times(rational(ev.entryHundredths.num, ev.entryHundredths.den * 100n)))}**`,
    `free-spin rounds **${exact(times(ev.freeSpinRounds))}**`,
  ].join(', ');
}

/** Brands grouped by identical config, in the order of BRAND_KEYS. */
function groupByConfig<C>(configs: Map<BrandKey, C>, key: (config: C) => unknown) {
  const groups = new Map<string, { brands: BrandKey[]; config: C }>();
  for (const brand of BRAND_KEYS) {
    const config = configs.get(brand);
    if (!config) continue;
    const id = JSON.stringify(key(config));
    const group = groups.get(id) ?? { brands: [], config };
    group.brands.push(brand);
    groups.set(id, group);
  }
  return [...groups.values()];
}

const brandList = (brands: BrandKey[]) =>
  brands.length === BRAND_KEYS.length ? 'every brand' : brands.map((b) => `\`${b}\``).join(', ');

function render(rows: { brand: string; key: string; config: unknown }[]): string {
  const wheels = new Map(
    rows
      .filter((r) => r.key === 'dailyWheel')
      .map((r) => [r.brand as BrandKey, DailyWheelConfigSchema.parse(r.config)]),
  );
  const chests = new Map(
    rows
      .filter((r) => r.key === 'dailyChests')
      .map((r) => [r.brand as BrandKey, DailyChestsConfigSchema.parse(r.config)]),
  );
  const out: string[] = [];
  for (const { brands, config } of groupByConfig(wheels, (c) => c)) {
    const n = config.streakForBooster;
    const m = config.boosterMultiplier;
    out.push(
      `#### Daily wheel (${brandList(brands)})`,
      '',
      ...oddsTable('sector', config.sectors),
      '',
      `- One spin: ${evLines(config.sectors)}.`,
      `- The boosted spin (day ${n} of a run, ×${m}): ${evLines(config.sectors, m)}.`,
      `- A player who spins every day, per day over a run of ${n} (${n - 1} plain spins and one boosted): ${evLines(config.sectors, 1, rational(BigInt(n - 1 + m), BigInt(n)))}.`,
      `- The extra spin after a deposit is drawn from the same sectors, never boosted: one spin's value again.`,
      '',
    );
  }
  for (const { brands, config } of groupByConfig(chests, (c) => c.contents)) {
    const rules = groupByConfig(new Map([...chests].filter(([brand]) => brands.includes(brand))), (c) => ({
      chests: c.chests,
      requiresPhone: c.requiresPhone,
      maxCoinBalance: c.maxCoinBalance,
    }))
      .map(
        ({ brands: ruleBrands, config: c }) =>
          `${brandList(ruleBrands)}: ${c.chests} chests` +
          (c.requiresPhone ? ', a confirmed phone required' : '') +
          (c.maxCoinBalance !== null ? `, only while the coin balance is at most ${c.maxCoinBalance}` : ''),
      )
      .join('; ');
    out.push(
      `#### Daily chests (${brandList(brands)})`,
      '',
      `${rules}. Every chest has the same odds: the content is drawn when the chosen chest opens.`,
      '',
      ...oddsTable('content', config.contents),
      '',
      `- One chest: ${evLines(config.contents)}.`,
      '',
    );
  }
  return out.join('\n').trimEnd();
}

describe('the odds in the docs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('are the exact odds of the seeded wheel and chests of every brand', async () => {
    const rows = await database.db
      .select({ brand: features.brand, key: features.key, config: features.config })
      .from(features)
      .orderBy(asc(features.brand));
    expect(new Set(rows.map((r) => r.brand))).toEqual(new Set(BRAND_KEYS));
    // As prettier writes the docs (lint checks them), so a formatted file still matches.
    const options = { ...(await resolveConfig(DOC)), parser: 'markdown' } as const;
    const expected = (await format(render(rows), options)).trim();
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    expect(start, `${DOC} needs the markers ${BEGIN} … ${END}`).toBeGreaterThanOrEqual(0);
    const written = doc.slice(start + BEGIN.length, end).trim();
    if (written !== expected && process.env.UPDATE_ODDS_DOCS === '1') {
      writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n\n${expected}\n\n${doc.slice(end)}`);
      return;
    }
    expect(written).toBe(expected);
  });
});
