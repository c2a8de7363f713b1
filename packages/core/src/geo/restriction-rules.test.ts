import { describe, expect, it } from 'vitest';
import {
  decideLocation,
  isoDay,
  ruleCurrentOrAnnounced,
  ruleInEffect,
  type RestrictionRule,
} from './restriction-rules.ts';

const rule = (overrides: Partial<RestrictionRule> = {}): RestrictionRule => ({
  country: 'US',
  region: 'NV',
  scope: 'sweepstakes',
  effectiveFrom: '2020-01-01',
  effectiveTo: null,
  reason: null,
  ...overrides,
});

describe('restriction rules', () => {
  it('treat effectiveFrom as the first day and effectiveTo as the last', () => {
    const r = rule({ effectiveFrom: '2026-01-01', effectiveTo: '2026-06-30' });
    expect(ruleInEffect(r, '2025-12-31')).toBe(false);
    expect(ruleInEffect(r, '2026-01-01')).toBe(true);
    expect(ruleInEffect(r, '2026-06-30')).toBe(true);
    expect(ruleInEffect(r, '2026-07-01')).toBe(false);
    expect(ruleCurrentOrAnnounced(r, '2025-01-01')).toBe(true);
    expect(ruleCurrentOrAnnounced(r, '2026-07-01')).toBe(false);
  });

  it('judges the day in UTC', () => {
    expect(isoDay(new Date('2025-12-31T23:59:59Z'))).toBe('2025-12-31');
    expect(isoDay(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });

  it('allows an unknown location, blocks other countries, applies country-wide and regional rules', () => {
    const rules = [
      rule(),
      rule({ country: 'CA', region: null, effectiveFrom: '2030-01-01', reason: 'Later' }),
    ];
    expect(decideLocation(null, rules, '2025-01-01')).toEqual({
      access: 'allowed',
      country: null,
      region: null,
    });
    expect(decideLocation({ country: 'GB', region: null }, rules, '2025-01-01')).toMatchObject({
      access: 'blocked',
      reason: 'Outside the service area',
    });
    expect(decideLocation({ country: 'US', region: 'NV' }, rules, '2025-01-01')).toMatchObject({
      access: 'blocked',
      reason: 'Sweepstakes play is not offered in NV',
    });
    expect(decideLocation({ country: 'US', region: null }, rules, '2025-01-01').access).toBe('allowed');
    expect(decideLocation({ country: 'CA', region: 'ON' }, rules, '2025-01-01').access).toBe('allowed');
    expect(decideLocation({ country: 'CA', region: 'ON' }, rules, '2030-01-01')).toMatchObject({
      access: 'blocked',
      reason: 'Later',
    });
  });
});
