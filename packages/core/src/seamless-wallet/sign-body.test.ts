import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveInHouseSecret, signSeamlessBody, verifySeamlessSignature } from './sign-body.ts';

describe('seamless-wallet signatures', () => {
  const secret = 'provider-secret-0123456789';
  const body = '{"provider":"acme","sessionToken":"abc"}';

  it('signs the raw bytes with HMAC-SHA256 as sha256=<hex>', () => {
    const hex = createHmac('sha256', secret).update(body).digest('hex');
    expect(signSeamlessBody(secret, body)).toBe(`sha256=${hex}`);
    expect(signSeamlessBody(secret, Buffer.from(body))).toBe(`sha256=${hex}`);
  });

  it('accepts only the exact signature of the exact body', () => {
    const signature = signSeamlessBody(secret, body);
    expect(verifySeamlessSignature(secret, body, signature)).toBe(true);
    expect(verifySeamlessSignature(secret, `${body} `, signature)).toBe(false);
    expect(verifySeamlessSignature('another-secret-0123456789', body, signature)).toBe(false);
    expect(verifySeamlessSignature(secret, body, signature.slice(0, -1))).toBe(false);
    expect(verifySeamlessSignature(secret, body, signature.replace('sha256=', ''))).toBe(false);
    expect(verifySeamlessSignature(secret, body, undefined)).toBe(false);
    expect(verifySeamlessSignature(secret, body, '')).toBe(false);
  });

  it('derives a stable in-house secret that differs per session secret', () => {
    const a = deriveInHouseSecret('session-secret-a-0123456789012345678901');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(deriveInHouseSecret('session-secret-a-0123456789012345678901')).toBe(a);
    expect(deriveInHouseSecret('session-secret-b-0123456789012345678901')).not.toBe(a);
  });
});
