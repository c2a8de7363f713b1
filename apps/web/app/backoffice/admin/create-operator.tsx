import {
  BACKOFFICE_ADMIN_PATHS,
  OPERATOR_ROLES,
  OperatorCreateRequestSchema,
  OperatorCreateResponseSchema,
  type OperatorRole,
  type OperatorRow,
} from '@casino/contracts';
import { postForm } from '../backoffice-api.ts';
import { choices, BoForm, SelectField, TextField, useBoForm } from '../components/form.tsx';
import { ROLE_SUMMARY } from './format.ts';
import { CreateActions, CreateShownOnce, ShownOnce, type CreateFormProps } from './shown-once.tsx';
import bo from '../backoffice.module.css';
import styles from './admin.module.css';

const ROLE_OPTIONS = choices(OPERATOR_ROLES);

type Created = { operator: OperatorRow; password: string | undefined };

/**
 * "New operator": email and role; the server generates the password and answers it once, shown here with
 * a copy button until the dialog is closed.
 */
export function CreateOperator({ onCreated }: { onCreated: (operator: OperatorRow) => void }) {
  return (
    <CreateShownOnce<Created>
      title="New operator"
      createdTitle="Operator created"
      dialogClass={() => styles.mediumDialog}
      form={(props) => <CreateOperatorForm {...props} />}
      shown={(created) => (
        <>
          <p>
            <strong>{created.operator.email}</strong> ({created.operator.role}) can sign in with this
            password; the first sign-in sets up two-factor sign-in with an authenticator app.
          </p>
          {created.password ? (
            <ShownOnce
              noun="password"
              label="Password"
              value={created.password}
              testId="bo-new-operator-password"
            >
              <p className={bo.muted}>
                Give it to them over a safe channel, not in the same message as the email.
              </p>
            </ShownOnce>
          ) : null}
        </>
      )}
      onCreated={(created) => onCreated(created.operator)}
    />
  );
}

function CreateOperatorForm({ onCreated, onCancel }: CreateFormProps<Created>) {
  const form = useBoForm(OperatorCreateRequestSchema, {
    defaultValues: { email: '', role: 'support' },
  });
  const role = form.watch('role') as OperatorRole;
  return (
    <BoForm
      form={form}
      aria-label="New operator"
      onSubmit={postForm(BACKOFFICE_ADMIN_PATHS.operators, OperatorCreateResponseSchema, (data) =>
        onCreated({ operator: data.operator, password: data.password }),
      )}
    >
      <TextField form={form} name="email" label="Email" type="email" autoComplete="off" autoFocus />
      <SelectField
        form={form}
        name="role"
        label="Role"
        options={ROLE_OPTIONS}
        hint={ROLE_SUMMARY[role] ?? ''}
      />
      <p className={bo.muted}>A password is generated and shown once, on the next screen.</p>
      <CreateActions form={form} onCancel={onCancel}>
        Create operator
      </CreateActions>
    </BoForm>
  );
}
