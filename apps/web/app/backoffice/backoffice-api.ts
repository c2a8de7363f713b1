import type { z } from 'zod';
import { BACKOFFICE_BASE, BACKOFFICE_SESSION } from '@casino/contracts';
import { BACKOFFICE_SIGN_IN } from './urls.ts';

/** A refused or failed back-office call: `message` is the server's sentence (or a generic one). */
export class BackofficeApiError extends Error {
  override readonly name = 'BackofficeApiError';
  /** HTTP status; 0 when the server was not reached or answered something unreadable. */
  readonly status: number;
  /** Field errors of a 400, `{ field: ['message'] }`, for forms. */
  readonly errors: Record<string, string[]> | undefined;

  constructor(message: string, status: number, errors?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export const isBackofficeApiError = (value: unknown): value is BackofficeApiError =>
  value instanceof BackofficeApiError;

export type BoQueryValue = string | number | boolean | null | undefined;
export type BoQuery = Record<string, BoQueryValue>;

/** `/dashboard/` → `/rest/backoffice/dashboard/`; a path already under `/rest/` is kept. */
export function boUrl(path: string, query?: BoQuery): string {
  const full = path.startsWith('/rest/')
    ? path
    : `${BACKOFFICE_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${full}?${qs}` : full;
}

/** The sign-in endpoints answer 401 for a wrong password or code: no redirect for them. */
const AUTH_STEP = /\/rest\/backoffice\/auth\/(sign-in|totp)\/$/;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * A 401 from any call means the operator's session ended (30 minutes idle, 12 hours, signed out
 * elsewhere): back to sign-in with the notice, and back here afterwards.
 */
export function sessionEnded(): never {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`${BACKOFFICE_SIGN_IN}?ended=idle&next=${encodeURIComponent(here)}`);
  throw new BackofficeApiError('Your session ended. Sign in again.', 401);
}

async function request<S extends z.ZodType>(
  method: string,
  url: string,
  schema: S,
  body?: unknown,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') {
    headers[BACKOFFICE_SESSION.csrfHeader] = readCookie(BACKOFFICE_SESSION.csrfCookie) ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new BackofficeApiError('The server could not be reached. Check the connection and try again.', 0);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && !AUTH_STEP.test(new URL(url, 'http://x').pathname)) sessionEnded();
    const failure = (json ?? {}) as { message?: unknown; errors?: Record<string, string[]> };
    const message =
      typeof failure.message === 'string' && failure.message
        ? failure.message
        : `The server answered ${response.status}. Try again.`;
    throw new BackofficeApiError(message, response.status, failure.errors);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected answer of ${method} ${url}`, parsed.error);
    throw new BackofficeApiError('The server sent an answer this page cannot read. Reload the page.', 0);
  }
  return parsed.data;
}

/**
 * GET a back-office endpoint (`path` under /rest/backoffice, e.g. `/dashboard/`, or a full `/rest/…` path)
 * and parse the whole answer with `schema`. Throws BackofficeApiError with the server's message.
 */
export const boGet = <S extends z.ZodType>(
  path: string,
  schema: S,
  query?: BoQuery,
  signal?: AbortSignal,
): Promise<z.output<S>> => request('GET', boUrl(path, query), schema, undefined, signal);

/** A write (POST, PUT, PATCH, DELETE) with the operator's CSRF header; the answer parsed with `schema`. */
export const boSend = <S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> => request(method, boUrl(path), schema, body);
