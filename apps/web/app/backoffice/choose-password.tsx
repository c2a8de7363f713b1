import { useRevalidator } from 'react-router';
import {
  BACKOFFICE_AUTH_PATHS,
  BackofficeMeResponseSchema,
  BackofficePasswordChangeRequestSchema,
  OPERATOR_PASSWORD_MIN,
} from '@casino/contracts';
import { boSend } from './backoffice-api.ts';
import { BoForm, Fields, FormError, SubmitButton, useBoForm, type FieldSpec } from './components/form.tsx';
import { signOut } from './sign-out.ts';
import styles from './backoffice.module.css';

const PASSWORD_FIELDS: ReadonlyArray<FieldSpec<{ currentPassword: string; newPassword: string }>> = [
  {
    name: 'currentPassword',
    label: 'One-time password',
    type: 'password',
    autoComplete: 'current-password',
    autoFocus: true,
  },
  { name: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password' },
];

/**
 * Shown instead of every back-office screen while the operator signed in with the one-time password
 * `operators:create` printed: the server refuses everything else until it is replaced. Once it is, the
 * layout's session read runs again and the screen asked for appears.
 */
export function ChoosePassword({ email }: { email: string }) {
  const revalidator = useRevalidator();
  const form = useBoForm(BackofficePasswordChangeRequestSchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  return (
    <main className={styles.signIn}>
      <div className={styles.signInPanel}>
        <p className={styles.product}>Back-office</p>
        <h1>Choose your password</h1>
        <p className={styles.muted}>
          You signed in as {email} with a one-time password. Replace it with your own (at least{' '}
          {OPERATOR_PASSWORD_MIN} characters, not a common one) to use the back-office.
        </p>
        <BoForm
          form={form}
          aria-label="Choose your password"
          onSubmit={async (values) => {
            await boSend('POST', BACKOFFICE_AUTH_PATHS.password, values, BackofficeMeResponseSchema);
            await revalidator.revalidate();
          }}
        >
          <Fields form={form} fields={PASSWORD_FIELDS} />
          <FormError form={form} />
          <div className={styles.formActions}>
            <SubmitButton form={form}>Save password</SubmitButton>
            <button type="button" className={styles.button} onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        </BoForm>
      </div>
    </main>
  );
}
