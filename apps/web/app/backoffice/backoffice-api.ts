import type { z } from 'zod';
import { BACKOFFICE_BASE, BACKOFFICE_SESSION } from '@casino/contracts';
import { createHttpClient, csrfTokenFromCookie, isHttpError } from '../lib/http/http-client.ts';
import { BACKOFFICE_SIGN_IN } from './urls.ts';

export type BoQueryValue = string | number | boolean | null | undefined;
export type BoQuery = Record<string, BoQueryValue>;

/** `/dashboard/` → `/rest/backoffice/dashboard/`; a path already under `/rest/` is kept; empty filters are left out. */
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

/**
 * The site's HTTP client with the operator's session: writes carry `x-bo-csrf`, and a 401 from any other
 * call means the session ended (30 minutes idle, 12 hours, signed out elsewhere), so back to sign-in with
 * the notice, and back here afterwards.
 */
const boHttp = createHttpClient({
  csrfHeader: BACKOFFICE_SESSION.csrfHeader,
  csrfToken: () => csrfTokenFromCookie(BACKOFFICE_SESSION.csrfCookie),
  onUnauthorized(path) {
    if (AUTH_STEP.test(path)) return;
    const here = window.location.pathname + window.location.search;
    window.location.assign(`${BACKOFFICE_SIGN_IN}?ended=idle&next=${encodeURIComponent(here)}`);
  },
});

/** The client types an answer by its schema's output; a schema of any input qualifies. */
const answer = <S extends z.ZodType>(schema: S) => schema as unknown as z.ZodType<z.output<S>>;

/**
 * GET a back-office endpoint (`path` under /rest/backoffice, e.g. `/dashboard/`, or a full `/rest/…` path)
 * and parse the whole answer with `schema`. A failure throws the client's HttpError (`boErrorText` words it).
 */
export const boGet = <S extends z.ZodType>(
  path: string,
  schema: S,
  query?: BoQuery,
  signal?: AbortSignal,
): Promise<z.output<S>> =>
  boHttp.get(boUrl(path, query), { schema: answer(schema), ...(signal ? { signal } : {}) });

/** A write (POST, PUT, PATCH, DELETE) with the operator's CSRF header; the answer parsed with `schema`. */
export const boSend = <S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> => {
  const url = boUrl(path);
  const options = { schema: answer(schema) };
  return method === 'DELETE'
    ? boHttp.delete(url, options, body)
    : boHttp[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch'](url, body, options);
};

/** A form's submit: POST its values to `path`, then `then` with the answer's `data` and the values sent. */
export const postForm =
  <V, S extends z.ZodType<{ data: unknown }>>(
    path: string,
    schema: S,
    then: (data: z.output<S>['data'], values: V) => unknown,
  ) =>
  async (values: V): Promise<void> => {
    const { data } = await boSend('POST', path, values, schema);
    await then(data, values);
  };

/**
 * A failure in the operator's words: the server's sentence when it sent one, else what went wrong (a
 * thrown Error's own message, else `fallback`). The back-office is in English, without the site's texts.
 */
export function boErrorText(error: unknown, fallback = 'That did not work. Try again.'): string {
  if (!isHttpError(error)) return error instanceof Error ? error.message : fallback;
  if (error.serverMessage) return error.serverMessage;
  if (error.kind === 'network') return 'The server could not be reached. Check the connection and try again.';
  if (error.kind === 'status') return `The server answered ${error.status}. Try again.`;
  return 'The server sent an answer this page cannot read. Reload the page.';
}
