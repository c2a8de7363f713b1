import { useTranslation } from '../../i18n/react.tsx';
import { RegistrationCompleteSchema } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/form/password-field.tsx';
import { EmailField } from '../../components/ui/form/email-field.tsx';
import { useSchemaForm } from '../../components/ui/form/use-schema-form.ts';
import { fieldErrorText } from '../../components/ui/form/field-error-text.ts';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { trackSendForm } from '../../lib/analytics/data-layer.ts';
import { postRegistrationComplete } from './profile-api.ts';
import styles from './profile.module.css';

/** A one-click account gets an email and its own password (POST /rest/registration/complete/). */
export function RegistrationCompleteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    formError,
    clearFormError,
    fail,
  } = useSchemaForm(RegistrationCompleteSchema, {
    defaultValues: { email: '', password: '', password_repeat: '' },
    fields: ['email', 'password', 'password_repeat'],
    formName: 'registration_complete',
  });

  const submit = handleSubmit(async (values) => {
    clearFormError();
    try {
      await postRegistrationComplete(values);
    } catch (error) {
      fail(error);
      return;
    }
    trackSendForm({ form_name: 'registration_complete' });
    onDone();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-form="registration-complete">
      <EmailField
        label={t('profile.registration.email')}
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
