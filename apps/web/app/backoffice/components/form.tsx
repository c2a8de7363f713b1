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
import { isHttpError } from '../../lib/http/http-client.ts';
import { setFieldErrors } from '../../components/ui/form/server-errors.ts';
import { boErrorText } from '../backoffice-api.ts';
import { Alert } from './alert.tsx';
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
 * A field group's part of a form of a wider shape: the group (`ScheduleFields`, `RuleFields`) names only
 * paths of `Part`, and `Whole extends Part` holds every one of them, so the group may bind, read and set
 * them on the whole form. The one place the narrowing is written; a group takes `FormOf<T>` for any
 * `T extends Part` and reads `formPart<Part, T>(form)`.
 */
export function formPart<Part extends FieldValues, Whole extends Part>(form: FormOf<Whole>): FormOf<Part> {
  // Sound by the bound: each Path<Part> is a Path<Whole> with a value of the same type.
  return form as unknown as FormOf<Part>;
}

/**
 * Puts a refusal of the server on the form: field errors (`errors: { field: [message] }`) under their
 * fields, the message as the form's error. Anything else is rethrown.
 */
export function applyServerError<T extends FieldValues>(form: FormOf<T>, error: unknown): void {
  if (!isHttpError(error)) throw error;
  setFieldErrors(error, Object.keys(error.errors ?? {}) as Path<T>[], form.setError);
  form.setError('root.server', { type: 'server', message: boErrorText(error) });
}

export interface BoFormProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Gets the parsed values; a thrown HttpError is shown on the form. */
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

interface BoundFieldProps<T extends FieldValues> {
  form: FormOf<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
}

/** The props every control of a field gets: its id, the form's binding, invalid and described-by. */
type ControlProps = ReturnType<FormOf<FieldValues>['register']> & {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A labelled control bound to the form, with its hint and its error (aria-invalid, aria-describedby). */
function BoundField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  control,
}: BoundFieldProps<T> & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const error = form.getFieldState(name, form.formState).error?.message;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {control({
        id,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        ...form.register(name),
      })}
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

export interface TextFieldProps<T extends FieldValues>
  extends BoundFieldProps<T>, Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'> {}

export function TextField<T extends FieldValues>({ form, name, label, hint, ...input }: TextFieldProps<T>) {
  const field = { form, name, label, hint };
  return <BoundField {...field} control={(bound) => <input {...input} {...bound} />} />;
}

export interface TextAreaFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  rows?: number;
  placeholder?: string;
}

export function TextAreaField<T extends FieldValues>({
  rows = 3,
  placeholder,
  ...field
}: TextAreaFieldProps<T>) {
  return (
    <BoundField
      {...field}
      control={(bound) => <textarea rows={rows} placeholder={placeholder} {...bound} />}
    />
  );
}

/** A select's options: one per value, named by `text` (a record or a function; by default the value itself). */
export const choices = <V extends string | number>(
  values: readonly V[],
  text: Readonly<Record<V, string>> | ((value: V) => string) = String,
): Array<{ value: string; label: string }> =>
  values.map((value) => ({
    value: String(value),
    label: typeof text === 'function' ? text(value) : text[value],
  }));

export interface SelectFieldProps<T extends FieldValues>
  extends BoundFieldProps<T>, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'id'> {
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
  const field = { form, name, label, hint };
  return (
    <BoundField
      {...field}
      control={(bound) => (
        <select {...select} {...bound}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A labelled checkbox bound to a boolean of the form. */
export function CheckboxField<T extends FieldValues>({
  form,
  name,
  label,
}: {
  form: FormOf<T>;
  name: Path<T>;
  label: ReactNode;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...form.register(name)} />
      {label}
    </label>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'>;

/**
 * One field of a form as data, drawn by `Fields`: its name, label and hint, and its control: a text input
 * (the default, with its input attributes beside: `inputMode`, `type`, `readOnly`…), a select of `options`,
 * a text area, or a checkbox (no hint).
 *
 *   { name: 'coins', label: 'Coins', inputMode: 'numeric' },
 *   { name: 'kind', label: 'Kind', kind: 'select', options: choices(OFFER_KINDS, KIND_TEXT) },
 *   { name: 'isActive', label: 'Enabled', kind: 'checkbox' },
 */
export type FieldSpec<T extends FieldValues> =
  | ({ name: Path<T>; label: ReactNode; hint?: ReactNode; kind?: 'text' } & InputProps)
  | {
      name: Path<T>;
      label: ReactNode;
      hint?: ReactNode;
      kind: 'select';
      options: SelectFieldProps<T>['options'];
    }
  | {
      name: Path<T>;
      label: ReactNode;
      hint?: ReactNode;
      kind: 'textarea';
      rows?: number;
      placeholder?: string;
    }
  | { name: Path<T>; label: ReactNode; kind: 'checkbox' };

/** A form's fields from their declarations, in order (`false`: a field this form leaves out). */
export function Fields<T extends FieldValues>({
  form,
  fields,
}: {
  form: FormOf<T>;
  fields: ReadonlyArray<FieldSpec<T> | false>;
}) {
  return fields.map((spec) => (spec ? <Field key={spec.name} form={form} spec={spec} /> : null));
}

function Field<T extends FieldValues>({ form, spec }: { form: FormOf<T>; spec: FieldSpec<T> }) {
  switch (spec.kind) {
    case 'select': {
      const { kind: _select, ...field } = spec;
      return <SelectField form={form} {...field} />;
    }
    case 'textarea': {
      const { kind: _textarea, ...field } = spec;
      return <TextAreaField form={form} {...field} />;
    }
    case 'checkbox':
      return <CheckboxField form={form} name={spec.name} label={spec.label} />;
    default: {
      const { kind: _text, ...field } = spec;
      return <TextField form={form} {...field} />;
    }
  }
}

/**
 * A text's two fields, English then Spanish: `bilingual('title', 'Title')` declares `titleEn` "Title
 * (English)" and `titleEs` "Title (Spanish)", each with `input`'s attributes.
 */
export const bilingual = <N extends string>(name: N, label: string, input: InputProps = {}) =>
  [
    { name: `${name}En` as const, label: `${label} (English)`, ...input },
    { name: `${name}Es` as const, label: `${label} (Spanish)`, ...input },
  ] as const;

/** A select's options with a first one for no value (`''`), named `none`. */
export const orNone = (none: string, options: SelectFieldProps<FieldValues>['options']) => [
  { value: '', label: none },
  ...options,
];

/** A choice outside a form that changes what a screen shows (its brand, how many weeks). */
export function ViewSelect<V extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(options.find((o) => String(o.value) === event.target.value)!.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The server's refusal of the whole form (set by BoForm / applyServerError). */
export function FormError<T extends FieldValues>({ form }: { form: FormOf<T> }) {
  return <Alert testId="bo-form-error">{form.formState.errors.root?.server?.message}</Alert>;
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
