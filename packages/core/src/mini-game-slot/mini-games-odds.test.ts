import { describe, expect, it } from 'vitest';
import { ADVENTURE_MAP_DEFAULT_CONFIG } from '../adventure-map/adventure-map-feature.ts';
import { expectedValue, formatRational, rational } from '../engagement/draw-weighted.ts';
import { FUN_METER_DEFAULT_CONFIG } from '../funmeter/funmeter-feature.ts';
import { MINI_GAME_SLOT_DEFAULT_CONFIG } from './mini-game-slot-feature.ts';

// The figures docs/engagement.md gives for the seeded configs ("Mini games" odds): a change to the
// defaults must change the docs with it.
describe('the mini games’ seeded odds', () => {
  it('funmeter: one fill pays 1,825 coins and 0.175 entries on average', () => {
    const ev = expectedValue(FUN_METER_DEFAULT_CONFIG.prizes);
    expect(formatRational(ev.coins)).toBe('1825');
    expect(formatRational(ev.entryHundredths)).toBe('35/2'); // 17.5 hundredths
    expect(FUN_METER_DEFAULT_CONFIG.capacity).toBe(50_000);
  });

  it('mini slot: each level’s value per spin, and a climb from level 1 to a collect', () => {
    const outcomes = MINI_GAME_SLOT_DEFAULT_CONFIG.levels.map((l) => l.outcomes);
    const perLevel = outcomes.map((o) => expectedValue(o));
    expect(perLevel.map((ev) => formatRational(ev.coins))).toEqual(['375', '790', '2250']);
    expect(perLevel.map((ev) => formatRational(ev.entryHundredths))).toEqual(['3/2', '7', '35']);
    const climb = outcomes.slice(0, 2).map((o) => {
      const total = o.reduce((sum, x) => sum + x.weight, 0);
      const up = o.filter((x) => x.levelUp).reduce((sum, x) => sum + x.weight, 0);
      return rational(BigInt(total), BigInt(up)); // expected spins on the level: 1 / P(up)
    });
    expect(climb.map(formatRational)).toEqual(['25/3', '20/3']);
    // Coins over a climb: spins × value on levels 1 and 2, plus the top prize; 15 spins in all.
    const coins = rational(
      climb[0]!.num * perLevel[0]!.coins.num + climb[1]!.num * perLevel[1]!.coins.num + 25_000n * 3n,
      3n,
    );
    expect(formatRational(coins)).toBe('100175/3');
    expect(formatRational(rational(coins.num, coins.den * 15n))).toBe('20035/9');
  });

  it('adventure map: the eight sections pay 43,000 coins and 8.5 entries over 400,000 points', () => {
    const { sections } = ADVENTURE_MAP_DEFAULT_CONFIG;
    expect(sections.reduce((sum, s) => sum + s.award.coins, 0)).toBe(43_000);
    expect(sections.reduce((sum, s) => sum + s.award.entries, 0)).toBe(8.5);
    expect(sections.at(-1)!.points).toBe(400_000);
  });
});
