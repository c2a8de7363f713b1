// @vitest-environment jsdom
import * as Dialog from '@radix-ui/react-dialog';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BonusesResponseSchema,
  DAILY_CHESTS_OPEN_PATH,
  type BonusesResponse,
  type DailyChests,
} from '@casino/contracts';
import { createTestI18n, withI18n } from '../../components/ui/test-i18n.tsx';
import DailyChestsModal from './daily-chests-modal.tsx';
import { isSoundOn, SOUND_PREFERENCE_KEY } from './sounds.ts';
import { SoundToggle } from './sound-toggle.tsx';
import { json } from '../../lib/http/testing/fetch-mock.ts';

const chests = (over: Partial<DailyChests> = {}): DailyChests => ({
  available: true,
  reasonType: null,
  chests: 3,
  availableDate: null,
  endpoint: DAILY_CHESTS_OPEN_PATH,
  sounds: {
    open: { mp3: '/sounds/chest-open.mp3', ogg: '/sounds/chest-open.ogg' },
    win: { mp3: '/sounds/win.mp3', ogg: '/sounds/win.ogg' },
  },
  ...over,
});
const bonuses = (dailyChests: DailyChests | null): BonusesResponse =>
  BonusesResponseSchema.parse({ success: true, dailyWheel: null, dailyChests });

function renderInDialog(node: ReactNode, lng: 'en' | 'es' = 'en') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Dialog.Root open>
            <Dialog.Content aria-describedby={undefined}>{node}</Dialog.Content>
          </Dialog.Root>
        ),
      },
    ],
    { initialEntries: ['/lobby/'] },
  );
  return render(withI18n(<RouterProvider router={router} />, createTestI18n(lng)));
}

describe('the daily chests modal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens the picked chest and shows what the server answered', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith(DAILY_CHESTS_OPEN_PATH)) {
        expect(JSON.parse(String(init?.body))).toEqual({ chest: 1 });
        return json(200, {
          success: true,
          chest: 1,
          prize: { coins: 2_500, entries: 0, freeSpins: null },
          dailyChests: chests({ available: false, availableDate: '2099-01-01T00:00:00.000Z' }),
        });
      }
      return json(200, bonuses(chests()));
    });
    vi.stubGlobal('fetch', fetch);
    const { container } = renderInDialog(<DailyChestsModal modalId="m" close={() => {}} />);
    const pick = await screen.findByRole('button', { name: 'Open chest 2' });
    expect(container.querySelectorAll('[data-chest]')).toHaveLength(3);
    fireEvent.click(pick);
    await waitFor(() => expect(container.querySelector('[data-prize-won]')).not.toBeNull(), {
      timeout: 3000,
    });
    expect(container.querySelector('[data-prize-won]')?.textContent).toContain('2,500 Coins');
    expect(container.querySelector('[data-chest="1"]')?.getAttribute('data-chest-state')).toBe('open');
    expect(container.querySelector('[data-chest="0"]')?.getAttribute('data-chest-state')).toBe('rest');
    expect(container.querySelector('[data-next-at]')).not.toBeNull();
  });

  it('explains a phone to confirm (es) and a balance too high, with no chest to pick', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, bonuses(chests({ available: false, reasonType: 'phone' })))),
    );
    const { container } = renderInDialog(<DailyChestsModal modalId="m" close={() => {}} />, 'es');
    await screen.findByText('Confirma tu número de teléfono para abrir los cofres diarios.');
    expect(screen.getByRole('button', { name: 'Confirmar mi teléfono' })).toBeTruthy();
    expect(container.querySelector<HTMLButtonElement>('[data-chest="0"]')!.disabled).toBe(true);
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, bonuses(chests({ available: false, reasonType: 'balance' })))),
    );
    renderInDialog(<DailyChestsModal modalId="m" close={() => {}} />);
    await screen.findByText('Daily chests open when your balance runs low. Play on and come back.');
  });

  it('says so when the brand does not run them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, bonuses(null))),
    );
    renderInDialog(<DailyChestsModal modalId="m" close={() => {}} />);
    await screen.findByText('The daily chests are not running right now. Check back soon.');
  });
});

describe('sounds', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('are off until the player turns them on, and the choice stays on this device', () => {
    expect(isSoundOn()).toBe(false);
    render(withI18n(<SoundToggle />));
    const toggle = screen.getByRole('button', { name: 'Sound' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(SOUND_PREFERENCE_KEY)).toBe('on');
    act(() => toggle.click());
    expect(window.localStorage.getItem(SOUND_PREFERENCE_KEY)).toBeNull();
    expect(isSoundOn()).toBe(false);
  });

  it('follows a change made in another tab', () => {
    render(withI18n(<SoundToggle />));
    act(() => {
      window.localStorage.setItem(SOUND_PREFERENCE_KEY, 'on');
      window.dispatchEvent(new StorageEvent('storage', { key: SOUND_PREFERENCE_KEY }));
    });
    expect(screen.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed')).toBe('true');
  });
});
