import { describe, expect, it } from 'vitest';
import { rewriteSetCookie } from './set-cookie.ts';

describe('rewriteSetCookie', () => {
  it("rewrites 'language=deleted' to 'language=en', keeping the attributes", () => {
    expect(rewriteSetCookie('language=deleted; Path=/; Max-Age=0')).toBe('language=en; Path=/; Max-Age=0');
    expect(rewriteSetCookie('language=deleted')).toBe('language=en');
  });

  it('handles a list of cookies, changing only the language one', () => {
    expect(
      rewriteSetCookie(['sid=abc; HttpOnly', 'language=deleted; Path=/', 'csrf_token=x.y; Path=/']),
    ).toEqual(['sid=abc; HttpOnly', 'language=en; Path=/', 'csrf_token=x.y; Path=/']);
  });

  it('leaves other values and other cookies alone', () => {
    expect(rewriteSetCookie('language=es; Path=/')).toBe('language=es; Path=/');
    expect(rewriteSetCookie('language=deletedx; Path=/')).toBe('language=deletedx; Path=/');
    expect(rewriteSetCookie('mylanguage=deleted; Path=/')).toBe('mylanguage=deleted; Path=/');
    expect(rewriteSetCookie('theme=deleted; Path=/')).toBe('theme=deleted; Path=/');
    expect(rewriteSetCookie('sid=language=deleted')).toBe('sid=language=deleted');
    expect(rewriteSetCookie(undefined)).toBeUndefined();
    expect(rewriteSetCookie([])).toEqual([]);
  });
});
