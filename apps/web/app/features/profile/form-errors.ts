import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { PASSWORD_TEXTS, PROFILE_TEXTS } from '@casino/contracts';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';

/*
 * The shared schemas carry English messages (the server uses them too); forms show them through these
 * keys so Spanish players read Spanish. A message not listed is shown as it is.
 */
const ERROR_KEYS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(PROFILE_TEXTS).map(([key, text]) => [text, `profile.errors.${key}`])),
  [PASSWORD_TEXTS.required]: 'profile.errors.passwordRequired',
  [PASSWORD_TEXTS.tooShort]: 'profile.errors.passwordTooShort',
  [PASSWORD_TEXTS.mismatch]: 'profile.errors.passwordMismatch',
  'Password must be at most 128 characters long': 'profile.errors.passwordTooLong',
  'Please enter your email': 'profile.errors.emailRequired',
  'Please enter a valid email address': 'profile.errors.emailInvalid',
  'Email is too long': 'profile.errors.emailTooLong',
};

export function errorText(message: string | undefined, t: (key: string) => string): string | undefined {
  if (!message) return undefined;
  const key = ERROR_KEYS[message];
  return key ? t(key) : message;
}

/** Puts a failed request's field errors under the fields and returns the text for the whole form. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  t: (key: string) => string,
): string {
  if (isHttpError(error))
    for (const field of fields) {
      const message = error.fieldError(field);
      if (message) setError(field, { type: 'server', message });
    }
  const text = httpErrorText(error, t);
  return errorText(text, t) ?? text;
}
