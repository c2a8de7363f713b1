import { useTranslation } from '../../i18n/react.tsx';
import type { RedeemRequestView } from '@casino/contracts';
import styles from './redeem.module.css';

/**
 * A request's timeline as the server recorded it: each step reached with its time (the player's locale)
 * and who moved it, then the next step and when the brand promises it; a refusal with its reason and what
 * the player can do. Nothing here is worked out in the browser but the date format.
 */
export function RedeemTimeline({ request }: { request: RedeemRequestView }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.timeline}>
      <ol className={styles.steps} aria-label={t('redeem.timeline.label')}>
        {request.timeline.map((entry) => (
          <li key={entry.step} className={styles.step} data-step={entry.step}>
            <span className={styles.stepName}>{t(`redeem.timeline.steps.${entry.step}`)}</span>{' '}
            <span className={styles.stepWhen}>
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> ·{' '}
              {t(`redeem.timeline.by.${entry.by}`)}
            </span>
          </li>
        ))}
      </ol>
      {request.next ? (
        <p className={styles.next} data-next={request.next.step}>
          {t('redeem.timeline.next', {
            step: t(`redeem.timeline.nextSteps.${request.next.step}`),
            date: when.format(new Date(request.next.expectedBy)),
          })}
        </p>
      ) : null}
      {request.step === 'refused' ? (
        <div className={styles.refused} data-refused>
          {request.note ? <p>{t('redeem.timeline.reason', { note: request.note })}</p> : null}
          <p>{t('redeem.timeline.refusedHelp')}</p>
        </div>
      ) : null}
    </div>
  );
}
