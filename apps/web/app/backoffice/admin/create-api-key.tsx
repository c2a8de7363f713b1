import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  ApiKeyCreateRequestSchema,
  ApiKeyCreateResponseSchema,
  BACKOFFICE_ADMIN_PATHS,
  type ApiKeyRow,
} from '@casino/contracts';
import { boSend } from '../backoffice-api.ts';
import { BoForm, FormError, SubmitButton, TextField, useBoForm } from '../components/form.tsx';
import { ScopePicker } from './scope-picker.tsx';
import { ShownOnce } from './shown-once.tsx';
import bo from '../backoffice.module.css';
import styles from './admin.module.css';

type Created = { apiKey: ApiKeyRow; key: string };

/** "New API key": a name and scopes; the key is in the server's answer once, shown here with a copy button. */
export function CreateApiKey({ onCreated }: { onCreated: (apiKey: ApiKeyRow) => void }) {
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
          New API key
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={bo.overlay} />
        <Dialog.Content
          className={`${bo.dialog} ${created ? styles.mediumDialog : styles.wideDialog}`}
          aria-describedby={undefined}
          // The key is lost when the dialog closes: only the Done button closes it then.
          {...(created
            ? {
                onPointerDownOutside: (event) => event.preventDefault(),
                onEscapeKeyDown: (event) => event.preventDefault(),
              }
            : {})}
        >
          {created ? (
            <>
              <Dialog.Title>API key created</Dialog.Title>
              <p>
                <strong>{created.apiKey.name}</strong> can call{' '}
                {created.apiKey.scopes.length === 1
                  ? 'the endpoints of 1 permission'
                  : `the endpoints of ${created.apiKey.scopes.length} permissions`}
                . Send it as <code className={styles.code}>authorization: Bearer …</code>.
              </p>
              <ShownOnce noun="API key" label="API key" value={created.key} testId="bo-new-api-key">
                <p className={bo.muted}>
                  Keep it in the automation&apos;s secret store. The list shows only its first characters (
                  <code className={styles.code}>{created.apiKey.prefix}</code>) to tell keys apart.
                </p>
              </ShownOnce>
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
              <Dialog.Title>New API key</Dialog.Title>
              <CreateApiKeyForm
                onCancel={() => change(false)}
                onCreated={(result) => {
                  setCreated(result);
                  onCreated(result.apiKey);
                }}
              />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreateApiKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (result: Created) => void;
  onCancel: () => void;
}) {
  const form = useBoForm(ApiKeyCreateRequestSchema, { defaultValues: { name: '', scopes: [] } });
  return (
    <BoForm
      form={form}
      aria-label="New API key"
      onSubmit={async (values) => {
        const answer = await boSend(
          'POST',
          BACKOFFICE_ADMIN_PATHS.apiKeys,
          values,
          ApiKeyCreateResponseSchema,
        );
        onCreated(answer.data);
      }}
    >
      <TextField
        form={form}
        name="name"
        label="Name"
        hint="What uses it, so the audit log says who acted: e.g. Nightly KYC export."
        autoComplete="off"
        maxLength={100}
        autoFocus
      />
      <Controller
        control={form.control}
        name="scopes"
        render={({ field, fieldState }) => (
          <ScopePicker
            value={field.value ?? []}
            onChange={(scopes) => {
              field.onChange(scopes);
              field.onBlur();
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={styles.stickyActions}>
        <FormError form={form} />
        <div className={bo.formActions}>
          <SubmitButton form={form}>Create key</SubmitButton>
          <button type="button" className={bo.button} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </BoForm>
  );
}
