// @vitest-environment jsdom
// The timeline's times are asserted as a player in UTC reads them.
process.env.TZ = 'UTC';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RedeemRequestView } from '@casino/contracts';
import { createTestI18n, withI18n } from '../../components/ui/test-i18n.tsx';
import { toast } from '../../components/ui/toast.ts';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { fakeRealtime } from '../../lib/realtime/testing/fake-realtime.ts';
import { RedeemBlockers } from './redeem-blockers.tsx';
import { RedeemRequests } from './redeem-requests.tsx';
import { RedeemToasts } from './redeem-toasts.tsx';

/** Renders inside a router at `path` (links are localized by it), with push listeners one can fire. */
function mount(element: ReactNode, { path = '/account/redeem', lng = 'en' as 'en' | 'es' } = {}) {
  const { client, emit } = fakeRealtime();
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    withI18n(
      <RealtimeProvider client={client}>
        <RouterProvider router={router} />
      </RealtimeProvider>,
      createTestI18n(lng),
    ),
  );
  return emit;
}

let nextId = 0;
const AT = '2026-11-21T05:00:00.000Z';
/** A request as the server answers it at `step`, its timeline up to there. */
const request = (step: RedeemRequestView['step'], note: string | null = null): RedeemRequestView => {
  const flow = ['requested', 'identity_check', 'review', 'approved', 'sent', 'paid'] as const;
  const reached =
    step === 'refused' || step === 'cancelled'
      ? [...flow.slice(0, 3), step]
      : flow.slice(0, flow.indexOf(step) + 1);
  const by = (s: string) =>
    s === 'requested' || s === 'cancelled'
      ? 'player'
      : s === 'identity_check' || s === 'review'
        ? 'system'
        : 'operator';
  const status =
    { refused: 'rejected', cancelled: 'cancelled' }[step as string] ??
    (flow.indexOf(step as (typeof flow)[number]) >= 3 ? 'approved' : 'pending');
  return {
    id: `00000000-0000-4000-8000-00000000000${nextId++}`,
    amount: 75.5,
    status: status as RedeemRequestView['status'],
    step,
    timeline: reached.map((s) => ({
      step: s,
      at: AT,
      by: by(s) as 'player',
      note: s === 'refused' ? note : null,
    })),
    next: step === 'review' ? { step: 'approved', expectedBy: '2026-11-23T05:00:00.000Z' } : null,
    createdAt: AT,
    decidedAt: null,
    note,
  };
};

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
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar a Entradas' }));
    expect(onSwitchMode).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Verificar identidad' }).getAttribute('href')).toBe(
      '/es/account/documents',
    );
    expect(screen.getByRole('link', { name: 'Completar información personal' }).getAttribute('href')).toBe(
      '/es/account/personal-info',
    );
    expect(screen.getByText('Necesitas al menos 50,00 en ganancias para canjear.')).toBeTruthy();
  });

  it('offers Cancel only before a decision and shows each timeline, a refusal with its reason and what to do', () => {
    mount(
      <RedeemRequests
        requests={[
          request('review'),
          request('sent'),
          request('refused', 'Blurry photo'),
          request('cancelled'),
        ]}
        onChange={() => {}}
      />,
    );
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    expect(screen.getByText('Reason: Blurry photo')).toBeTruthy();
    expect(
      screen.getByText(/Your winnings are back in your balance\. Fix what the reason says/),
    ).toBeTruthy();
    const timelines = screen.getAllByRole('list', { name: 'Progress of this request' });
    expect(
      timelines.map((list) =>
        [...list.querySelectorAll('[data-step]')].map((li) => li.getAttribute('data-step')),
      ),
    ).toEqual([
      ['requested', 'identity_check', 'review'],
      ['requested', 'identity_check', 'review', 'approved', 'sent'],
      ['requested', 'identity_check', 'review', 'refused'],
      ['requested', 'identity_check', 'review', 'cancelled'],
    ]);
    expect(timelines[1]!.textContent).toContain('Sent');
    expect(timelines[1]!.textContent).toContain('by our team');
    expect(screen.getByText('Next: approval, expected by Nov 23, 2026, 5:00 AM')).toBeTruthy();
  });

  it('dates the timeline and the next step in the page language', () => {
    mount(<RedeemRequests requests={[request('review')]} onChange={() => {}} />, {
      path: '/es/account/redeem',
      lng: 'es',
    });
    expect(screen.getByRole('list', { name: 'Progreso de esta solicitud' }).textContent).toContain(
      'En revisión',
    );
    expect(screen.getByText('Siguiente paso: aprobación, previsto antes del 23 nov 2026, 5:00')).toBeTruthy();
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
