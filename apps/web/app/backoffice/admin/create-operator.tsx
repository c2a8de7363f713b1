import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import {
  BACKOFFICE_ADMIN_PATHS,
  OPERATOR_ROLES,
  OperatorCreateRequestSchema,
  OperatorCreateResponseSchema,
  type OperatorRole,
  type OperatorRow,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { BoForm, FormError, SelectField, SubmitButton, TextField, useBoForm } from '../components/form.tsx';
import { ROLE_SUMMARY } from './format.ts';
import { ShownOnce } from './shown-once.tsx';
import bo from '../backoffice.module.css';
import styles from './admin.module.css';

const ROLE_OPTIONS = OPERATOR_ROLES.map((role) => ({ value: role, label: role }));

type Created = { operator: OperatorRow; password: string | undefined };

/**
 * "New operator": email and role; the server generates the password and answers it once, shown here with
 * a copy button until the dialog is closed.
 */
export function CreateOperator({ onCreated }: { onCreated: (operator: OperatorRow) => void }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>
        <button type="button" className={`${bo.button} ${bo.primary}`}>
          New operator
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={bo.overlay} />
        <Dialog.Content
          className={`${bo.dialog} ${styles.mediumDialog}`}
          aria-describedby={undefined}
          // The password is lost when the dialog closes: only the Done button closes it then.
          {...(created
            ? {
                onPointerDownOutside: (event) => event.preventDefault(),
                onEscapeKeyDown: (event) => event.preventDefault(),
              }
            : {})}
        >
          {created ? (
            <>
              <Dialog.Title>Operator created</Dialog.Title>
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
              <div className={bo.formActions}>
                <Dialog.Close asChild>
                  <button type="button" className={`${bo.button} ${bo.primary}`}>
                    Done, I have copied it
                  </button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <>
              <Dialog.Title>New operator</Dialog.Title>
              <CreateOperatorForm
                onCancel={() => change(false)}
                onCreated={(result) => {
                  setCreated(result);
                  onCreated(result.operator);
                }}
              />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreateOperatorForm({
  onCreated,
  onCancel,
}: {
  onCreated: (result: Created) => void;
  onCancel: () => void;
}) {
  const form = useBoForm(OperatorCreateRequestSchema, {
    defaultValues: { email: '', role: 'support' },
  });
  const role = form.watch('role') as OperatorRole;
  return (
    <BoForm
      form={form}
      aria-label="New operator"
      onSubmit={async (values) => {
        const answer = await boSend(
          'POST',
          BACKOFFICE_ADMIN_PATHS.operators,
          { email: values.email, role: values.role },
          OperatorCreateResponseSchema,
        );
        onCreated({ operator: answer.data.operator, password: answer.data.password });
      }}
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
      <FormError form={form} />
      <div className={bo.formActions}>
        <SubmitButton form={form}>Create operator</SubmitButton>
        <button type="button" className={bo.button} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </BoForm>
  );
}
