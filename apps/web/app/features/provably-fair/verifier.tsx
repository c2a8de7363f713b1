import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/text-field.tsx';
import { CheckboxField } from '../../components/ui/form/checkbox-field.tsx';
import form from '../../components/ui/form/form.module.css';
import {
  fieldsFromQuery,
  loadGameMath,
  verifyRound,
  type VerifyFields,
  type VerifyResult,
} from './verify-round.ts';
import styles from './provably-fair.module.css';

/**
 * Recomputes a round in the browser from its seeds, nonce and play (a link from the game history fills the
 * fields in). The game math loads as the page opens, so a check works with the network gone.
 */
/** The fields typed as text. */
type TextKey = 'serverSeed' | 'clientSeed' | 'nonce' | 'bet' | 'target' | 'expectedWin';

export function Verifier() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const [fields, setFields] = useState<VerifyFields>(() => fieldsFromQuery(search));
  /** The engines, once the game math is in (until then the button says it is preparing). */
  const [engines, setEngines] = useState<ReadonlyArray<{ id: string; name: string }> | null>(null);
  const ready = engines !== null;
  const [result, setResult] = useState<VerifyResult | null>(null);
  useEffect(() => {
    void loadGameMath().then((math) => setEngines(math.ENGINE_DEFINITIONS));
  }, []);
  const set = <K extends keyof VerifyFields>(key: K, value: VerifyFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  /** A text field's name, value and change for one of the fields. */
  const bind = (key: TextKey) => ({
    name: key,
    value: fields[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(await verifyRound(fields));
  }

  const fishing = fields.game === 'ocean-hunter';
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className={styles.section} aria-labelledby="verifier-title">
      <h2 id="verifier-title" className={styles.title}>
        {t('provablyFair.verifier.title')}
      </h2>
      <form className={styles.form} onSubmit={submit} data-form="provably-fair-verifier">
        <div className={`${form.field} ${styles.select}`}>
          <label className={form.label} htmlFor="verifier-game">
            {t('provablyFair.verifier.game')}
          </label>
          <div className={form.control}>
            <select
              id="verifier-game"
              className={form.input}
              value={fields.game}
              onChange={(event) => set('game', event.target.value)}
            >
              {(engines ?? [{ id: fields.game, name: fields.game }]).map(({ id, name }) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <TextField
          label={t('provablyFair.verifier.serverSeed')}
          {...bind('serverSeed')}
          spellCheck={false}
          autoComplete="off"
        />
        <TextField label={t('provablyFair.verifier.clientSeed')} {...bind('clientSeed')} autoComplete="off" />
        <div className={styles.row}>
          <TextField label={t('provablyFair.verifier.nonce')} {...bind('nonce')} inputMode="numeric" />
          <TextField label={t('provablyFair.verifier.bet')} {...bind('bet')} inputMode="numeric" />
        </div>
        {fishing ? (
          <TextField label={t('provablyFair.verifier.target')} {...bind('target')} />
        ) : (
          <CheckboxField
            label={t('provablyFair.verifier.buyFeature')}
            checked={fields.buyFeature}
            onChange={(event) => set('buyFeature', event.target.checked)}
          />
        )}
        <TextField
          label={t('provablyFair.verifier.expectedWin')}
          {...bind('expectedWin')}
          inputMode="numeric"
        />
        {/* Secondary: the primary pink fails colour contrast with white text (noted in docs/provably-fair.md). */}
        <Button type="submit" variant="secondary" disabled={!ready}>
          {ready ? t('provablyFair.verifier.verify') : t('provablyFair.verifier.preparing')}
        </Button>
      </form>
      <div aria-live="polite" data-verifier-result>
        {result && !result.ok ? <p role="alert">{t(`provablyFair.verifier.${result.problem}`)}</p> : null}
        {result?.ok ? <Recomputed result={result} format={number.format} /> : null}
      </div>
    </section>
  );
}

function Recomputed({
  result,
  format,
}: {
  result: Extract<VerifyResult, { ok: true }>;
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  const { outcome } = result;
  const first = outcome.steps[0];
  return (
    <div className={styles.section}>
      <h3 className={styles.title}>{t('provablyFair.verifier.result')}</h3>
      {result.matches !== null ? (
        <p className={styles.verdict} data-matches={result.matches}>
          {t(result.matches ? 'provablyFair.verifier.matches' : 'provablyFair.verifier.differs')}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>{t('provablyFair.verifier.hashOf')}</dt>
        <dd className={styles.hex}>{result.serverSeedHash}</dd>
        <dt>{t('provablyFair.verifier.totalWin')}</dt>
        <dd data-total-win={outcome.totalWin}>{format(outcome.totalWin)}</dd>
        <dt>{t('provablyFair.verifier.steps', { count: outcome.steps.length })}</dt>
        <dd>
          {first && first.kind === 'shot' ? (
            t('provablyFair.verifier.shot', {
              target: first.target,
              result: first.hit
                ? t('provablyFair.verifier.hit', { multiplier: format(first.multiplier) })
                : t('provablyFair.verifier.miss'),
            })
          ) : first ? (
            <div className={styles.grid} aria-label={t('provablyFair.verifier.grid')} role="group">
              {first.grid.map((reel, index) => (
                <ul key={index} className={styles.reel}>
                  {reel.map((symbol, row) => (
                    <li key={row}>{symbol}</li>
                  ))}
                </ul>
              ))}
            </div>
          ) : null}
        </dd>
      </dl>
    </div>
  );
}
