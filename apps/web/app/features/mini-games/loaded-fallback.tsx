import { useTranslation } from '../../i18n/react.tsx';
import { QueryFallback, type QueryFallbackProps } from '../../components/ui/query-fallback.tsx';
import styles from './mini-games.module.css';

/** While a mini game loads, or why it did not. */
export function LoadedFallback(props: QueryFallbackProps) {
  const { t } = useTranslation();
  return (
    <QueryFallback {...props} retry={t('miniGames.retry')}>
      <div className={styles.loading} aria-busy="true" aria-label={t('miniGames.loading')} />
    </QueryFallback>
  );
}
