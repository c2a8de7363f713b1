import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './current-link.tsx';

describe('isCurrentPath', () => {
  it('marks a page the same whether the path has its trailing slash (browser) or not (server render)', () => {
    for (const pathname of ['/backoffice/audit/', '/backoffice/audit'])
      for (const to of ['/backoffice/audit/', '/backoffice/audit']) {
        expect(isCurrentPath(pathname, to, true), `${pathname} ${to}`).toBe(true);
        expect(isCurrentPath(pathname, to), `${pathname} ${to}`).toBe(true);
      }
    expect(isCurrentPath('/backoffice', '/backoffice/', true)).toBe(true);
  });

  it('marks a section on its sub-pages unless `end`, and never a page that only shares a prefix', () => {
    expect(isCurrentPath('/backoffice/operators/sign-ins', '/backoffice/operators/')).toBe(true);
    expect(isCurrentPath('/backoffice/operators/sign-ins/', '/backoffice/operators/', true)).toBe(false);
    expect(isCurrentPath('/backoffice/operators-archive/', '/backoffice/operators/')).toBe(false);
    expect(isCurrentPath('/backoffice/audit/', '/backoffice/', true)).toBe(false);
  });
});
