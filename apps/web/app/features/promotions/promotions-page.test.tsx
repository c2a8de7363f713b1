// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PromoOfferPreset, Promotion, PromotionsPage as Page } from '@casino/contracts';
import { BRANDS, guestAppInit } from '@casino/contracts/values';
import { withI18n } from '../../components/ui/test-i18n.tsx';
import { registerFeatureModules } from '../../lib/feature-module.ts';
import { promotionsModule } from './module.tsx';
import PromotionsCounter from './promotions-counter.tsx';
import { PromotionsPage } from './promotions-page.tsx';
import { json } from '../../lib/http/testing/fetch-mock.ts';
import { tabQueryClient } from '../../lib/query/api-query.ts';
import { ownAppInit } from '../../lib/root-data.ts';

const offer = (id: number, over: Partial<PromoOfferPreset> = {}): PromoOfferPreset => ({
  id,
  kind: 'promoOffer',
  title: { en: `Offer ${id}`, es: `Oferta ${id}` },
  price: 9.99,
  usualPrice: 19.99,
  badgeLabel: { en: '2x value', es: 'Doble valor' },
  dayOfWeek: null,
  availableTill: null,
  forCompleteProfile: true,
  isLimitPerDayReason: false,
  isMinBalanceReason: false,
  minBalance: null,
  entries: 20,
  coins: 200_000,
  magicBoxes: 0,
  bestDeal: false,
  mostPopular: false,
  relatedPresetIds: [],
  isAvailable: true,
  ...over,
});

const promotion = (id: number, over: Partial<PromoOfferPreset> = {}): Promotion =>
  ({
    type: 'offerDeposit',
    data: null,
    promoOfferPreset: offer(id, over),
    needDeposits: true,
    applePayEnabled: false,
    lastPayProvider: null,
    howWorks: null,
    prizeEntries: null,
    prizeCoins: null,
    grandPrize: null,
  }) as Promotion;

/** The page under a root route: `root` is its data (null: none, a guest of the default brand). */
function renderPage(root: object | null = null) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/promotions/',
        loader: () => root,
        element: (
          <>
            <PromotionsCounter />
            <PromotionsPage />
          </>
        ),
      },
    ],
    { initialEntries: ['/promotions/'], hydrationData: { loaderData: { root } } },
  );
  return render(withI18n(<RouterProvider router={router} />));
}

// The page finds its cards in the feature modules; the free-spins card is this feature's own.
registerFeatureModules([promotionsModule]);

describe('PromotionsPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows 3 promotion and 4 coming-soon skeletons while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const { container } = renderPage();
    expect(container.querySelectorAll('[data-skeleton="promotion"]')).toHaveLength(3);
    expect(container.querySelectorAll('[data-skeleton="soon"]')).toHaveLength(4);
  });

  it("on a group's shared page reads nothing until the player's own app init is in, then their cards", async () => {
    const fetch = vi.fn(async () =>
      json(200, { success: true, payload: { promotions: [promotion(1)], available_soon: [] } }),
    );
    vi.stubGlobal('fetch', fetch);
    const group = { ...guestAppInit('Funrize'), isGuest: false };
    const { container } = renderPage({ appInit: group, brand: BRANDS.funrize, playerPending: true });
    // Mounted (the counter reads at once), under the shared page's key (usePlayerKey): idle, nothing read.
    const query = tabQueryClient()!
      .getQueryCache()
      .find({ queryKey: ['promotions', ' shared page'], exact: true });
    expect(query?.state.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[data-skeleton="promotion"]')).toHaveLength(3);
    act(() => ownAppInit.set({ ...group, login: 'ann' }));
    await waitFor(() => expect(container.querySelector('[data-promotions-page]')).not.toBeNull());
    expect(container.querySelector('[data-buy-offer="1"]')).not.toBeNull();
  });

  it('renders the offers with their reasons, what comes soon, and a counter capped at 9+', async () => {
    const page: Page = {
      promotions: [
        promotion(1, { isLimitPerDayReason: true, isAvailable: false }),
        promotion(2, { isMinBalanceReason: true, isAvailable: false }),
        ...Array.from({ length: 10 }, (_, i) => promotion(10 + i)),
      ],
      available_soon: [
        {
          type: 'offerPeriodic',
          promoOfferPreset: offer(99, { title: { en: 'Friday frenzy', es: 'Locura del viernes' } }),
          availableFrom: '2099-01-02T00:00:00.000Z',
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { success: true, payload: page })),
    );
    const { container } = renderPage();
    await waitFor(() => expect(container.querySelector('[data-promotions-page]')).not.toBeNull());
    expect(screen.getByText('Already bought today. Available again tomorrow.')).toBeTruthy();
    expect(screen.getByText('For low balances only. Available when your balance is low.')).toBeTruthy();
    const buy = container.querySelector<HTMLButtonElement>('[data-buy-offer="1"]')!;
    expect(buy.disabled).toBe(true);
    expect(container.querySelector<HTMLButtonElement>('[data-buy-offer="10"]')!.disabled).toBe(false);
    expect(container.querySelector('[data-available-soon="99"]')?.textContent).toContain('Starts on Friday');
    expect(container.querySelector('[data-promotions-counter]')?.textContent).toBe('9+');
  });

  it('shows a free-spins card with the game, the spins left, the time left, and Play opening the game', async () => {
    const endDate = new Date(Date.now() + (2 * 3600 + 5 * 60) * 1000).toISOString();
    const freeSpins = {
      ...promotion(0),
      type: 'playerFreeSpin',
      promoOfferPreset: null,
      needDeposits: false,
      data: {
        freeSpinId: 'grant-1',
        gameId: 'jungle-rush',
        gameTitle: 'Jungle Rush',
        img: '/img/games/jungle-rush.abc/576w@1x.webp',
        freeSpinCount: 7,
        freeSpinTotal: 10,
        freeSpinsBetLevel: 40,
        freeSpinLifetime: 86_400,
        endDate,
        link: '/lobby/?game=jungle-rush',
        source: 'dailyLogin',
      },
    } as Promotion;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, { success: true, payload: { promotions: [freeSpins], available_soon: [] } }),
      ),
    );
    const { container } = renderPage();
    await waitFor(() => expect(container.querySelector('[data-free-spin-id="grant-1"]')).not.toBeNull());
    const card = screen.getByRole('article', { name: 'Free spins on Jungle Rush' });
    expect(card.textContent).toContain('7 free spins left');
    expect(card.querySelector('time')?.textContent).toMatch(/^02:0[45]:\d\d$/);
    expect(screen.getByRole('link', { name: 'Play' }).getAttribute('href')).toBe('/lobby/?game=jungle-rush');
  });
});
