import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { Button } from '../button.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';
import type { Failure } from './use-failure.ts';
import styles from './form.module.css';

export interface SingleFieldFormProps {
  /** The field's name, as the server's `errors` call it. */
  name: string;
  /** The field's rules; the form sends what it outputs (trimmed, normalised). */
  schema: z.ZodType<string, string>;
  defaultValue?: string;
  /** The form's `data-form`. */
  form: string;
  /** How the input looks: label, type, placeholder, autocomplete… */
  field: Omit<TextFieldProps, 'error' | 'name' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;
  submitLabel: string;
  /** Sends the value; what it throws becomes the failure's text. */
  onSubmit: (value: string) => Promise<void>;
  failure: Failure;
  /** The server's name for the field in `errors`, when it differs from `name`. */
  serverField?: string;
  /** Where a failed request shows: under the field, or as the form's own alert. */
  failureAt?: 'field' | 'form';
  className?: string;
  /** Between the field and the button (a hint). */
  children?: ReactNode;
  /** After the button (e.g. "send a new code"). */
  footer?: ReactNode;
}

/** One input and one button: an email, a phone number or a texted code, checked as typed, then sent. */
export function SingleFieldForm({
  name,
  schema,
  defaultValue = '',
  form,
  field,
  submitLabel,
  onSubmit,
  failure,
  serverField = name,
  failureAt = 'field',
  className,
  children,
  footer,
}: SingleFieldFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
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
        {...field}
        error={fieldError ?? (failureAt === 'field' ? (failure.message ?? undefined) : undefined)}
        {...register(name, {
          validate: (value) => {
            const parsed = schema.safeParse(value);
            return parsed.success || (parsed.error.issues[0]?.message ?? false);
          },
        })}
      />
      {children}
      {failureAt === 'form' && failure.message ? (
        <p className={styles.formError} role="alert">
          {failure.message}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        disabled={!hydrated || formState.isSubmitting}
        loading={formState.isSubmitting}
      >
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
