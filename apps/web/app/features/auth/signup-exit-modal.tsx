import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useWelcomeOffer } from '../../lib/welcome-offer.ts';
import styles from './auth-form.module.css';

export interface SignupExitProps {
  location?: string;
}

/** Shown once when a guest walks away from the sign-up form: the offer they are about to leave. */
export default function SignupExitModal({ location, close }: ModalComponentProps<SignupExitProps>) {
  const { t } = useTranslation();
  const offer = useWelcomeOffer();
  return (
    <ModalFrame title={t('auth.exit.title')} size="sm">
      <p className={styles.exitOffer}>{t('auth.exit.offer', offer)}</p>
      <p>{t('auth.exit.text')}</p>
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={close}>
          {t('auth.exit.leave')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            close();
            openModal('register', { location });
          }}
        >
          {t('auth.exit.continue')}
        </Button>
      </div>
    </ModalFrame>
  );
}
