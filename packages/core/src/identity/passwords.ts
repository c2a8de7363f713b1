import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { VALIDATION } from '@casino/contracts';
import { invalid } from '../errors.ts';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.ts';

/** OWASP's argon2id minimum: 19 MiB, two passes, one lane. */
const ARGON2 = { algorithm: 2 /* argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the email is unknown so both paths take as long. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(generatePassword()));

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/**
 * The spec's length rule is in the schema; this adds what a schema cannot know (here, not in the shared schema,
 * so no page's first load ships the list). The code reaches the form's field in the reader's language.
 */
export function assertStrongPassword(password: string, field = 'password') {
  if (isCommonPassword(password))
    throw invalid(VALIDATION.password.tooCommon, { [field]: [VALIDATION.password.tooCommon] });
}

export function assertPasswordsMatch(password: string, repeat: string, field = 'password_repeat') {
  if (password !== repeat)
    throw invalid(VALIDATION.password.mismatch, { [field]: [VALIDATION.password.mismatch] });
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 14 characters from 54 symbols: about 80 bits, for one-click accounts. */
export function generatePassword(length = 14): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
