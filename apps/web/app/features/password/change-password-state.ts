import { PasswordSchema, VALIDATION } from '@casino/contracts';
import { isHttpError } from '../../lib/http/http-client.ts';

/*
 * The change-password form's rules, outside React so they can be tested as plain functions.
 * Field problems are the shared schema's message codes; the form shows them through the form kit's resolver.
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
    if (old) errors.password_old = values.password_old ? old : VALIDATION.password.oldRequired;
  }
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  if (values.password_repeat !== values.password) errors.password_repeat = VALIDATION.password.mismatch;
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
