import { describe, expect, it } from 'vitest';
import { BRANDS } from '@casino/contracts';
import { authEntryUrl, safeRedirectPath } from './auth-entry.ts';

describe('authEntryUrl', () => {
  it('uses the auth page on brands that have one', () => {
    expect(BRANDS.funrize.capabilities.authPage).toBe(true);
    expect(authEntryUrl(BRANDS.funrize, 'signin', 'en', '/promotions')).toBe(
      '/signin/?redirectTo=%2Fpromotions',
    );
    expect(authEntryUrl(BRANDS.funrize, 'signup', 'es')).toBe('/es/signup/');
  });

  it('opens the modal on the home page elsewhere', () => {
    expect(BRANDS.tao.capabilities.authPage).toBe(false);
    expect(authEntryUrl(BRANDS.tao, 'signin', 'en', '/promotions')).toBe(
      '/?openModal=login&redirectTo=%2Fpromotions',
    );
    expect(authEntryUrl(BRANDS.tao, 'signup', 'es')).toBe('/es/?openModal=register');
  });
});

describe('safeRedirectPath', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirectPath('/tournaments', '/lobby/')).toBe('/tournaments');
    expect(safeRedirectPath('//evil.example', '/lobby/')).toBe('/lobby/');
    expect(safeRedirectPath('/\\evil.example', '/lobby/')).toBe('/lobby/');
    expect(safeRedirectPath('https://evil.example', '/lobby/')).toBe('/lobby/');
    expect(safeRedirectPath(null, '/lobby/')).toBe('/lobby/');
  });
});
