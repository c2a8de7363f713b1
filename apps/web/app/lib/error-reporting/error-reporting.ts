import type * as SentryNamespace from '@sentry/react';

/** From the spec (§9); Sentry's own defaults cover sessions and heartbeat. */
export const ERROR_REPORTING = { timeoutMs: 10_000, maxBreadcrumbs: 32 } as const;

export const MISSING_DSN_MESSAGE =
  '[error-reporting] The Sentry key (DSN) is missing: errors are only logged to the browser console.';

export interface ErrorReportingOptions {
  dsn?: string | null;
  release?: string;
  environment?: string;
  /** Share of page loads traced for performance data; 0 or unset turns tracing off. */
  tracesSampleRate?: number;
}

export type ErrorReportingMode = 'off' | 'sentry' | 'console';

type SentryModule = typeof SentryNamespace;

let mode: ErrorReportingMode = 'off';
let sentry: SentryModule | null = null;
let starting: Promise<ErrorReportingMode> | null = null;
/** Errors reported while Sentry's chunk is still on its way: sent once it runs. */
let pending: [unknown, ErrorContext | undefined][] = [];

export const errorReportingMode = (): ErrorReportingMode => mode;

/**
 * Starts crash reporting in the browser. Safe to call more than once: only the first call counts,
 * so a re-rendered root neither re-inits Sentry nor repeats the missing-key notice. Sentry is a
 * chunk of its own, fetched only when a DSN is set, so pages without one never download it.
 */
export function initErrorReporting(options: ErrorReportingOptions): Promise<ErrorReportingMode> {
  if (starting) return starting;
  if (typeof window === 'undefined') return Promise.resolve(mode);
  if (!options.dsn) {
    mode = 'console';
    console.info(MISSING_DSN_MESSAGE);
    starting = Promise.resolve(mode);
    return starting;
  }
  const dsn = options.dsn;
  starting = import('@sentry/react').then(
    (loaded) => {
      startSentry(loaded, { ...options, dsn });
      return mode;
    },
    (error: unknown) => {
      // Reporting must never break the page: without its chunk, errors go to the console.
      mode = 'console';
      console.error('[error-reporting] Sentry could not be loaded', error);
      flushPending();
      return mode;
    },
  );
  return starting;
}

function startSentry(loaded: SentryModule, options: ErrorReportingOptions & { dsn: string }): void {
  // Taken before Sentry wraps window.fetch, so its own uploads are not instrumented.
  const nativeFetch = window.fetch.bind(window);
  const timedFetch: typeof fetch = (input, init) =>
    nativeFetch(input, {
      ...init,
      // The fetch transport has no timeout option; an abort signal gives it one.
      ...(typeof AbortSignal.timeout === 'function'
        ? { signal: AbortSignal.timeout(ERROR_REPORTING.timeoutMs) }
        : {}),
    });

  const tracing = (options.tracesSampleRate ?? 0) > 0;
  loaded.init({
    dsn: options.dsn,
    ...(options.release ? { release: options.release } : {}),
    ...(options.environment ? { environment: options.environment } : {}),
    maxBreadcrumbs: ERROR_REPORTING.maxBreadcrumbs,
    transport: (transportOptions) => loaded.makeFetchTransport(transportOptions, timedFetch),
    ...(tracing
      ? { tracesSampleRate: options.tracesSampleRate, integrations: [loaded.browserTracingIntegration()] }
      : {}),
  });
  sentry = loaded;
  mode = 'sentry';
  flushPending();
}

function flushPending(): void {
  const queued = pending;
  pending = [];
  for (const [error, context] of queued) reportError(error, context);
}

export type ErrorContext = Record<string, unknown>;

/** Sends a handled error to Sentry when it runs, else logs it; returns the Sentry event id if any. */
export function reportError(error: unknown, context?: ErrorContext): string | undefined {
  if (mode === 'sentry' && sentry) {
    return sentry.captureException(error, context ? { extra: context } : undefined);
  }
  if (context) console.error(error, context);
  else console.error(error);
  // Still loading: log now, and send it too once Sentry runs.
  if (starting && mode === 'off') pending.push([error, context]);
  return undefined;
}

/** For tests only: forget the earlier init. */
export function resetErrorReportingForTests(): void {
  mode = 'off';
  sentry = null;
  starting = null;
  pending = [];
}
