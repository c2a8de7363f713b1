// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BoIdentityReviewRow, BoReviewedAccount } from '@casino/contracts';
import { json, sentRequests, mockFetch } from '../../lib/http/testing/fetch-mock.ts';
import { IdentityReview } from './identity-review-queue.tsx';

const account = (overrides: Partial<BoReviewedAccount>): BoReviewedAccount => ({
  id: 'p1',
  email: 'new@example.com',
  login: 'player1',
  name: 'José',
  surname: 'Núñez',
  birthDay: '1990-04-02',
  address: '99 Elm Rd',
  city: 'Columbus',
  state: 'OH',
  zip: '43004',
  createdAt: '2030-05-01T12:00:00.000Z',
  onBreak: null,
  ...overrides,
});
const REVIEW: BoIdentityReviewRow = {
  id: 7,
  status: 'pending',
  reason: 'sameNameAndBirthDate',
  createdAt: '2030-05-01T12:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  player: account({}),
  matched: account({
    id: 'p2',
    email: 'old@gmail.com',
    login: 'player2',
    address: '12 Main St.',
    onBreak: { kind: 'coolingOff', until: '2030-05-08T12:00:00.000Z' },
  }),
};

const fetchMock = mockFetch(async () =>
  json(200, { success: true, data: { ...REVIEW, status: 'samePerson' } }),
);

describe('the identity review', () => {
  it('shows both accounts side by side, and "same person" sends the decision', async () => {
    const onDecided = vi.fn();
    render(<IdentityReview review={REVIEW} canDecide onClose={() => {}} onDecided={onDecided} />);
    const [fresh, onBreak] = screen.getAllByTestId('bo-identity-account');
    expect(within(fresh!).getByRole('heading').textContent).toBe('New account');
    expect(fresh!.textContent).toContain('99 Elm Rd');
    expect(fresh!.textContent).toContain('José Núñez');
    expect(onBreak!.textContent).toContain('12 Main St.');
    expect(onBreak!.textContent).toContain('Cooling-off until');
    fireEvent.click(screen.getByRole('button', { name: 'Same person — apply the break' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(sentRequests(fetchMock)).toEqual([
      { url: '/rest/backoffice/identity-reviews/7/decide/', body: { decision: 'samePerson' } },
    ]);
  });

  it('offers no decision to roles without documents.review, nor on a decided review', () => {
    render(<IdentityReview review={REVIEW} canDecide={false} onClose={() => {}} onDecided={() => {}} />);
    expect(screen.queryByRole('button', { name: /Same person/ })).toBeNull();
    cleanup();
    render(
      <IdentityReview
        review={{ ...REVIEW, status: 'dismissed' }}
        canDecide
        onClose={() => {}}
        onDecided={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: /Different people/ })).toBeNull();
    expect(screen.getByText('different people')).toBeTruthy();
  });
});
