import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS, brandHref, type BrandCapabilities } from './brands.ts';
import { authEntryPath, registrationCompletePath } from './auth.ts';

const es = (path: string) => `/es${path}`;

describe('authEntryPath (the guard and GET /rest/request/handle/ alike)', () => {
  it('sends a guest to the sign-in or sign-up page on a brand with the authPage capability', () => {
    expect(BRANDS.funrize.capabilities.authPage).toBe(true);
    expect(authEntryPath(BRANDS.funrize, 'signin', (p) => p, '/tournaments')).toBe(
      '/signin/?redirectTo=%2Ftournaments',
    );
    expect(authEntryPath(BRANDS.funrize, 'signup', es)).toBe('/es/signup/');
  });

  it('opens the modal on the home page on a brand without it', () => {
    expect(BRANDS.tao.capabilities.authPage).toBe(false);
    expect(authEntryPath(BRANDS.tao, 'signin', es, '/es/promotions')).toBe(
      '/es/?openModal=login&redirectTo=%2Fes%2Fpromotions',
    );
    expect(authEntryPath(BRANDS.tao, 'signup', (p) => p)).toBe('/?openModal=register');
  });
});

describe('registrationCompletePath (the guard and GET /rest/request/handle/ alike)', () => {
  it('is the page on a brand with the registrationCompletePage capability, else the home page with its modal', () => {
    expect(BRANDS.nlc.capabilities.registrationCompletePage).toBe(true);
    expect(registrationCompletePath(BRANDS.nlc, es)).toBe('/es/registration-complete/');
    expect(BRANDS.tao.capabilities.registrationCompletePage).toBe(false);
    expect(registrationCompletePath(BRANDS.tao, es)).toBe('/es/?openModal=registration-complete');
  });
});

describe('brandHref', () => {
  it('keeps /lobby/ on a brand with the lobby page and makes it the home page (query and hash kept) without', () => {
    expect(brandHref(BRANDS.funrize, '/lobby/?x=1')).toBe('/lobby/?x=1');
    expect(BRANDS.nlc.capabilities.lobbyPage).toBe(false);
    expect(brandHref(BRANDS.nlc, '/lobby/')).toBe('/');
    expect(brandHref(BRANDS.nlc, '/lobby?game=a#top')).toBe('/?game=a#top');
    expect(brandHref(BRANDS.nlc, '/lobbyist/')).toBe('/lobbyist/');
    expect(brandHref(BRANDS.nlc, '/promotions/')).toBe('/promotions/');
  });
});

describe('the brands capability flags', () => {
  it('has each flag on for some brand and off for another (each behaviour and its opposite run somewhere)', () => {
    const flags = Object.keys(BRANDS.funrize.capabilities) as Array<keyof BrandCapabilities>;
    for (const flag of flags) {
      const on = BRAND_KEYS.filter((key) => BRANDS[key].capabilities[flag]);
      expect(on.length, flag).toBeGreaterThan(0);
      expect(on.length, flag).toBeLessThan(BRAND_KEYS.length);
    }
  });
});
