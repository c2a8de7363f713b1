import { useState, type FormEvent } from 'react';
import type { Fairness } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/text-field.tsx';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchFairness, rotateSeeds, saveClientSeed } from './provably-fair-api.ts';
import styles from './provably-fair.module.css';

/** The signed-in player's seeds: the committed hash, the client seed they may change, rotation. */
export function SeedPairPanel() {
  const { t } = useTranslation();
  const { player } = useRootData();
  if (!player)
    return (
      <section className={styles.section} aria-labelledby="seeds-title">
        <h2 id="seeds-title" className={styles.title}>
          {t('provablyFair.seeds.title')}
        </h2>
        <p>{t('provablyFair.seeds.signIn')}</p>
      </section>
    );
  return <PlayerSeeds />;
}

function PlayerSeeds() {
  const { t } = useTranslation();
  const { state, reload, setData } = useApiQuery(['provably-fair'], fetchFairness);
  return (
    <section className={styles.section} aria-labelledby="seeds-title">
      <h2 id="seeds-title" className={styles.title}>
        {t('provablyFair.seeds.title')}
      </h2>
      {state.status === 'loading' ? <p role="status">{t('provablyFair.seeds.loading')}</p> : null}
      {state.status === 'error' ? (
        <div role="alert">
          <p>{t('provablyFair.seeds.failed')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('provablyFair.seeds.retry')}
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? <SeedsOf fairness={state.data} onChange={setData} /> : null}
    </section>
  );
}

function SeedsOf({ fairness, onChange }: { fairness: Fairness; onChange: (fairness: Fairness) => void }) {
  const { t, i18n } = useTranslation();
  const [clientSeed, setClientSeed] = useState(fairness.active.clientSeed);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);

  async function run(action: () => Promise<Fairness>, done: string) {
    setBusy(true);
    try {
      const next = await action();
      onChange(next);
      setClientSeed(next.active.clientSeed);
      setNote({ text: t(done), failed: false });
    } catch (error) {
      setNote({ text: httpErrorText(error, t), failed: true });
    } finally {
      setBusy(false);
    }
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => saveClientSeed(clientSeed), 'provablyFair.seeds.saved');
  };

  const { active, previous } = fairness;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('provablyFair.seeds.hash')}</dt>
        <dd className={styles.hex} data-server-seed-hash>
          {active.serverSeedHash}
        </dd>
        <dt>{t('provablyFair.seeds.nextNonce')}</dt>
        <dd>{number.format(active.nextNonce)}</dd>
      </dl>
      <form className={styles.form} onSubmit={save} data-form="client-seed">
        <TextField
          label={t('provablyFair.seeds.clientSeed')}
          name="clientSeed"
          value={clientSeed}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => setClientSeed(event.target.value)}
        />
        <div className={styles.row}>
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('provablyFair.seeds.save')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => void run(rotateSeeds, 'provablyFair.seeds.rotated')}
          >
            {t('provablyFair.seeds.rotate')}
          </Button>
        </div>
      </form>
      <p role={note?.failed ? 'alert' : 'status'}>{note?.text}</p>
      <dl className={styles.facts}>
        <dt>{t('provablyFair.seeds.previous')}</dt>
        {previous ? (
          <dd>
            <span className={styles.hex} data-revealed-seed>
              {previous.serverSeed}
            </span>{' '}
            ({t('provablyFair.seeds.previousRounds', { count: previous.rounds })})
          </dd>
        ) : (
          <dd>{t('provablyFair.seeds.noPrevious')}</dd>
        )}
      </dl>
    </>
  );
}
