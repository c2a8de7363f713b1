// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FreeSpinsResponseSchema,
  PlayerRewardsResponseSchema,
  type FeatureState,
  type PlayerRewardsResponse,
} from '@casino/contracts';
import { prepareAppRootTests, renderAppRootAt, shownUrl } from './testing/render-app-root.tsx';
import { useModalStore } from '../lib/modals/modal-store.ts';
import { json } from '../lib/http/testing/fetch-mock.ts';

const HOUR = 3_600_000;
const names = () => useModalStore.getState().stack.map((entry) => entry.name);

const rewards = (over: Partial<PlayerRewardsResponse['data']> = {}) =>
  PlayerRewardsResponseSchema.parse({
    success: true,
    data: {
      email: { available: true, completed: true, coins: 5_000, entries: 0 },
      phone: { available: true, completed: false, coins: 5_000, entries: 0 },
      profile: { available: true, completed: false, coins: 0, entries: 1_000 },
      ...over,
    },
  });

const freeSpins = FreeSpinsResponseSchema.parse({
  success: true,
  data: [
    {
      freeSpinId: 'fs1',
      gameId: 'lucky-lanterns',
      gameTitle: 'Lucky Lanterns',
      img: '/img/games/lucky-lanterns.svg',
      freeSpinCount: 8,
      freeSpinTotal: 10,
      freeSpinsBetLevel: 100,
      freeSpinLifetime: 86_400,
      endDate: new Date(Date.now() + 5 * HOUR).toISOString(),
      link: '/lobby/?game=lucky-lanterns',
      source: 'dailyLogin',
    },
  ],
});

const features: FeatureState[] = [
  {
    key: 'dailyWheel',
    isActive: true,
    isAvailable: false,
    nextPeriodAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    finishedAt: null,
  },
  { key: 'dailyLogin', isActive: true, isAvailable: true, nextPeriodAt: null, finishedAt: null },
  { key: 'dailyChests', isActive: false, isAvailable: false, nextPeriodAt: null, finishedAt: null },
];

function serve(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (input: RequestInfo | URL) =>
        routes[new URL(String(input), 'http://x').pathname]?.() ?? json(404, {}),
    ),
  );
}

const renderPlayer = (url: string) =>
  renderAppRootAt(url, {
    isGuest: false,
    appInit: { features, featuresPriority: { onMainPage: ['dailyLogin', 'dailyWheel', 'dailyChests'] } },
  });

prepareAppRootTests();

describe('the onboarding rewards modal', () => {
  it('?openModal=app-onboarding-rewards lists each step with its reward, done or linking to it', async () => {
    serve({ '/rest/player/rewards/': () => json(200, rewards()) });
    renderPlayer('/lobby/?openModal=app-onboarding-rewards');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome rewards' });
    await waitFor(() => expect(dialog.querySelectorAll('[data-onboarding-step]')).toHaveLength(3));
    const step = (key: string) => dialog.querySelector<HTMLElement>(`[data-onboarding-step="${key}"]`)!;
    expect(step('email').dataset.state).toBe('done');
    expect(step('email').textContent).toContain('5,000 Coins');
    expect(within(step('email')).queryByRole('link')).toBeNull();
    expect(within(step('phone')).getByRole('link', { name: 'Confirm phone' }).getAttribute('href')).toBe(
      '/phone-verify/',
    );
    // The verification reward: 1,000 entries, paid on approved identity documents (and it says so).
    expect(step('profile').textContent).toContain('1,000 Entries');
    expect(step('profile').textContent).toContain('Paid when your identity documents are approved');
    fireEvent.click(within(step('profile')).getByRole('link', { name: 'Verify identity' }));
    await waitFor(() => expect(shownUrl()).toBe('/account/documents/'));
    // The link closed the modal (the popup sequencer may open the day's first popup on the new page).
    expect(names()).not.toContain('app-onboarding-rewards');
  });

  it('opens for a player whatever the features say, never for a guest', async () => {
    serve({ '/rest/player/rewards/': () => json(200, rewards()) });
    renderAppRootAt('/lobby/?openModal=app-onboarding-rewards');
    await waitFor(() => expect(shownUrl()).toBe('/lobby/'));
    expect(names()).toEqual([]);
  });
});

describe('the rewards hub', () => {
  it('lists the live daily features in priority order with state and countdown, free spins and onboarding', async () => {
    serve({
      '/rest/player/rewards/': () => json(200, rewards()),
      '/rest/free-spins/': () => json(200, freeSpins),
    });
    renderPlayer('/lobby/');
    act(() => useModalStore.getState().open('rewards'));
    const hub = await screen.findByRole('dialog', { name: 'Rewards' });
    await waitFor(() => expect(hub.querySelector('[data-reward="onboarding"]')).toBeTruthy());
    const rows = [...hub.querySelectorAll<HTMLElement>('[data-reward]')];
    expect(rows.map((row) => row.dataset.reward)).toEqual([
      'dailyLogin',
      'dailyWheel',
      'freeSpins',
      'onboarding',
    ]);
    expect(rows[0]!.textContent).toContain('Ready to collect');
    expect(rows[1]!.textContent).toMatch(/Next in 0[12]:\d\d:\d\d/);
    expect(rows[2]!.textContent).toContain('8 free spins on Lucky Lanterns');
    expect(rows[2]!.textContent).toMatch(/Expires in 0[45]:\d\d:\d\d/);
    expect(within(rows[2]!).getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(
      '/lobby/?game=lucky-lanterns',
    );
    expect(rows[3]!.textContent).toContain('1 of 3 steps done');

    // Each button opens its feature's modal over the hub (the wheel's modal is another feature's).
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Collect' }));
    await waitFor(() => expect(names()).toEqual(['rewards', 'daily-login']));
    act(() => useModalStore.getState().closeTop());
    fireEvent.click(within(rows[3]!).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(names()).toEqual(['rewards', 'app-onboarding-rewards']));
  });

  it('says so when nothing is running, and leaves out free spins it could not read', async () => {
    serve({ '/rest/player/rewards/': () => json(500, {}) });
    renderAppRootAt('/lobby/', { isGuest: false });
    act(() => useModalStore.getState().open('rewards'));
    const hub = await screen.findByRole('dialog', { name: 'Rewards' });
    await waitFor(() =>
      expect(hub.textContent).toContain('No daily rewards are running right now. Check back soon.'),
    );
    expect(hub.querySelectorAll('[data-reward]')).toHaveLength(0);
  });
});
