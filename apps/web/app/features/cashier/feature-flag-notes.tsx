import { useTranslation } from '../../i18n/react.tsx';
import { featureCashierFlags } from '../../lib/feature-module.ts';
import type { CashFlags } from './cash-routes.ts';
import styles from './cashier.module.css';

/** The note of each feature flag the cashier was opened with (a module's `cashierFlags`: the invite it qualifies). */
export function FeatureFlagNotes({ flags }: { flags: CashFlags }) {
  const { t } = useTranslation();
  return featureCashierFlags()
    .filter((flag) => flags.featureFlags.includes(flag.name))
    .map((flag) => (
      <p key={flag.name} className={styles.note}>
        {t(flag.note)}
      </p>
    ));
}
