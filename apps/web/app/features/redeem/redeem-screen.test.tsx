// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage, RedeemRequestView } from '@casino/contracts';
import { createTestI18n, withI18n } from '../../components/ui/test-i18n.tsx';
import { toast } from '../../components/ui/toast.ts';
import type { RealtimeClient } from '../../lib/realtime/realtime-client.ts';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { RedeemBlockers } from './redeem-blockers.tsx';
import { RedeemRequests } from './redeem-requests.tsx';
import { RedeemToasts } from './redeem-toasts.tsx';

/** Renders inside a router at `path` (links are localized by it), with push listeners one can fire. */
function mount(element: ReactNode, { path = '/account/redeem', lng = 'en' as 'en' | 'es' } = {}) {
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  const client = {
    state: 'connected',
    on: (type: string, action: string, handler: (data: unknown) => void) => {
      const key = `${type}:${action}`;
      if (!handlers.has(key)) handlers.set(key, new Set());
      handlers.get(key)!.add(handler);
      return () => handlers.get(key)!.delete(handler);
    },
    onStateChange: () => () => {},
    onReconnected: () => () => {},
  } as unknown as RealtimeClient;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    withI18n(
      <RealtimeProvider client={client}>
        <RouterProvider router={router} />
      </RealtimeProvider>,
      createTestI18n(lng),
    ),
  );
  return (message: PushMessage) =>
    act(() => {
      for (const handler of handlers.get(`${message.type}:${message.action}`) ?? []) handler(message.data);
    });
}

let nextId = 0;
const request = (status: RedeemRequestView['status'], note: string | null = null): RedeemRequestView => ({
  id: `00000000-0000-4000-8000-00000000000${nextId++}`,
  amount: 75.5,
  status,
  createdAt: '2026-11-21T05:00:00.000Z',
  decidedAt: null,
  note,
});

describe('redeem screen parts', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('gives each reason its fix, in the page language', () => {
    const onSwitchMode = vi.fn();
    mount(
      <RedeemBlockers
        reasons={['not_sweepstakes_mode', 'identity_not_verified', 'profile_incomplete', 'below_minimum']}
        minimum="50,00"
        switching={false}
        onSwitchMode={onSwitchMode}
      />,
      { path: '/es/account/redeem', lng: 'es' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar a SweepStakes' }));
    expect(onSwitchMode).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Verificar identidad' }).getAttribute('href')).toBe(
      '/es/account/documents',
    );
    expect(screen.getByRole('link', { name: 'Completar información personal' }).getAttribute('href')).toBe(
      '/es/account/personal-info',
    );
    expect(screen.getByText('Necesitas al menos 50,00 en ganancias para canjear.')).toBeTruthy();
  });

  it('offers Cancel only on pending requests and shows the operator note', () => {
    mount(
      <RedeemRequests
        requests={[
          request('pending'),
          request('approved'),
          request('rejected', 'Blurry photo'),
          request('cancelled'),
        ]}
        onChange={() => {}}
      />,
    );
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    expect(screen.getByText('Note: Blurry photo')).toBeTruthy();
    for (const status of ['Pending', 'Approved', 'Rejected', 'Cancelled'])
      expect(screen.getByText(status)).toBeTruthy();
  });

  it('toasts the operator decision pushes', () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const push = mount(<RedeemToasts />);
    push({ type: 'playerVerification', action: 'redeem_success', data: { redeemId: 'r1', amount: 75.5 } });
    expect(success).toHaveBeenCalledWith('Redeem approved', {
      description: 'Your redeem of 75.50 was approved and is on its way.',
    });
    push({
      type: 'playerVerification',
      action: 'redeem_failed',
      data: { redeemId: 'r2', amount: 60, note: 'Address does not match' },
    });
    expect(error).toHaveBeenCalledWith('Redeem rejected', {
      description:
        'Your redeem of 60.00 was rejected and the winnings are back in your balance. Reason: Address does not match',
    });
  });
});
