import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { toast } from '../../components/ui/toast.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useRootData } from '../../lib/root-data.ts';
import { RegistrationCompleteForm } from './registration-complete-form.tsx';
import styles from './profile.module.css';

/**
 * The spec's registration complete popup, on brands without the registration-complete page (docs/brands.md):
 * a one-click account adds its email and a password of its own, then stays where it is.
 */
export default function RegistrationCompleteModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { appInit, brand } = useRootData();
  const revalidator = useRevalidator();
  return (
    <ModalFrame title={t('profile.registration.title')} size="sm">
      <div className={styles.modalBody} data-registration-complete-modal="">
        <p>{t('profile.registration.lead', { appName: brand.appName })}</p>
        <p>{t('profile.registration.formLead', { login: appInit.login ?? '' })}</p>
        <RegistrationCompleteForm
          onDone={() => {
            toast.success(t('profile.registration.saved'));
            void revalidator.revalidate();
            close();
          }}
        />
      </div>
    </ModalFrame>
  );
}
