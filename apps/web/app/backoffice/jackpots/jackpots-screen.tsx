import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  BackofficeJackpotsReplySchema,
  JACKPOTS_PATHS,
  type BackofficeJackpotsReply,
  type JackpotSettings,
} from '@casino/contracts';
import { boGet, boSend } from '../backoffice-api.ts';
import { BRAND_OPTIONS } from '../brand-names.ts';
import { ListError } from '../components/data-table.tsx';
import { BoForm, FormError, SubmitButton, TextField, useBoForm } from '../components/form.tsx';
import styles from '../backoffice.module.css';

const whole = (what: string) =>
  z.coerce
    .number({ error: `Enter the ${what} as a whole number.` })
    .int(`Enter the ${what} as a whole number.`);

/** The form's fields; the server checks them again with JackpotSettingsSchema (ceiling above seed, tiers of the brand…). */
const JackpotsFormSchema = z.object({
  tiers: z.array(
    z.object({
      id: z.number(),
      seedAmount: whole('seed').min(1, 'The seed is above 0.'),
      ceiling: whole('ceiling').min(1, 'The ceiling is above 0.'),
      shareBps: whole('share')
        .min(0, 'From 0 to 1,000 basis points.')
        .max(1_000, 'From 0 to 1,000 basis points.'),
    }),
  ),
  gameIds: z
    .string()
    .refine((text) => /^[\d,\s]*$/.test(text), 'Game ids are whole numbers separated by commas.'),
});
type FormInput = z.input<typeof JackpotsFormSchema>;

type Loaded = Omit<BackofficeJackpotsReply, 'success'>;

const valuesOf = (reply: Loaded): FormInput => ({
  tiers: reply.tiers.map((t) => ({
    id: t.id,
    seedAmount: t.seedAmount,
    ceiling: t.ceiling,
    shareBps: t.shareBps,
  })),
  gameIds: reply.gameIds.join(', '),
});

type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ok'; data: Loaded };

/**
 * A brand's progressive jackpots (docs/jackpots.md): each tier's seed, must-drop-by ceiling and share of a bet,
 * and the games that feed them; saved together and audited (`jackpot.update`, games.manage). Amounts are in the
 * ledger's unit: whole coins, hundredths of an entry.
 */
export function JackpotsScreen({ canManage }: { canManage: boolean }) {
  const [brand, setBrand] = useState<string>(BRAND_OPTIONS[0]!.value);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    boGet(JACKPOTS_PATHS.backoffice, BackofficeJackpotsReplySchema, { brand }, controller.signal).then(
      (answer) => setState({ status: 'ok', data: answer }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [brand, attempt]);

  return (
    <div className={styles.stack}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="bo-jackpots-brand">
          Brand
        </label>
        <select
          id="bo-jackpots-brand"
          className={styles.input}
          value={brand}
          onChange={(event) => setBrand(event.target.value)}
        >
          {BRAND_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {state.status === 'error' ? (
        <ListError error={state.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : state.status === 'loading' ? (
        <div className={styles.skeleton} style={{ height: 320 }} aria-busy="true" aria-label="Loading" />
      ) : (
        <JackpotsForm
          key={`${brand}:${state.data.tiers.map((t) => `${t.id}.${t.shareBps}.${t.ceiling}`).join()}`}
          data={state.data}
          canManage={canManage}
          onSaved={(data) => setState({ status: 'ok', data })}
        />
      )}
    </div>
  );
}

function JackpotsForm({
  data,
  canManage,
  onSaved,
}: {
  data: Loaded;
  canManage: boolean;
  onSaved: (data: Loaded) => void;
}) {
  const form = useBoForm(JackpotsFormSchema, { defaultValues: valuesOf(data) });
  const save = async (values: z.output<typeof JackpotsFormSchema>) => {
    const body: JackpotSettings = {
      tiers: values.tiers,
      gameIds: values.gameIds
        .split(/[,\s]+/)
        .filter(Boolean)
        .map(Number),
    };
    const answer = await boSend(
      'PUT',
      `${JACKPOTS_PATHS.backoffice}?brand=${data.brand}`,
      body,
      BackofficeJackpotsReplySchema,
    );
    toast.success(
      `Jackpots saved for ${answer.brand}. Seeds and ceilings apply from each tier's next seeding.`,
    );
    onSaved(answer);
  };
  return (
    <section className={styles.card}>
      <BoForm form={form} onSubmit={save} aria-label={`Jackpots of ${data.brand}`}>
        <fieldset
          disabled={!canManage}
          style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 12 }}
        >
          {data.tiers.map((tier, index) => (
            <fieldset key={tier.id} style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className={styles.label}>
                {tier.currency === 'COIN' ? 'Coins' : 'Entries'} · {tier.title.en} — pot{' '}
                {tier.amount.toLocaleString('en-US')}, generation {tier.generation}, commitment{' '}
                <code>{tier.commitment.slice(0, 16)}…</code>
              </legend>
              <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
                <TextField
                  form={form}
                  name={`tiers.${index}.seedAmount`}
                  label="Seed"
                  type="number"
                  min={1}
                />
                <TextField
                  form={form}
                  name={`tiers.${index}.ceiling`}
                  label="Must drop by"
                  type="number"
                  min={1}
                />
                <TextField
                  form={form}
                  name={`tiers.${index}.shareBps`}
                  label="Share (basis points)"
                  type="number"
                  min={0}
                  max={1000}
                />
              </div>
            </fieldset>
          ))}
          <TextField
            form={form}
            name="gameIds"
            label="Jackpot games (catalogue ids)"
            hint="Comma-separated; their rounds feed every tier of the round's mode and may win them."
          />
        </fieldset>
        <FormError form={form} />
        <div className={styles.formActions}>
          {canManage ? <SubmitButton form={form}>Save</SubmitButton> : null}
        </div>
      </BoForm>
    </section>
  );
}
