import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import {
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  REALITY_CHECK_CHOICES,
  type PlayLimitKind,
  type PlayLimitView,
  type PlayLimitsReply,
} from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/text-field.tsx';
import { useFailure } from '../../components/ui/form/use-failure.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { fetchPlayLimits, savePlayLimit, saveRealityCheck } from './play-limits-api.ts';
import { amountLabelKey, formatLimitAmount, parseLimitAmount } from './limit-units.ts';
import styles from './play-limits.module.css';

/** What the last save did, announced politely; nothing before the first. */
function SaveStatus({ text }: { text: string | null }) {
  return text ? (
    <p className={styles.status} role="status">
      {text}
    </p>
  ) : null;
}

/** A labelled select in this panel's look (its label above it). */
function PanelSelect({ label, children, ...select }: ComponentProps<'select'> & { label: string }) {
  return (
    <label className={styles.selectField}>
      <span className={styles.selectLabel}>{label}</span>
      <select className={styles.select} {...select}>
        {children}
      </select>
    </label>
  );
}

type Period = (typeof PLAY_LIMIT_PERIODS)[number];

const formatDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  ) + ' UTC';

/** The account screen of limits: what is set and used, changes waiting for their day, and the forms. */
export function PlayLimitsPanel() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { state, setData } = useApiQuery(['play-limits'], fetchPlayLimits);

  const name = (limit: Pick<PlayLimitView, 'kind' | 'period'>) =>
    `${t(`playLimits.period.${limit.period}`)} · ${t(`playLimits.kind.${limit.kind}`)}`;
  const amount = (kind: PlayLimitKind, value: number) =>
    kind === 'session' ? t('playLimits.minutes', { count: value }) : formatLimitAmount(kind, value, locale);

  if (state.status === 'error') return <p className={styles.error}>{t('playLimits.loadFailed')}</p>;
  if (state.status === 'loading') return <p aria-busy="true">…</p>;
  const { data } = state;
  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby="play-limits-current">
        <h3 id="play-limits-current" className={styles.sectionTitle}>
          {t('playLimits.current')}
        </h3>
        {data.limits.length === 0 ? (
          <p className={styles.note}>{t('playLimits.none')}</p>
        ) : (
          <ul className={styles.list} data-testid="play-limits-list">
            {data.limits.map((limit) => (
              <LimitItem
                key={`${limit.kind}:${limit.period}`}
                limit={limit}
                name={name(limit)}
                amount={amount}
                locale={locale}
                onChange={setData}
              />
            ))}
          </ul>
        )}
      </section>
      <SetLimitForm onSaved={setData} />
      <RealityCheckForm minutes={data.realityCheckMinutes} onSaved={setData} />
      <p className={styles.note}>{t('playLimits.rules')}</p>
    </div>
  );
}

function LimitItem({
  limit,
  name,
  amount,
  locale,
  onChange,
}: {
  limit: PlayLimitView;
  name: string;
  amount: (kind: PlayLimitKind, value: number) => string;
  locale: string;
  onChange: (data: PlayLimitsReply) => void;
}) {
  const { t } = useTranslation();
  const failure = useFailure('play-limit-remove');
  const [busy, setBusy] = useState(false);
  const share = Math.min(100, Math.round((limit.used / limit.amount) * 100));
  const remove = async () => {
    setBusy(true);
    failure.clear();
    try {
      onChange(await savePlayLimit({ kind: limit.kind, period: limit.period, amount: null }));
    } catch (error) {
      failure.fail(error, 'amount');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.item} data-testid={`play-limit-${limit.kind}-${limit.period}`}>
      <div className={styles.itemHead}>
        <span className={styles.itemName}>{name}</span>
        <span className={styles.itemAmount}>{amount(limit.kind, limit.amount)}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
      >
        <div
          className={`${styles.barFill} ${share >= 100 ? styles.barFull : ''}`}
          style={{ width: `${share}%` }}
        />
      </div>
      <p className={styles.meta}>
        <span>
          {t('playLimits.used', {
            used: amount(limit.kind, limit.used),
            limit: amount(limit.kind, limit.amount),
          })}
        </span>
        {limit.resetsAt ? (
          <span>{t('playLimits.resets', { date: formatDate(limit.resetsAt, locale) })}</span>
        ) : null}
      </p>
      {limit.pending ? (
        <p className={styles.pending}>
          {limit.pending.amount === null
            ? t('playLimits.pendingRemove', { date: formatDate(limit.pending.from, locale) })
            : t('playLimits.pendingChange', {
                amount: amount(limit.kind, limit.pending.amount),
                date: formatDate(limit.pending.from, locale),
              })}
        </p>
      ) : null}
      <div className={styles.inline}>
        {limit.pending?.amount === null ? null : (
          <Button
            variant="secondary"
            onClick={() => void remove()}
            disabled={busy}
            aria-label={t('playLimits.removeLabel', { name })}
          >
            {t('playLimits.remove')}
          </Button>
        )}
      </div>
      {failure.message ? <p className={styles.error}>{failure.message}</p> : null}
    </li>
  );
}

function SetLimitForm({ onSaved }: { onSaved: (data: PlayLimitsReply) => void }) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const failure = useFailure('play-limit-set');
  const [kind, setKind] = useState<PlayLimitKind>('purchase');
  const [period, setPeriod] = useState<Period>('day');
  const [text, setText] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    setStatus(null);
    setLocalError(null);
    const amount = parseLimitAmount(kind, text);
    // Checked here first so a typo is answered at once; the server checks the same again.
    if (amount === null) return setLocalError(t('validation.playLimits.amountInvalid'));
    const chosen = kind === 'session' ? 'session' : period;
    setBusy(true);
    try {
      const reply = await savePlayLimit({ kind, period: chosen, amount });
      onSaved(reply);
      const saved = reply.limits.find((l) => l.kind === kind && l.period === chosen);
      setStatus(
        saved?.pending
          ? t('playLimits.set.savedPending', {
              date: formatDate(saved.pending.from, i18n.language),
            })
          : t('playLimits.set.saved'),
      );
      setText('');
    } catch (error) {
      failure.fail(error, 'amount');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={styles.sectionTitle}>
        {t('playLimits.set.title')}
      </h3>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <div className={styles.row}>
          <PanelSelect
            label={t('playLimits.set.kind')}
            name="kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as PlayLimitKind)}
          >
            {PLAY_LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`playLimits.kind.${k}`)}
              </option>
            ))}
          </PanelSelect>
          <PanelSelect
            label={t('playLimits.set.period')}
            name="period"
            value={kind === 'session' ? 'session' : period}
            disabled={kind === 'session'}
            onChange={(e) => setPeriod(e.target.value as Period)}
          >
            {kind === 'session' ? (
              <option value="session">{t('playLimits.period.session')}</option>
            ) : (
              PLAY_LIMIT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`playLimits.period.${p}`)}
                </option>
              ))
            )}
          </PanelSelect>
          <TextField
            label={t(amountLabelKey(kind))}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={localError ?? failure.message ?? undefined}
          />
        </div>
        <div className={styles.inline}>
          <Button type="submit" disabled={busy} loading={busy}>
            {t('playLimits.set.submit')}
          </Button>
          <SaveStatus text={status} />
        </div>
      </form>
    </section>
  );
}

function RealityCheckForm({
  minutes,
  onSaved,
}: {
  minutes: number;
  onSaved: (data: PlayLimitsReply) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const failure = useFailure('reality-check');
  const [value, setValue] = useState(minutes);
  const [status, setStatus] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    try {
      onSaved(await saveRealityCheck(value));
      setStatus(t('playLimits.realityCheck.saved'));
    } catch (error) {
      failure.fail(error, 'minutes');
    }
  };
  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={styles.sectionTitle}>
        {t('playLimits.realityCheck.title')}
      </h3>
      <form className={styles.inline} onSubmit={(e) => void submit(e)}>
        <PanelSelect
          label={t('playLimits.realityCheck.lead')}
          name="realityCheckMinutes"
          value={value}
          onChange={(e) => setValue(Number(e.target.value))}
        >
          {REALITY_CHECK_CHOICES.map((m) => (
            <option key={m} value={m}>
              {t('playLimits.minutes', { count: m })}
            </option>
          ))}
        </PanelSelect>
        <Button type="submit" variant="secondary">
          {t('playLimits.realityCheck.submit')}
        </Button>
        <SaveStatus text={status} />
        {failure.message ? <p className={styles.error}>{failure.message}</p> : null}
      </form>
    </section>
  );
}
