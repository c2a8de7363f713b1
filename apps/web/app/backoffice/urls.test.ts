import { describe, expect, it } from 'vitest';
import { isBackofficePath } from './paths.ts';
import { safeNext } from './urls.ts';

describe('back-office paths', () => {
  it('recognises back-office pages and their data requests, nothing else', () => {
    for (const path of [
      '/backoffice',
      '/backoffice/',
      '/backoffice.data',
      '/backoffice/sign-in/',
      '/backoffice/players/1.data',
    ])
      expect(isBackofficePath(path), path).toBe(true);
    for (const path of ['/', '/es/backoffice/', '/backofficex', '/lobby/', '/rest/backoffice/auth/me/'])
      expect(isBackofficePath(path), path).toBe(false);
  });

  it('follows only back-office pages after sign-in', () => {
    expect(safeNext('/backoffice/players/?q=ann')).toBe('/backoffice/players/?q=ann');
    expect(safeNext('/backoffice/')).toBe('/backoffice/');
    expect(safeNext('/backoffice?x=1')).toBe('/backoffice?x=1');
    for (const next of [
      null,
      '',
      'https://evil.test/backoffice/',
      '//evil.test/',
      '/backoffice//evil.test',
      '/backoffice/\\evil',
      '/lobby/',
      '/backoffice/sign-in/?next=/x',
      '/backofficex',
    ])
      expect(safeNext(next), String(next)).toBe('/backoffice/');
  });
});
