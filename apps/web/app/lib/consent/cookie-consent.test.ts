// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_CHANGE_EVENT,
  consentCookieString,
  isAllowed,
  loadOptionalScript,
  parseConsent,
  readConsent,
  serializeConsent,
  writeConsent,
} from './cookie-consent.ts';

const clearCookie = () => {
  document.cookie = 'cookie_consent=; Path=/; Max-Age=0';
};

beforeEach(() => {
  clearCookie();
  document.head.innerHTML = '';
});

describe('format', () => {
  it('serializes as flag|ids with tildes, necessary always first', () => {
    expect(serializeConsent({ given: true, enabled: ['marketing', 'analytics'] })).toBe(
      '1|necessary~analytics~marketing',
    );
    expect(serializeConsent({ given: false, enabled: [] })).toBe('0|necessary');
  });

  it('parses what it writes', () => {
    expect(parseConsent('1|necessary~analytics')).toEqual({
      given: true,
      enabled: ['necessary', 'analytics'],
    });
    expect(parseConsent('1%7Cnecessary~marketing')).toEqual({
      given: true,
      enabled: ['necessary', 'marketing'],
    });
  });

  it('ignores unknown ids and adds necessary', () => {
    expect(parseConsent('1|analytics~tracking~')).toEqual({
      given: true,
      enabled: ['necessary', 'analytics'],
    });
  });

  it('treats missing or garbled values as no consent', () => {
    for (const value of [undefined, null, '', 'yes|analytics', '%E0%A4%A']) {
      expect(parseConsent(value)).toEqual({ given: false, enabled: ['necessary'] });
    }
  });

  it('builds a cookie string for document.cookie or Set-Cookie', () => {
    expect(consentCookieString({ given: true, enabled: ['analytics'] }, { secure: true })).toBe(
      'cookie_consent=1|necessary~analytics; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });
});

describe('readConsent', () => {
  it('reads a Cookie request header', () => {
    expect(readConsent('a=1; cookie_consent=1|necessary~marketing; b=2')).toEqual({
      given: true,
      enabled: ['necessary', 'marketing'],
    });
    expect(readConsent('other_cookie_consent=1|analytics')).toEqual({ given: false, enabled: ['necessary'] });
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'cookie_consent=1|analytics; Path=/';
    expect(readConsent()).toEqual({ given: true, enabled: ['necessary', 'analytics'] });
  });
});

describe('writeConsent and isAllowed', () => {
  it('stores the answer in the cookie and announces it', () => {
    const onChange = vi.fn();
    window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
    const record = writeConsent(['analytics']);
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);

    expect(record).toEqual({ given: true, enabled: ['necessary', 'analytics'] });
    expect(document.cookie).toContain('cookie_consent=1|necessary~analytics');
    expect((onChange.mock.calls[0]![0] as CustomEvent).detail).toEqual(record);
    expect(isAllowed('analytics')).toBe(true);
    expect(isAllowed('marketing')).toBe(false);
  });

  it('always allows necessary, even without consent', () => {
    expect(isAllowed('necessary')).toBe(true);
    expect(isAllowed('analytics')).toBe(false);
  });

  it('does not allow an enabled id before consent was given', () => {
    expect(isAllowed('analytics', { given: false, enabled: ['necessary', 'analytics'] })).toBe(false);
  });

  it('takes back consent when rewritten without the id', () => {
    writeConsent(['analytics', 'marketing']);
    writeConsent([]);
    expect(isAllowed('analytics')).toBe(false);
    expect(readConsent()).toEqual({ given: true, enabled: ['necessary'] });
  });
});

describe('loadOptionalScript', () => {
  afterEach(() => vi.restoreAllMocks());

  const scripts = () => Array.from(document.head.querySelectorAll('script'));

  it('injects nothing without consent', async () => {
    await expect(loadOptionalScript('analytics', 'https://example.test/a.js')).resolves.toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it('injects the script once when allowed', async () => {
    writeConsent(['marketing']);
    const first = loadOptionalScript('marketing', 'https://example.test/m.js', {
      attributes: { 'data-x': '1' },
    });
    const second = loadOptionalScript('marketing', 'https://example.test/m.js');
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0]!;
    expect(script.src).toBe('https://example.test/m.js');
    expect(script.async).toBe(true);
    expect(script.dataset.consentId).toBe('marketing');
    expect(script.getAttribute('data-x')).toBe('1');
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
  });

  it('rejects on a load error and allows a later retry', async () => {
    const record = { given: true, enabled: ['necessary', 'analytics'] } as const;
    const attempt = loadOptionalScript('analytics', 'https://example.test/broken.js', {
      record: { ...record, enabled: [...record.enabled] },
    });
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(
      'Could not load the analytics script https://example.test/broken.js',
    );
    expect(scripts()).toHaveLength(0);
    void loadOptionalScript('analytics', 'https://example.test/broken.js', {
      record: { ...record, enabled: [...record.enabled] },
    }).catch(() => {});
    expect(scripts()).toHaveLength(1);
  });
});
