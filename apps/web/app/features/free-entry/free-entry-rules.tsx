import { useEffect, useState } from 'react';
import type { FreeEntryTerms } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { fetchFreeEntryTerms } from './free-entry-api.ts';
import { FreeEntryTermsText } from './free-entry-terms.tsx';

/** The rules page's part: loads the brand's terms (a lazy chunk of the sweepstakes rules page; its own module, so the terms text the account screen imports statically is never also a lazy import). */
export default function FreeEntryRulesSection() {
  const { t } = useTranslation();
  const [terms, setTerms] = useState<FreeEntryTerms | null>(null);
  useEffect(() => {
    fetchFreeEntryTerms().then(setTerms, () => setTerms(null));
  }, []);
  return terms ? <FreeEntryTermsText terms={terms} /> : <p role="status">{t('freeEntry.loading')}</p>;
}
