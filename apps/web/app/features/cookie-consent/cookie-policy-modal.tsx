import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import styles from './cookie-consent.module.css';

/** Opens on top of the settings modal (a stacked modal); closing it returns to the settings. */
export default function CookiePolicyModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      title={t('cookieConsent.policy.title')}
      size="lg"
      footer={
        <Button variant="secondary" block onClick={close}>
          {t('modals.close')}
        </Button>
      }
    >
      <div className={styles.policy}>
        <p>{t('cookieConsent.policy.intro')}</p>
        <p>{t('cookieConsent.policy.necessary')}</p>
        <p>{t('cookieConsent.policy.optional')}</p>
        <p>{t('cookieConsent.policy.change')}</p>
      </div>
    </ModalFrame>
  );
}
