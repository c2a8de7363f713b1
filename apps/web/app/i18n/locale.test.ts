import { describe, expect, it } from 'vitest';
import { decideLocale, localeFromLanguages, localizePath, stripLocale } from './locale.ts';

describe('locale paths', () => {
  it('adds and removes the es prefix, never one for en', () => {
    expect(localizePath('/lobby/', 'es')).toBe('/es/lobby/');
    expect(localizePath('/', 'es')).toBe('/es/');
    expect(localizePath('/es/lobby/', 'en')).toBe('/lobby/');
    expect(localizePath('/es', 'en')).toBe('/');
    expect(stripLocale('/es/games/hot')).toBe('/games/hot');
    expect(stripLocale('/essay')).toBe('/essay');
  });
});

describe('localeFromLanguages', () => {
  it('takes the best supported language by quality', () => {
    expect(localeFromLanguages('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(localeFromLanguages('en;q=0.5,es-MX;q=0.9')).toBe('es');
    expect(localeFromLanguages(['de-DE', 'en-US'])).toBe('en');
    expect(localeFromLanguages('de')).toBeNull();
    expect(localeFromLanguages('')).toBeNull();
  });
});

describe('decideLocale', () => {
  it('follows the cookie and redirects to the matching path', () => {
    expect(decideLocale({ pathname: '/lobby/', cookie: 'es' })).toEqual({
      locale: 'es',
      redirectTo: '/es/lobby/',
      setCookie: null,
    });
    expect(decideLocale({ pathname: '/es/lobby/', cookie: 'en' })).toMatchObject({
      locale: 'en',
      redirectTo: '/lobby/',
    });
  });

  it('without a cookie honours an explicit /es/ URL and remembers it', () => {
    const decision = decideLocale({ pathname: '/es/', cookie: null, languages: 'en-US' });
    expect(decision.locale).toBe('es');
    expect(decision.redirectTo).toBeNull();
    expect(decision.setCookie).toMatch(/^i18n_redirected=es; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });

  it('without a cookie follows the browser on unprefixed URLs, else en', () => {
    expect(decideLocale({ pathname: '/', cookie: null, languages: 'es-ES,es;q=0.9' }).redirectTo).toBe(
      '/es/',
    );
    expect(decideLocale({ pathname: '/', cookie: null, languages: 'de' })).toMatchObject({
      locale: 'en',
      redirectTo: null,
    });
  });

  it('ignores a cookie holding an unknown language', () => {
    expect(decideLocale({ pathname: '/', cookie: 'fr', languages: null }).locale).toBe('en');
  });
});
