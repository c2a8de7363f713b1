import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { toast } from '../../components/ui/toast.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useRootData } from '../../lib/root-data.ts';
import { PhoneCodeForm, PhoneNumberForm } from './contact-forms.tsx';
import { ContactIcon } from './icons.tsx';
import styles from './contact.module.css';

/** app-phone-confirm: the phone number, then the texted code. */
export default function PhoneConfirmModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { appInit } = useRootData();
  const revalidator = useRevalidator();
  const current = appInit.phone ?? '';
  const confirmed = appInit.phoneConfirmed;
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  if (confirmed && !codeSentTo && !editing) {
    return (
      <ModalFrame title={t('contact.phoneConfirm.confirmedTitle')} size="sm">
        <div className={styles.status} data-phone-confirm="confirmed">
          <span className={styles.statusIcon} data-tone="ok">
            <ContactIcon name="check" />
          </span>
          <p className={styles.lead}>
            <Trans
              i18nKey="contact.phoneConfirm.confirmed"
              values={{ phone: current }}
              components={{ b: <strong /> }}
            />
          </p>
          <div className={`${styles.actions} ${styles.wide}`}>
            <Button block onClick={close}>
              {t('contact.emailConfirm.close')}
            </Button>
            <Button variant="link" onClick={() => setEditing(true)}>
              {t('contact.phone.other')}
            </Button>
          </div>
        </div>
      </ModalFrame>
    );
  }

  return (
    <ModalFrame title={t('contact.phoneConfirm.title')} size="sm">
      <div className={styles.stack} data-phone-confirm={codeSentTo ? 'code' : 'number'}>
        {codeSentTo ? (
          <>
            <p className={styles.lead}>
              <Trans
                i18nKey="contact.phone.codeSent"
                values={{ phone: codeSentTo }}
                components={{ b: <strong /> }}
              />
            </p>
            <PhoneCodeForm
              phone={codeSentTo}
              onConfirmed={(message) => {
                close();
                toast.success(message);
                void revalidator.revalidate();
              }}
            />
            <Button variant="link" onClick={() => setCodeSentTo(null)}>
              {t('contact.phone.other')}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.lead}>{t('contact.phoneConfirm.lead')}</p>
            <PhoneNumberForm
              defaultPhone={current}
              onSent={(answer) => {
                setCodeSentTo(answer.phone);
                void revalidator.revalidate();
              }}
            />
          </>
        )}
      </div>
    </ModalFrame>
  );
}
