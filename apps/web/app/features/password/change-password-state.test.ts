import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@casino/contracts';
import { HttpError } from '../../lib/http/http-client.ts';
import {
  canSubmitChangePassword,
  needsOldPassword,
  passwordFailureText,
  passwordFieldState,
  validateChangePassword,
} from './change-password-state.ts';
import { readRestoreToken } from './restore-link.ts';

const t = (key: string) => `t:${key}`;
const values = (password_old: string, password: string, password_repeat: string) => ({
  password_old,
  password,
  password_repeat,
});

describe('change-password rules', () => {
  it('asks for the old password only for a signed-in player with a password of their own', () => {
    expect(needsOldPassword('change', false)).toBe(true);
    expect(needsOldPassword('change', true)).toBe(false);
    expect(needsOldPassword('restore', false)).toBe(false);
    expect(needsOldPassword('restore', true)).toBe(false);
  });

  it('refuses the new password and its repeat with the spec codes', () => {
    expect(validateChangePassword(values('', '', ''), { requireOld: false })).toEqual({
      password: VALIDATION.password.required,
    });
    expect(validateChangePassword(values('', '12345', '12345'), { requireOld: false })).toEqual({
      password: VALIDATION.password.tooShort,
    });
    expect(validateChangePassword(values('', '123456', '123457'), { requireOld: false })).toEqual({
      password_repeat: VALIDATION.password.mismatch,
    });
    // Six characters is the minimum: "longer than 5".
    expect(validateChangePassword(values('', '123456', '123456'), { requireOld: false })).toEqual({});
  });

  it('checks the old password only when it is asked for', () => {
    expect(validateChangePassword(values('', 'newpass1', 'newpass1'), { requireOld: true })).toEqual({
      password_old: VALIDATION.password.oldRequired,
    });
    expect(validateChangePassword(values('abc', 'newpass1', 'newpass1'), { requireOld: true })).toEqual({
      password_old: VALIDATION.password.tooShort,
    });
    expect(validateChangePassword(values('', 'newpass1', 'newpass1'), { requireOld: false })).toEqual({});
  });

  it.each([
    // [old, new, repeat, requireOld, can submit]
    ['', 'newpass1', 'newpass1', false, true], // restore link or auto password
    ['', 'newpass1', 'newpass1', true, false], // old password missing
    ['oldpass1', 'newpass1', 'newpass1', true, true],
    ['oldpass1', 'newpass1', 'newpass2', true, false], // repeat differs
    ['oldpass1', 'short', 'short', true, false], // new too short
    ['oldpass1', '', '', true, false],
  ] as const)('submit with %j/%j/%j (old asked: %s) is %s', (old, next, repeat, requireOld, expected) => {
    expect(canSubmitChangePassword(values(old, next, repeat), { requireOld })).toBe(expected);
  });

  it('has the spec’s three field states: untouched, touched, error', () => {
    expect(passwordFieldState(false, VALIDATION.password.required)).toBe('untouched');
    expect(passwordFieldState(false, undefined)).toBe('untouched');
    expect(passwordFieldState(true, undefined)).toBe('touched');
    expect(passwordFieldState(true, VALIDATION.password.mismatch)).toBe('error');
  });
});

describe('password failure text (spec §8)', () => {
  const httpError = (
    body: { message?: string; errors?: Record<string, string[]> },
    kind: 'status' | 'network' = 'status',
  ) =>
    new HttpError({
      kind,
      status: kind === 'network' ? 0 : 422,
      method: 'POST',
      path: '/rest/players/change-password/',
      message: body.message ?? 'x',
      errors: body.errors,
      serverMessage: body.message,
    });

  it('takes the first errors.password_old message first', () => {
    const error = httpError({
      message: 'Something went wrong',
      errors: { password_old: ['Wrong current password', 'second'], password: ['other'] },
    });
    expect(passwordFailureText(error, t)).toBe('Wrong current password');
  });

  it('else the response message', () => {
    expect(
      passwordFailureText(httpError({ message: 'Too common', errors: { password: ['Too common'] } }), t),
    ).toBe('Too common');
  });

  it('else a translated generic text', () => {
    expect(passwordFailureText(httpError({}, 'network'), t)).toBe('t:platform.http.network');
    expect(passwordFailureText(new Error('boom'), t)).toBe('t:platform.http.failed');
  });
});

describe('restore link query', () => {
  it('reads ?change-password= and keeps the rest of the query', () => {
    expect(readRestoreToken('?change-password=abc-123&utm=mail')).toEqual({
      token: 'abc-123',
      rest: '?utm=mail',
    });
    expect(readRestoreToken('?change-password=abc')).toEqual({ token: 'abc', rest: '' });
    expect(readRestoreToken('?change-password=')).toEqual({ token: '', rest: '' });
    expect(readRestoreToken('?openModal=login')).toBeNull();
    expect(readRestoreToken('')).toBeNull();
  });
});
