import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DepositStreakConfigSchema } from '@casino/contracts';
import { expectedValue, formatRational, totalWeight } from '../engagement/draw-weighted.ts';
import { DEPOSIT_STREAK_DEFAULT_CONFIG } from './deposit-streak-feature.ts';

describe('the deposit streak wheel’s odds', () => {
  it('are the ones docs/engagement.md states, exactly', () => {
    const config = DepositStreakConfigSchema.parse(DEPOSIT_STREAK_DEFAULT_CONFIG);
    expect(totalWeight(config.sectors)).toBe(1000);
    const ev = expectedValue(config.sectors);
    expect(formatRational(ev.coins)).toBe('15000');
    expect(formatRational(ev.entryHundredths)).toBe('520'); // 5.2 entries
    expect(formatRational(ev.freeSpinRounds)).toBe('6/5');
    const docs = readFileSync(new URL('../../../../docs/engagement.md', import.meta.url), 'utf8');
    expect(docs).toContain(
      'One spin: coins **15000**, entries **26/5 = 5.2**, free-spin rounds **6/5 = 1.2**',
    );
  });
});
