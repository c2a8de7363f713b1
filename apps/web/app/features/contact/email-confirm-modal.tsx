import { Trans } from '../../i18n/trans.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { StatusCard } from '../../components/ui/form/status-card.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { localeFromPath, localizePath } from '../../i18n/locale.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useSendEmailLink } from './contact-forms.tsx';
import styles from './contact.module.css';

/** app-email-confirm: asks the player to confirm their email and sends the link on request. */
export default function EmailConfirmModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { appInit } = useRootData();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const link = useSendEmailLink();
  const email = appInit.email;
  const confirmed = appInit.emailConfirmed;
  const goTo = (path: string) => {
    close();
    void navigate(localizePath(path, localeFromPath(pathname)));
  };

  if (!email) {
    return (
      <ModalFrame title={t('contact.emailConfirm.addTitle')} size="sm">
        <StatusCard icon="mail" data-email-confirm="no-email">
          <p className={styles.lead}>{t('contact.emailConfirm.noEmail')}</p>
          <div className={`${styles.actions} ${styles.wide}`}>
            <Button block onClick={() => goTo('/email-edit/')}>
              {t('contact.emailConfirm.add')}
            </Button>
          </div>
        </StatusCard>
      </ModalFrame>
    );
  }

  if (confirmed) {
    return (
      <ModalFrame title={t('contact.emailConfirm.confirmedTitle')} size="sm">
        <StatusCard icon="check" tone="ok" data-email-confirm="confirmed">
          <p className={styles.lead}>
            <Trans i18nKey="contact.emailConfirm.confirmed" values={{ email }} />
          </p>
          <div className={`${styles.actions} ${styles.wide}`}>
            <Button block onClick={close}>
              {t('contact.emailConfirm.close')}
            </Button>
          </div>
        </StatusCard>
      </ModalFrame>
    );
  }

  return (
    <ModalFrame title={t('contact.emailConfirm.title')} size="sm">
      <StatusCard icon="mail" data-email-confirm={link.sentTo ? 'sent' : 'ask'}>
        {link.sentTo ? (
          <p className={styles.success} role="status">
            <Trans i18nKey="contact.emailConfirm.sent" values={{ email: link.sentTo }} />
          </p>
        ) : (
          <p className={styles.lead}>
            <Trans i18nKey="contact.emailConfirm.text" values={{ email }} />
          </p>
        )}
        <div className={`${styles.actions} ${styles.wide}`}>
          {link.sentTo ? (
            <Button block onClick={close}>
              {t('contact.emailConfirm.done')}
            </Button>
          ) : (
            <Button block disabled={link.sending} loading={link.sending} onClick={() => void link.send()}>
              {t('contact.emailConfirm.send')}
            </Button>
          )}
          {link.sentTo ? (
            <Button variant="link" disabled={link.sending} onClick={() => void link.send()}>
              {t('contact.emailConfirm.resend')}
            </Button>
          ) : null}
          <Button variant="link" onClick={() => goTo('/email-edit/')}>
            {t('contact.emailConfirm.change')}
          </Button>
        </div>
      </StatusCard>
    </ModalFrame>
  );
}
