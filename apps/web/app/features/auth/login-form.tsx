import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoginRequestSchema } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/form/password-field.tsx';
import { fieldErrorText } from '../../components/ui/form/field-error-text.ts';
import { applyServerError } from '../../components/ui/form/server-errors.ts';
import { TextField } from '../../components/ui/form/text-field.tsx';
import { trackError, trackSendForm } from '../../lib/analytics/data-layer.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { postLogin } from './auth-api.ts';
import { toast } from '../../components/ui/toast.ts';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { SubmitButton } from '../../components/ui/form/submit-button.tsx';
import { AuthSwitch } from './auth-switch.tsx';
import { localeHref } from './locale-href.ts';
import styles from './auth-form.module.css';

type LoginInput = z.input<typeof LoginRequestSchema>;
type LoginValues = z.output<typeof LoginRequestSchema>;

export interface LoginFormProps {
  /** Called after the server accepted the credentials (the session cookie is set by then). */
  onSuccess?: () => void;
  /** In a modal: swap to the signup modal. Without it the switch is a link to `signupHref`. */
  onSwitchToSignup?: () => void;
  /** Pages that print their own switch line under the form set this. */
  hideSwitch?: boolean;
  /** Default: /signup/ in the current language. */
  signupHref?: string;
}

/** Email + password sign-in, posting JSON to /rest/login/. For the login modal and the /signin/ page. */
export function LoginForm({ onSuccess, onSwitchToSignup, signupHref, hideSwitch }: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(LoginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await postLogin(values);
      if (answer.previousLoginAt)
        toast(
          t('auth.login.welcomeBack', {
            when: new Date(answer.previousLoginAt).toLocaleString(i18n.language),
          }),
        );
    } catch (error) {
      const message = applyServerError<LoginInput>(error, ['email', 'password'], setError, t);
      setFormError(message);
      trackError({ message, form_name: 'login' });
      return;
    }
    trackSendForm({ form_name: 'login' });
    onSuccess?.();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-form="login">
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.fields.emailPlaceholder')}
        error={fieldErrorText(errors.email?.message, t)}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        showLabel={t('auth.fields.showPassword')}
        hideLabel={t('auth.fields.hidePassword')}
        error={fieldErrorText(errors.password?.message, t)}
        {...register('password')}
      />
      <FormError>{formError}</FormError>
      <SubmitButton submitting={isSubmitting}>{t('auth.login.submit')}</SubmitButton>
      <p className={styles.switch}>
        <Button variant="link" onClick={() => openModal('forgot-password', { email: getValues('email') })}>
          {t('password.forgot.link')}
        </Button>
      </p>
      {hideSwitch ? null : (
        <AuthSwitch
          prompt={t('auth.login.noAccount')}
          label={t('auth.login.switch')}
          onClick={onSwitchToSignup}
          href={signupHref ?? localeHref('/signup/', i18n.language)}
        />
      )}
    </form>
  );
}
