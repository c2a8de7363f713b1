/** The facts of one refusal, named: how the API answers a rule of the domain that said no. */
export interface Refusal {
  /** The HTTP status the API answers with. */
  status: number;
  /** What the client tells apart (`insufficient_funds`, `player_on_break`); snake_case. */
  code?: string;
  /**
   * For the person: a message code of `VALIDATION` (`email.required`, answered in the request's language) or
   * an English sentence of the feature's `*_TEXTS` in contracts, answered as is.
   */
  message: string;
  /** Per-field messages, in the same two forms as `message`. */
  errors?: Record<string, string[]>;
  /** The player's balance when the refusal concerns money, answered with the error. */
  balance?: number;
  /** Facts the client words itself in the player's language (e.g. `until` of a break, a wait in seconds). */
  details?: Record<string, string | number | null>;
}

/** A rule of the domain said no: thrown by use cases, answered by the server's error handler as `ApiError`. */
export class DomainError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errors?: Record<string, string[]>;
  readonly balance?: number;
  readonly details?: Record<string, string | number | null>;

  constructor({ status, code, message, errors, balance, details }: Refusal) {
    super(message);
    this.name = 'DomainError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.balance = balance;
    this.details = details;
  }
}

export const notFound = (message: string) => new DomainError({ status: 404, code: 'not_found', message });
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new DomainError({ status: 409, code: 'conflict', message, errors });
export const invalid = (message: string, errors?: Record<string, string[]>) =>
  new DomainError({ status: 422, code: 'invalid', message, errors });
export const unauthorized = (message = 'Please sign in to continue.') =>
  new DomainError({ status: 401, code: 'unauthorized', message });
export const forbidden = (message: string) => new DomainError({ status: 403, code: 'forbidden', message });
/** A named refusal of a feature's `*_REFUSALS` (contracts), answered with `status`. */
export const refused = ({ code, message }: { code: string; message: string }, status = 409) =>
  new DomainError({ status, code, message });
