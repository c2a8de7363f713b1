import { describe, expect, it } from 'vitest';
import { isBackofficeUrl } from './ssr.ts';

describe('back-office pages on the SSR host', () => {
  it('are recognised with their data requests and queries, so they are never cached or shared', () => {
    for (const url of [
      '/backoffice',
      '/backoffice/',
      '/backoffice?x=1',
      '/backoffice.data',
      '/backoffice/sign-in/',
      '/backoffice/players/1.data?_routes=x',
    ])
      expect(isBackofficeUrl(url), url).toBe(true);
    for (const url of ['/', '/lobby/', '/es/backoffice/', '/backofficex/', '/rest/backoffice/auth/me/'])
      expect(isBackofficeUrl(url), url).toBe(false);
  });
});
