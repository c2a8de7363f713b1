import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@casino/contracts';
import {
  assertPasswordsMatch,
  assertStrongPassword,
  COMMON_PASSWORD_COUNT,
  generatePassword,
  hashPassword,
  verifyPassword,
} from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id at OWASP strength and verifies', async () => {
    const hashed = await hashPassword('correct horse');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse')).toBe(true);
    expect(await verifyPassword(hashed, 'correct horsE')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('refuses the most common passwords whatever their case, with a message code', () => {
    expect(() => assertStrongPassword('Password123')).toThrow(VALIDATION.password.tooCommon);
    expect(() => assertStrongPassword('qwerty123')).toThrow(VALIDATION.password.tooCommon);
    expect(() => assertStrongPassword('violet-harbor-42')).not.toThrow();
  });

  it('refuses one character repeated and the shipped list of at least 10,000 (issue #28)', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    for (const password of ['aaaaaa', '1111111', 'sunflower', 'blink182', 'Tinkerbell', 'starwars1'])
      expect(() => assertStrongPassword(password), password).toThrow(VALIDATION.password.tooCommon);
  });

  it('refuses a differing repeat with the mismatch code (the server words it for people)', () => {
    expect(() => assertPasswordsMatch('abcdef1', 'abcdef2')).toThrow(VALIDATION.password.mismatch);
  });

  it('generates long random passwords', () => {
    const a = generatePassword();
    expect(a).toHaveLength(14);
    expect(new Set(Array.from({ length: 50 }, generatePassword)).size).toBe(50);
  });
});
