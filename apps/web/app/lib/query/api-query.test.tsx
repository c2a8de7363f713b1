// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { notifyManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRANDS, guestAppInit } from '@casino/contracts';
import {
  refreshQueries,
  tabQueryClient,
  useApiQuery,
  type ApiQuery,
  type ApiQueryOptions,
} from './api-query.ts';

let shown: ApiQuery<string> | null = null;

function renderFor(
  login: string | null,
  load: () => Promise<string>,
  count = 1,
  options?: ApiQueryOptions<string>,
) {
  function Probe() {
    shown = useApiQuery(['probe'], load, options);
    const { state } = shown;
    return <p>{state.status === 'ready' ? state.data : state.status}</p>;
  }
  const appInit = login ? { ...guestAppInit('Tao'), isGuest: false, login } : guestAppInit('Tao');
  const root = { appInit, brand: BRANDS.tao };
  const Probes = () => Array.from({ length: count }, (_, i) => <Probe key={i} />);
  const router = createMemoryRouter([{ id: 'root', path: '/*', loader: () => root, Component: Probes }], {
    hydrationData: { loaderData: { root } },
  });
  return render(<RouterProvider router={router} />);
}

// The cache tells its screens at once (it batches on a timer by default), so each act() shows the outcome.
beforeAll(() => notifyManager.setScheduler((callback) => callback()));
afterAll(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));
afterEach(() => {
  cleanup();
  shown = null;
});

describe('useApiQuery', () => {
  it('loads once for every screen showing it, then shows the value', async () => {
    const load = vi.fn(async () => 'one');
    renderFor('ann', load, 2);
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText('one')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when the first load failed, and keeps the last value when a reload fails', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down'));
    renderFor('ann', load);
    await screen.findByText('error');
    load.mockResolvedValueOnce('two');
    await act(() => shown!.reload());
    expect(screen.getByText('two')).toBeTruthy();
    load.mockRejectedValueOnce(new Error('down again'));
    await act(() => shown!.reload());
    expect(screen.getByText('two')).toBeTruthy();
  });

  it('takes a value the page already has, and reads again when its feature is refreshed', async () => {
    const load = vi.fn(async () => 'server');
    renderFor('ann', load);
    await screen.findByText('server');
    act(() => shown!.setData('answer'));
    await screen.findByText('answer');
    act(() => refreshQueries(['probe']));
    await screen.findByText('server');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('applies patches on the cached value, each on the one before, none before the first load', async () => {
    let answer: (value: string) => void = () => {};
    renderFor('ann', () => new Promise((resolve) => (answer = resolve)));
    act(() => shown!.setData((current) => `${current}+early`));
    act(() => answer('server'));
    await screen.findByText('server');
    act(() => {
      shown!.setData((current) => `${current}+a`);
      shown!.setData((current) => `${current}+b`);
    });
    await screen.findByText('server+a+b');
    // A patch leaves a read under way alone: its answer is the server's whole value.
    let reloaded = Promise.resolve();
    act(() => void (reloaded = shown!.reload()));
    act(() => shown!.setData((current) => `${current}+c`));
    await screen.findByText('server+a+b+c');
    await act(async () => {
      answer('server again');
      await reloaded;
    });
    expect(screen.getByText('server again')).toBeTruthy();
  });

  it('never shows one player the data of another', async () => {
    renderFor('ann', async () => 'ann’s');
    await screen.findByText('ann’s');
    cleanup();
    let answer: (value: string) => void = () => {};
    renderFor('bob', () => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText('loading')).toBeTruthy();
    act(() => answer('bob’s'));
    await screen.findByText('bob’s');
  });

  it('forgets a single-use answer when its screen closes: the next one reads its own', async () => {
    renderFor('ann', async () => 'first session', 1, { singleUse: true });
    await screen.findByText('first session');
    cleanup();
    await waitFor(() =>
      expect(
        tabQueryClient()!
          .getQueryCache()
          .findAll({ queryKey: ['probe'] }),
      ).toEqual([]),
    );
    let answer: (value: string) => void = () => {};
    renderFor('ann', () => new Promise((resolve) => (answer = resolve)), 1, { singleUse: true });
    expect(screen.getByText('loading')).toBeTruthy();
    act(() => answer('second session'));
    await screen.findByText('second session');
  });

  it('reads again at the pace its last answer sets (undefined after a failed read) until it says stop', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('soon')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('settled');
    const pace = (last: string | undefined) =>
      last === 'soon' ? 100 : last === undefined ? 1000 : undefined;
    try {
      renderFor('cy', load, 1, { refetchEvery: pace });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText('soon')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(load).toHaveBeenCalledTimes(2);
      // The failed read keeps the value shown and sets the slower pace.
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.getByText('soon')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByText('settled')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
