// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DailyLoginApplyResponseSchema,
  DailyLoginInfoSchema,
  type DailyLoginInfo,
  type DailyLoginPrize,
  type FeatureState,
} from '@casino/contracts';
import { prepareAppRootTests, renderAppRootAt, shownUrl } from './testing/render-app-root.tsx';
import { useModalStore } from '../lib/modals/modal-store.ts';
import { closeAllModals, openModal } from '../lib/modals/open-modal.ts';
import { json } from '../lib/http/testing/fetch-mock.ts';

const prize = (level: number, over: Partial<DailyLoginPrize> = {}): DailyLoginPrize => ({
  level,
  coins: level * 1_000,
  entries: level === 7 ? 5 : 0,
  freeSpinCount: 0,
  gameId: null,
  freeSpinId: null,
  freeSpinsBetLevel: null,
  freeSpinLifetime: null,
  endDate: null,
  link: null,
  ...over,
});

/** The engine's answer, checked against the contract so the test data cannot drift from it. */
const info = (over: Partial<DailyLoginInfo> = {}): DailyLoginInfo =>
  DailyLoginInfoSchema.parse({
    isActive: true,
    isAvailable: true,
    finishedAt: null,
    nextPeriodAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    levels: 7,
    activeLevel: 3,
    claimedLevels: 2,
    streakReset: false,
    prizes: Array.from({ length: 7 }, (_, i) => prize(i + 1)),
    type: 'default',
    reasonType: null,
    ...over,
  });

const active: FeatureState = {
  key: 'dailyLogin',
  isActive: true,
  isAvailable: true,
  nextPeriodAt: null,
  finishedAt: null,
};

const names = () => useModalStore.getState().stack.map((entry) => entry.name);

function serve(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://x').pathname;
    return routes[path]?.() ?? json(404, { message: 'nothing here' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPlayer = (url: string, { train = false, features = [active] } = {}) =>
  renderAppRootAt(url, {
    isGuest: false,
    appInit: {
      features,
      dailyLogin: { isActive: true, type: train ? 'dailyLoginTrain' : 'default' },
      featuresPriority: { onMainPage: ['dailyLogin'] },
    },
  });

prepareAppRootTests();
beforeEach(() => localStorage.clear());

describe('the daily-login modal', () => {
  it('shows the 7 levels: collected ones ticked, today’s highlighted, the rest locked', async () => {
    serve({ '/rest/daily-login/info/': () => json(200, { success: true, data: info() }) });
    renderPlayer('/lobby/?openModal=daily-login');
    const dialog = await screen.findByRole('dialog', { name: 'Daily login bonus' });
    // The dialog opens on its loading state; the levels come with the answer.
    const levels = await within(dialog).findAllByRole('listitem');
    expect(levels.map((li) => li.getAttribute('data-status'))).toEqual([
      'claimed',
      'claimed',
      'active',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);
    expect(levels[2]!.getAttribute('aria-current')).toBe('step');
    expect(levels[0]!.textContent).toContain('Collected');
    expect(levels[2]!.textContent).toContain('Today');
    expect(levels[2]!.textContent).toContain('3K Coins');
    expect(levels[6]!.textContent).toContain('5 Entries');
    expect(within(dialog).getByRole('button', { name: 'Collect day 3' })).toBeTruthy();
    expect(within(dialog).queryByText(/You missed a day/)).toBeNull();
    expect(shownUrl()).toBe('/lobby/');
  });

  it('collects: the answer’s prizes open the congratulations, free spins with a Play now link', async () => {
    const paid = [prize(3, { freeSpinCount: 10, gameId: 'g1', link: '/lobby/?game=gold-vault' })];
    const after = info({ isAvailable: false, activeLevel: 4, claimedLevels: 3 });
    let claimed = false;
    const fetchMock = serve({
      '/rest/daily-login/info/': () => json(200, { success: true, data: claimed ? after : info() }),
      '/rest/daily-login/apply-prize/': () => {
        claimed = true;
        return json(
          200,
          DailyLoginApplyResponseSchema.parse({
            success: true,
            level: 3,
            prizes: paid,
            data: after,
            entriesWithheld: null,
          }),
        );
      },
    });
    renderPlayer('/lobby/?openModal=daily-login');
    fireEvent.click(await screen.findByRole('button', { name: 'Collect day 3' }));
    const congrats = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(names()).toEqual(['app-playback']);
    expect(congrats.textContent).toContain('Your day 3 reward is in your balance.');
    expect(congrats.textContent).toContain('3,000 Coins');
    expect(congrats.textContent).toContain('10 free spins');
    const play = within(congrats).getByRole('link', { name: 'Play now: Gold Vault' });
    expect(play.getAttribute('href')).toBe('/lobby/?game=gold-vault');
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('apply-prize'))).toHaveLength(1);
    // The store follows the answer: the next level waits for its countdown.
    act(() => closeAllModals());
    act(() => openModal('daily-login'));
    const dialog = await screen.findByRole('dialog', { name: 'Daily login bonus' });
    expect(within(dialog).queryByRole('button', { name: /Collect/ })).toBeNull();
    expect(dialog.textContent).toContain('Next reward in');
    expect(dialog.querySelector('[data-daily-login-countdown]')!.textContent).toMatch(/^0[23]:\d\d:\d\d$/);
  });

  it('says why a claim was refused, in the server’s words, and shows what is true now', async () => {
    let claimed = false;
    serve({
      '/rest/daily-login/info/': () =>
        json(200, { success: true, data: claimed ? info({ isAvailable: false }) : info() }),
      '/rest/daily-login/apply-prize/': () => {
        claimed = true;
        return json(409, {
          message: 'You have already collected this reward. Come back when the timer ends.',
          code: 'already_claimed',
        });
      },
    });
    renderPlayer('/lobby/?openModal=daily-login');
    fireEvent.click(await screen.findByRole('button', { name: 'Collect day 3' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already collected this reward. Come back when the timer ends.',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Collect day 3' })).toBeNull());
    expect(names()).toEqual(['daily-login']);
  });

  it('tells a player who missed a day that the run started again', async () => {
    serve({
      '/rest/daily-login/info/': () =>
        json(200, { success: true, data: info({ streakReset: true, activeLevel: 1, claimedLevels: 0 }) }),
    });
    renderPlayer('/lobby/?openModal=daily-login');
    expect((await screen.findByRole('status')).textContent).toBe(
      'You missed a day, so your run started again at day 1.',
    );
  });

  it('asks for a confirmed phone on brands that want one, with a button to confirm it', async () => {
    serve({
      '/rest/daily-login/info/': () => json(200, { success: true, data: info({ reasonType: 'phone' }) }),
    });
    renderPlayer('/lobby/?openModal=daily-login');
    const dialog = await screen.findByRole('dialog', { name: 'Daily login bonus' });
    await waitFor(() => expect(dialog.textContent).toContain('Confirm your phone to collect'));
    expect(within(dialog).queryByRole('button', { name: /Collect/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm my phone' }));
    await waitFor(() => expect(names()).toEqual(['daily-login', 'app-phone-confirm']));
  });

  it('draws the train look as carriages behind an engine', async () => {
    serve({
      '/rest/daily-login/info/': () => json(200, { success: true, data: info({ type: 'dailyLoginTrain' }) }),
    });
    renderPlayer('/lobby/?openModal=daily-login', { train: true });
    const dialog = await screen.findByRole('dialog', { name: 'Daily Bonus Express' });
    await waitFor(() =>
      expect(dialog.querySelector('[data-daily-login-levels="dailyLoginTrain"]')).toBeTruthy(),
    );
    expect(dialog.querySelectorAll('[data-level]')).toHaveLength(7);
  });

  it('shows the completed run and when the next one starts', async () => {
    serve({
      '/rest/daily-login/info/': () =>
        json(200, { success: true, data: info({ isAvailable: false, activeLevel: 7, claimedLevels: 7 }) }),
    });
    renderPlayer('/lobby/?openModal=daily-login');
    const dialog = await screen.findByRole('dialog', { name: 'Daily login bonus' });
    await waitFor(() => expect(dialog.textContent).toContain('All 7 days collected'));
    expect(dialog.textContent).toContain('A new run starts in');
    expect(
      [...dialog.querySelectorAll('[data-level]')].every(
        (li) => li.getAttribute('data-status') === 'claimed',
      ),
    ).toBe(true);
  });
});

describe('the map and the congratulations', () => {
  it('?openModal=daily-login-map opens the sticky map: the backdrop does not close it', async () => {
    serve({ '/rest/daily-login/info/': () => json(200, { success: true, data: info() }) });
    renderPlayer('/lobby/?openModal=daily-login-map');
    const dialog = await screen.findByRole('dialog', { name: 'Daily login map' });
    await waitFor(() => expect(dialog.querySelectorAll('[data-level]')).toHaveLength(7));
    expect(dialog.querySelector('[aria-current="step"]')!.textContent).toContain('You are here');
    expect(dialog.querySelector('[data-level="7"]')!.textContent).toContain('Grand reward');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.pointerDown(
      document.querySelector<HTMLElement>('[data-modal="daily-login-map"]:not([role="dialog"])')!,
    );
    expect(names()).toEqual(['daily-login-map']);
  });

  it('?openModal=app-playback shows the level collected last', async () => {
    serve({
      '/rest/daily-login/info/': () =>
        json(200, { success: true, data: info({ isAvailable: false, activeLevel: 3, claimedLevels: 2 }) }),
    });
    renderPlayer('/lobby/?openModal=app-playback');
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    await waitFor(() => expect(dialog.textContent).toContain('Your day 2 reward is in your balance.'));
    expect(dialog.textContent).toContain('2,000 Coins');
  });

  it('opens none of them for a guest or while the feature is off', async () => {
    const fetchMock = serve({});
    renderAppRootAt('/lobby/?openModal=daily-login');
    await waitFor(() => expect(shownUrl()).toBe('/lobby/'));
    cleanup();
    renderPlayer('/lobby/?openModal=daily-login-map', { features: [{ ...active, isActive: false }] });
    await waitFor(() => expect(shownUrl()).toBe('/lobby/'));
    act(() => openModal('app-playback'));
    expect(names()).toEqual([]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('daily-login'))).toEqual([]);
  });
});
