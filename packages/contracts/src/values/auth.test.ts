import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands.ts';
import { authEntryPath } from './auth.ts';

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
