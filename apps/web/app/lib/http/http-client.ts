import type { z } from 'zod';
import type { ApiError } from '@casino/contracts';
import { BREAK_ERROR_CODES, HTTP_RETRY } from '@casino/contracts/values';

/** Why a request failed: a non-2xx answer, no answer at all, an answer that is not JSON, or JSON of the wrong shape. */
export type HttpErrorKind = 'status' | 'network' | 'invalid-json' | 'invalid-shape';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  /** HTTP status; 0 when the server was not reached. */
  readonly status: number;
  readonly method: string;
  readonly path: string;
  /** Field errors of an ApiError answer, e.g. `{ password_old: ['Wrong password'] }`. */
  readonly errors: FieldErrors | undefined;
  readonly code: string | undefined;
  /** The server's own `message`, meant for people; unset when the text was made up here. */
  readonly serverMessage: string | undefined;
  /** The parsed answer (or its text when it is not JSON), for debugging. */
  readonly body: unknown;

  constructor(init: {
    kind: HttpErrorKind;
    status: number;
    method: string;
    path: string;
    message: string;
    errors?: FieldErrors | undefined;
    code?: string | undefined;
    serverMessage?: string | undefined;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.method = init.method;
    this.path = init.path;
    this.errors = init.errors;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
  }

  /** First message of a field, the way forms show it. */
  fieldError(field: string): string | undefined {
    return this.errors?.[field]?.[0];
  }
}

export const isHttpError = (value: unknown): value is HttpError => value instanceof HttpError;

/**
 * Text to show a person for a failed call: the server's own message when it sent one, else a translated
 * generic text (keys under `platform.http`), since the English debug messages here are not for players.
 */
export function httpErrorText(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof HttpError)) return t('platform.http.failed');
  // A player on a break meets the refusal on many screens (wheel, chests, offers…): one sentence in their language.
  if (error.code === BREAK_ERROR_CODES.active) return t('platform.http.onBreak');
  if (error.serverMessage) return error.serverMessage;
  if (error.kind === 'network') return t('platform.http.network');
  if (error.kind === 'invalid-json' || error.kind === 'invalid-shape')
    return t('platform.http.invalidAnswer');
  return t('platform.http.failed');
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions<T> {
  query?: Query;
  /** Validates (and types) the answer; a mismatch throws an HttpError of kind 'invalid-shape'. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type CsrfTokenProvider = () => string | null | undefined;

/** The server's signed double-submit token lives in the readable `csrf_token` cookie. */
export const CSRF_COOKIE = 'csrf_token';
/** The token in a readable cookie: the site's by default, `name` for another session (the back-office's). */
export function csrfTokenFromCookie(name: string = CSRF_COOKIE): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

export interface HttpClientConfig {
  /** Prefix for paths; empty means same origin (the browser default). */
  baseUrl?: string;
  /** Looked up on each call so tests and SSR can swap the global. */
  fetch?: typeof fetch;
  /** The header writes carry the CSRF token in; the back-office's sessions use their own. */
  csrfHeader?: string;
  /** Where that token comes from at first (`setCsrfTokenProvider` swaps it); the site's cookie by default. */
  csrfToken?: CsrfTokenProvider;
  /** Hears every 401 before it is thrown, with the path asked (the back-office sends its operator to sign in). */
  onUnauthorized?: (path: string) => void;
}

export interface HttpClient {
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>, body?: unknown): Promise<T>;
  setCsrfTokenProvider(provider: CsrfTokenProvider | null): void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Hears each same-origin answer's `Date` header with the device times around the request. */
export type ServerDateListener = (date: string | null, sentAt: number, receivedAt: number) => void;
let serverDateListener: ServerDateListener | null = null;
/** Set by lib/server-clock.ts, which estimates the server's time from these headers. */
export const setServerDateListener = (listener: ServerDateListener | null): void => {
  serverDateListener = listener;
};

const RETRY_STATUSES: ReadonlySet<number> = new Set(HTTP_RETRY.statuses);

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as readonly QueryValue[]) {
      if (value === undefined || value === null) continue;
      params.append(key, String(value));
    }
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A field errors record, e.g. `{ password_old: ['Wrong password'] }`. */
const isFieldErrors = (value: unknown): value is FieldErrors =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'));

/**
 * Takes what it can from an ApiError-like body (contracts' `ApiError`); one malformed field must not hide
 * the message. Read by hand, not with the contract's schema: every page loads this client, and zod is not
 * in a guest's first load.
 */
function readApiError(value: unknown): { message?: string; errors?: FieldErrors; code?: string } {
  if (typeof value !== 'object' || value === null) return {};
  const { message, errors, code } = value as Partial<Record<keyof ApiError, unknown>>;
  return {
    ...(typeof message === 'string' && message.trim() ? { message } : {}),
    ...(isFieldErrors(errors) ? { errors } : {}),
    ...(typeof code === 'string' && code ? { code } : {}),
  };
}

function statusText(response: Response): string {
  return response.statusText ? `${response.status} ${response.statusText}` : String(response.status);
}

export function createHttpClient(config: HttpClientConfig = {}): HttpClient {
  let csrfTokenProvider: CsrfTokenProvider | null = config.csrfToken ?? (() => csrfTokenFromCookie());

  async function send<T>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const url = `${config.baseUrl ?? ''}${buildUrl(path, options.query)}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const init: RequestInit = { method, credentials: 'same-origin', headers };
    if (options.signal) init.signal = options.signal;
    if (method !== 'GET') {
      if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      const token = csrfTokenProvider?.();
      if (token) headers[config.csrfHeader ?? 'x-csrf-token'] = token;
    }

    const doFetch = config.fetch ?? globalThis.fetch;
    // Only idempotent reads are retried; repeating a write could apply it twice.
    let attemptsLeft = method === 'GET' ? HTTP_RETRY.retries : 0;
    let response: Response;
    for (;;) {
      const sentAt = Date.now();
      try {
        response = await doFetch(url, init);
        // Our own server only: another's clock says nothing about ours.
        if (!config.baseUrl) serverDateListener?.(response.headers.get('date'), sentAt, Date.now());
      } catch (error) {
        if (isAbort(error) || options.signal?.aborted) throw error;
        if (attemptsLeft-- > 0) continue;
        throw new HttpError({
          kind: 'network',
          status: 0,
          method,
          path,
          message: 'Could not reach the server. Please check your connection and try again.',
          cause: error,
        });
      }
      if (!response.ok && RETRY_STATUSES.has(response.status) && attemptsLeft-- > 0) continue;
      break;
    }

    const text = await response.text();
    const parsed = parseJson(text);

    if (!response.ok) {
      if (response.status === 401) config.onUnauthorized?.(path);
      if (!parsed.ok) {
        throw new HttpError({
          kind: 'status',
          status: response.status,
          method,
          path,
          message: `The server answered ${method} ${path} with status ${statusText(response)} and a body that is not JSON.`,
          body: text,
        });
      }
      const data = readApiError(parsed.value);
      throw new HttpError({
        kind: 'status',
        status: response.status,
        method,
        path,
        message: data.message || `The server answered ${method} ${path} with status ${statusText(response)}.`,
        errors: data.errors,
        code: data.code,
        serverMessage: data.message,
        body: parsed.value,
      });
    }

    if (!parsed.ok) {
      throw new HttpError({
        kind: 'invalid-json',
        status: response.status,
        method,
        path,
        message: `The server answered ${method} ${path} with something that is not JSON.`,
        body: text,
      });
    }

    if (!options.schema) return parsed.value as T;
    const checked = options.schema.safeParse(parsed.value);
    if (!checked.success) {
      throw new HttpError({
        kind: 'invalid-shape',
        status: response.status,
        method,
        path,
        message: `The server answer to ${method} ${path} does not have the expected shape.`,
        body: parsed.value,
        cause: checked.error,
      });
    }
    return checked.data;
  }

  return {
    get: (path, options) => send('GET', path, undefined, options),
    post: (path, body, options) => send('POST', path, body, options),
    put: (path, body, options) => send('PUT', path, body, options),
    patch: (path, body, options) => send('PATCH', path, body, options),
    delete: (path, options, body) => send('DELETE', path, body, options),
    setCsrfTokenProvider(provider) {
      csrfTokenProvider = provider;
    },
  };
}

/** The app-wide client for same-origin JSON calls. */
export const http: HttpClient = createHttpClient();

/** Lets the accounts feature supply the CSRF token sent with state-changing requests. */
export const setCsrfTokenProvider = (provider: CsrfTokenProvider | null): void =>
  http.setCsrfTokenProvider(provider);
