// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../lib/http/http-client.ts';
import { BoForm, FormError, SubmitButton, TextField, choices, useBoForm } from './form.tsx';

const Schema = z.object({
  amount: z.coerce.number().int('Whole coins only.').positive('More than zero.'),
  reason: z.string().trim().min(3, 'Say why (3 characters or more).'),
});

function AdjustForm({ onSubmit }: { onSubmit: (values: z.output<typeof Schema>) => Promise<void> }) {
  const form = useBoForm(Schema, { defaultValues: { amount: '', reason: '' } });
  return (
    <BoForm form={form} onSubmit={onSubmit} aria-label="Adjust">
      <TextField form={form} name="amount" label="Amount" hint="Coins" />
      <TextField form={form} name="reason" label="Reason" />
      <FormError form={form} />
      <SubmitButton form={form}>Adjust</SubmitButton>
    </BoForm>
  );
}

describe('back-office forms', () => {
  afterEach(cleanup);

  it("shows the schema's messages under their fields and does not submit", async () => {
    const submit = vi.fn(async () => {});
    render(<AdjustForm onSubmit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Say why (3 characters or more).')).toBeTruthy();
    const amount = screen.getByLabelText('Amount');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toContain('-error');
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits parsed values, and puts a refusal of the server on the form and its fields', async () => {
    const submit = vi.fn(async () => {
      const message = 'The balance would go below zero.';
      const refusal = { kind: 'status', status: 400, method: 'POST', path: '/rest/backoffice/x/' } as const;
      throw new HttpError({
        ...refusal,
        message,
        serverMessage: message,
        errors: { amount: ['Too large a debit.'] },
      });
    });
    render(<AdjustForm onSubmit={submit} />);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'goodwill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ amount: 25, reason: 'goodwill' }));
    expect((await screen.findByTestId('bo-form-error')).textContent).toBe('The balance would go below zero.');
    expect(screen.getByText('Too large a debit.')).toBeTruthy();
  });
});

describe('choices', () => {
  it('names each value by its text, a record or a function, or by itself', () => {
    expect(choices(['a', 'b'] as const, { a: 'Ay', b: 'Bee' })).toEqual([
      { value: 'a', label: 'Ay' },
      { value: 'b', label: 'Bee' },
    ]);
    expect(choices([301, 302], (status) => `${status} (moved)`)).toEqual([
      { value: '301', label: '301 (moved)' },
      { value: '302', label: '302 (moved)' },
    ]);
    expect(choices(['US'])).toEqual([{ value: 'US', label: 'US' }]);
  });
});
