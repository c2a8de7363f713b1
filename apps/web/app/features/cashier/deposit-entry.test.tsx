// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, guestAppInit, type CashOffersResponse } from '@casino/contracts';
import { clearQueryCache } from '../../lib/query/api-query.ts';
import { fetchCashOffers } from './cashier-api.ts';
import DepositEntry from './deposit-entry.tsx';

vi.mock('./cashier-api.ts', () => ({ fetchCashOffers: vi.fn() }));
const fetchOffers = vi.mocked(fetchCashOffers);

const offers = (patch: Partial<CashOffersResponse>): CashOffersResponse => ({
  packages: [],
  promoOffers: [],
  methods: [{ id: 'card', type: 'card', title: 'Card', provider: 'sandbox', isApplePay: false }],
  applePayEnabled: false,
  lastPayProvider: { method_id: 'card', type: 'card' },
  depositsCount: 3,
  profileCompleted: true,
  verificationCompleted: true,
  financialOperationsAvailable: true,
  ...patch,
});

/** openModal('deposit', props) as the modal host renders it, on a page at `url`. */
function openDepositAt(url: string, props: { location?: string; presetId?: number } = {}) {
  const root = { appInit: { ...guestAppInit('Funrize'), isGuest: false }, brand: BRANDS.funrize };
  const close = vi.fn();
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        Component: () => <DepositEntry modalId="m1" close={close} {...props} />,
        children: [{ path: '*', Component: () => null }],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root } } },
  );
  render(<RouterProvider router={router} />);
  const href = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { close, href };
}

describe("openModal('deposit')", () => {
  afterEach(() => {
    cleanup();
    clearQueryCache();
  });

  it('opens the cashier with quick-cash when the spec conditions hold, in the page language', async () => {
    fetchOffers.mockResolvedValue(offers({}));
    const { close, href } = openDepositAt('/es/lobby/', { location: 'header' });
    await waitFor(() => expect(href()).toBe('/es/cash/deposit-by-money/?location=header&quick-cash=true'));
    expect(close).toHaveBeenCalled();
  });

  it('opens it without quick-cash for a first purchase, and on a package when one is named', async () => {
    fetchOffers.mockResolvedValue(offers({ depositsCount: 0 }));
    const { href } = openDepositAt('/lobby/', { presetId: 4 });
    await waitFor(() => expect(href()).toBe('/cash/deposit-by-money/4/preset/'));
  });

  it('still opens the cashier when the offers cannot be read', async () => {
    fetchOffers.mockRejectedValue(new Error('offline'));
    const { href } = openDepositAt('/lobby/');
    await waitFor(() => expect(href()).toBe('/cash/deposit-by-money/'));
  });
});
