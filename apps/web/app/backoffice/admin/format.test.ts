import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from '@casino/contracts';
import { formatUtc, isLocked, ROLE_SUMMARY, signInReasonText } from './format.ts';

describe('administration screens formatting', () => {
  it('shows server times in UTC, with seconds when asked, and a dash for none', () => {
    expect(formatUtc('2025-03-04T07:05:09.120Z')).toBe('2025-03-04 07:05');
    expect(formatUtc('2025-03-04T23:59:59Z', { seconds: true })).toBe('2025-03-04 23:59:59');
    expect(formatUtc(null)).toBe('—');
    expect(formatUtc('not a date')).toBe('not a date');
  });

  it('counts a lockout only while it lasts', () => {
    const now = Date.parse('2025-03-04T12:00:00Z');
    expect(isLocked('2025-03-04T12:10:00Z', now)).toBe(true);
    expect(isLocked('2025-03-04T11:59:59Z', now)).toBe(false);
    expect(isLocked(null, now)).toBe(false);
  });

  it('says what a sign-in reason means, a lockout it caused included', () => {
    expect(signInReasonText('wrongCode')).toBe('Wrong code');
    expect(signInReasonText('wrongPassword+locked')).toBe('Wrong password, account now locked');
    expect(signInReasonText('totpSetup')).toBe('Signed in, two-factor set up');
    expect(signInReasonText('somethingNew')).toBe('somethingNew');
  });

  it('describes every role', () => {
    for (const role of OPERATOR_ROLES) expect(ROLE_SUMMARY[role]).toBeTruthy();
  });
});
