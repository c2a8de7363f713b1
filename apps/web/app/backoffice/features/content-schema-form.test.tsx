// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LocalizedTextSchema, PrizeSchema } from '@casino/contracts';
import { HttpError } from '../../lib/http/http-client.ts';
import { BoForm, FormError, SubmitButton } from '../components/form.tsx';
import { fromForm, readableName, toForm, type JsonSchema } from './content-schema.ts';
import {
  ErrorSummary,
  SchemaFields,
  errorList,
  pathLabel,
  useContentForm,
  type ContentDraft,
} from './content-schema-form.tsx';

/** A config of the shape features have: a prize table of weighted rows with a label, and plain settings. */
const ConfigSchema = z.object({
  prizes: z
    .array(
      z.object({
        label: LocalizedTextSchema,
        prize: PrizeSchema,
        weight: z.number().int().positive().max(1000),
      }),
    )
    .min(2)
    .max(5)
    .meta({ title: 'Prize table' }),
  mode: z.enum(['default', 'compact']).default('default'),
  requiresPhone: z.boolean().default(false),
  maxCoinBalance: z.number().int().nonnegative().nullable().default(null),
});
const schema = z.toJSONSchema(ConfigSchema, { io: 'input' }) as JsonSchema;

const row = (en: string, coins: number, weight: number) => ({
  label: { en, es: `${en} (es)` },
  prize: { coins, entries: 0, freeSpins: null },
  weight,
});
const config = {
  prizes: [row('Small', 100, 60), row('Big', 1000, 40)],
  mode: 'default',
  requiresPhone: false,
};

function Harness({ onSubmit }: { onSubmit: (draft: ContentDraft) => Promise<void> }) {
  const form = useContentForm(schema, config);
  return (
    <BoForm form={form} onSubmit={onSubmit} aria-label="Version">
      <ErrorSummary form={form} schema={schema} />
      <SchemaFields form={form} schema={schema} />
      <FormError form={form} />
      <SubmitButton form={form}>Save</SubmitButton>
    </BoForm>
  );
}

const rows = () => within(screen.getByRole('group', { name: /^Prize table \(/ })).getAllByRole('listitem');

describe('the schema form of a version', () => {
  afterEach(cleanup);

  it('draws the prize table as rows with their fields, labels from titles and names', () => {
    render(<Harness onSubmit={async () => {}} />);
    expect(rows()).toHaveLength(2);
    const first = within(rows()[0]!);
    expect((first.getByLabelText('Label (English)') as HTMLInputElement).value).toBe('Small');
    expect((first.getByLabelText('Label (Spanish)') as HTMLInputElement).value).toBe('Small (es)');
    expect((first.getByLabelText('Coins') as HTMLInputElement).value).toBe('100');
    expect((first.getByLabelText('Weight') as HTMLInputElement).value).toBe('60');
    expect(first.getByRole('checkbox', { name: 'Give free spins' })).toBeTruthy();
    expect(screen.getByLabelText('Mode').tagName).toBe('SELECT');
    expect(screen.getByRole('checkbox', { name: 'Requires phone' })).toBeTruthy();
    expect(screen.getByLabelText('Max coin balance')).toBeTruthy();
  });

  it('adds, moves and removes rows, and submits the config as the server takes it', async () => {
    const submit = vi.fn(async (_: ContentDraft) => {});
    render(<Harness onSubmit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add prize' }));
    expect(rows()).toHaveLength(3);
    const added = within(rows()[2]!);
    fireEvent.change(added.getByLabelText('Label (English)'), { target: { value: 'Huge' } });
    fireEvent.change(added.getByLabelText('Label (Spanish)'), { target: { value: 'Enorme' } });
    fireEvent.change(added.getByLabelText('Coins'), { target: { value: '5000' } });
    fireEvent.change(added.getByLabelText('Weight'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Prize 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Prize 1' }));
    expect(rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0]).toEqual({
      note: '',
      config: {
        prizes: [
          {
            label: { en: 'Huge', es: 'Enorme' },
            prize: { coins: 5000, entries: 0, freeSpins: null },
            weight: 5,
          },
          row('Big', 1000, 40),
        ],
        mode: 'default',
        requiresPhone: false,
        maxCoinBalance: null,
      },
    });
  });

  it("checks the schema's bounds before sending, at the field and in the summary", async () => {
    const submit = vi.fn(async () => {});
    render(<Harness onSubmit={submit} />);
    // At the schema's minimum of two rows neither may be removed.
    expect((screen.getByRole('button', { name: 'Remove Prize 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(rows()[1]!).getByLabelText('Weight'), { target: { value: '0' } });
    fireEvent.change(within(rows()[0]!).getByLabelText('Coins'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByTestId('content-errors');
    expect(summary.textContent).toContain('2 fields need a change');
    expect(summary.textContent).toContain('Prize table › 2 › Weight: Enter more than 0.');
    expect(summary.textContent).toContain('Prize table › 1 › Prize › Coins: Enter a whole number.');
    expect(within(rows()[1]!).getByLabelText('Weight').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it("puts the server's errors by path at their fields and sums them up at the top", async () => {
    const submit = vi.fn(async () => {
      throw new HttpError({
        kind: 'status',
        status: 400,
        method: 'POST',
        path: '/rest/backoffice/features/x/y/content/',
        message: 'Check the config.',
        serverMessage: 'Check the config.',
        errors: {
          'config.prizes.1.weight': ['The weights must add up to 100.'],
          'config.prizes.0.label.es': ['Give the Spanish text of prizes.0.label.'],
          'config.prizes': ['Two prizes may not be the same.'],
        },
      });
    });
    render(<Harness onSubmit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('bo-form-error')).textContent).toBe('Check the config.');
    const second = within(rows()[1]!);
    expect(second.getByText('The weights must add up to 100.')).toBeTruthy();
    expect(second.getByLabelText('Weight').getAttribute('aria-invalid')).toBe('true');
    expect(within(rows()[0]!).getByLabelText('Label (Spanish)').getAttribute('aria-invalid')).toBe('true');
    const summary = screen.getByTestId('content-errors').textContent;
    expect(summary).toContain('3 fields need a change');
    expect(summary).toContain('Prize table › 2 › Weight: The weights must add up to 100.');
    expect(summary).toContain('Prize table › 1 › Label › Spanish: Give the Spanish text of prizes.0.label.');
    expect(summary).toContain('Prize table: Two prizes may not be the same.');
  });
});

describe('the schema read as fields', () => {
  it('names a field readably without a title', () => {
    expect(readableName('extraWheelForDepositors')).toBe('Extra wheel for depositors');
    expect(readableName('max_coin_balance')).toBe('Max coin balance');
    expect(pathLabel(schema, 'config.prizes.0.prize.coins')).toBe('Prize table › 1 › Prize › Coins');
  });

  it('gives the config back as it came, defaults filled in', () => {
    expect(fromForm(schema, toForm(schema, config))).toEqual({
      config: { ...config, maxCoinBalance: null },
      errors: {},
    });
  });

  it("lists a row's own error beside its fields' errors", () => {
    expect(
      errorList({ config: { prizes: { message: 'Too few.', 0: { weight: { message: 'Too low.' } } } } }),
    ).toEqual([
      { path: 'config.prizes', message: 'Too few.' },
      { path: 'config.prizes.0.weight', message: 'Too low.' },
    ]);
  });
});
