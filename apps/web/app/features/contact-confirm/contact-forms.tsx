import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  EmailSchema,
  PhoneCodeSchema,
  PhoneSchema,
  type EmailConfirmationSent,
  type PhoneCodeSent,
} from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/text-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { trackError, trackSendForm, trackVerification } from '../../lib/analytics/data-layer.ts';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { changeEmail, changePhone, confirmPhone, sendEmailConfirmation } from './contact-api.ts';
import { contactErrorText } from './contact-state.ts';
import styles from './contact.module.css';

/** A failed call as text for one field: its own message when the server named the field, else the answer's. */
function useFailure(formName: string) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    fail(error: unknown, field: string) {
      const text = (isHttpError(error) && error.fieldError(field)) || httpErrorText(error, t);
      setMessage(text);
      trackError({ message: text, form_name: formName });
    },
  };
}

const EmailFormSchema = z.object({ email: EmailSchema });

/** New email address: stored unconfirmed, and a confirmation link goes to it. */
export function EmailChangeForm({
  defaultEmail = '',
  onSent,
}: {
  defaultEmail?: string;
  onSent: (answer: EmailConfirmationSent) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const failure = useFailure('email_edit');
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof EmailFormSchema>,
    unknown,
    z.output<typeof EmailFormSchema>
  >({ resolver: zodResolver(EmailFormSchema), mode: 'onTouched', defaultValues: { email: defaultEmail } });
  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      const answer = await changeEmail(values);
      trackSendForm({ form_name: 'email_edit' });
      onSent(answer);
    } catch (error) {
      failure.fail(error, 'email');
    }
  });
  return (
    <form className={styles.stack} onSubmit={submit} noValidate data-form="email-edit">
      <TextField
        label={t('contact.fields.newEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('contact.fields.emailPlaceholder')}
        error={contactErrorText(formState.errors.email?.message, t) ?? failure.message ?? undefined}
        {...register('email')}
      />
      <Button
        type="submit"
        block
        disabled={!hydrated || formState.isSubmitting}
        loading={formState.isSubmitting}
      >
        {t('contact.emailEdit.submit')}
      </Button>
    </form>
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

const PhoneFormSchema = z.object({ phone: PhoneSchema });

/** Phone number in international format; a 6-digit code is texted to it. */
export function PhoneNumberForm({
  defaultPhone = '',
  onSent,
}: {
  defaultPhone?: string;
  onSent: (answer: PhoneCodeSent) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const failure = useFailure('phone_edit');
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof PhoneFormSchema>,
    unknown,
    z.output<typeof PhoneFormSchema>
  >({ resolver: zodResolver(PhoneFormSchema), mode: 'onTouched', defaultValues: { phone: defaultPhone } });
  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      const answer = await changePhone(values);
      trackSendForm({ form_name: 'phone_edit' });
      await onSent(answer);
    } catch (error) {
      failure.fail(error, 'phone');
    }
  });
  return (
    <form className={styles.stack} onSubmit={submit} noValidate data-form="phone-edit">
      <TextField
        label={t('contact.fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('contact.fields.phonePlaceholder')}
        error={contactErrorText(formState.errors.phone?.message, t) ?? failure.message ?? undefined}
        {...register('phone')}
      />
      <p className={styles.note}>{t('contact.phone.hint')}</p>
      <Button
        type="submit"
        block
        disabled={!hydrated || formState.isSubmitting}
        loading={formState.isSubmitting}
      >
        {t('contact.phone.send')}
      </Button>
    </form>
  );
}

const CodeFormSchema = z.object({ code: PhoneCodeSchema });

/** The texted code; "send a new code" asks for one to the same number. */
export function PhoneCodeForm({
  phone,
  onConfirmed,
}: {
  phone: string;
  onConfirmed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const failure = useFailure('phone_verify');
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<
    z.input<typeof CodeFormSchema>,
    unknown,
    z.output<typeof CodeFormSchema>
  >({ resolver: zodResolver(CodeFormSchema), mode: 'onTouched', defaultValues: { code: '' } });
  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await confirmPhone(values);
      trackVerification({ type: 'phone', step: 'confirmed' });
      onConfirmed(t('contact.phone.confirmed'));
    } catch (error) {
      failure.fail(error, 'code');
    }
  });
  const resend = async () => {
    setResending(true);
    failure.clear();
    try {
      await changePhone({ phone });
      reset({ code: '' });
      toast.success(t('contact.phone.resent', { phone }));
    } catch (error) {
      failure.fail(error, 'phone');
    } finally {
      setResending(false);
    }
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate data-form="phone-verify">
      <TextField
        label={t('contact.fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={styles.codeField}
        error={contactErrorText(formState.errors.code?.message, t) ?? failure.message ?? undefined}
        {...register('code')}
      />
      <Button
        type="submit"
        block
        disabled={!hydrated || formState.isSubmitting}
        loading={formState.isSubmitting}
      >
        {t('contact.phone.confirm')}
      </Button>
      <Button variant="link" disabled={resending} onClick={() => void resend()}>
        {t('contact.phone.resend')}
      </Button>
    </form>
  );
}
