import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmailSchema, PhoneCodeSchema, PhoneSchema, type RestoreSentState } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/text-field.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { toast } from '../../components/ui/toast.ts';
import { trackError, trackSendForm } from '../../lib/analytics/data-layer.ts';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { fieldErrorText } from './change-password-state.ts';
import { confirmRestoreToken, requestRestore } from './password-api.ts';
import { StateIcon } from './state-icons.tsx';
import styles from './password.module.css';

/** The modal's screens: the request form, and the spec's sent / failed / phone-sent states. */
export type ForgotPasswordState = 'form' | RestoreSentState | 'failed';
type Channel = 'email' | 'phone';

export interface ForgotPasswordModalProps {
  state?: ForgotPasswordState;
  /** Prefills the email (the sign-in form passes what was typed there). */
  email?: string;
}

const TITLE_KEYS: Record<ForgotPasswordState, string> = {
  form: 'password.forgot.title',
  sent: 'password.forgot.sent.title',
  'phone-sent': 'password.forgot.phoneSent.title',
  failed: 'password.forgot.failed.title',
};

/** Forgot password: asks for an email (link) or a confirmed phone (code), then says what happens next. */
export default function ForgotPasswordModal({
  close,
  state: initialState = 'form',
  email: initialEmail = '',
}: ModalComponentProps<ForgotPasswordModalProps>) {
  const { t } = useTranslation();
  const [state, setState] = useState<ForgotPasswordState>(initialState);
  const [channel, setChannel] = useState<Channel>('email');
  const [sentTo, setSentTo] = useState('');

  const request = async (to: { email: string } | { phone: string }) => {
    const answer = await requestRestore(to);
    trackSendForm({ form_name: 'forgot_password' });
    setSentTo('email' in to ? to.email : to.phone);
    setState(answer.state);
  };
  const resend = async () => {
    try {
      await requestRestore(channel === 'email' ? { email: sentTo } : { phone: sentTo });
      toast.success(t('password.forgot.resent'));
    } catch (error) {
      toast.error(httpErrorText(error, t));
    }
  };

  return (
    <ModalFrame title={t(TITLE_KEYS[state])} size="sm">
      <div data-forgot-state={state}>
        {state === 'form' ? (
          <div className={styles.stack}>
            <p className={styles.lead}>{t('password.forgot.lead')}</p>
            <div className={styles.tabs} role="tablist" aria-label={t('password.forgot.channel')}>
              {(['email', 'phone'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  role="tab"
                  className={styles.tab}
                  aria-selected={channel === value}
                  onClick={() => setChannel(value)}
                >
                  {t(value === 'email' ? 'password.forgot.byEmail' : 'password.forgot.byPhone')}
                </button>
              ))}
            </div>
            {channel === 'email' ? (
              <EmailRequestForm defaultEmail={initialEmail} onSend={(email) => request({ email })} />
            ) : (
              <PhoneRequestForm onSend={(phone) => request({ phone })} />
            )}
          </div>
        ) : null}

        {state === 'sent' ? (
          <div className={styles.state}>
            <span className={styles.stateIcon}>
              <StateIcon name="mail" />
            </span>
            <p className={styles.stateText}>
              <Trans
                i18nKey="password.forgot.sent.text"
                values={{ email: sentTo }}
                components={{ b: <strong /> }}
              />
            </p>
            <p className={styles.note}>{t('password.forgot.sent.spam')}</p>
            <div className={styles.actions}>
              <Button block onClick={close}>
                {t('password.forgot.sent.done')}
              </Button>
              <Button variant="link" onClick={() => void resend()}>
                {t('password.forgot.sent.resend')}
              </Button>
            </div>
          </div>
        ) : null}

        {state === 'phone-sent' ? (
          <div className={styles.state}>
            <span className={styles.stateIcon}>
              <StateIcon name="phone" />
            </span>
            <p className={styles.stateText}>
              <Trans
                i18nKey="password.forgot.phoneSent.text"
                values={{ phone: sentTo }}
                components={{ b: <strong /> }}
              />
            </p>
            <RestoreCodeForm
              phone={sentTo}
              onConfirmed={(code) => {
                close();
                openModal('change-password', { token: code, phone: sentTo });
              }}
            />
            <div className={styles.actions}>
              <Button variant="link" onClick={() => void resend()}>
                {t('password.forgot.phoneSent.resend')}
              </Button>
              <Button variant="link" onClick={() => setState('form')}>
                {t('password.forgot.phoneSent.other')}
              </Button>
            </div>
          </div>
        ) : null}

        {state === 'failed' ? (
          <div className={styles.state}>
            <span className={styles.stateIcon} data-tone="danger">
              <StateIcon name="broken-link" />
            </span>
            <p className={styles.stateText}>{t('password.forgot.failed.text')}</p>
            <div className={styles.actions}>
              <Button block onClick={() => setState('form')}>
                {t('password.forgot.failed.retry')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </ModalFrame>
  );
}

const EmailFormSchema = z.object({ email: EmailSchema });
const PhoneFormSchema = z.object({ phone: PhoneSchema });
const CodeFormSchema = z.object({ code: PhoneCodeSchema });

/** Runs a request and turns its failure into a form message (field errors under their field). */
function useSubmitError() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const fail = (error: unknown, field: string) => {
    const text = isHttpError(error)
      ? (error.fieldError(field) ?? httpErrorText(error, t))
      : httpErrorText(error, t);
    setMessage(text);
    trackError({ message: text, form_name: 'forgot_password' });
  };
  return { message, setMessage, fail };
}

function EmailRequestForm({
  defaultEmail,
  onSend,
}: {
  defaultEmail: string;
  onSend: (email: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const failure = useSubmitError();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof EmailFormSchema>,
    unknown,
    z.output<typeof EmailFormSchema>
  >({
    resolver: zodResolver(EmailFormSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });
  const submit = handleSubmit(async ({ email }) => {
    failure.setMessage(null);
    try {
      await onSend(email);
    } catch (error) {
      failure.fail(error, 'email');
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-form="forgot-password-email">
      <TextField
        label={t('password.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('password.fields.emailPlaceholder')}
        error={fieldErrorText(formState.errors.email?.message, t)}
        {...register('email')}
      />
      {failure.message ? (
        <p className={styles.formError} role="alert">
          {failure.message}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        disabled={!hydrated || formState.isSubmitting}
        loading={formState.isSubmitting}
      >
        {t('password.forgot.submitEmail')}
      </Button>
    </form>
  );
}

function PhoneRequestForm({ onSend }: { onSend: (phone: string) => Promise<void> }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const failure = useSubmitError();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof PhoneFormSchema>,
    unknown,
    z.output<typeof PhoneFormSchema>
  >({
    resolver: zodResolver(PhoneFormSchema),
    mode: 'onTouched',
    defaultValues: { phone: '' },
  });
  const submit = handleSubmit(async ({ phone }) => {
    failure.setMessage(null);
    try {
      await onSend(phone);
    } catch (error) {
      failure.fail(error, 'phone');
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-form="forgot-password-phone">
      <TextField
        label={t('password.fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('password.fields.phonePlaceholder')}
        error={fieldErrorText(formState.errors.phone?.message, t)}
        {...register('phone')}
      />
      <p className={styles.note}>{t('password.forgot.phoneHint')}</p>
      {failure.message ? (
        <p className={styles.formError} role="alert">
          {failure.message}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        disabled={!hydrated || formState.isSubmitting}
        loading={formState.isSubmitting}
      >
        {t('password.forgot.submitPhone')}
      </Button>
    </form>
  );
}

function RestoreCodeForm({ phone, onConfirmed }: { phone: string; onConfirmed: (code: string) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const failure = useSubmitError();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof CodeFormSchema>,
    unknown,
    z.output<typeof CodeFormSchema>
  >({
    resolver: zodResolver(CodeFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    failure.setMessage(null);
    try {
      await confirmRestoreToken({ token: code, phone });
      onConfirmed(code);
    } catch (error) {
      failure.fail(error, 'token');
    }
  });
  return (
    <form className={`${styles.form} ${styles.wide}`} onSubmit={submit} noValidate data-form="restore-code">
      <TextField
        label={t('password.fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={styles.codeField}
        error={fieldErrorText(formState.errors.code?.message, t) ?? failure.message ?? undefined}
        {...register('code')}
      />
      <Button
        type="submit"
        block
        disabled={!hydrated || formState.isSubmitting}
        loading={formState.isSubmitting}
      >
        {t('password.forgot.phoneSent.submit')}
      </Button>
    </form>
  );
}
