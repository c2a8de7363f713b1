import { createHash, randomInt } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** What the authenticator app shows above the code. */
export const TOTP_ISSUER = 'Casino back-office';
const PERIOD_SECONDS = 30;

/** A new base32 secret (160 bits). */
export const newTotpSecret = () => generateSecret();

export const totpUrl = (email: string, secret: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/** The otpauth URL as an SVG QR code (markup to inline). */
export const totpQrSvg = (url: string) => QRCode.toString(url, { type: 'svg', margin: 2, width: 220 });

/** The 30-second step a time falls in. */
export const totpStepAt = (at: Date) => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The step `code` is valid for at `now` (one step of drift either way), or null. A step at or before
 * `lastStep` is refused: a code that signed in once cannot sign in again, even within its window.
 */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: PERIOD_SECONDS,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** The code an authenticator app shows at `at` (tests and the e2e suite compute codes with it). */
export const totpCodeAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code `xxxxx-xxxxx` (about 49 bits; single use, and sign-in attempts lock the account). */
export function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** Case, spaces and the dash do not matter when a person types one in. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

export const looksLikeRecoveryCode = (code: string) =>
  /^[a-z0-9]{10}$/.test(code.toLowerCase().replace(/[\s-]/g, ''));
