import { PASSWORD_TEXTS } from '@casino/contracts';

/*
 * The shared schemas carry English messages (the server uses them too). Forms show them through these keys,
 * so Spanish players read Spanish; a message not listed here is shown as it is.
 */
export const SCHEMA_ERROR_KEYS: Readonly<Record<string, string>> = {
  'Please enter your email': 'auth.errors.emailRequired',
  'Please enter a valid email address': 'auth.errors.emailInvalid',
  'Email is too long': 'auth.errors.emailTooLong',
  [PASSWORD_TEXTS.required]: 'auth.errors.passwordRequired',
  [PASSWORD_TEXTS.tooShort]: 'auth.errors.passwordTooShort',
  [PASSWORD_TEXTS.mismatch]: 'auth.errors.passwordMismatch',
  'Password must be at most 128 characters long': 'auth.errors.passwordTooLong',
  'Please accept the terms to create an account': 'auth.errors.termsRequired',
};

export function schemaErrorText(message: string | undefined, t: (key: string) => string): string | undefined {
  if (!message) return undefined;
  const key = SCHEMA_ERROR_KEYS[message];
  return key ? t(key) : message;
}
