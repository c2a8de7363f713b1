import * as Sentry from '@sentry/react';

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

let mode: ErrorReportingMode = 'off';

export const errorReportingMode = (): ErrorReportingMode => mode;

/**
 * Starts crash reporting in the browser. Safe to call more than once: only the first call counts,
 * so a re-rendered root neither re-inits Sentry nor repeats the missing-key notice.
 */
export function initErrorReporting(options: ErrorReportingOptions): ErrorReportingMode {
  if (mode !== 'off' || typeof window === 'undefined') return mode;

  if (!options.dsn) {
    mode = 'console';
    console.info(MISSING_DSN_MESSAGE);
    return mode;
  }

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
  Sentry.init({
    dsn: options.dsn,
    ...(options.release ? { release: options.release } : {}),
    ...(options.environment ? { environment: options.environment } : {}),
    maxBreadcrumbs: ERROR_REPORTING.maxBreadcrumbs,
    transport: (transportOptions) => Sentry.makeFetchTransport(transportOptions, timedFetch),
    ...(tracing
      ? { tracesSampleRate: options.tracesSampleRate, integrations: [Sentry.browserTracingIntegration()] }
      : {}),
  });
  mode = 'sentry';
  return mode;
}

export type ErrorContext = Record<string, unknown>;

/** Sends a handled error to Sentry when it runs, else logs it; returns the Sentry event id if any. */
export function reportError(error: unknown, context?: ErrorContext): string | undefined {
  if (mode === 'sentry') {
    return Sentry.captureException(error, context ? { extra: context } : undefined);
  }
  if (context) console.error(error, context);
  else console.error(error);
  return undefined;
}

/** For tests only: forget the earlier init. */
export function resetErrorReportingForTests(): void {
  mode = 'off';
}
