import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { EmailConfirmationSent, PhoneCodeSent } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { SingleFieldForm } from '../../components/ui/form/single-field-form.tsx';
import { useFailure } from '../../components/ui/form/use-failure.ts';
import { toast } from '../../components/ui/toast.ts';
import { trackError, trackSendForm, trackVerification } from '../../lib/analytics/data-layer.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { changeEmail, changePhone, confirmPhone, sendEmailConfirmation } from './contact-api.ts';
import styles from './contact.module.css';

/** New email address: stored unconfirmed, and a confirmation link goes to it. */
export function EmailChangeForm({
  defaultEmail = '',
  onSent,
}: {
  defaultEmail?: string;
  onSent: (answer: EmailConfirmationSent) => void;
}) {
  const { t } = useTranslation();
  return (
    <SingleFieldForm
      kind="email"
      defaultValue={defaultEmail}
      form="email-edit"
      trackAs="email_edit"
      label={t('contact.fields.newEmail')}
      placeholder={t('contact.fields.emailPlaceholder')}
      submitLabel={t('contact.emailEdit.submit')}
      onSubmit={async (email) => {
        const answer = await changeEmail({ email });
        trackSendForm({ form_name: 'email_edit' });
        onSent(answer);
      }}
    />
  );
}

/** Sends (again) the confirmation link of the current email; `sentTo` is set once it went out. */
export function useSendEmailLink() {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = async () => {
    setSending(true);
    try {
      const answer = await sendEmailConfirmation();
      setSentTo(answer.email);
      trackSendForm({ form_name: 'email_confirm' });
    } catch (error) {
      const text = httpErrorText(error, t);
      toast.error(text);
      trackError({ message: text, form_name: 'email_confirm' });
    } finally {
      setSending(false);
    }
  };
  return { sending, sentTo, send };
}

/** Phone number in international format; a 6-digit code is texted to it. */
export function PhoneNumberForm({
  defaultPhone = '',
  onSent,
}: {
  defaultPhone?: string;
  onSent: (answer: PhoneCodeSent) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <SingleFieldForm
      kind="phone"
      defaultValue={defaultPhone}
      form="phone-edit"
      trackAs="phone_edit"
      label={t('contact.fields.phone')}
      placeholder={t('contact.fields.phonePlaceholder')}
      submitLabel={t('contact.phone.send')}
      onSubmit={async (phone) => {
        const answer = await changePhone({ phone });
        trackSendForm({ form_name: 'phone_edit' });
        await onSent(answer);
      }}
    >
      <p className={styles.note}>{t('contact.phone.hint')}</p>
    </SingleFieldForm>
  );
}

/** The texted code; "send a new code" asks for one to the same number. */
export function PhoneCodeForm({
  phone,
  onConfirmed,
}: {
  phone: string;
  onConfirmed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const failure = useFailure('phone_verify');
  const [resending, setResending] = useState(false);
  // A new code empties the field: the form starts over.
  const [round, setRound] = useState(0);
  const resend = async () => {
    setResending(true);
    failure.clear();
    try {
      await changePhone({ phone });
      setRound((n) => n + 1);
      toast.success(t('contact.phone.resent', { phone }));
    } catch (error) {
      failure.fail(error, 'phone');
    } finally {
      setResending(false);
    }
  };
  return (
    <SingleFieldForm
      key={round}
      kind="code"
      form="phone-verify"
      trackAs="phone_verify"
      failure={failure}
      label={t('contact.fields.code')}
      submitLabel={t('contact.phone.confirm')}
      onSubmit={async (code) => {
        await confirmPhone({ code });
        trackVerification({ type: 'phone', step: 'confirmed' });
        onConfirmed(t('contact.phone.confirmed'));
      }}
      footer={
        <Button variant="link" disabled={resending} onClick={() => void resend()}>
          {t('contact.phone.resend')}
        </Button>
      }
    />
  );
}
