import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { httpErrorText, isHttpError } from '../../../lib/http/http-client.ts';

/** Puts a failed request's field errors (`errors[field][0]`) under the matching fields; anything else is left. */
export function setFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!isHttpError(error)) return;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) setError(field, { type: 'server', message });
  }
}

/**
 * Puts a failed request's field errors under the matching fields and returns the text for the whole form:
 * the server's `message` when it sent one, else a translated generic text. The server answers in the
 * player's language, so its texts are shown as they are.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  t: (key: string) => string,
): string {
  setFieldErrors(error, fields, setError);
  return httpErrorText(error, t);
}
