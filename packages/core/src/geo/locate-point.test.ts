import { describe, expect, it } from 'vitest';
import { INITIAL_RESTRICTED_REGIONS } from './seed-restricted-regions.ts';
import { locatePoint } from './locate-point.ts';
import { decideLocation } from './restriction-rules.ts';

const TODAY = '2025-06-01';
const judge = (lat: number, lng: number, day = TODAY) =>
  decideLocation(locatePoint(lat, lng), INITIAL_RESTRICTED_REGIONS, day);

describe('locatePoint (us-atlas states, Quebec outline, Canada box)', () => {
  it.each([
    ['Las Vegas', 36.1699, -115.1398, 'US', 'NV'],
    ['Reno', 39.5296, -119.8138, 'US', 'NV'],
    ['Austin', 30.2672, -97.7431, 'US', 'TX'],
    ['Sacramento', 38.5816, -121.4944, 'US', 'CA'],
    ['Manhattan', 40.7831, -73.9712, 'US', 'NY'],
    ['Newark', 40.7357, -74.1724, 'US', 'NJ'],
    ['Seattle', 47.6062, -122.3321, 'US', 'WA'],
    ['Anchorage', 61.2181, -149.9003, 'US', 'AK'],
    ['Honolulu', 21.3069, -157.8583, 'US', 'HI'],
    ['San Juan', 18.4655, -66.1057, 'US', 'PR'],
    ['Toronto', 43.6532, -79.3832, 'CA', null],
    ['Ottawa', 45.4215, -75.6972, 'CA', null],
    ['Vancouver', 49.2827, -123.1207, 'CA', null],
    ['Montreal', 45.5017, -73.5673, 'CA', 'QC'],
    ['Quebec City', 46.8139, -71.208, 'CA', 'QC'],
    ['Gatineau', 45.4765, -75.7013, 'CA', 'QC'],
    ['Paris', 48.8566, 2.3522, 'outside', null],
    ['Mexico City', 19.4326, -99.1332, 'outside', null],
    ['Tokyo', 35.6762, 139.6503, 'outside', null],
  ])('%s → %s %s', (_name, lat, lng, country, region) => {
    expect(locatePoint(lat, lng)).toEqual({ country, region });
  });

  it('answers fast once loaded (bounding boxes first)', () => {
    locatePoint(0, 0);
    const started = performance.now();
    for (let i = 0; i < 2000; i++) locatePoint(25 + (i % 25), -120 + (i % 50));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('decisions for real places', () => {
  it('blocks Las Vegas, allows Austin', () => {
    expect(judge(36.1699, -115.1398)).toMatchObject({ access: 'blocked', country: 'US', region: 'NV' });
    expect(judge(30.2672, -97.7431)).toEqual({ access: 'allowed', country: 'US', region: 'TX' });
  });

  it('blocks Sacramento from 2026-01-01 and allows it on 2025-12-31', () => {
    expect(judge(38.5816, -121.4944, '2025-12-31')).toMatchObject({ access: 'allowed', region: 'CA' });
    expect(judge(38.5816, -121.4944, '2026-01-01')).toMatchObject({
      access: 'blocked',
      region: 'CA',
      reason: 'Sweepstakes play is not offered in California',
    });
  });

  it('blocks New York from 2025-12-01', () => {
    expect(judge(40.7831, -73.9712, '2025-11-30').access).toBe('allowed');
    expect(judge(40.7831, -73.9712, '2025-12-01').access).toBe('blocked');
  });

  it('allows Toronto, blocks Montreal (Quebec), and Paris is outside the service area', () => {
    expect(judge(43.6532, -79.3832)).toEqual({ access: 'allowed', country: 'CA', region: null });
    expect(judge(45.5017, -73.5673)).toMatchObject({ access: 'blocked', country: 'CA', region: 'QC' });
    expect(judge(48.8566, 2.3522)).toEqual({
      access: 'blocked',
      country: 'outside',
      region: null,
      reason: 'Outside the service area',
    });
  });
});
