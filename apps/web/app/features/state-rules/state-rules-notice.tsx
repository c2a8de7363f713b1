import { useTranslation } from '../../i18n/react.tsx';
import { US_STATES } from '@casino/contracts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { fetchStateRules } from './state-rules-api.ts';
import styles from './state-rules.module.css';

/**
 * On the sign-up page: where sweepstakes play is closed for this visitor (their state, by IP or shared
 * position), they are told before registering, and that Coin play stays open; where the minimum age is
 * above 18, they are told the age. Nothing shows where play is open at 18.
 */
export default function StateRulesNotice() {
  const { t } = useTranslation();
  const { state } = useApiQuery(['state-rules'], fetchStateRules);
  if (state.status !== 'ready') return null;
  const verdict = state.data;
  const place =
    verdict.country === 'US' && verdict.region
      ? (US_STATES[verdict.region as keyof typeof US_STATES] ?? verdict.region)
      : (verdict.region ?? verdict.country ?? '');
  if (verdict.sweepstakes === 'closed' && verdict.reason === 'stateClosed')
    return (
      <div className={styles.notice} role="status" data-testid="state-rules-notice">
        <strong>{t('stateRules.closedTitle', { place })}</strong>
        <span>{t('stateRules.closedText', { place })}</span>
        <span>{t('stateRules.stillOpen')}</span>
      </div>
    );
  if (verdict.minimumAge > 18)
    return (
      <div className={styles.notice} role="status" data-testid="state-rules-notice">
        <span>{t('stateRules.minimumAge', { place, age: verdict.minimumAge })}</span>
      </div>
    );
  return null;
}
