import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { isBackofficeApiError } from '../backoffice-api.ts';
import styles from '../backoffice.module.css';

/**
 * The back-office's forms: react-hook-form with the contract's zod schema (the same schema the server
 * parses with), its messages under each field, and the server's refusal shown in words.
 *
 *   const form = useBoForm(AdjustBalanceSchema, { defaultValues: { amount: '', reason: '' } });
 *   <BoForm form={form} onSubmit={async (values) => { await boSend('POST', …, values, Schema); }}>
 *     <TextField form={form} name="amount" label="Amount" inputMode="numeric" />
 *     <TextAreaField form={form} name="reason" label="Reason" />
 *     <FormError form={form} />
 *     <SubmitButton form={form}>Adjust</SubmitButton>
 *   </BoForm>
 */
export function useBoForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    // The resolver's generics follow the schema; the form's are the schema's input and output.
    resolver: zodResolver(schema as never) as never,
  });
}

/** A form of these values (whatever its submitted values and context). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormOf<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * Puts a refusal of the server on the form: field errors (`errors: { field: [message] }`) under their
 * fields, the message as the form's error. Anything else is rethrown.
 */
export function applyServerError<T extends FieldValues>(form: FormOf<T>, error: unknown): void {
  if (!isBackofficeApiError(error)) throw error;
  const fields = Object.entries(error.errors ?? {});
  for (const [name, messages] of fields)
    if (messages[0]) form.setError(name as never, { type: 'server', message: messages[0] });
  form.setError('root.server', { type: 'server', message: error.message });
}

export interface BoFormProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Gets the parsed values; a thrown BackofficeApiError is shown on the form. */
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
  className?: string;
  /** The form's accessible name. */
  'aria-label'?: string;
}

export function BoForm<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  'aria-label': ariaLabel,
}: BoFormProps<TInput, TOutput>) {
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerError(form, error);
    }
  });
  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={ariaLabel}
    >
      {children}
    </form>
  );
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <span className={styles.hint} id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className={styles.fieldError} id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function fieldState<T extends FieldValues>(form: FormOf<T>, name: Path<T>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return error;
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export interface TextFieldProps<T extends FieldValues> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name' | 'id'
> {
  form: FormOf<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled input bound to the form, with its hint and its error (aria-invalid, aria-describedby). */
export function TextField<T extends FieldValues>({ form, name, label, hint, ...input }: TextFieldProps<T>) {
  const id = useId();
  const error = fieldState(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
        {...form.register(name)}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps<T extends FieldValues> {
  form: FormOf<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
  placeholder?: string;
}

export function TextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  rows = 3,
  placeholder,
}: TextAreaFieldProps<T>) {
  const id = useId();
  const error = fieldState(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className={styles.input}
        rows={rows}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...form.register(name)}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps<T extends FieldValues> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'form' | 'name' | 'id'
> {
  form: FormOf<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  options,
  ...select
}: SelectFieldProps<T>) {
  const id = useId();
  const error = fieldState(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
        {...form.register(name)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The server's refusal of the whole form (set by BoForm / applyServerError). */
export function FormError<T extends FieldValues>({ form }: { form: FormOf<T> }) {
  const message = form.formState.errors.root?.server?.message;
  return message ? (
    <p className={styles.alert} role="alert" data-testid="bo-form-error">
      {message}
    </p>
  ) : null;
}

export interface SubmitButtonProps<T extends FieldValues> {
  form: FormOf<T>;
  children: ReactNode;
  variant?: 'primary' | 'danger';
}

/** Disabled while the form submits. */
export function SubmitButton<T extends FieldValues>({
  form,
  children,
  variant = 'primary',
}: SubmitButtonProps<T>) {
  return (
    <button
      type="submit"
      className={`${styles.button} ${styles[variant]}`}
      disabled={form.formState.isSubmitting}
      aria-busy={form.formState.isSubmitting || undefined}
    >
      {children}
    </button>
  );
}
