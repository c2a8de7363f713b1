import { describe, expect, it } from 'vitest';
import { resolveBrand } from './brand.ts';

const brandHosts = new Map([
  ['play.taofortune.test', 'tao' as const],
  ['nlc.test', 'nlc' as const],
]);
const base = { brandHosts, defaultBrand: 'funrize' as const };

describe('resolveBrand', () => {
  it('chooses the brand by host name, ignoring the port', () => {
    expect(resolveBrand({ ...base, host: 'play.taofortune.test:3000' }).brand.key).toBe('tao');
    expect(resolveBrand({ ...base, host: 'NLC.test' }).brand.key).toBe('nlc');
  });

  it('falls back to the default brand for unknown hosts and localhost', () => {
    expect(resolveBrand({ ...base, host: 'example.org' }).brand.key).toBe('funrize');
    expect(resolveBrand({ ...base, host: 'localhost:3000' }).brand.key).toBe('funrize');
  });

  it('lets localhost override the brand by query, remembering it, and by cookie', () => {
    expect(resolveBrand({ ...base, host: 'localhost:3000', queryBrand: 'sws' })).toMatchObject({
      brand: { key: 'sws' },
      setOverride: 'sws',
    });
    expect(resolveBrand({ ...base, host: '127.0.0.1', overrideCookie: 'stormrush' }).brand.key).toBe(
      'stormrush',
    );
  });

  it('never lets a public host be overridden', () => {
    expect(resolveBrand({ ...base, host: 'nlc.test', queryBrand: 'sws' }).brand.key).toBe('nlc');
    expect(resolveBrand({ ...base, host: 'example.org', overrideCookie: 'sws' }).brand.key).toBe('funrize');
  });

  it('ignores unknown brand names', () => {
    expect(resolveBrand({ ...base, host: 'localhost', queryBrand: 'nope' }).brand.key).toBe('funrize');
  });
});
