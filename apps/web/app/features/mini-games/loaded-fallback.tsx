import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { httpErrorText } from '../../lib/http/http-client.ts';
import type { Loaded } from './use-loaded.ts';
import styles from './mini-games.module.css';

/** While a mini game loads, or why it did not. */
export function LoadedFallback({
  state,
  onRetry,
}: {
  state: Exclude<Loaded<unknown>, { status: 'ready' }>;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (state.status === 'loading')
    return <div className={styles.loading} aria-busy="true" aria-label={t('miniGames.loading')} />;
  return (
    <div className={styles.body}>
      <p className={styles.error} role="alert">
        {httpErrorText(state.error, t)}
      </p>
      <Button block variant="secondary" onClick={onRetry}>
        {t('miniGames.retry')}
      </Button>
    </div>
  );
}
