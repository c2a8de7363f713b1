import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { httpErrorText } from '../../lib/http/http-client.ts';
import type { Loaded } from '../../lib/query/api-query.ts';
import styles from '../../styles/blocks/panels.module.css';
import { Button } from './button.tsx';

export interface QueryFallbackProps {
  state: Exclude<Loaded<unknown>, { status: 'ready' }>;
  onRetry: () => void;
}

/**
 * A modal's data not there yet: what stands in while it loads (the children), or why it did not load
 * and a button to ask again (`retry`).
 */
export function QueryFallback({
  state,
  onRetry,
  retry,
  children,
}: QueryFallbackProps & { retry: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return children;
  return (
    <div className={styles.stack}>
      <p className={styles.errorBox} role="alert">
        {httpErrorText(state.error, t)}
      </p>
      <Button block variant="secondary" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
