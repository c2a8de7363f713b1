import { toast } from 'sonner';
import { z } from 'zod';
import {
  BackofficeJackpotsReplySchema,
  JACKPOTS_PATHS,
  type BackofficeJackpotsReply,
  type JackpotSettings,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { BoLoaded, useBoQuery } from '../use-bo-query.tsx';
import { useBrandChoice } from '../brand-select.tsx';
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

/** A tier's three settings, in the order of the form. */
const TIER_FIELDS = [
  { name: 'seedAmount', label: 'Seed', min: 1 },
  { name: 'ceiling', label: 'Must drop by', min: 1 },
  { name: 'shareBps', label: 'Share (basis points)', min: 0, max: 1000 },
] as const;

const valuesOf = (reply: BackofficeJackpotsReply): FormInput => ({
  tiers: reply.tiers.map((t) => ({
    id: t.id,
    seedAmount: t.seedAmount,
    ceiling: t.ceiling,
    shareBps: t.shareBps,
  })),
  gameIds: reply.gameIds.join(', '),
});

/**
 * A brand's progressive jackpots (docs/jackpots.md): each tier's seed, must-drop-by ceiling and share of a bet,
 * and the games that feed them; saved together and audited (`jackpot.update`, games.manage). Amounts are in the
 * ledger's unit: whole coins, hundredths of an entry.
 */
export function JackpotsScreen({ canManage }: { canManage: boolean }) {
  const [brand, brandSelect] = useBrandChoice('bo-jackpots-brand');
  const query = useBoQuery(JACKPOTS_PATHS.backoffice, BackofficeJackpotsReplySchema, { brand });
  return (
    <div className={styles.stack}>
      {brandSelect}
      <BoLoaded query={query}>
        {(data) => (
          <JackpotsForm
            key={`${brand}:${data.tiers.map((t) => `${t.id}.${t.shareBps}.${t.ceiling}`).join()}`}
            data={data}
            canManage={canManage}
            onSaved={query.setData}
          />
        )}
      </BoLoaded>
    </div>
  );
}

function JackpotsForm({
  data,
  canManage,
  onSaved,
}: {
  data: BackofficeJackpotsReply;
  canManage: boolean;
  onSaved: (data: BackofficeJackpotsReply) => void;
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
                {TIER_FIELDS.map(({ name, ...field }) => (
                  <TextField
                    key={name}
                    form={form}
                    name={`tiers.${index}.${name}`}
                    type="number"
                    {...field}
                  />
                ))}
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
