import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { FormOf } from '../components/form.tsx';
import own from './catalogue.module.css';

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
    <label className={own.check}>
      <input type="checkbox" {...form.register(name)} />
      {label}
    </label>
  );
}
