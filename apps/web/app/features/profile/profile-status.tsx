import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import ui from '../../styles/ui.module.css';
import type { ProfileState } from './use-profile.ts';
import styles from './profile.module.css';

/** Loading and failure of the profile, so each screen only draws the ready state. */
export function ProfileGate({
  state,
  onRetry,
  children,
}: {
  state: ProfileState;
  onRetry: () => void;
  children: (profile: NonNullable<ProfileState['profile']>) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.status === 'ready') return <>{children(state.profile)}</>;
  if (state.status === 'loading')
    return (
      <p className={styles.muted} role="status" aria-live="polite" data-state="loading">
        {t('profile.loading')}
      </p>
    );
  return (
    <div className={`${ui.card} ${styles.errorCard}`} role="alert">
      <Icon name="info" />
      <p>{state.error}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('profile.retry')}
      </Button>
    </div>
  );
}
