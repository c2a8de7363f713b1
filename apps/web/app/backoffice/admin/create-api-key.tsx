import { Controller } from 'react-hook-form';
import {
  ApiKeyCreateRequestSchema,
  ApiKeyCreateResponseSchema,
  BACKOFFICE_ADMIN_PATHS,
  type ApiKeyRow,
} from '@casino/contracts';
import { postForm } from '../backoffice-api.ts';
import { BoForm, TextField, useBoForm } from '../components/form.tsx';
import { ScopePicker } from './scope-picker.tsx';
import { CreateActions, CreateShownOnce, ShownOnce, type CreateFormProps } from './shown-once.tsx';
import bo from '../backoffice.module.css';
import styles from './admin.module.css';

type Created = { apiKey: ApiKeyRow; key: string };

/** "New API key": a name and scopes; the key is in the server's answer once, shown here with a copy button. */
export function CreateApiKey({ onCreated }: { onCreated: (apiKey: ApiKeyRow) => void }) {
  return (
    <CreateShownOnce<Created>
      title="New API key"
      createdTitle="API key created"
      dialogClass={(created) => (created ? styles.mediumDialog : styles.wideDialog)}
      form={(props) => <CreateApiKeyForm {...props} />}
      shown={(created) => (
        <>
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
        </>
      )}
      onCreated={(created) => onCreated(created.apiKey)}
    />
  );
}

function CreateApiKeyForm({ onCreated, onCancel }: CreateFormProps<Created>) {
  const form = useBoForm(ApiKeyCreateRequestSchema, { defaultValues: { name: '', scopes: [] } });
  return (
    <BoForm
      form={form}
      aria-label="New API key"
      onSubmit={postForm(BACKOFFICE_ADMIN_PATHS.apiKeys, ApiKeyCreateResponseSchema, onCreated)}
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
        <CreateActions form={form} onCancel={onCancel}>
          Create key
        </CreateActions>
      </div>
    </BoForm>
  );
}
