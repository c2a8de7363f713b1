// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, CASH_APP_MOUNT_DELAY_MS, guestAppInit } from '@casino/contracts';
import { CashHost } from './cash-host.tsx';

/** Stands in for the lazily loaded cash app: shows whether the host says it is active. */
function FakeApp({ active }: { active: boolean }) {
  return <p data-testid="cash-app">{active ? 'active' : 'idle'}</p>;
}

function renderAt(url: string, { isGuest = false } = {}) {
  const root = { appInit: { ...guestAppInit('Funrize'), isGuest, login: 'player' }, brand: BRANDS.funrize };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        Component: () => <CashHost app={FakeApp} />,
        children: [{ path: '*', Component: () => null }],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const container = () => document.getElementById('cash-app');

describe('<CashHost/>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('mounts the cash app into a body-level #cash-app only after the spec delay', () => {
    renderAt('/cash/deposit-by-money/');
    expect(CASH_APP_MOUNT_DELAY_MS).toBe(2000);
    act(() => vi.advanceTimersByTime(CASH_APP_MOUNT_DELAY_MS - 1));
    expect(container()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const element = container();
    expect(element?.parentElement).toBe(document.body);
    expect(element?.textContent).toBe('active');
  });

  it('is idle off cash paths and shows on /cash/ in any language, following navigation', async () => {
    const router = renderAt('/lobby/');
    act(() => vi.advanceTimersByTime(CASH_APP_MOUNT_DELAY_MS));
    expect(container()?.textContent).toBe('idle');
    await act(() => router.navigate('/es/cash/success/'));
    expect(container()?.textContent).toBe('active');
    await act(() => router.navigate('/es/'));
    expect(container()?.textContent).toBe('idle');
  });

  it('mounts nothing for guests', () => {
    renderAt('/cash/deposit-by-money/', { isGuest: true });
    act(() => vi.advanceTimersByTime(CASH_APP_MOUNT_DELAY_MS * 2));
    expect(container()).toBeNull();
  });

  it('removes the container it created when it unmounts', () => {
    renderAt('/cash/success/');
    act(() => vi.advanceTimersByTime(CASH_APP_MOUNT_DELAY_MS));
    expect(container()).not.toBeNull();
    cleanup();
    expect(container()).toBeNull();
  });
});
