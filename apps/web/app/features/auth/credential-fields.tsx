import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { EmailField } from '../../components/ui/form/email-field.tsx';
import { fieldErrorText } from '../../components/ui/form/field-error-text.ts';
import { PasswordField } from '../../components/ui/form/password-field.tsx';

export interface CredentialFieldsProps {
  /** `register('email')` and `register('password')` of the form. */
  email: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  /** The fields' refusals (`formState.errors.email?.message`…). */
  emailError?: string;
  passwordError?: string;
  /** Sign-up: the browser suggests a new password, and the field says what a good one is. */
  newPassword?: boolean;
}

/** The email and password of the login and sign-up forms, labelled alike. */
export function CredentialFields({
  email,
  password,
  emailError,
  passwordError,
  newPassword,
}: CredentialFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <EmailField
        label={t('auth.fields.email')}
        placeholder={t('auth.fields.emailPlaceholder')}
        error={fieldErrorText(emailError, t)}
        {...email}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        placeholder={newPassword ? t('auth.fields.passwordPlaceholder') : undefined}
        showLabel={t('auth.fields.showPassword')}
        hideLabel={t('auth.fields.hidePassword')}
        error={fieldErrorText(passwordError, t)}
        {...password}
      />
    </>
  );
}
