import { describe, expect, it } from 'vitest';
import { FEATURE_MODULES } from '../features.ts';
import { earliestChange, missingTranslations } from './feature-content.ts';
import { registerFeatureModules } from './feature-module.ts';

registerFeatureModules(FEATURE_MODULES);

describe('missingTranslations', () => {
  it('names every localized text of a config without its Spanish or English, by path', () => {
    const config = {
      title: { en: 'Spin', es: 'Gira' },
      prizes: [
        { coins: 5, label: { en: 'Gold', es: 'Oro' } },
        { coins: 1, label: { en: 'Bronze', es: ' ' } },
        { coins: 2, label: { en: '', es: 'Plata' } },
      ],
      nested: { deeper: [{ text: { en: 'Hi', es: '' } }] },
    };
    expect(missingTranslations(config)).toEqual({
      'config.prizes.1.label': ['Give the Spanish text of prizes.1.label.'],
      'config.prizes.2.label': ['Give the English text of prizes.2.label.'],
      'config.nested.deeper.0.text': ['Give the Spanish text of nested.deeper.0.text.'],
    });
  });

  it('passes a config in both languages, or with no text at all (both blank is no text)', () => {
    expect(missingTranslations({ label: { en: 'A', es: 'B' }, n: 1, list: [1, 'x', null] })).toEqual({});
    expect(missingTranslations({ label: { en: '', es: '' } })).toEqual({});
    // An object with more fields than en and es is not a localized text: its fields are walked.
    expect(missingTranslations({ row: { en: 'A', es: '', id: 1 } })).toEqual({});
  });
});

describe('earliestChange', () => {
  const row = (over: object = {}) => ({
    brand: 'funrize',
    key: 'dailyWheel',
    enabled: true,
    priority: 1,
    schedule: {
      startsAt: null,
      finishesAt: null,
      period: { kind: 'day', resetHour: 5, timeZone: 'America/New_York' },
    },
    config: {
      sectors: Array.from({ length: 4 }, () => ({
        weight: 1,
        prize: { coins: 1, entries: 0, freeSpins: null },
      })),
    },
    ...over,
  });
  const now = new Date('2026-12-04T18:00:00Z');

  it('is the start of the next day period while the feature is live', () => {
    // 05:00 in New York is 10:00 UTC in December.
    expect(earliestChange(row(), now)).toEqual({
      live: true,
      at: new Date('2026-12-05T10:00:00Z'),
      timeZone: 'America/New_York',
    });
  });

  it('is now when the feature is off, outside its window, or has no row', () => {
    expect(earliestChange(row({ enabled: false }), now)).toMatchObject({ live: false, at: now });
    const later = { ...row().schedule, startsAt: '2027-01-01T00:00:00Z' };
    expect(earliestChange(row({ schedule: later }), now)).toMatchObject({ live: false, at: now });
    expect(earliestChange(null, now)).toEqual({ live: false, at: now, timeZone: 'UTC' });
  });
});
