import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import {
  COOLING_OFF_PERIODS,
  SELF_EXCLUSION_PERIODS,
  type BreakKind,
  type BreakPeriod,
} from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { HttpError } from '../../lib/http/http-client.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { formatUntil } from './format-until.ts';
import { localeHome } from './locale-home.ts';
import { fetchSelfExclusion, requestBreakEnd, takeBreak } from './self-exclusion-api.ts';
import { markSignedOut } from './signed-out-cookie.ts';
import styles from './self-exclusion.module.css';
import { FormError } from '../../components/ui/form/form-error.tsx';

const HOUR = 60 * 60 * 1000;
/** What the confirmation shows as the end; the server computes the real one (calendar months in UTC). */
function estimatedEnd(period: BreakPeriod, now: Date): Date | null {
  const d = new Date(now);
  switch (period) {
    case '24h':
      return new Date(now.getTime() + 24 * HOUR);
    case '72h':
      return new Date(now.getTime() + 72 * HOUR);
    case '1w':
      return new Date(now.getTime() + 7 * 24 * HOUR);
    case '1m':
      d.setMonth(d.getMonth() + 1);
      return d;
    case '6m':
      d.setMonth(d.getMonth() + 6);
      return d;
    case '1y':
      d.setFullYear(d.getFullYear() + 1);
      return d;
    case '5y':
      d.setFullYear(d.getFullYear() + 5);
      return d;
    case 'permanent':
      return null;
  }
}

const KINDS: Array<{ kind: BreakKind; periods: readonly BreakPeriod[] }> = [
  { kind: 'coolingOff', periods: COOLING_OFF_PERIODS },
  { kind: 'selfExclusion', periods: SELF_EXCLUSION_PERIODS },
];

/** The account screen: take a cooling-off or a self-exclusion (with a confirmation), or see the one running. */
export function SelfExclusionPanel() {
  const { t, i18n } = useTranslation();
  const status = useApiQuery(['self-exclusion'], fetchSelfExclusion);
  // A status that did not load offers the choices (the server still refuses a second break).
  const { state } = status;
  const active = state.status === 'ready' ? state.data.active : state.status === 'error' ? null : undefined;
  const [choice, setChoice] = useState<{ kind: BreakKind; period: BreakPeriod } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = (iso: string) => formatUntil(iso, i18n.language);

  const failed = (e: unknown) =>
    setError(e instanceof HttpError && e.serverMessage ? e.serverMessage : t('selfExclusion.failed'));

  const submit = async () => {
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      await takeBreak({ ...choice, confirm: true } as Parameters<typeof takeBreak>[0]);
      // Signed out already: the page becomes the guest's home, which says why.
      markSignedOut('break');
      window.location.assign(localeHome(i18n.language));
    } catch (e) {
      failed(e);
      setBusy(false);
    }
  };

  const askEnd = async () => {
    setBusy(true);
    setError(null);
    try {
      const updated = await requestBreakEnd();
      if (state.status === 'ready') status.setData({ ...state.data, active: updated });
      toast.success(t('selfExclusion.endRequested', { until: until(updated.liftsAt!) }));
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  if (active === undefined) return <div className={styles.loading} aria-busy="true" />;

  if (active)
    return (
      <div className={styles.panel} data-state="on-break">
        <div className={styles.notice} role="status">
          <strong>{t('selfExclusion.active.title')}</strong>
          <p>
            {active.kind === 'coolingOff'
              ? t('selfExclusion.active.coolingOff', { until: until(active.liftsAt!) })
              : active.endRequestedAt
                ? t('selfExclusion.active.endRequested', { until: until(active.liftsAt!) })
                : active.endsAt
                  ? t('selfExclusion.active.selfExclusion', { until: until(active.endsAt) })
                  : t('selfExclusion.active.permanent')}
          </p>
          {active.canRequestEnd ? <p>{t('selfExclusion.active.canEnd')}</p> : null}
          <p>{t('selfExclusion.active.restricted')}</p>
        </div>
        {active.canRequestEnd ? (
          <Button variant="secondary" onClick={() => void askEnd()} loading={busy} disabled={busy}>
            {t('selfExclusion.active.requestEnd')}
          </Button>
        ) : null}
        <FormError className={styles.error}>{error}</FormError>
      </div>
    );

  const end = choice ? estimatedEnd(choice.period, new Date()) : null;
  const periodText = choice ? t(`selfExclusion.periods.${choice.period}`) : '';

  return (
    <div className={styles.panel} data-state="no-break">
      {KINDS.map(({ kind, periods }) => (
        <fieldset key={kind} className={styles.group} disabled={confirming}>
          <legend className={styles.legend}>{t(`selfExclusion.${kind}.title`)}</legend>
          <p className={styles.text}>{t(`selfExclusion.${kind}.text`)}</p>
          <div className={styles.periods} role="radiogroup" aria-label={t('selfExclusion.choose')}>
            {periods.map((period) => (
              <label key={period} className={styles.period}>
                <input
                  type="radio"
                  name="break-period"
                  value={`${kind}:${period}`}
                  checked={choice?.kind === kind && choice.period === period}
                  onChange={() => setChoice({ kind, period })}
                />
                <span>{t(`selfExclusion.periods.${period}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {confirming && choice ? (
        <div className={styles.confirm} role="alertdialog" aria-labelledby="break-confirm-title">
          <strong id="break-confirm-title">{t('selfExclusion.confirm.title')}</strong>
          <p>
            {choice.period === 'permanent'
              ? t('selfExclusion.confirm.permanent')
              : t(`selfExclusion.confirm.${choice.kind}`, {
                  period: periodText,
                  until: end ? until(end.toISOString()) : '',
                })}
          </p>
          <p>{t('selfExclusion.confirm.consequences')}</p>
          <p>{t('selfExclusion.confirm.noEarlyEnd')}</p>
          <div className={styles.actions}>
            <Button onClick={() => void submit()} loading={busy} disabled={busy}>
              {t('selfExclusion.confirm.submit')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
              {t('selfExclusion.confirm.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button disabled={!choice} onClick={() => setConfirming(true)}>
            {t('selfExclusion.continue')}
          </Button>
        </div>
      )}
      <FormError className={styles.error}>{error}</FormError>
    </div>
  );
}
