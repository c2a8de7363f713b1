// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../lib/http/testing/fetch-mock.ts';
import { playerDetail } from './testing/player-detail.ts';
import { AdjustBalanceDialog } from './player-dialogs.tsx';
import { formatSigned, formatUnits } from './player-format.ts';

const PLAYER = playerDetail();

describe('<AdjustBalanceDialog/>', () => {
  const fetchMock = mockFetch();

  const open = (onDone = vi.fn()) => {
    render(<AdjustBalanceDialog player={PLAYER} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    return onDone;
  };
  const fill = (amount: string, reason: string) => {
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: reason } });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
  };

  it('refuses a zero amount or a short reason before anything is sent', async () => {
    open();
    fill('0', 'no');
    expect(await screen.findByText('The amount must not be 0.')).toBeTruthy();
    expect(screen.getByText('Give the reason for the adjustment (at least 3 characters).')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks to confirm what will move, and retries a failed confirmation with the same key', async () => {
    const onDone = open();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'ENTRY' } });
    fill('-2.5', 'Duplicate reward');
    await screen.findByRole('button', { name: 'Confirm adjustment' });
    expect(screen.getByText(/−2.50/)).toBeTruthy();
    expect(screen.getByText(/taken from the player/)).toBeTruthy();

    fetchMock.mockResolvedValueOnce(json(503, { success: false, message: 'Try again in a moment.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm adjustment' }));
    expect(await screen.findByText('Try again in a moment.')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, data: { transferId: 't-1', replayed: false, balances: [] } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm adjustment' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Adjusted: −2.50 entries.'));
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ currency: 'ENTRY', amount: -2.5, reason: 'Duplicate reward' });
    expect(bodies[1].idempotencyKey).toBe(bodies[0].idempotencyKey);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/rest/backoffice/players/${PLAYER.id}/adjust/`);
  });
});

describe('amounts as players see them', () => {
  it('shows coins whole and entries with cents, signed', () => {
    expect(formatUnits('COIN', 12380)).toBe('12,380');
    expect(formatUnits('ENTRY', 14.7)).toBe('14.70');
    expect(formatSigned('WINNING', -3.5)).toBe('−3.50');
    expect(formatSigned('COIN', 500)).toBe('+500');
  });
});
