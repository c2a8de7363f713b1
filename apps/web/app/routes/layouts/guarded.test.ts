import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import {
  affiliateRedirect,
  GUARDED_PATHS,
  guardStop,
  isGuardedPath,
  type AccessFacts,
} from '@casino/contracts';
import routes from '../../routes.ts';

/** Every page path under a layout, with whether it sits inside the guarded layout. */
function pages(
  entries: readonly RouteConfigEntry[],
  guarded = false,
): Array<{ path: string; guarded: boolean }> {
  return entries.flatMap((entry) => {
    const inside = guarded || (entry.id?.startsWith('layout-guarded___') ?? false);
    const own = entry.path !== undefined ? [{ path: `/${entry.path}`, guarded: inside }] : [];
    return [...own, ...pages(entry.children ?? [], inside)];
  });
}

describe('the guarded paths of the access check match the route table', () => {
  const all = pages(routes).filter((p) => !p.path.includes('*') && !p.path.includes(':'));

  it('knows every route of the guarded layout, in both languages', () => {
    const guarded = all.filter((p) => p.guarded);
    expect(guarded.length).toBeGreaterThan(20);
    for (const page of guarded) expect(isGuardedPath(page.path), page.path).toBe(true);
    for (const path of GUARDED_PATHS) expect(guarded.map((p) => p.path)).toContain(`/${path}`);
  });

  it('does not guard public routes', () => {
    for (const page of all.filter((p) => !p.guarded)) expect(isGuardedPath(page.path), page.path).toBe(false);
  });
});

describe('guard rules', () => {
  const player: AccessFacts = {
    isGuest: false,
    registrationComplete: true,
    gameMode: 'SweepStakes',
    geoAccess: 'allowed',
    isAffiliate: false,
  };

  it('stops guests, then incomplete registrations, then entries play from a blocked region', () => {
    expect(guardStop({ ...player, isGuest: true, registrationComplete: false })).toBe('signin');
    expect(guardStop({ ...player, registrationComplete: false, geoAccess: 'blocked' })).toBe(
      'registration-complete',
    );
    expect(guardStop({ ...player, geoAccess: 'blocked' })).toBe('geoblock');
    expect(guardStop({ ...player, geoAccess: 'blocked', gameMode: 'TournamentPoints' })).toBeNull();
    expect(guardStop({ ...player, geoAccess: 'unknown' })).toBeNull();
    expect(guardStop(player)).toBeNull();
  });

  it('sends affiliates to the partners account and everyone else to the affiliates page', () => {
    expect(affiliateRedirect('/affiliates', { isGuest: false, isAffiliate: true })).toBe(
      '/affiliates/partners-account/',
    );
    expect(affiliateRedirect('/es/affiliates/', { isGuest: false, isAffiliate: true })).toBe(
      '/affiliates/partners-account/',
    );
    expect(
      affiliateRedirect('/affiliates/partners-account', { isGuest: false, isAffiliate: true }),
    ).toBeNull();
    expect(affiliateRedirect('/affiliates/partners-account/', { isGuest: false, isAffiliate: false })).toBe(
      '/affiliates/',
    );
    expect(affiliateRedirect('/affiliates/partners-account', { isGuest: true, isAffiliate: true })).toBe(
      '/affiliates/',
    );
    expect(affiliateRedirect('/affiliates', { isGuest: true, isAffiliate: false })).toBeNull();
    expect(affiliateRedirect('/lobby', { isGuest: false, isAffiliate: true })).toBeNull();
  });
});
