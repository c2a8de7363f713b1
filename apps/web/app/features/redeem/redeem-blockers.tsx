import { useTranslation } from '../../i18n/react.tsx';
import type { RedeemInfoResponse } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import styles from './redeem.module.css';

/** Each reason redeem is unavailable, with the one step that fixes it. */
export function RedeemBlockers({
  reasons,
  minimum,
  switching,
  onSwitchMode,
}: {
  reasons: RedeemInfoResponse['reasons'];
  minimum: string;
  switching: boolean;
  onSwitchMode: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.blockers} aria-labelledby="redeem-blockers-title">
      <h3 id="redeem-blockers-title" className={styles.subtitle}>
        {t('redeem.unavailableTitle')}
      </h3>
      <ul className={styles.reasons}>
        {reasons.map((reason) => (
          <li key={reason} className={styles.reason} data-reason={reason}>
            <p>{t(`redeem.reasons.${reason}`, { minimum })}</p>
            {reason === 'not_sweepstakes_mode' ? (
              <Button onClick={onSwitchMode} disabled={switching} loading={switching}>
                {t('redeem.actions.switchMode')}
              </Button>
            ) : reason === 'identity_not_verified' ? (
              <AppLink to="/account/documents" className={styles.action}>
                {t('redeem.actions.documents')}
              </AppLink>
            ) : reason === 'profile_incomplete' ? (
              <AppLink to="/account/personal-info" className={styles.action}>
                {t('redeem.actions.personalInfo')}
              </AppLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
