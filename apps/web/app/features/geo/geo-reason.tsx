import { useTranslation } from '../../i18n/react.tsx';
import { GEO_FAILURE_REASONS } from '@casino/contracts';
import { LOCATION_NEEDED } from './use-geo-check.ts';
import styles from './geo-reason.module.css';

/** Reason codes the geo check puts in ?reason= (anything else is ignored). */
const REASONS = new Set<string>([...Object.keys(GEO_FAILURE_REASONS), LOCATION_NEEDED]);

/** Why the geoblock page is showing, from the code the geo check left in the URL; nothing for unknown codes. */
export function GeoReason({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (!code || !REASONS.has(code)) return null;
  return (
    <div className={styles.reason} role="status">
      <h2 className={styles.title}>{t('geo.reasonTitle')}</h2>
      <p className={styles.text}>{t(`geo.reasons.${code}`)}</p>
    </div>
  );
}
