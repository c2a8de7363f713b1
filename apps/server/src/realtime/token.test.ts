import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REALTIME } from '@casino/contracts';
import { deriveRealtimeKey, signRealtimeToken, verifyRealtimeToken } from './token.ts';

const SECRET = 'test-secret-0123456789abcdef';
const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);

const decodePayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Re-signs an arbitrary payload with the real secret, to test what the signature check alone lets through. */
const forge = (payload: unknown, secret = SECRET) => {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${createHmac('sha256', secret).update(encoded).digest('base64url')}`;
};

describe('realtime token', () => {
  it('round-trips a player token', () => {
    const { token, payload } = signRealtimeToken('42', SECRET, { now: NOW });
    expect(payload).toMatchObject({ sub: '42', exp: NOW / 1000 + REALTIME.tokenTtlSeconds });
    expect(verifyRealtimeToken(token, SECRET, NOW)).toEqual({ ok: true, payload });
    expect(decodePayload(token)).toEqual(payload);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('round-trips a guest token', () => {
    const { token } = signRealtimeToken(null, SECRET, { now: NOW });
    const result = verifyRealtimeToken(token, SECRET, NOW);
    expect(result.ok && result.payload.sub).toBe(null);
  });

  it('gives every token a distinct jti', () => {
    const a = signRealtimeToken('1', SECRET, { now: NOW });
    const b = signRealtimeToken('1', SECRET, { now: NOW });
    expect(a.payload.jti).not.toBe(b.payload.jti);
    expect(a.token).not.toBe(b.token);
  });

  it('is valid until exp and expired (109) from exp on', () => {
    const { token, payload } = signRealtimeToken('1', SECRET, { now: NOW, ttlSeconds: 60 });
    expect(verifyRealtimeToken(token, SECRET, payload.exp * 1000 - 1).ok).toBe(true);
    expect(verifyRealtimeToken(token, SECRET, payload.exp * 1000)).toEqual({
      ok: false,
      error: { code: 109, message: 'Token expired' },
    });
  });

  it('reports a bad signature as 101 even when the token is also expired', () => {
    const { token } = signRealtimeToken('1', SECRET, { now: NOW, ttlSeconds: 1 });
    const result = verifyRealtimeToken(token, 'another-secret', NOW + 3_600_000);
    expect(result).toEqual({ ok: false, error: { code: 101, message: 'Unauthorized' } });
  });

  it('rejects a token signed with another secret', () => {
    const { token } = signRealtimeToken('1', 'another-secret', { now: NOW });
    expect(verifyRealtimeToken(token, SECRET, NOW)).toMatchObject({ ok: false, error: { code: 101 } });
  });

  it('rejects a tampered payload (player id swapped, signature kept)', () => {
    const { token, payload } = signRealtimeToken('1', SECRET, { now: NOW });
    const signature = token.split('.')[1]!;
    const swapped = Buffer.from(JSON.stringify({ ...payload, sub: '2' })).toString('base64url');
    expect(verifyRealtimeToken(`${swapped}.${signature}`, SECRET, NOW)).toMatchObject({
      ok: false,
      error: { code: 101 },
    });
  });

  it('rejects a tampered signature, in every character position', () => {
    const { token } = signRealtimeToken('1', SECRET, { now: NOW });
    const [payload, signature] = token.split('.') as [string, string];
    for (let i = 0; i < signature.length; i++) {
      const flipped = signature[i] === 'A' ? 'B' : 'A';
      const tampered = `${payload}.${signature.slice(0, i)}${flipped}${signature.slice(i + 1)}`;
      expect(verifyRealtimeToken(tampered, SECRET, NOW).ok, `position ${i}`).toBe(false);
    }
  });

  it.each([
    ['non-string', 42],
    ['empty', ''],
    ['no dot', 'abc'],
    ['three parts', 'a.b.c'],
    ['oversized', `${'a'.repeat(2000)}.b`],
    ['truncated signature', (t: string) => t.slice(0, -1)],
    ['padded signature', (t: string) => `${t}=`],
  ])('rejects a malformed token (%s)', (_name, input) => {
    const { token } = signRealtimeToken('1', SECRET, { now: NOW });
    const candidate = typeof input === 'function' ? input(token) : input;
    expect(verifyRealtimeToken(candidate, SECRET, NOW)).toMatchObject({ ok: false, error: { code: 101 } });
  });

  it('rejects correctly signed payloads of the wrong shape', () => {
    const exp = NOW / 1000 + 60;
    expect(verifyRealtimeToken(forge({ sub: '1', exp, jti: 'x' }), SECRET, NOW).ok).toBe(true);
    for (const payload of [
      { sub: 1, exp, jti: 'x' },
      { sub: '1', exp: String(exp), jti: 'x' },
      { sub: '1', jti: 'x' },
      { sub: '1', exp, jti: 'x', admin: true },
      'not-an-object',
    ]) {
      expect(verifyRealtimeToken(forge(payload), SECRET, NOW), JSON.stringify(payload)).toMatchObject({
        ok: false,
        error: { code: 101 },
      });
    }
    const notJson = Buffer.from('{oops').toString('base64url');
    const signed = `${notJson}.${createHmac('sha256', SECRET).update(notJson).digest('base64url')}`;
    expect(verifyRealtimeToken(signed, SECRET, NOW).ok).toBe(false);
  });

  it('refuses an empty secret', () => {
    expect(() => signRealtimeToken('1', '')).toThrow(/secret/);
    expect(() => verifyRealtimeToken('a.b', '')).toThrow(/secret/);
  });

  it('derives a stable key per secret that differs from the secret', () => {
    expect(deriveRealtimeKey(SECRET)).toBe(deriveRealtimeKey(SECRET));
    expect(deriveRealtimeKey(SECRET)).not.toBe(SECRET);
    expect(deriveRealtimeKey(SECRET)).not.toBe(deriveRealtimeKey(`${SECRET}x`));
    const { token } = signRealtimeToken('1', deriveRealtimeKey(SECRET), { now: NOW });
    expect(verifyRealtimeToken(token, SECRET, NOW).ok).toBe(false);
  });
});
