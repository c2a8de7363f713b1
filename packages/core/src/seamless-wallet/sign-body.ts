import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-casino-signature';

/** `sha256=<hex>` of HMAC-SHA256 over the raw body bytes. */
export const signSeamlessBody = (secret: string, rawBody: string | Buffer) =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

export function verifySeamlessSignature(
  secret: string,
  rawBody: string | Buffer,
  signature: string | undefined,
) {
  if (!signature) return false;
  const expected = Buffer.from(signSeamlessBody(secret, rawBody));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The in-house provider's default secret, derived from SESSION_SECRET so no extra setting is needed. */
export const deriveInHouseSecret = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('seamless-wallet:in-house').digest('hex');
