import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import type { z } from 'zod';
import { DisplayNameSchema, EmailSchema, PhoneCodeSchema, PhoneSchema } from '@casino/contracts';
import { fieldErrorText } from './field-error-text.ts';
import { FormError } from './form-error.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { useFailure, type Failure } from './use-failure.ts';
import styles from './form.module.css';

/** The fields these forms ask for: the rules and how the input behaves. */
const KINDS = {
  email: { schema: EmailSchema, input: { type: 'email', autoComplete: 'email', inputMode: 'email' } },
  phone: { schema: PhoneSchema, input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' } },
  displayName: {
    schema: DisplayNameSchema,
    input: { autoComplete: 'nickname', maxLength: 40, spellCheck: false },
  },
  code: {
    schema: PhoneCodeSchema,
    input: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, className: styles.codeField },
  },
} as const satisfies Record<string, { schema: z.ZodType<string, string>; input: Partial<TextFieldProps> }>;

export interface SingleFieldFormProps {
  /** The field, also its name in the server's `errors`. */
  kind: keyof typeof KINDS;
  label: string;
  placeholder?: string;
  defaultValue?: string;
  /** The form's `data-form`. */
  form: string;
  submitLabel: string;
  /** Sends the value as the schema outputs it (trimmed, normalised); what it throws becomes the failure. */
  onSubmit: (value: string) => Promise<void>;
  /** The form's name in analytics (`form_name` of its failures). */
  trackAs: string;
  /** A failure the caller also feeds (e.g. a resend next to the form); by default the form's own. */
  failure?: Failure;
  /** The server's name for the field in `errors`, when it differs from `kind`. */
  serverField?: string;
  /** Where a failed request shows: under the field, or as the form's own alert. */
  failureAt?: 'field' | 'form';
  className?: string;
  /** Between the field and the button (a hint). */
  children?: ReactNode;
  /** After the button (e.g. "send a new code"). */
  footer?: ReactNode;
}

/** One input and one button: an email, a phone number, a texted code or a display name, checked as typed, then sent. */
export function SingleFieldForm({
  kind: name,
  label,
  placeholder,
  defaultValue = '',
  form,
  submitLabel,
  onSubmit,
  trackAs,
  failure: sharedFailure,
  serverField = name,
  failureAt = 'field',
  className,
  children,
  footer,
}: SingleFieldFormProps) {
  const { t } = useTranslation();
  const { schema, input } = KINDS[name];
  const ownFailure = useFailure(trackAs);
  const failure = sharedFailure ?? ownFailure;
  const { register, handleSubmit, formState } = useForm<Record<string, string>>({
    mode: 'onTouched',
    defaultValues: { [name]: defaultValue },
  });
  const submit = handleSubmit(async (values) => {
    const parsed = schema.safeParse(values[name] ?? '');
    if (!parsed.success) return;
    failure.clear();
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      failure.fail(error, serverField);
    }
  });
  const fieldError = fieldErrorText(formState.errors[name]?.message, t);
  return (
    <form
      className={[styles.singleForm, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      noValidate
      data-form={form}
    >
      <TextField
        label={label}
        placeholder={placeholder}
        {...input}
        error={fieldError ?? (failureAt === 'field' ? (failure.message ?? undefined) : undefined)}
        {...register(name, {
          validate: (value) => {
            const parsed = schema.safeParse(value);
            return parsed.success || (parsed.error.issues[0]?.message ?? false);
          },
        })}
      />
      {children}
      {failureAt === 'form' ? <FormError>{failure.message}</FormError> : null}
      <SubmitButton submitting={formState.isSubmitting}>{submitLabel}</SubmitButton>
      {footer}
    </form>
  );
}
