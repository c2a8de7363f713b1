import { useState } from 'react';
import { Trans } from '../../i18n/trans.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { StatusCard } from '../../components/ui/form/status-card.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { toast } from '../../components/ui/toast.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useRootData } from '../../lib/root-data.ts';
import { PhoneCodeForm, PhoneNumberForm } from './contact-forms.tsx';
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
        <StatusCard icon="check" tone="ok" data-phone-confirm="confirmed">
          <p className={styles.lead}>
            <Trans i18nKey="contact.phoneConfirm.confirmed" values={{ phone: current }} />
          </p>
          <div className={`${styles.actions} ${styles.wide}`}>
            <Button block onClick={close}>
              {t('contact.emailConfirm.close')}
            </Button>
            <Button variant="link" onClick={() => setEditing(true)}>
              {t('contact.phone.other')}
            </Button>
          </div>
        </StatusCard>
      </ModalFrame>
    );
  }

  return (
    <ModalFrame title={t('contact.phoneConfirm.title')} size="sm">
      <div className={styles.stack} data-phone-confirm={codeSentTo ? 'code' : 'number'}>
        {codeSentTo ? (
          <>
            <p className={styles.lead}>
              <Trans i18nKey="contact.phone.codeSent" values={{ phone: codeSentTo }} />
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
