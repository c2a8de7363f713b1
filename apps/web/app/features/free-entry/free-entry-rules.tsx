import { useApiQuery } from '../../lib/query/api-query.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { fetchFreeEntryTerms } from './free-entry-api.ts';
import { FreeEntryTermsText } from './free-entry-terms.tsx';

/** The rules page's part: loads the brand's terms (a lazy chunk of the sweepstakes rules page; its own module, so the terms text the account screen imports statically is never also a lazy import). */
export default function FreeEntryRulesSection() {
  const { t } = useTranslation();
  const { state } = useApiQuery(['free-entry', 'terms'], fetchFreeEntryTerms);
  return state.status === 'ready' ? (
    <FreeEntryTermsText terms={state.data} />
  ) : (
    <p role="status">{t('freeEntry.loading')}</p>
  );
}
