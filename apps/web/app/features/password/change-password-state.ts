import { CODE_TEXTS, PASSWORD_TEXTS, PHONE_TEXTS, PasswordSchema } from '@casino/contracts';
import { isHttpError } from '../../lib/http/http-client.ts';

/*
 * The change-password form's rules, outside React so they can be tested as plain functions.
 * Field messages are the shared schema's English texts; the form shows them through FIELD_ERROR_KEYS.
 */

export type PasswordFieldName = 'password_old' | 'password' | 'password_repeat';
export type PasswordFieldErrors = Partial<Record<PasswordFieldName, string>>;

/** The spec's password flow of one field: never touched, touched and fine, or touched and wrong. */
export type PasswordFieldState = 'untouched' | 'touched' | 'error';

export interface ChangePasswordValues {
  password_old: string;
  password: string;
  password_repeat: string;
}

/** 'change': a signed-in player; 'restore': arrived through a restore link (or code). */
export type ChangePasswordMode = 'change' | 'restore';

export const OLD_PASSWORD_REQUIRED = 'Please enter your current password';

/** The old password is asked for unless the player has a generated one or came through a restore link. */
export const needsOldPassword = (mode: ChangePasswordMode, hasAutoPassword: boolean) =>
  mode === 'change' && !hasAutoPassword;

const passwordProblem = (value: string) => {
  const parsed = PasswordSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/** Per-field problems of the current values; empty when the form may be sent. */
export function validateChangePassword(
  values: ChangePasswordValues,
  options: { requireOld: boolean },
): PasswordFieldErrors {
  const errors: PasswordFieldErrors = {};
  if (options.requireOld) {
    const old = passwordProblem(values.password_old);
    if (old) errors.password_old = values.password_old ? old : OLD_PASSWORD_REQUIRED;
  }
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  if (values.password_repeat !== values.password) errors.password_repeat = PASSWORD_TEXTS.mismatch;
  return errors;
}

/**
 * Submit is enabled only when the new password and its repeat are valid and (restore link, or auto
 * password, or the old password is valid): exactly when nothing is wrong with the fields that are shown.
 */
export const canSubmitChangePassword = (values: ChangePasswordValues, options: { requireOld: boolean }) =>
  Object.keys(validateChangePassword(values, options)).length === 0;

export const passwordFieldState = (touched: boolean, error: string | undefined): PasswordFieldState =>
  !touched ? 'untouched' : error ? 'error' : 'touched';

/** Schema texts (English, shared with the server) to message keys, so Spanish readers read Spanish. */
export const FIELD_ERROR_KEYS: Readonly<Record<string, string>> = {
  [PASSWORD_TEXTS.required]: 'password.errors.required',
  [PASSWORD_TEXTS.tooShort]: 'password.errors.tooShort',
  [PASSWORD_TEXTS.mismatch]: 'password.errors.mismatch',
  'Password must be at most 128 characters long': 'password.errors.tooLong',
  [OLD_PASSWORD_REQUIRED]: 'password.errors.oldRequired',
  'Please enter your email': 'password.errors.emailRequired',
  'Please enter a valid email address': 'password.errors.emailInvalid',
  'Email is too long': 'password.errors.emailTooLong',
  [PHONE_TEXTS.required]: 'password.errors.phoneRequired',
  [PHONE_TEXTS.invalid]: 'password.errors.phoneInvalid',
  [CODE_TEXTS.invalid]: 'password.errors.codeInvalid',
};

export const fieldErrorText = (message: string | undefined, t: (key: string) => string) =>
  message ? (FIELD_ERROR_KEYS[message] ? t(FIELD_ERROR_KEYS[message]) : message) : undefined;

/**
 * What a failed change or restore shows (spec §8): the first errors.password_old message, else the
 * response message, else a generic text in the reader's language.
 */
export function passwordFailureText(error: unknown, t: (key: string) => string): string {
  if (isHttpError(error)) {
    const old = error.fieldError('password_old');
    if (old) return old;
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'network') return t('platform.http.network');
  }
  return t('platform.http.failed');
}
