// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http/http-client.ts';
import { Confirm } from './confirm.tsx';

const renderConfirm = (onConfirm: () => Promise<unknown>) =>
  render(
    <Confirm
      trigger={<button type="button">Approve</button>}
      title="Approve this redeem?"
      description="The player gets an email."
      confirmLabel="Yes, approve"
      onConfirm={onConfirm}
    />,
  );

describe('Confirm', () => {
  afterEach(cleanup);

  it('runs the action on confirm and closes', async () => {
    const action = vi.fn(async () => {});
    renderConfirm(action);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('dialog', { name: 'Approve this redeem?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).toHaveBeenCalledOnce();
  });

  it("stays open with the server's words when the action is refused, and cancels without acting", async () => {
    const action = vi.fn(async () => {
      const message = 'This request was already decided.';
      const refusal = { kind: 'status', status: 409, method: 'POST', path: '/rest/backoffice/x/' } as const;
      throw new HttpError({ ...refusal, message, serverMessage: message });
    });
    renderConfirm(action);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This request was already decided.');
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).toHaveBeenCalledOnce();
  });
});
