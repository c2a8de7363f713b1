// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(() => 'event-1'),
  makeFetchTransport: vi.fn(() => ({ send: vi.fn(), flush: vi.fn() })),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
}));
vi.mock('@sentry/react', () => sentry);

const {
  ERROR_REPORTING,
  MISSING_DSN_MESSAGE,
  errorReportingMode,
  initErrorReporting,
  reportError,
  resetErrorReportingForTests,
} = await import('./error-reporting.ts');

type InitOptions = {
  dsn: string;
  release?: string;
  environment?: string;
  maxBreadcrumbs: number;
  tracesSampleRate?: number;
  integrations?: unknown[];
  transport: (options: unknown) => unknown;
};
const initOptions = () => sentry.init.mock.calls[0]![0] as InitOptions;

beforeEach(() => {
  resetErrorReportingForTests();
  vi.clearAllMocks();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('without a DSN', () => {
  it('says once that the key is missing, even when init runs twice', async () => {
    expect(await initErrorReporting({ dsn: undefined, release: '1.28' })).toBe('console');
    expect(await initErrorReporting({ dsn: '' })).toBe('console');
    const messages = [...vi.mocked(console.info).mock.calls, ...vi.mocked(console.warn).mock.calls];
    expect(messages).toEqual([[MISSING_DSN_MESSAGE]]);
    expect(MISSING_DSN_MESSAGE).toMatch(/Sentry key.*missing.*only logged to the browser console/);
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('logs reported errors to the console only', async () => {
    await initErrorReporting({ dsn: null });
    const error = new Error('boom');
    expect(reportError(error, { where: 'cashier' })).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(error, { where: 'cashier' });
    expect(sentry.captureException).not.toHaveBeenCalled();
  });
});

describe('with a DSN', () => {
  const dsn = 'https://key@o1.ingest.sentry.io/1';

  it('inits Sentry once with the spec limits', async () => {
    expect(await initErrorReporting({ dsn, release: '1.28', environment: 'production' })).toBe('sentry');
    await initErrorReporting({ dsn, release: 'other' });
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(initOptions()).toMatchObject({
      dsn,
      release: '1.28',
      environment: 'production',
      maxBreadcrumbs: 32,
    });
    expect(initOptions().integrations).toBeUndefined();
    expect(console.info).not.toHaveBeenCalled();
    expect(errorReportingMode()).toBe('sentry');
  });

  it('gives the fetch transport a 10 s timeout', async () => {
    const fetchSpy = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout');
    await initErrorReporting({ dsn });

    const transportOptions = { url: 'https://o1.ingest.sentry.io/api/1/envelope/' };
    initOptions().transport(transportOptions);
    const [passedOptions, timedFetch] = sentry.makeFetchTransport.mock.calls[0] as unknown as [
      unknown,
      typeof fetch,
    ];
    expect(passedOptions).toBe(transportOptions);

    await timedFetch('https://o1.ingest.sentry.io/api/1/envelope/', { method: 'POST', body: 'x' });
    expect(timeoutSpy).toHaveBeenCalledWith(ERROR_REPORTING.timeoutMs);
    expect(ERROR_REPORTING.timeoutMs).toBe(10_000);
    const init = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init).toMatchObject({ method: 'POST', body: 'x' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('turns tracing on only with a sample rate', async () => {
    await initErrorReporting({ dsn, tracesSampleRate: 0.1 });
    expect(initOptions()).toMatchObject({
      tracesSampleRate: 0.1,
      integrations: [{ name: 'BrowserTracing' }],
    });
  });

  it('sends reported errors to Sentry with their context', async () => {
    await initErrorReporting({ dsn });
    const error = new Error('boom');
    expect(reportError(error, { step: 2 })).toBe('event-1');
    expect(sentry.captureException).toHaveBeenCalledWith(error, { extra: { step: 2 } });
    expect(reportError('plain')).toBe('event-1');
    expect(sentry.captureException).toHaveBeenLastCalledWith('plain', undefined);
  });

  it('sends errors reported while Sentry loads once it runs', async () => {
    const started = initErrorReporting({ dsn });
    const error = new Error('early');
    expect(reportError(error, { step: 1 })).toBeUndefined();
    expect(await started).toBe('sentry');
    expect(sentry.captureException).toHaveBeenCalledWith(error, { extra: { step: 1 } });
  });
});
