import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { FreeEntryTerms } from '@casino/contracts';
import styles from './free-entry.module.css';

/** The mail-in terms as the rules state them, from the brand's data (amount, cap, address). */
export function FreeEntryTermsText({ terms }: { terms: FreeEntryTerms }) {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  return (
    <div className={styles.terms} data-testid="free-entry-terms">
      <p>
        {t('freeEntry.terms.how', {
          entries: amounts.entries(terms.entriesPerRequest),
          cap: amounts.entries(terms.yearlyCap),
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
