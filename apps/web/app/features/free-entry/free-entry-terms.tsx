import { useTranslation } from '../../i18n/react.tsx';
import type { FreeEntryTerms } from '@casino/contracts';
import styles from './free-entry.module.css';

/** The mail-in terms as the rules state them, from the brand's data (amount, cap, address). */
export function FreeEntryTermsText({ terms }: { terms: FreeEntryTerms }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <div className={styles.terms} data-testid="free-entry-terms">
      <p>
        {t('freeEntry.terms.how', {
          entries: number(terms.entriesPerRequest),
          cap: number(terms.yearlyCap),
        })}
      </p>
      <ol className={styles.steps}>
        <li>{t('freeEntry.terms.step1')}</li>
        <li>{t('freeEntry.terms.step2')}</li>
        <li>{t('freeEntry.terms.step3')}</li>
      </ol>
      {/* A postal address is written as the post office reads it, in every language. */}
      <address className={styles.address} data-testid="free-entry-address" translate="no">
        {terms.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <p className={styles.note}>{t('freeEntry.terms.rules')}</p>
    </div>
  );
}
