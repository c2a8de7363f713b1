import { describe, expect, it } from 'vitest';
import { ageOn, minimumAgeFor, type AgeRule } from './age-rules.ts';

const rule = (
  region: string | null,
  minimumAge: number,
  effectiveFrom = '2020-01-01',
  effectiveTo: string | null = null,
): AgeRule => ({
  country: 'US',
  region,
  minimumAge,
  effectiveFrom,
  effectiveTo,
  source: null,
});

describe('ageOn', () => {
  it('counts a birthday from its own day', () => {
    expect(ageOn('2005-11-26', '2026-11-25')).toBe(20);
    expect(ageOn('2005-11-25', '2026-11-25')).toBe(21);
    expect(ageOn('2005-12-01', '2026-11-25')).toBe(20);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });
});

describe('minimumAgeFor', () => {
  const rules = [
    rule(null, 18),
    rule('MA', 21),
    rule('TX', 21, '2026-11-26'),
    rule('AL', 19, '2020-01-01', '2026-11-24'),
  ];
  it('takes the state rule in effect, else the country rule, else 18', () => {
    expect(minimumAgeFor(rules, { country: 'US', region: 'MA' }, '2026-11-25')).toBe(21);
    expect(minimumAgeFor(rules, { country: 'US', region: 'OH' }, '2026-11-25')).toBe(18);
    expect(minimumAgeFor(rules, { country: 'CA', region: 'ON' }, '2026-11-25')).toBe(18);
    expect(minimumAgeFor(rules, null, '2026-11-25')).toBe(18);
  });
  it('applies a rule from its first day and until its last', () => {
    expect(minimumAgeFor(rules, { country: 'US', region: 'TX' }, '2026-11-25')).toBe(18);
    expect(minimumAgeFor(rules, { country: 'US', region: 'TX' }, '2026-11-26')).toBe(21);
    expect(minimumAgeFor(rules, { country: 'US', region: 'AL' }, '2026-11-24')).toBe(19);
    expect(minimumAgeFor(rules, { country: 'US', region: 'AL' }, '2026-11-25')).toBe(18);
  });
});
