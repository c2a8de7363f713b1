// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../lib/http/http-client.ts';
import {
  BoForm,
  Fields,
  FormError,
  SubmitButton,
  TextField,
  bilingual,
  choices,
  orNone,
  useBoForm,
  type FieldSpec,
} from './form.tsx';

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

const OfferSchema = z.object({
  titleEn: z.string().min(1, 'Give the English title.'),
  titleEs: z.string(),
  kind: z.enum(['package', 'promoOffer']),
  note: z.string(),
  coins: z.string(),
  isActive: z.boolean(),
});
type OfferValues = z.input<typeof OfferSchema>;

const OFFER_FIELDS: ReadonlyArray<FieldSpec<OfferValues> | false> = [
  ...bilingual('title', 'Title'),
  { name: 'kind', label: 'Kind', kind: 'select', options: choices(['package', 'promoOffer'] as const) },
  { name: 'note', label: 'Note', kind: 'textarea', rows: 2, hint: 'For operators.' },
  false,
  { name: 'coins', label: 'Coins', inputMode: 'numeric' },
  { name: 'isActive', label: 'Enabled', kind: 'checkbox' },
];

function OfferForm({ onSubmit }: { onSubmit: (values: OfferValues) => Promise<void> }) {
  const form = useBoForm(OfferSchema, {
    defaultValues: { titleEn: '', titleEs: '', kind: 'package', note: '', coins: '', isActive: false },
  });
  return (
    <BoForm form={form} onSubmit={onSubmit} aria-label="Offer">
      <Fields form={form} fields={OFFER_FIELDS} />
      <SubmitButton form={form}>Save</SubmitButton>
    </BoForm>
  );
}

describe('fields as data', () => {
  afterEach(cleanup);

  it('draws each declared field with its control, hint and message, and submits their values', async () => {
    const submit = vi.fn(async () => {});
    render(<OfferForm onSubmit={submit} />);
    expect(screen.getByLabelText('Kind').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Note').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Note').getAttribute('aria-describedby')).toContain('-hint');
    expect(screen.getByLabelText('Coins').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Enabled').getAttribute('type')).toBe('checkbox');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the English title.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Gold' } });
    fireEvent.change(screen.getByLabelText('Title (Spanish)'), { target: { value: 'Oro' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'promoOffer' } });
    fireEvent.click(screen.getByLabelText('Enabled'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({
        titleEn: 'Gold',
        titleEs: 'Oro',
        kind: 'promoOffer',
        note: '',
        coins: '',
        isActive: true,
      }),
    );
  });

  it('puts a first option for no value before the choices', () => {
    expect(orNone('Every day', choices(['mon']))).toEqual([
      { value: '', label: 'Every day' },
      { value: 'mon', label: 'mon' },
    ]);
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
