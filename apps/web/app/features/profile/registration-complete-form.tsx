import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import type { z } from 'zod';
import { RegistrationCompleteSchema } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/form/password-field.tsx';
import { TextField } from '../../components/ui/form/text-field.tsx';
import { fieldErrorText } from '../../components/ui/form/field-error-text.ts';
import { applyServerError } from '../../components/ui/form/server-errors.ts';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { trackError, trackSendForm } from '../../lib/analytics/data-layer.ts';
import { postRegistrationComplete } from './profile-api.ts';
import styles from './profile.module.css';

type Input = z.input<typeof RegistrationCompleteSchema>;
type Values = z.output<typeof RegistrationCompleteSchema>;

/** A one-click account gets an email and its own password (POST /rest/registration/complete/). */
export function RegistrationCompleteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(RegistrationCompleteSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', password_repeat: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await postRegistrationComplete(values);
    } catch (error) {
      const message = applyServerError<Input>(error, ['email', 'password', 'password_repeat'], setError, t);
      setFormError(message);
      trackError({ message, form_name: 'registration_complete' });
      return;
    }
    trackSendForm({ form_name: 'registration_complete' });
    onDone();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-form="registration-complete">
      <TextField
        label={t('profile.registration.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={fieldErrorText(errors.email?.message, t)}
        {...register('email')}
      />
      <PasswordField
        label={t('profile.registration.password')}
        autoComplete="new-password"
        showLabel={t('profile.registration.showPassword')}
        hideLabel={t('profile.registration.hidePassword')}
        error={fieldErrorText(errors.password?.message, t)}
        {...register('password')}
      />
      <PasswordField
        label={t('profile.registration.passwordRepeat')}
        autoComplete="new-password"
        showLabel={t('profile.registration.showPassword')}
        hideLabel={t('profile.registration.hidePassword')}
        error={fieldErrorText(errors.password_repeat?.message, t)}
        {...register('password_repeat')}
      />
      <FormError>{formError}</FormError>
      <Button type="submit" block disabled={isSubmitting} loading={isSubmitting}>
        {t('profile.registration.submit')}
      </Button>
    </form>
  );
}
