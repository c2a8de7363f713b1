// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_UPDATE_EVENT,
  isNewBuild,
  isVerySlowConnection,
  reloadPage,
  resolveRunningBuildId,
  startBuildCheck,
} from './build-check.ts';
import { BUILD_MANIFEST_PATH, fetchLatestBuildId } from './latest-build.ts';

const HOUR = 60 * 60 * 1000;

describe('isNewBuild', () => {
  it('is true only when both ids are known and differ', () => {
    expect(isNewBuild('a', 'b')).toBe(true);
    expect(isNewBuild('a', 'a')).toBe(false);
    expect(isNewBuild(null, 'b')).toBe(false);
    expect(isNewBuild('a', '')).toBe(false);
    expect(isNewBuild(undefined, undefined)).toBe(false);
  });
});

describe('isVerySlowConnection', () => {
  it('flags slow-2g and 2g only', () => {
    expect(isVerySlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isVerySlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isVerySlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isVerySlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isVerySlowConnection(undefined)).toBe(false);
  });
});

describe('resolveRunningBuildId', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('prefers the passed id over the baked one', () => {
    vi.stubEnv('VITE_BUILD_ID', 'baked');
    expect(resolveRunningBuildId('passed')).toBe('passed');
    expect(resolveRunningBuildId(null)).toBe('baked');
  });

  it('is null when neither is known', () => {
    vi.stubEnv('VITE_BUILD_ID', '');
    expect(resolveRunningBuildId(undefined)).toBeNull();
  });
});

describe('fetchLatestBuildId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the manifest with a time stamp and returns its id', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'b2' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchLatestBuildId(() => 1234)).resolves.toBe('b2');
    expect(fetchMock).toHaveBeenCalledWith(
      `${BUILD_MANIFEST_PATH}?t=1234`,
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('rejects a manifest without an id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({}), { status: 200 })),
    );
    await expect(fetchLatestBuildId()).rejects.toMatchObject({ kind: 'invalid-shape' });
  });
});

describe('startBuildCheck', () => {
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('checks 1 s after idle (setTimeout fallback), then hourly', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const fetchLatest = vi.fn(async () => 'same');
    stop = startBuildCheck({ runningBuildId: 'same', onUpdate: vi.fn(), fetchLatest });

    await vi.advanceTimersByTimeAsync(50 + 999);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(HOUR - 1050);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
  });

  it('uses requestIdleCallback when the browser has it', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 7));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const fetchLatest = vi.fn(async () => 'same');
    stop = startBuildCheck({ runningBuildId: 'same', onUpdate: vi.fn(), fetchLatest });

    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchLatest).not.toHaveBeenCalled();
    idle!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });

  it('skips the first check on a very slow connection but keeps the hourly one', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const fetchLatest = vi.fn(async () => 'same');
    stop = startBuildCheck({
      runningBuildId: 'same',
      onUpdate: vi.fn(),
      fetchLatest,
      connection: { effectiveType: '2g' },
    });
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });

  it('reads navigator.connection when no connection is passed', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('navigator', { connection: { effectiveType: 'slow-2g' } });
    const fetchLatest = vi.fn(async () => 'same');
    stop = startBuildCheck({ runningBuildId: 'same', onUpdate: vi.fn(), fetchLatest });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchLatest).not.toHaveBeenCalled();
  });

  it('fires the update callback and event once, then stops checking', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const fetchLatest = vi.fn(async () => 'new');
    const onUpdate = vi.fn();
    const onEvent = vi.fn();
    window.addEventListener(BUILD_UPDATE_EVENT, onEvent);
    stop = startBuildCheck({ runningBuildId: 'old', onUpdate, fetchLatest });

    await vi.advanceTimersByTimeAsync(1050);
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith('new');
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect((onEvent.mock.calls[0]![0] as CustomEvent).detail).toEqual({ id: 'new' });
    window.removeEventListener(BUILD_UPDATE_EVENT, onEvent);
  });

  it('logs a failed check and tries again at the next interval', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const fetchLatest = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('new');
    const onUpdate = vi.fn();
    stop = startBuildCheck({ runningBuildId: 'old', onUpdate, fetchLatest });

    await vi.advanceTimersByTimeAsync(1050);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a running id', async () => {
    const fetchLatest = vi.fn(async () => 'new');
    stop = startBuildCheck({ runningBuildId: null, onUpdate: vi.fn(), fetchLatest });
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(fetchLatest).not.toHaveBeenCalled();
  });

  it('stops all timers when stopped', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const fetchLatest = vi.fn(async () => 'same');
    stop = startBuildCheck({ runningBuildId: 'same', onUpdate: vi.fn(), fetchLatest });
    stop();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(fetchLatest).not.toHaveBeenCalled();
  });
});

describe('reloadPage', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not reload twice within 10 s unless forced', () => {
    expect(reloadPage({ now: 100_000 })).toBe(true);
    expect(reloadPage({ now: 109_999 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadPage({ now: 110_000 })).toBe(true);
    expect(reloadPage({ now: 110_001, force: true })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
