/**
 * A rule of the domain said no. The message is written for the player and shown as is; `status` is
 * the HTTP status the API answers with, `errors` the per-field messages.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly code?: string,
    /** The player's balance when the refusal concerns money, answered with the error. */
    readonly balance?: number,
    /** Facts the client words itself in the player's language (e.g. `until` of a break, a wait in seconds). */
    readonly details?: Record<string, string | number | null>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError(404, message, undefined, 'not_found');
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new DomainError(409, message, errors, 'conflict');
export const invalid = (message: string, errors?: Record<string, string[]>) =>
  new DomainError(422, message, errors, 'invalid');
export const unauthorized = (message = 'Please sign in to continue.') =>
  new DomainError(401, message, undefined, 'unauthorized');
export const forbidden = (message: string) => new DomainError(403, message, undefined, 'forbidden');
